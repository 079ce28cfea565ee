import { messages } from '@rw/core';
import type { AccessCheck } from '#/features/auth/api/check-access';
import { ApiError } from '#/lib/api-client';

/** Shown when "First time here?" is used for an e-mail that already has a password. */
export const ACCOUNT_EXISTS_MESSAGE =
  'An account already exists for this e-mail. Sign in with your password.';

/** Shown when "First time here?" is used for an e-mail allowed only through its domain. */
export const CANNOT_SET_PASSWORD_MESSAGE =
  'This e-mail cannot set a password here. Ask an administrator to invite it, or sign in with Google.';

/**
 * The sign-in page text for a failed login (docs/product/shell.md#messages): the access-denied
 * text for an access-list refusal, the backend's own message when it sent one, otherwise 'Login
 * failed. Please try again.'.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.loginFailed;
  if (error.code === 'ACCESS_DENIED') return messages.accessDenied;
  return error.fromServer ? error.message : messages.loginFailed;
}

/**
 * Text for the `error` code a failed Google redirect brings back to `/sign-in`
 * (docs/product/shell.md#messages).
 */
export function googleErrorMessage(code: string): string {
  return code.toLowerCase().includes('access') ? messages.accessDenied : messages.googleFailed;
}

/** Why "First time here?" cannot set a password for an e-mail, from its access check. */
export function setPasswordRefusal(access: AccessCheck): string {
  if (!access.allowed) return messages.accessDenied;
  return access.hasAccount ? ACCOUNT_EXISTS_MESSAGE : CANNOT_SET_PASSWORD_MESSAGE;
}
