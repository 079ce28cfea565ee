import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  /** The dialog's title (default 'Please confirm'). */
  title?: string;
  /** The question, in the words of the feature's product page; the dialog is open while it is set. */
  message: string | null;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Its id in a `Modal.Stack`, when it is asked over another modal (that modal's Escape must not close it). */
  stackId?: string;
};

/**
 * A confirmation before something that cannot be undone (delete a job, remove a user or an organisation):
 * open while `message` is set. Cancel has the focus, so Enter never deletes by accident.
 */
export function ConfirmDialog({
  title = 'Please confirm',
  message,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
  stackId,
}: ConfirmDialogProps) {
  return (
    <Modal
      stackId={stackId}
      opened={message !== null}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="sm"
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
