import type { ErrorCode } from '@rw/core';

/**
 * The one application error (STYLE.md, Errors): a code from the core union and a user-visible message.
 * The error handler maps the code to its HTTP status; 5xx messages never reach the client.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
