import { messages } from '@rw/core';
import type { Dispatch } from 'react';
import { checkAccess } from '#/features/auth/api/check-access';
import { getMe } from '#/features/auth/api/get-me';
import { signInWithEmail } from '#/features/auth/api/sign-in-email';
import { loginErrorMessage } from '#/features/auth/hooks/auth-messages';
import type { AuthAction } from '#/features/auth/hooks/auth-reducer';
import type { SignInResult } from '#/features/auth/hooks/use-auth';

/**
 * Password sign-in (docs/product/shell.md#sign-in): missing fields, e-mails off the access list and e-mails
 * admitted only through their domain (Google only) are refused before any password is sent.
 */
export async function signInWithPassword(
  dispatch: Dispatch<AuthAction>,
  email: string,
  password: string,
): Promise<SignInResult> {
  if (!email.trim() || !password) {
    dispatch({ type: 'LOGIN_FAILURE', error: messages.missingCredentials });
    return 'failed';
  }
  dispatch({ type: 'LOGIN_START' });
  try {
    const access = await checkAccess(email);
    if (!access.allowed) {
      dispatch({ type: 'LOGIN_FAILURE', error: messages.accessDenied });
      return 'failed';
    }
    if (access.useGoogle) {
      dispatch({ type: 'LOGIN_FAILURE', error: messages.domainUsesGoogle });
      return 'failed';
    }
    await signInWithEmail(email, password);
    dispatch({ type: 'LOGIN_SUCCESS', user: await getMe() });
    return 'signed-in';
  } catch (error) {
    dispatch({ type: 'LOGIN_FAILURE', error: loginErrorMessage(error) });
    return 'failed';
  }
}
