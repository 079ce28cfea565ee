import { invitationLink } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * A new invitation link for an e-mail entry; the earlier link stops working
 * (`POST /api/admin/access-list/:id/invitation`; docs/product/admin.md#invitations). @throws ApiError
 */
export function renewInvitation(id: string) {
  return apiRequest(`/api/admin/access-list/${encodeURIComponent(id)}/invitation`, {
    method: 'POST',
    body: {},
    schema: invitationLink,
  });
}

export function useRenewInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.accessList() }),
  });
}
