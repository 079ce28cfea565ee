import { apiRequest } from '#/lib/api-client';

/** Ends the session (`POST /api/auth/sign-out`). @throws ApiError */
export function signOut(): Promise<void> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {}, session: false });
}
