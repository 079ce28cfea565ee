import { adminUser } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * Activates or deactivates a user (`PATCH /api/admin/users/:id`); deactivation ends their sessions.
 * @throws ApiError (409 for the owner's own account)
 */
export function updateUserStatus({ id, isActive }: { id: string; isActive: boolean }) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { is_active: isActive },
    schema: adminUser,
  });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
