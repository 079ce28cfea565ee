import { type AcceptInvitationBody, INVITATION_TOKEN_FIELD, type SessionUser } from '@rw/core';
import { getMe } from '#/features/auth/api/get-me';
import { LOGIN_TIMEOUT_MS } from '#/features/auth/api/sign-in-email';
import { apiRequest } from '#/lib/api-client';

/**
 * Creates the invitee's password account from an invitation link (`POST /api/auth/sign-up/email` with the
 * token; docs/product/shell.md#invitation). The server takes the e-mail from the invitation, uses the link up
 * and signs the new account in.
 * @returns the signed-in user
 * @throws ApiError (403 INVITATION_INVALID when the link cannot be used; 400 for the name or password)
 */
export async function acceptInvitation(
  token: string,
  email: string,
  body: AcceptInvitationBody,
): Promise<SessionUser> {
  await apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: body.name, email, password: body.password, [INVITATION_TOKEN_FIELD]: token },
    timeoutMs: LOGIN_TIMEOUT_MS,
    session: false,
  });
  return getMe();
}
