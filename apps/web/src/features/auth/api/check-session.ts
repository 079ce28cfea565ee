import { messages, type SessionUser, sessionCheckResponse } from '@rw/core';
import { SESSION_CHECK_TIMEOUT_MS } from '#/features/auth/api/get-me';
import { ApiError, apiRequest } from '#/lib/api-client';

/**
 * The start-up session check (docs/product/shell.md#session; gives up after 10 s): `GET /api/session`, which
 * answers 200 signed in or not, so a signed-out visitor's browser logs no failed request. A session cookie the
 * server no longer knows comes back as `expired`, which the sign-in page reports as 'Session expired. Please
 * sign in again.'
 * @returns the signed-in user, or null when there is no session
 * @throws ApiError (401 SESSION_EXPIRED for an expired session; 403 ACCESS_DENIED when the account left the
 *   access list; TIMEOUT)
 */
export async function checkSession(): Promise<SessionUser | null> {
  const { user, expired } = await apiRequest('/api/session', {
    schema: sessionCheckResponse,
    timeoutMs: SESSION_CHECK_TIMEOUT_MS,
    session: false,
  });
  if (expired) throw new ApiError(401, 'SESSION_EXPIRED', messages.sessionExpired);
  return user;
}
