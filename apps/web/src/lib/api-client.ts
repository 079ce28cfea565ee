import { messages } from '@rw/core';
import type { ZodType } from 'zod';
import { ApiError, INVALID_RESPONSE_MESSAGE, toApiError } from '#/lib/api-error';
import {
  type Exchange,
  failureText,
  fetchExchange,
  parseJsonBody,
  Transfer,
  type UploadProgress,
  xhrExchange,
} from '#/lib/http-transfer';
import { startNetworkCall } from '#/lib/network-log';
import { readSse, type SseMessage } from '#/lib/read-sse';

export {
  ApiError,
  aiFailureDetailOfError,
  type ClientErrorCode,
  TIMEOUT_MESSAGE,
  toApiError,
} from '#/lib/api-error';
export type { UploadProgress } from '#/lib/http-transfer';
export type { SseMessage } from '#/lib/read-sse';

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

/**
 * Default limit of a call: the longest data-call limit, the companies fetch's 15 s
 * (docs/product/shell.md#limits).
 */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Session refresh limit (docs/product/shell.md#session). */
export const REFRESH_TIMEOUT_MS = 6_000;
/** Default limit of an upload: a large file on a slow line takes minutes. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type CallOptions = {
  /** Limit of the call in ms. */
  timeoutMs?: number;
  /** Caller cancellation (e.g. TanStack Query's signal); it aborts without becoming an ApiError. */
  signal?: AbortSignal;
  /**
   * `false` for calls that establish or end the session themselves (session check, sign-in, setup): a 401
   * is then returned to the caller as is, without a refresh or a session-loss event.
   */
  session?: boolean;
};

export type RequestOptions = CallOptions & {
  method?: HttpMethod;
  /** JSON body; non-GET calls always send one (`{}` when omitted) with `content-type: application/json`. */
  body?: unknown;
};

function jsonInit(options: RequestOptions, accept: string): RequestInit {
  const method = options.method ?? 'GET';
  if (method === 'GET') return { method, headers: { accept } };
  return {
    method,
    headers: { accept, 'content-type': 'application/json' },
    body: JSON.stringify(options.body ?? {}),
  };
}

const readJson = async (response: Response): Promise<unknown> =>
  parseJsonBody(response.status, await response.text());

let refreshInFlight: Promise<boolean> | null = null;

/**
 * One session refresh (`GET /api/auth/get-session`, 6 s limit). Concurrent callers share the attempt.
 * @returns true when the server still knows a session (better-auth answers `null` when it does not).
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= fetchExchange(
    '/api/auth/get-session',
    jsonInit({}, 'application/json'),
    { timeoutMs: REFRESH_TIMEOUT_MS },
    readJson,
  )
    .then((res) => res.ok && res.value !== null)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function isExpired(res: Exchange<unknown>): boolean {
  return !res.ok && res.status === 401 && toApiError(401, res.json).code !== 'ACCESS_DENIED';
}

/**
 * The session rules of every call, in this one place (docs/product/shell.md#session): on a 401 the session is
 * refreshed once and `exchange` runs once more; a second 401 reports the session as expired ('Session
 * expired. Please sign in again.'), and an ACCESS_DENIED answer reports the access-list refusal. With
 * `session: false` an error answer is only turned into an ApiError.
 */
async function withSession<T>(
  session: boolean,
  exchange: () => Promise<Exchange<T>>,
): Promise<{ status: number; value: T }> {
  let res = await exchange();
  if (session && isExpired(res)) {
    if (await refreshSession()) res = await exchange();
    if (isExpired(res)) {
      sessionLossListener?.('expired');
      throw new ApiError(401, 'SESSION_EXPIRED', messages.sessionExpired);
    }
  }
  if (!res.ok) {
    const error = toApiError(res.status, res.json);
    if (session && error.code === 'ACCESS_DENIED') sessionLossListener?.('access-denied');
    throw error;
  }
  return res;
}

function parseAnswer<T>(path: string, status: number, json: unknown, schema: ZodType<T>): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError(status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  }
  return parsed.data;
}

/**
 * Calls the API with JSON (DESIGN.md, Web app: every server call goes through this client). Applies a
 * timeout (default 15 s), parses a success body with `schema`, turns every failure into an ApiError and
 * applies the session rules (`withSession`).
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
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal } = options;
  const init = jsonInit(options, 'application/json');
  const res = await withSession(options.session ?? true, () =>
    fetchExchange(path, init, { timeoutMs, signal }, readJson),
  );
  return options.schema ? parseAnswer(path, res.status, res.value, options.schema) : undefined;
}

/**
 * Calls the API for a binary answer (a file download): a JSON request as `apiRequest` sends it, the
 * success body as a Blob whose `type` is the answer's content type. Same limit and session rules.
 * @param options.accept the `accept` header (default any type).
 * @throws ApiError; or the caller's AbortError.
 */
export async function apiBlob(
  path: string,
  options: RequestOptions & { accept?: string } = {},
): Promise<Blob> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal } = options;
  const init = jsonInit(options, options.accept ?? '*/*');
  const res = await withSession(options.session ?? true, () =>
    fetchExchange(path, init, { timeoutMs, signal }, (response) => response.blob()),
  );
  return res.value;
}

/**
 * The file name an answer's Content-Disposition gives (RFC 6266): the UTF-8 `filename*` when present, else
 * `filename`; null when it names none.
 */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name?.trim() || null;
}

/**
 * Calls the API for a file download: `apiBlob`, plus the name the answer's Content-Disposition gives.
 * @throws ApiError; or the caller's AbortError.
 */
export async function apiFile(
  path: string,
  options: RequestOptions & { accept?: string } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal } = options;
  const init = jsonInit(options, options.accept ?? '*/*');
  const res = await withSession(options.session ?? true, () =>
    fetchExchange(path, init, { timeoutMs, signal }, async (response) => ({
      blob: await response.blob(),
      fileName: fileNameOfDisposition(response.headers.get('content-disposition')),
    })),
  );
  return res.value;
}

export type UploadOptions<T> = Omit<CallOptions, 'timeoutMs'> & {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** The multipart body. */
  form: FormData;
  schema: ZodType<T>;
  /** Limit of the whole upload and answer in ms (default 10 min). */
  timeoutMs?: number;
  /** Bytes sent so far, as the browser reports them (`total` null when it cannot tell). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The whole body has been sent; the server is still answering. */
  onUploaded?: () => void;
};

/**
 * Uploads a multipart form (`accept: application/json`) with upload progress, which only XMLHttpRequest
 * reports, and parses the JSON answer with `schema`. Same session rules: after a 401 and a refresh the form
 * is sent once more (progress starts again from 0).
 * @throws ApiError; or an AbortError when `signal` aborts (the upload is cancelled).
 */
export async function apiUpload<T>(path: string, options: UploadOptions<T>): Promise<T> {
  const { form, signal, onUploadProgress, onUploaded } = options;
  const transfer = {
    method: options.method ?? 'POST',
    form,
    timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    signal,
    onUploadProgress,
    onUploaded,
  };
  const res = await withSession(options.session ?? true, () => xhrExchange(path, transfer));
  return parseAnswer(path, res.status, res.value, options.schema);
}

type OpenStream = { body: ReadableStream<Uint8Array>; transfer: Transfer };

async function openStream(path: string, options: RequestOptions): Promise<Exchange<OpenStream>> {
  const transfer = new Transfer({ timeoutMs: options.timeoutMs ?? null, signal: options.signal });
  const init = jsonInit(options, 'text/event-stream');
  const logged = startNetworkCall(init.method ?? 'GET', path);
  try {
    const response = await fetch(path, { ...init, credentials: 'same-origin', signal: transfer.signal });
    logged({ status: response.status });
    if (response.ok && response.body) {
      transfer.stopTimer();
      return { ok: true, status: response.status, value: { body: response.body, transfer } };
    }
    const json = await readJson(response);
    transfer.release();
    if (response.ok) throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
    return { ok: false, status: response.status, json };
  } catch (error) {
    transfer.release();
    const failure = transfer.failure(error);
    if (!(error instanceof ApiError)) logged({ error: failureText(failure) });
    throw failure;
  }
}

async function* readStream({ body, transfer }: OpenStream): AsyncGenerator<SseMessage> {
  try {
    yield* readSse(body);
  } catch (error) {
    throw transfer.failure(error);
  } finally {
    transfer.release();
  }
}

/**
 * Opens a Server-Sent Events answer (`accept: text/event-stream`), e.g. of a POST, which EventSource cannot
 * send, and reads its messages as they arrive (stopping early cancels the rest of the body). The request is
 * JSON as `apiRequest` sends it, with the same session rules and error answers. `timeoutMs` limits the wait
 * for the answer's headers only (no limit by default); `signal` cancels the request and the reading.
 * @returns the stream's messages, `{ event, data }` each.
 * @throws ApiError (an error answer, or NETWORK when the connection fails, also while reading); the
 *   caller's AbortError.
 */
export async function apiStream(
  path: string,
  options: RequestOptions = {},
): Promise<AsyncGenerator<SseMessage>> {
  const res = await withSession(options.session ?? true, () => openStream(path, options));
  return readStream(res.value);
}
