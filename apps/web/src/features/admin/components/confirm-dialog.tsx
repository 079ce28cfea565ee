import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  /** The question, verbatim from the spec where it gives one. */
  message: string | null;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The Admin Panel's stand-in for the browser confirmation of spec 1 section 5: open while `message` is set;
 * Cancel has the focus, so Enter never deletes by accident.
 */
export function ConfirmDialog({ message, confirmLabel, loading, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onCancel} title="Please confirm" centered size="sm">
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
