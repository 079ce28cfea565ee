import {
  accessTokenCreated,
  accessTokenList,
  type CreateAccessTokenBody,
  organizationAccessTokenList,
} from '@rw/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/*
 * Personal access tokens' calls (docs/product/access-tokens.md): the user's own, and the organisation's for
 * admins. Every change reloads both lists.
 */

const tokensKey = ['access-tokens'] as const;
const myTokensKey = [...tokensKey, 'mine'] as const;
const organizationTokensKey = [...tokensKey, 'organization'] as const;

/** The caller's own tokens (`GET /api/access-tokens`), newest first. */
export function useMyAccessTokens() {
  return useQuery({
    queryKey: myTokensKey,
    queryFn: ({ signal }) => apiRequest('/api/access-tokens', { schema: accessTokenList, signal }),
  });
}

/** The organisation's tokens with their owners (`GET /api/organization/access-tokens`, admins). */
export function useOrganizationAccessTokens() {
  return useQuery({
    queryKey: organizationTokensKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/organization/access-tokens', { schema: organizationAccessTokenList, signal }),
  });
}

function useChange<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** Creates a token; the answer holds its secret, shown this once. @throws ApiError */
export const useCreateAccessToken = () =>
  useChange((body: CreateAccessTokenBody) =>
    apiRequest('/api/access-tokens', { method: 'POST', body, schema: accessTokenCreated }),
  );

/** Revokes one of the caller's tokens, or (`organization`) one of the organisation's (admins). @throws ApiError */
export const useRevokeAccessToken = (scope: 'own' | 'organization') =>
  useChange((id: string) =>
    apiRequest(
      `${scope === 'own' ? '/api/access-tokens' : '/api/organization/access-tokens'}/${encodeURIComponent(id)}`,
      { method: 'DELETE' },
    ),
  );
