import type { SessionUser } from '@rw/core';
import { createContext, useContext } from 'react';
import type { AuthState } from '#/features/auth/hooks/auth-reducer';

/** Outcome of a password sign-in: signed in, or failed (the error is in the state). */
export type SignInResult = 'signed-in' | 'failed';

export type AuthContextValue = AuthState & {
  /** True once the start-up session check has finished (or given up after 10 s). */
  ready: boolean;
  isAdmin: boolean;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Accepts a session the server has just created (first-run setup, an accepted invitation). */
  acceptSession: (user: SessionUser) => void;
  /** Shows an error on the sign-in page (e.g. a failed Google redirect). */
  reportError: (message: string) => void;
  /** Clears a shown error while signed out (switching between the signed-out forms). */
  clearError: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state and actions; must be used under `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
