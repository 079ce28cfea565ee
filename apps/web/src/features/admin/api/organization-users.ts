import {
  invitationLink,
  type OrganizationInviteBody,
  type OrganizationUserUpdate,
  organizationInviteCreated,
  organizationUser,
  organizationUsersView,
} from '@rw/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/*
 * User Management's calls (docs/product/admin.md#user-management): the organisation's people and pending
 * invitations, and what an admin changes. Every change reloads the list.
 */

export const organizationUsersKey = ['organization-users'] as const;

/** People and pending invitations of the caller's organisation (`GET /api/organization/users`). */
export function useOrganizationUsers() {
  return useQuery({
    queryKey: organizationUsersKey,
    queryFn: ({ signal }) => apiRequest('/api/organization/users', { schema: organizationUsersView, signal }),
  });
}

function useChange<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationUsersKey }),
  });
}

/** Invites an e-mail of the organisation with a role; answers its one-time link. @throws ApiError */
export const useInviteMember = () =>
  useChange((body: OrganizationInviteBody) =>
    apiRequest('/api/organization/invitations', { method: 'POST', body, schema: organizationInviteCreated }),
  );

/** Changes a person's role and/or status. @throws ApiError (409 with the rule's reason) */
export const useUpdateMember = () =>
  useChange(({ id, body }: { id: string; body: OrganizationUserUpdate }) =>
    apiRequest(`/api/organization/users/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      schema: organizationUser,
    }),
  );

/** Deletes a person of the organisation. @throws ApiError */
export const useDeleteMember = () =>
  useChange((id: string) =>
    apiRequest(`/api/organization/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** A new link for a pending invitation (the earlier stops working). @throws ApiError */
export const useRenewMemberLink = () =>
  useChange((id: string) =>
    apiRequest(`/api/organization/invitations/${encodeURIComponent(id)}/link`, {
      method: 'POST',
      schema: invitationLink,
    }),
  );

/** Withdraws a pending invitation. @throws ApiError */
export const useWithdrawInvitation = () =>
  useChange((id: string) =>
    apiRequest(`/api/organization/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
