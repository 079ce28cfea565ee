import { normalizeEmail } from '@rw/core';
import { LOGIN_TIMEOUT_MS } from '#/features/auth/api/sign-in-email';
import { apiRequest } from '#/lib/api-client';

/**
 * Creates the password account of an access-listed e-mail that has none yet ("First time here?"), through
 * better-auth (`POST /api/auth/sign-up/email`). better-auth signs the new account in by default.
 * @throws ApiError
 */
export function signUpWithEmail(name: string, email: string, password: string): Promise<void> {
  return apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: name.trim(), email: normalizeEmail(email), password },
    timeoutMs: LOGIN_TIMEOUT_MS,
    session: false,
  });
}
