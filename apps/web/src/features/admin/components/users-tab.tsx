import { Stack } from '@mantine/core';
import { type AdminUser, adminMessages } from '@rw/core';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { useDeleteUser } from '#/features/admin/api/delete-user';
import { useAdminUsers } from '#/features/admin/api/get-admin-users';
import { useUpdateUserStatus } from '#/features/admin/api/update-user-status';
import { OrganizationFilter } from '#/features/admin/components/organization-filter';
import { UsersTable } from '#/features/admin/components/users-table';
import { useLoadError } from '#/features/admin/hooks/use-load-error';
import { errorText } from '#/features/admin/utils/format';

type UsersTabProps = { currentUserId: string; onMessage: (text: string) => void };

/**
 * Users tab (docs/product/admin.md#users): organisation filter, status, last login, Deactivate/Activate and
 * Delete with confirmation. Deactivating ends the user's sessions on the server.
 */
export function UsersTab({ currentUserId, onMessage }: UsersTabProps) {
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const users = useAdminUsers(organizationId);
  const updateStatus = useUpdateUserStatus();
  const remove = useDeleteUser();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  useLoadError(users.error, onMessage);

  const handleToggle = (user: AdminUser) =>
    updateStatus.mutate(
      { id: user.id, isActive: !user.is_active },
      {
        onSuccess: () => onMessage(adminMessages.userUpdated),
        onError: (error) => onMessage(errorText(adminMessages.updateUserError, error)),
      },
    );

  const handleDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => onMessage(adminMessages.userDeleted),
      onError: (error) => onMessage(errorText(adminMessages.deleteUserError, error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack gap="md">
      <OrganizationFilter value={organizationId} onChange={setOrganizationId} />
      <UsersTable
        users={users.data ?? []}
        loading={users.isPending}
        failed={users.isError && !users.data}
        currentUserId={currentUserId}
        pendingId={updateStatus.isPending ? updateStatus.variables?.id : undefined}
        onToggle={handleToggle}
        onDelete={setToDelete}
      />
      <ConfirmDialog
        message={toDelete ? adminMessages.confirmDeleteUser : null}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
