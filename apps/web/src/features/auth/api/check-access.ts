import { type AccessCheck, accessCheckResponse, normalizeEmail } from '@rw/core';
import { apiRequest } from '#/lib/api-client';

/**
 * Asks the server whether an e-mail may sign in, and whether only with Google (`POST /api/auth/access-check`).
 * Called before any password is sent (docs/product/shell.md#sign-in).
 * @throws ApiError
 */
export function checkAccess(email: string): Promise<AccessCheck> {
  return apiRequest('/api/auth/access-check', {
    method: 'POST',
    body: { email: normalizeEmail(email) },
    schema: accessCheckResponse,
    session: false,
  });
}
