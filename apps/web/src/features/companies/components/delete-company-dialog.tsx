import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { companyPageText, deleteCompanyQuestion } from '#/features/companies/utils/company-messages';

type DeleteCompanyDialogProps = {
  /** The company to delete; the dialog is open while it is set. */
  name: string | null;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The delete confirmation with its two texts (docs/product/companies.md#editing). Cancel has the focus, so
 * Enter never deletes by accident.
 */
export function DeleteCompanyDialog({
  name,
  deleting,
  error,
  onConfirm,
  onCancel,
}: DeleteCompanyDialogProps) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title={companyPageText.deleteCompany} centered size="md">
      <Stack gap="sm">
        <Text fw={500}>{deleteCompanyQuestion(name ?? '')}</Text>
        <Text size="sm" c="dimmed">
          {companyPageText.deleteDetail}
        </Text>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {companyPageText.deleteCompany}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
