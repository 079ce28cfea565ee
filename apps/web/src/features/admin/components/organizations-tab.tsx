import { Button, Group, Stack, Text } from '@mantine/core';
import { type AdminOrganization, adminMessages } from '@rw/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { useCreateOrganization } from '#/features/admin/api/create-organization';
import { useDeleteOrganization } from '#/features/admin/api/delete-organization';
import { useOrganizations } from '#/features/admin/api/get-organizations';
import { useUpdateOrganization } from '#/features/admin/api/update-organization';
import {
  OrganizationForm,
  type OrganizationFormMode,
  type OrganizationSave,
} from '#/features/admin/components/organization-form';
import { OrganizationsTable } from '#/features/admin/components/organizations-table';
import { useLoadError } from '#/features/admin/hooks/use-load-error';
import { errorText } from '#/features/admin/utils/format';

type OrganizationsTabProps = { onMessage: (text: string) => void };

/**
 * Organizations tab (docs/product/admin.md#organizations): the table, the Add/Edit form and
 * delete with confirmation.
 */
export function OrganizationsTab({ onMessage }: OrganizationsTabProps) {
  const organizations = useOrganizations();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const remove = useDeleteOrganization();
  const [mode, setMode] = useState<OrganizationFormMode>({ kind: 'closed' });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminOrganization | null>(null);
  useLoadError(organizations.error, onMessage);

  const openForm = (next: OrganizationFormMode) => {
    setSaveError(null);
    setMode(next);
  };

  const handleSave = (save: OrganizationSave) => {
    const done = {
      onSuccess: () => {
        setMode({ kind: 'closed' });
        onMessage(
          save.kind === 'edit' ? adminMessages.organizationUpdated : adminMessages.organizationCreated,
        );
      },
      onError: (error: Error) => {
        const text = errorText(adminMessages.saveOrganizationError, error);
        setSaveError(text);
        onMessage(text);
      },
    };
    setSaveError(null);
    if (save.kind === 'edit') update.mutate({ id: save.id, body: save.body }, done);
    else create.mutate(save.body, done);
  };

  const handleDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => onMessage(adminMessages.organizationDeleted),
      onError: (error) => onMessage(errorText(adminMessages.deleteOrganizationError, error)),
      onSettled: () => setToDelete(null),
    });
  };

  const count = organizations.data?.length ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {organizations.data ? `${count} organization${count === 1 ? '' : 's'}` : ' '}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm({ kind: 'add' })}>
          Add Organization
        </Button>
      </Group>
      <OrganizationsTable
        organizations={organizations.data ?? []}
        loading={organizations.isPending}
        failed={organizations.isError && !organizations.data}
        onEdit={(org) => openForm({ kind: 'edit', org })}
        onDelete={setToDelete}
      />
      <OrganizationForm
        mode={mode}
        saving={create.isPending || update.isPending}
        saveError={saveError}
        onSave={handleSave}
        onCancel={() => setMode({ kind: 'closed' })}
      />
      <ConfirmDialog
        message={toDelete ? adminMessages.confirmDeleteOrganization : null}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
