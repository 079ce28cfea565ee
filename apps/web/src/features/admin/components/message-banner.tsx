import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { bannerColor } from '#/features/admin/utils/format';

type MessageBannerProps = { message: string | null; onClose: () => void };

/**
 * The result of the last action: red when the text contains 'Error', otherwise green
 * (docs/product/admin.md#messages).
 */
export function MessageBanner({ message, onClose }: MessageBannerProps) {
  if (!message) return null;
  const color = bannerColor(message);
  const Icon = color === 'red' ? IconAlertCircle : IconCircleCheck;
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={onClose}
      role={color === 'red' ? 'alert' : 'status'}
      data-testid="admin-message"
    >
      {message}
    </Alert>
  );
}
