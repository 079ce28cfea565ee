import type { SessionUser } from '@rw/core';
import { z } from 'zod';
import { getMe, SESSION_CHECK_TIMEOUT_MS } from '#/features/auth/api/get-me';
import { ApiError, apiRequest } from '#/lib/api-client';

/**
 * The start-up session check (spec 1 section 4; gives up after 10 s in total). Asks better-auth first
 * (`GET /api/auth/get-session` answers `null` rather than 401 when signed out), then reads the user.
 * @returns the signed-in user, or null when there is no session
 * @throws ApiError (403 ACCESS_DENIED when the account left the access list; TIMEOUT)
 */
export async function checkSession(): Promise<SessionUser | null> {
  const deadline = Date.now() + SESSION_CHECK_TIMEOUT_MS;
  const session = await apiRequest('/api/auth/get-session', {
    schema: z.unknown(),
    timeoutMs: SESSION_CHECK_TIMEOUT_MS,
    session: false,
  });
  if (session === null) return null;
  try {
    return await getMe(Math.max(1_000, deadline - Date.now()));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
