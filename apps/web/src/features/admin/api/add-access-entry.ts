import { type AccessEntryCreate, accessEntryCreated } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * Lets an e-mail or a whole domain sign in with a role (`POST /api/admin/access-list`); an e-mail comes back
 * with its invitation link (docs/product/admin.md#invitations). @throws ApiError
 */
export function addAccessEntry(body: AccessEntryCreate) {
  return apiRequest('/api/admin/access-list', { method: 'POST', body, schema: accessEntryCreated });
}

export function useAddAccessEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAccessEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.accessList() }),
  });
}
