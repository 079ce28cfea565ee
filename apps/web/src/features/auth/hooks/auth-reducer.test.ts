import type { SessionUser } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from '#/features/auth/hooks/auth-reducer';

const user: SessionUser = {
  id: 'u1',
  email: 'owner@acme.test',
  name: 'Olivia Owner',
  picture: null,
  role: 'owner',
  domain: 'acme.test',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
};

describe('authReducer', () => {
  it('starts loading and unauthenticated', () => {
    expect(initialAuthState).toEqual({ user: null, isAuthenticated: false, isLoading: true, error: null });
  });

  it('LOGIN_START sets loading and clears the error', () => {
    const state = authReducer({ ...initialAuthState, isLoading: false, error: 'x' }, { type: 'LOGIN_START' });
    expect(state).toMatchObject({ isLoading: true, error: null });
  });

  it('LOGIN_SUCCESS sets the user; LOGIN_FAILURE clears it and sets the error', () => {
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user });
    expect(signedIn).toEqual({ user, isAuthenticated: true, isLoading: false, error: null });
    const failed = authReducer(signedIn, { type: 'LOGIN_FAILURE', error: 'Login failed. Please try again.' });
    expect(failed).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: 'Login failed. Please try again.',
    });
  });

  it('LOGOUT clears everything; SET_LOADING toggles loading', () => {
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user });
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual({ ...initialAuthState, isLoading: false });
    expect(authReducer(signedIn, { type: 'SET_LOADING', isLoading: true }).isLoading).toBe(true);
  });
});
