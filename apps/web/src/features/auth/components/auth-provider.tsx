import { isAdminRole, messages, type SessionUser } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { checkAccess } from '#/features/auth/api/check-access';
import { getMe } from '#/features/auth/api/get-me';
import { signInWithEmail } from '#/features/auth/api/sign-in-email';
import { startGoogleSignIn } from '#/features/auth/api/sign-in-google';
import { signOut as endSession } from '#/features/auth/api/sign-out';
import { signUpWithEmail } from '#/features/auth/api/sign-up-email';
import { loginErrorMessage, setPasswordRefusal } from '#/features/auth/hooks/auth-messages';
import { authReducer, initialAuthState } from '#/features/auth/hooks/auth-reducer';
import { AuthContext, type AuthContextValue, type SignInResult } from '#/features/auth/hooks/use-auth';
import { ApiError, onSessionLoss } from '#/lib/api-client';

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
 * Holds the auth state (spec 1 sections 3-4) and its actions. Checks the session once at start-up (10 s
 * limit), and signs the user out with the spec's message when the API client reports the session lost.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [ready, setReady] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    getMe()
      .then((user) => active && dispatch({ type: 'LOGIN_SUCCESS', user }))
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.code === 'ACCESS_DENIED') {
          dispatch({ type: 'LOGIN_FAILURE', error: messages.accessDenied });
        } else if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') {
          dispatch({ type: 'LOGIN_FAILURE', error: messages.sessionExpired });
        } else {
          dispatch({ type: 'LOGOUT' });
        }
      })
      .finally(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);

  useEffect(
    () =>
      onSessionLoss((reason) => {
        const error = reason === 'access-denied' ? messages.accessDenied : messages.sessionExpired;
        dispatch({ type: 'LOGIN_FAILURE', error });
      }),
    [],
  );

  // Cached data belongs to the user who fetched it.
  useEffect(() => {
    if (!state.isAuthenticated) queryClient.clear();
  }, [state.isAuthenticated, queryClient]);

  const signIn = useCallback(async (email: string, password: string): Promise<SignInResult> => {
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
  }, []);

  const createPassword = useCallback(async (name: string, email: string, password: string) => {
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
  }, []);

  const signInWithGoogle = useCallback(async () => {
    dispatch({ type: 'LOGIN_START' });
    try {
      window.location.assign(await startGoogleSignIn());
    } catch (error) {
      console.error('Google sign-in failed to start', error);
      dispatch({ type: 'LOGIN_FAILURE', error: messages.googleFailed });
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      await endSession();
    } catch (error) {
      console.error('Sign-out request failed', error);
    } finally {
      dispatch({ type: 'LOGOUT' });
    }
  }, []);

  const acceptSession = useCallback((user: SessionUser) => dispatch({ type: 'LOGIN_SUCCESS', user }), []);
  const reportError = useCallback((error: string) => dispatch({ type: 'LOGIN_FAILURE', error }), []);
  // Only used while signed out, where LOGOUT ("clears everything") is exactly "clear the error".
  const clearError = useCallback(() => dispatch({ type: 'LOGOUT' }), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      ready,
      isAdmin: isAdminRole(state.user?.role),
      signIn,
      createPassword,
      signInWithGoogle,
      signOut,
      acceptSession,
      reportError,
      clearError,
    }),
    [state, ready, signIn, createPassword, signInWithGoogle, signOut, acceptSession, reportError, clearError],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
