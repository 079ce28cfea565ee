import { jobMessages, messages } from '@rw/core';
import { ApiError, TIMEOUT_MESSAGE } from '#/lib/api-client';

/** The server's message of an ApiError, when there is one worth showing. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && (error.fromServer || error.code === 'TIMEOUT') ? error.message : null;
}

/**
 * The job list's error line (docs/product/jobs.md#messages): the timeout and session texts, else the message.
 */
export function jobListErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'TIMEOUT') return TIMEOUT_MESSAGE;
  if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') return messages.sessionExpired;
  return error instanceof Error && error.message ? error.message : 'Failed to load jobs';
}

/** Whether the list's error offers 'Sign in again' (the message contains 'session expired'). */
export function offersSignIn(message: string): boolean {
  return message.toLowerCase().includes('session expired');
}

/** The job detail's load error (docs/product/jobs.md#messages). */
export function jobLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to load job';
  if (error.status === 404 || error.code === 'VALIDATION') return jobMessages.notFound;
  if (error.code === 'TIMEOUT') return TIMEOUT_MESSAGE;
  if (error.code === 'SESSION_EXPIRED' || error.status === 401) return messages.sessionExpired;
  return 'Failed to load job';
}

/** The print page's load error: 'Session expired' on an expired session, otherwise 'Failed to load job'. */
export function printLoadErrorMessage(error: unknown): string {
  return error instanceof ApiError && (error.code === 'SESSION_EXPIRED' || error.status === 401)
    ? 'Session expired'
    : 'Failed to load job';
}

/** Save failures of the job modal (docs/product/jobs.md#messages). */
export function saveJobErrorMessage(error: unknown, mode: 'create' | 'edit'): string {
  const message = serverMessage(error);
  if (!message) return 'Failed to save job. Please try again.';
  return mode === 'edit' ? `Failed to update job. ${message}` : `Failed to save job. ${message}`;
}

/** The delete alert (docs/product/jobs.md#messages). */
export function deleteJobErrorMessage(error: unknown): string {
  const message = serverMessage(error) ?? (error instanceof Error ? error.message : null);
  return message ? `Failed to delete job: ${message}` : 'Failed to delete job. Please try again.';
}

/** Save edits failure of the detail screen: the message, or 'Failed to save changes.' */
export function saveChangesErrorMessage(error: unknown): string {
  return serverMessage(error) ?? 'Failed to save changes.';
}
