import { APIConnectionError, APIError, APIUserAbortError } from 'openai';

/** Waits `ms` milliseconds; rejects with the signal's reason when aborted. Injectable so tests use a fake clock. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** `setTimeout` as a promise, cancelled by the signal. */
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** A failure worth another attempt that carries no HTTP status (e.g. a reply body that is not JSON). */
export class TransientError extends Error {
  override name = 'TransientError';
}

/** docs/product/ai.md#retry: 3 attempts, back-off 1 s doubling, capped at 10 s. */
export type RetryPolicy = {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails at once as rate limited. */
  maxRetryAfterMs: number;
};
export const defaultRetryPolicy: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
};

export type RetryInfo = {
  attempt: number;
  delayMs: number;
  error: unknown;
  retryAfterMs: number | undefined;
};
export type RetryOptions = Partial<RetryPolicy> & {
  sleep?: Sleep;
  /** Clock for HTTP-date Retry-After values (ms since epoch). */
  now?: () => number;
  signal?: AbortSignal;
  /** Called before each wait; the AI service pauses the key's limiter here on a 429. */
  onRetry?: (info: RetryInfo) => void;
};

const retryableStatuses = new Set([408, 429, 500, 502, 503, 504]);

/** The HTTP status of a provider error, if it has one. */
export function errorStatus(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Whether an error is worth another attempt: 408/429/500/502/503/504, timeouts, network errors and
 * `TransientError`; never 400/401/403/404/422, a cancelled call, or a bug in our code.
 */
export function isRetryable(err: unknown): boolean {
  if (err instanceof APIUserAbortError) return false;
  if (err instanceof APIConnectionError || err instanceof TransientError) return true;
  const status = errorStatus(err);
  if (status !== undefined) return retryableStatuses.has(status);
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|UND_ERR_)/.test(code);
}

function header(headers: unknown, name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/**
 * The wait a 429/503 asks for, in ms: `retry-after-ms`, else `Retry-After` as seconds or as an HTTP date
 * (RFC 9110 section 10.2.3). undefined when absent or unreadable.
 */
export function retryAfterMs(err: unknown, now = Date.now()): number | undefined {
  const headers = err instanceof APIError ? err.headers : (err as { headers?: unknown } | null)?.headers;
  const ms = header(headers, 'retry-after-ms');
  if (ms !== null && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const value = header(headers, 'retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The back-off before retry number `retry` (1-based): base × 2^(retry-1), capped. */
export function backoffDelay(retry: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(policy.baseDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}

/**
 * Runs `fn` up to `attempts` times (docs/product/ai.md#retry). A retryable failure waits the
 * provider's Retry-After when given, else the back-off; a success or a non-retryable error ends at once, so
 * a call that succeeded is never made again.
 * @param fn receives the attempt number (1-based).
 * @throws the last error when every attempt failed, or the first non-retryable one.
 */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const policy = { ...defaultRetryPolicy, ...opts };
  const sleep = opts.sleep ?? realSleep;
  const now = opts.now ?? (() => Date.now());
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= policy.attempts || opts.signal?.aborted || !isRetryable(error)) throw error;
      const retryAfter = retryAfterMs(error, now());
      if (retryAfter !== undefined && retryAfter > policy.maxRetryAfterMs) throw error;
      const delayMs = retryAfter ?? backoffDelay(attempt, policy);
      opts.onRetry?.({ attempt, delayMs, error, retryAfterMs: retryAfter });
      await sleep(delayMs, opts.signal);
    }
  }
}
