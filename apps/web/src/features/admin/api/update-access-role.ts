import type { Role } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** Changes the role an entry grants (`PATCH /api/admin/access-list/:id`, 204). @throws ApiError */
export function updateAccessRole({ id, role }: { id: string; role: Role }) {
  return apiRequest(`/api/admin/access-list/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } });
}

export function useUpdateAccessRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccessRole,
    // Roles show in the Users tab too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
