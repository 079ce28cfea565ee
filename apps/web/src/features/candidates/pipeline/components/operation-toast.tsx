import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { pipelineMessages } from '@rw/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { OperationToast as Toast } from '#/features/candidates/pipeline/hooks/use-pipeline-actions';

/** How long the message stays once Undo is over (expired, undone or refused), in ms. */
export const TOAST_LINGER_MS = 6000;

type OperationToastProps = { toast: Toast | null; onUndo: () => void; onDismiss: () => void };

/**
 * The message after a pipeline operation (docs/product/pipeline.md#undo): the server's words ('Moved 3
 * candidates to Talent Screen.') with **Undo** until the operation's undo window ends, then 'Undone.' or why
 * the undo was refused; it closes a few seconds after Undo is over, or with its close button.
 */
export function OperationToast({ toast, onUndo, onDismiss }: OperationToastProps) {
  if (!toast) return null;
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={400}>
      <ToastBody key={toast.operation.id} toast={toast} onUndo={onUndo} onDismiss={onDismiss} />
    </Affix>
  );
}

function ToastBody({ toast, onUndo, onDismiss }: { toast: Toast } & Omit<OperationToastProps, 'toast'>) {
  const [undoable, setUndoable] = useState(() => toast.undoUntil > Date.now());
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(false), Math.max(0, toast.undoUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [undoable, toast.undoUntil]);

  const over =
    toast.phase === 'undone' || toast.phase === 'failed' || (toast.phase === 'applied' && !undoable);
  useEffect(() => {
    if (!over) return;
    const timer = setTimeout(onDismiss, TOAST_LINGER_MS);
    return () => clearTimeout(timer);
  }, [over, onDismiss]);

  const showUndo = (toast.phase === 'applied' && undoable) || toast.phase === 'undoing';
  return (
    <Notification
      role="status"
      aria-live="polite"
      aria-label="Pipeline action"
      withBorder
      w={420}
      maw="calc(100vw - 48px)"
      color={toast.phase === 'failed' ? 'orange' : 'teal'}
      icon={<IconCheck size={18} aria-hidden />}
      onClose={onDismiss}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          {toast.operation.message}
        </Text>
        {showUndo && (
          <Button
            size="compact-sm"
            variant="light"
            style={{ flex: 'none' }}
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            loading={toast.phase === 'undoing'}
            onClick={onUndo}
          >
            {pipelineMessages.undo}
          </Button>
        )}
      </Group>
      {toast.result && (
        <Text size="sm" mt={4} c={toast.phase === 'failed' ? 'orange' : 'dimmed'}>
          {toast.result}
        </Text>
      )}
    </Notification>
  );
}
