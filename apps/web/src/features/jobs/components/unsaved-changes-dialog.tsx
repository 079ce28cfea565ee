import { Button, Group, Modal, Text } from '@mantine/core';

type UnsavedChangesDialogProps = {
  opened: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
};

/**
 * Back with pending edits (docs/product/jobs.md#unsaved-changes): 'You have unsaved changes. Save
 * before leaving?'
 */
export function UnsavedChangesDialog({
  opened,
  saving,
  onSave,
  onDiscard,
  onCancel,
}: UnsavedChangesDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Unsaved changes"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Text>You have unsaved changes. Save before leaving?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="light" color="red" onClick={onDiscard} disabled={saving}>
          Leave without saving
        </Button>
        <Button onClick={onSave} loading={saving} data-autofocus>
          Save and leave
        </Button>
      </Group>
    </Modal>
  );
}
