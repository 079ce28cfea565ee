import { type SessionUser, type SetupBody, sessionUser } from '@rw/core';
import { z } from 'zod';
import { apiRequest } from '#/lib/api-client';

const setupResponse = z.object({ user: sessionUser });

/**
 * Creates the owner account on an empty database (`POST /api/setup`) and signs it in.
 * @throws ApiError (409 CONFLICT when setup was already done)
 */
export async function createOwner(body: SetupBody): Promise<SessionUser> {
  const { user } = await apiRequest('/api/setup', {
    method: 'POST',
    body,
    schema: setupResponse,
    session: false,
  });
  return user;
}
