import { type ErrorCode, errorBody, messages } from '@rw/core';
import { type ZodType, z } from 'zod';

/** Codes the client adds to the API's own codes for failures that never reached a server answer. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'INVALID_RESPONSE' | 'HTTP_ERROR';

/**
 * The one error type of every API call: the HTTP status (0 when no answer arrived), a code (the API's
 * `error.code`, better-auth's `code`, or a `ClientErrorCode`) and a message. `fromServer` tells whether the
 * message came from the server, so callers can choose between it and the spec's fallback text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly fromServer: boolean;

  constructor(status: number, code: string, message: string, fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

/** Why the session was lost: expired (401 after one refresh) or refused by the access list. */
export type SessionLossReason = 'expired' | 'access-denied';

type SessionLossListener = (reason: SessionLossReason) => void;

let sessionLossListener: SessionLossListener | null = null;

/** Registers the handler called when a data call finds the session gone; returns an unsubscribe. */
export function onSessionLoss(listener: SessionLossListener): () => void {
  sessionLossListener = listener;
  return () => {
    if (sessionLossListener === listener) sessionLossListener = null;
  };
}

/** Default limit of a call; spec 1 section 9 (companies fetch 15 s) is the longest data-call limit. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Session refresh limit (spec 1 section 9). */
export const REFRESH_TIMEOUT_MS = 6_000;
export const TIMEOUT_MESSAGE = 'Request timed out. Please retry.';
const NETWORK_MESSAGE = 'Network error. Please check your connection and retry.';
const INVALID_RESPONSE_MESSAGE = 'Unexpected response from the server.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** JSON body; non-GET calls always send one (`{}` when omitted) with `content-type: application/json`. */
  body?: unknown;
  timeoutMs?: number;
  /** Caller cancellation (e.g. TanStack Query's signal); it aborts without becoming an ApiError. */
  signal?: AbortSignal;
  /**
   * `false` for calls that establish or end the session themselves (session check, sign-in, setup): a 401
   * is then returned to the caller as is, without a refresh or a session-loss event.
   */
  session?: boolean;
};

type RawResponse = { status: number; ok: boolean; json: unknown };

const authErrorBody = z.object({ code: z.string().optional(), message: z.string().optional() });

function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'HTTP_ERROR';
}

/** Converts an error answer (API `{error:{code,message}}` or better-auth `{code,message}`) to an ApiError. */
export function toApiError(status: number, json: unknown): ApiError {
  const api = errorBody.safeParse(json);
  if (api.success) return new ApiError(status, api.data.error.code, api.data.error.message, true);
  const auth = authErrorBody.safeParse(json);
  const code = (auth.success && auth.data.code) || codeForStatus(status);
  const message = auth.success ? auth.data.message : undefined;
  return message
    ? new ApiError(status, code, message, true)
    : new ApiError(status, code, `Request failed with status ${status}`);
}

async function send(path: string, options: RequestOptions): Promise<RawResponse> {
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const handleCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', handleCallerAbort, { once: true });
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'GET'
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
      signal: controller.signal,
    });
    const text = await response.text();
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
      }
    }
    return { status: response.status, ok: response.ok, json };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw error;
    if (controller.signal.aborted) throw new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', handleCallerAbort);
  }
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * One session refresh (`GET /api/auth/get-session`, 6 s limit). Concurrent callers share the attempt.
 * @returns true when the server still knows a session (better-auth answers `null` when it does not).
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= send('/api/auth/get-session', { timeoutMs: REFRESH_TIMEOUT_MS })
    .then((res) => res.ok && res.json !== null)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function isAccessDenied(res: RawResponse): boolean {
  return (
    (res.status === 401 || res.status === 403) && toApiError(res.status, res.json).code === 'ACCESS_DENIED'
  );
}

/**
 * Calls the API (DESIGN.md, Web app: every fetch goes through one client). Applies a timeout, parses a
 * success body with `schema`, and turns every failure into an ApiError. On a 401 it refreshes the session
 * once and retries once; a second 401 reports the session as expired ('Session expired. Please sign in
 * again.'), and an ACCESS_DENIED answer reports the access-list refusal (spec 1 sections 7 and 8).
 * @throws ApiError; or the caller's AbortError when `signal` aborts.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema: ZodType<T> },
): Promise<T>;
export async function apiRequest(path: string, options?: RequestOptions): Promise<void>;
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema?: ZodType<T> } = {},
): Promise<T | undefined> {
  const withSession = options.session ?? true;
  let res = await send(path, options);
  if (withSession && res.status === 401 && !isAccessDenied(res)) {
    if (await refreshSession()) res = await send(path, options);
    if (res.status === 401 && !isAccessDenied(res)) {
      sessionLossListener?.('expired');
      throw new ApiError(401, 'SESSION_EXPIRED', messages.sessionExpired);
    }
  }
  if (!res.ok) {
    const error = toApiError(res.status, res.json);
    if (withSession && error.code === 'ACCESS_DENIED') sessionLossListener?.('access-denied');
    throw error;
  }
  if (!options.schema) return undefined;
  const parsed = options.schema.safeParse(res.json);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError(res.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  }
  return parsed.data;
}
