import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** Deletes an organisation (`DELETE /api/admin/organizations/:id`, 204). @throws ApiError */
export function deleteOrganization(id: string) {
  return apiRequest(`/api/admin/organizations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
