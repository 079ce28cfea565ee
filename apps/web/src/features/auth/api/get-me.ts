import { meResponse, type SessionUser } from '@rw/core';
import { apiRequest } from '#/lib/api-client';

/** Limit of the session check and of reading the user after sign-in (docs/product/shell.md#session). */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;

/**
 * The signed-in user (`GET /api/me`). Used right after a sign-in, set-up or accepted invitation, so a 401 is
 * the caller's to handle (no refresh, no session-loss event). The start-up check asks `/api/session`.
 * @throws ApiError (401 when signed out, 403 ACCESS_DENIED when the account left the access list)
 */
export async function getMe(timeoutMs = SESSION_CHECK_TIMEOUT_MS): Promise<SessionUser> {
  const { user } = await apiRequest('/api/me', { schema: meResponse, timeoutMs, session: false });
  return user;
}
