import { messages, type SessionUser } from '@rw/core';
import type { Dispatch } from 'react';
import { checkAccess } from '#/features/auth/api/check-access';
import { getMe } from '#/features/auth/api/get-me';
import { signInWithEmail } from '#/features/auth/api/sign-in-email';
import { signUpWithEmail } from '#/features/auth/api/sign-up-email';
import { loginErrorMessage, setPasswordRefusal } from '#/features/auth/hooks/auth-messages';
import type { AuthAction } from '#/features/auth/hooks/auth-reducer';
import type { SignInResult } from '#/features/auth/hooks/use-auth';
import { ApiError } from '#/lib/api-client';

/** The signed-in user after a sign-up, signing in with the password when the server did not do it already. */
async function userAfterSignUp(email: string, password: string): Promise<SessionUser> {
  try {
    return await getMe();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await signInWithEmail(email, password);
    return getMe();
  }
}

/**
 * Password sign-in (docs/product/shell.md#sign-in): missing fields and e-mails off the access list are
 * refused before any password is sent; an invited e-mail without an account is sent to "First time here?".
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
    if (!access.hasAccount && access.canSetPassword) {
      dispatch({ type: 'SET_LOADING', isLoading: false });
      return 'needs-password';
    }
    await signInWithEmail(email, password);
    dispatch({ type: 'LOGIN_SUCCESS', user: await getMe() });
    return 'signed-in';
  } catch (error) {
    dispatch({ type: 'LOGIN_FAILURE', error: loginErrorMessage(error) });
    return 'failed';
  }
}

/** "First time here?": creates the password account of an individually invited e-mail and signs it in. */
export async function createPasswordAccount(
  dispatch: Dispatch<AuthAction>,
  name: string,
  email: string,
  password: string,
): Promise<boolean> {
  if (!email.trim() || !password) {
    dispatch({ type: 'LOGIN_FAILURE', error: messages.missingCredentials });
    return false;
  }
  dispatch({ type: 'LOGIN_START' });
  try {
    const access = await checkAccess(email);
    if (!access.canSetPassword) {
      dispatch({ type: 'LOGIN_FAILURE', error: setPasswordRefusal(access) });
      return false;
    }
    await signUpWithEmail(name, email, password);
    dispatch({ type: 'LOGIN_SUCCESS', user: await userAfterSignUp(email, password) });
    return true;
  } catch (error) {
    dispatch({ type: 'LOGIN_FAILURE', error: loginErrorMessage(error) });
    return false;
  }
}
