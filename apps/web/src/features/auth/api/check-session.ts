import type { SessionUser } from '@rw/core';
import { getMe, SESSION_CHECK_TIMEOUT_MS } from '#/features/auth/api/get-me';
import { ApiError } from '#/lib/api-client';

/**
 * The start-up session check (docs/product/shell.md#session; gives up after 10 s): reads the user from
 * `GET /api/me`. The server tells a visitor without a session (UNAUTHENTICATED) from one whose session
 * cookie is no longer valid (SESSION_EXPIRED), which the sign-in page reports as 'Session expired.
 * Please sign in again.'
 * @returns the signed-in user, or null when there is no session
 * @throws ApiError (401 SESSION_EXPIRED; 403 ACCESS_DENIED when the account left the access list; TIMEOUT)
 */
export async function checkSession(): Promise<SessionUser | null> {
  try {
    return await getMe(SESSION_CHECK_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.code !== 'SESSION_EXPIRED') return null;
    throw error;
  }
}
