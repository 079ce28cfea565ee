import { aiFailureDetailOf, type ErrorCode, errorBody } from '@rw/core';
import { z } from 'zod';

/** Codes the client adds to the API's own codes for failures that never reached a server answer. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'INVALID_RESPONSE' | 'HTTP_ERROR';

export const TIMEOUT_MESSAGE = 'Request timed out. Please retry.';
export const NETWORK_MESSAGE = 'Network error. Please check your connection and retry.';
export const INVALID_RESPONSE_MESSAGE = 'Unexpected response from the server.';

/**
 * The one error type of the web app's server calls: the HTTP status (0 when no answer arrived), a code (the
 * API's `error.code`, better-auth's `code`, or a `ClientErrorCode`) and a message. `fromServer` tells whether
 * the message came from the server, so callers can choose between it and their own fallback text; `details`
 * is the API's `error.details` (e.g. `{ reason }` of an AI failure), when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly fromServer: boolean;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, fromServer = false, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
    this.details = details;
  }
}

const authErrorBody = z.object({ code: z.string().optional(), message: z.string().optional() });

function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'HTTP_ERROR';
}

/**
 * Converts an error answer (API `{error:{code,message,details?}}` or better-auth `{code,message}`) to an
 * ApiError; anything else gets a code from the status and 'Request failed with status {status}'.
 */
export function toApiError(status: number, json: unknown): ApiError {
  const api = errorBody.safeParse(json);
  if (api.success) {
    const { code, message, details } = api.data.error;
    return new ApiError(status, code, message, true, details);
  }
  const auth = authErrorBody.safeParse(json);
  const code = (auth.success && auth.data.code) || codeForStatus(status);
  const message = auth.success ? auth.data.message : undefined;
  return message
    ? new ApiError(status, code, message, true)
    : new ApiError(status, code, `Request failed with status ${status}`);
}

/**
 * What happened, in plain words, when a call failed on the AI provider: the `detail` the API sends in
 * `error.details` (docs/product/ai.md#what-happened); null for any other error.
 */
export function aiFailureDetailOfError(error: unknown): string | null {
  return error instanceof ApiError ? aiFailureDetailOf(error.details) : null;
}
