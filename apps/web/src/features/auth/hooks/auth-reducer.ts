import type { SessionUser } from '@rw/core';

/** Auth state of spec 1 section 3: user, isAuthenticated, isLoading, error. */
export type AuthState = {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
};

/** The auth actions of spec 1 section 4. */
export type AuthAction =
  | { type: 'LOGIN_START' }
  | { type: 'LOGIN_SUCCESS'; user: SessionUser }
  | { type: 'LOGIN_FAILURE'; error: string }
  | { type: 'LOGOUT' }
  | { type: 'SET_LOADING'; isLoading: boolean };

/** Loading starts true and ends after the session check (spec 1 section 4). */
export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
};

/** Applies an auth action (spec 1 section 4, "Auth state actions"). */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN_START':
      return { ...state, isLoading: true, error: null };
    case 'LOGIN_SUCCESS':
      return { user: action.user, isAuthenticated: true, isLoading: false, error: null };
    case 'LOGIN_FAILURE':
      return { user: null, isAuthenticated: false, isLoading: false, error: action.error };
    case 'LOGOUT':
      return { user: null, isAuthenticated: false, isLoading: false, error: null };
    case 'SET_LOADING':
      return { ...state, isLoading: action.isLoading };
  }
}
