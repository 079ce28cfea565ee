import { Affix, Notification } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Why the server refused a move from the board (docs/product/pipeline.md#board): its message, where the
 * operation's message would have shown, until closed or the next move.
 */
export function BoardMoveError({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={400}>
      <Notification
        role="alert"
        withBorder
        w={420}
        maw="calc(100vw - 48px)"
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        onClose={onClose}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {message}
      </Notification>
    </Affix>
  );
}
