import { isAdminRole, messages, type SessionUser } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { checkSession } from '#/features/auth/api/check-session';
import { startGoogleSignIn } from '#/features/auth/api/sign-in-google';
import { signOut as endSession } from '#/features/auth/api/sign-out';
import { authReducer, initialAuthState } from '#/features/auth/hooks/auth-reducer';
import { signInWithPassword } from '#/features/auth/hooks/password-actions';
import { AuthContext, type AuthContextValue } from '#/features/auth/hooks/use-auth';
import { ApiError, onSessionLoss } from '#/lib/api-client';

/**
 * Holds the auth state (docs/product/shell.md#session) and its actions. Checks the session once at
 * start-up (10 s limit), and signs the user out with the session-expired message when the API client
 * reports the session lost.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [ready, setReady] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    checkSession()
      .then((user) => active && dispatch(user ? { type: 'LOGIN_SUCCESS', user } : { type: 'LOGOUT' }))
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.code === 'ACCESS_DENIED') {
          dispatch({ type: 'LOGIN_FAILURE', error: messages.accessDenied });
        } else if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') {
          dispatch({ type: 'LOGIN_FAILURE', error: messages.sessionExpired });
        } else {
          console.error('Session check failed', error);
          dispatch({ type: 'LOGOUT' });
        }
      })
      .finally(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);

  // A request still in flight when the user signed out must not report that session as "expired".
  const authenticated = useRef(false);
  authenticated.current = state.isAuthenticated;

  useEffect(
    () =>
      onSessionLoss((reason) => {
        if (!authenticated.current) return;
        const error = reason === 'access-denied' ? messages.accessDenied : messages.sessionExpired;
        dispatch({ type: 'LOGIN_FAILURE', error });
      }),
    [],
  );

  // Cached data belongs to the user who fetched it.
  useEffect(() => {
    if (!state.isAuthenticated) queryClient.clear();
  }, [state.isAuthenticated, queryClient]);

  const signIn = useCallback(
    (email: string, password: string) => signInWithPassword(dispatch, email, password),
    [],
  );

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
      signInWithGoogle,
      signOut,
      acceptSession,
      reportError,
      clearError,
    }),
    [state, ready, signIn, signInWithGoogle, signOut, acceptSession, reportError, clearError],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
