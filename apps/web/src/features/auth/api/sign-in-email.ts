import { normalizeEmail } from '@rw/core';
import { ApiError, apiRequest } from '#/lib/api-client';

/** Login limit; a timed-out login is retried once (docs/product/shell.md#session). */
export const LOGIN_TIMEOUT_MS = 8_000;

/**
 * Password sign-in through better-auth (`POST /api/auth/sign-in/email`); sets the session cookie.
 * @throws ApiError (better-auth answers 401/403/429 with `{message, code}`)
 */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  const request = () =>
    apiRequest('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: normalizeEmail(email), password, rememberMe: true },
      timeoutMs: LOGIN_TIMEOUT_MS,
      session: false,
    });
  try {
    await request();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'TIMEOUT') return request();
    throw error;
  }
}
