import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** Removes an entry and ends the sessions it alone allowed (`DELETE /api/admin/access-list/:id`). */
export function removeAccessEntry(id: string) {
  return apiRequest(`/api/admin/access-list/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveAccessEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAccessEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.accessList() }),
  });
}
