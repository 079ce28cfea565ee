import type { SessionUser, SetupBody } from '@rw/core';
import { getMe } from '#/features/auth/api/get-me';
import { apiRequest } from '#/lib/api-client';

/**
 * Creates the owner account on an empty database (`POST /api/setup`), which also signs it in, and returns
 * the signed-in user as `GET /api/me` describes it (the setup answer carries better-auth's own user shape).
 * @throws ApiError (409 CONFLICT when setup was already done)
 */
export async function createOwner(body: SetupBody): Promise<SessionUser> {
  await apiRequest('/api/setup', { method: 'POST', body, session: false });
  return getMe();
}
