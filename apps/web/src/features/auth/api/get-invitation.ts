import { type InvitationLookup, invitationLookupResponse } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/**
 * The invited e-mail of an invitation link's token (`POST /api/auth/invitation`; docs/product/shell.md#invitation).
 * @throws ApiError (404 with the invalid-link message for any link that cannot be used)
 */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return apiRequest('/api/auth/invitation', {
    method: 'POST',
    body: { token },
    schema: invitationLookupResponse,
    signal,
    session: false,
  });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
