import { z } from 'zod';
import { apiRequest } from '#/lib/api-client';

const oauthRedirect = z.object({ url: z.string().min(1), redirect: z.boolean().optional() });

/**
 * Starts Google sign-in (`POST /api/auth/sign-in/social`). The provider returns to `/`, or to
 * `/sign-in?error=CODE` on failure.
 * @returns the provider URL to send the browser to
 * @throws ApiError
 */
export async function startGoogleSignIn(): Promise<string> {
  const { url } = await apiRequest('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: '/', errorCallbackURL: '/sign-in' },
    schema: oauthRedirect,
    session: false,
  });
  return url;
}
