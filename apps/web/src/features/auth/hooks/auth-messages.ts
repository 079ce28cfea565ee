import { messages } from '@rw/core';
import { ApiError } from '#/lib/api-client';

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
