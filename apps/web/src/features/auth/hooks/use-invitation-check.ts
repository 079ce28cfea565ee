import { normalizeEmail } from '@rw/core';
import { useCallback, useState } from 'react';
import { checkAccess } from '#/features/auth/api/check-access';

/**
 * Tells whether an e-mail was invited by itself and has no account yet (the server's `canSetPassword`),
 * which is when "First time here?" is offered. `check` runs the access check (e.g. when the e-mail field loses focus); failures only hide the link.
 */
export function useInvitationCheck(email: string): { invited: boolean; check: () => void } {
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);
  const normalized = normalizeEmail(email);

  const check = useCallback(() => {
    if (!normalized.includes('@')) return;
    checkAccess(normalized)
      .then((access) => setInvitedEmail(access.canSetPassword ? normalized : null))
      .catch((error: unknown) => {
        console.error('Access check failed', error);
        setInvitedEmail(null);
      });
  }, [normalized]);

  return { invited: invitedEmail !== null && invitedEmail === normalized, check };
}
