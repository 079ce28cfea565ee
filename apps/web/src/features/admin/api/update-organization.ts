import { adminOrganization, type OrganizationUpdateInput } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** Edits an organisation; a blank key keeps the stored one (`PATCH /api/admin/organizations/:id`). */
export function updateOrganization({ id, body }: { id: string; body: OrganizationUpdateInput }) {
  return apiRequest(`/api/admin/organizations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: adminOrganization,
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
