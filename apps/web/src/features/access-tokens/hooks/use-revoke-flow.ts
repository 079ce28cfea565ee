import { type AccessToken, accessTokenMessages } from '@rw/core';
import { useState } from 'react';
import { useRevokeAccessToken } from '#/features/access-tokens/api/access-tokens';

/**
 * Revoking with a confirmation (docs/product/access-tokens.md#revoking): `ask` opens the dialog for a token,
 * `confirm` revokes it; `message` is the dialog's question (null: closed), `error` why the last one failed.
 */
export function useRevokeFlow(scope: 'own' | 'organization') {
  const revoke = useRevokeAccessToken(scope);
  const [asked, setAsked] = useState<AccessToken | null>(null);
  return {
    message: asked ? accessTokenMessages.confirmRevoke(asked.name) : null,
    pendingId: revoke.isPending ? revoke.variables : undefined,
    error: revoke.error?.message ?? null,
    loading: revoke.isPending,
    ask: (token: AccessToken) => setAsked(token),
    cancel: () => setAsked(null),
    confirm: () => {
      if (!asked) return;
      revoke.mutate(asked.id, { onSettled: () => setAsked(null) });
    },
  };
}
