import { ApiError, INVALID_RESPONSE_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '#/lib/api-error';
import { startNetworkCall } from '#/lib/network-log';

/*
 * The transports under the api client: one HTTP exchange each, with a time limit and the caller's
 * cancellation, and no session handling (the client's `withSession` does that). Only lib/api-client.ts uses
 * this file.
 */

/** What one exchange gave: a success with what was read of its body, or an error answer's JSON (or null). */
export type Exchange<T> =
  | { ok: true; status: number; value: T }
  | { ok: false; status: number; json: unknown };

export type TransferOptions = {
  /** Limit in ms; null for none. */
  timeoutMs: number | null;
  /** Caller cancellation: it aborts without becoming an ApiError. */
  signal?: AbortSignal;
};

/** One request in flight: its abort signal follows the caller's signal and the time limit. */
export class Transfer {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  private readonly callerSignal: AbortSignal | undefined;
  private readonly handleCallerAbort = () => this.controller.abort();
  private timedOut = false;

  constructor({ timeoutMs, signal }: TransferOptions) {
    this.callerSignal = signal;
    if (timeoutMs !== null) {
      this.timer = setTimeout(() => {
        this.timedOut = true;
        this.controller.abort();
      }, timeoutMs);
    }
    if (signal?.aborted) this.controller.abort();
    else signal?.addEventListener('abort', this.handleCallerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Ends the time limit (a stream's limit covers its answer's headers, not the whole stream). */
  stopTimer(): void {
    clearTimeout(this.timer);
  }

  release(): void {
    clearTimeout(this.timer);
    this.callerSignal?.removeEventListener('abort', this.handleCallerAbort);
  }

  /** What to throw for `error`: an ApiError as is, the caller's abort as is, else TIMEOUT or NETWORK. */
  failure(error: unknown): unknown {
    if (error instanceof ApiError || this.callerSignal?.aborted) return error;
    if (this.timedOut) return new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
    return new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
}

/** What the network log says of a call that got no answer: the client's message, or 'Cancelled'. */
export function failureText(failure: unknown): string {
  if (failure instanceof ApiError) return failure.message;
  return failure instanceof DOMException && failure.name === 'AbortError' ? 'Cancelled' : String(failure);
}

/** A body as JSON; null when empty. @throws ApiError INVALID_RESPONSE for text that is not JSON on a success. */
export function parseJsonBody(status: number, text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    if (status >= 200 && status < 300)
      throw new ApiError(status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
    return null;
  }
}

/**
 * One fetch: same-origin credentials, `options`' limit and cancellation. A success's body is read with
 * `read`; an error answer's body is read as JSON.
 * @throws ApiError TIMEOUT or NETWORK (also while reading the body); the caller's AbortError.
 */
export async function fetchExchange<T>(
  path: string,
  init: Omit<RequestInit, 'signal' | 'credentials'>,
  options: TransferOptions,
  read: (response: Response) => Promise<T>,
): Promise<Exchange<T>> {
  const transfer = new Transfer(options);
  const logged = startNetworkCall(init.method ?? 'GET', path);
  try {
    const response = await fetch(path, { ...init, credentials: 'same-origin', signal: transfer.signal });
    logged({ status: response.status });
    if (!response.ok) {
      return {
        ok: false,
        status: response.status,
        json: parseJsonBody(response.status, await response.text()),
      };
    }
    return { ok: true, status: response.status, value: await read(response) };
  } catch (error) {
    const failure = transfer.failure(error);
    if (!(error instanceof ApiError)) logged({ error: failureText(failure) });
    throw failure;
  } finally {
    transfer.release();
  }
}

export type UploadProgress = { loaded: number; total: number | null };

export type XhrUploadOptions = TransferOptions & {
  method: string;
  form: FormData;
  onUploadProgress?: (progress: UploadProgress) => void;
  onUploaded?: () => void;
};

/**
 * One multipart upload with XMLHttpRequest, the one browser API that reports upload progress: the answer's
 * JSON, progress in bytes as the browser sends them, `onUploaded` once the whole body is sent.
 * @throws ApiError TIMEOUT, NETWORK or INVALID_RESPONSE; the caller's abort reason (an AbortError).
 */
export function xhrExchange(path: string, options: XhrUploadOptions): Promise<Exchange<unknown>> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const logged = startNetworkCall(options.method, path);
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, path);
    xhr.setRequestHeader('accept', 'application/json');
    if (options.timeoutMs !== null) xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (e) =>
      options.onUploadProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : null });
    xhr.upload.onload = () => options.onUploaded?.();
    const handleAbort = () => xhr.abort();
    signal?.addEventListener('abort', handleAbort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', handleAbort);
      try {
        outcome();
      } catch (error) {
        reject(error);
      }
    };
    xhr.onload = () =>
      settle(() => {
        logged({ status: xhr.status });
        const json = parseJsonBody(xhr.status, xhr.responseText);
        const { status } = xhr;
        resolve(
          status >= 200 && status < 300 ? { ok: true, status, value: json } : { ok: false, status, json },
        );
      });
    xhr.onerror = () =>
      settle(() => {
        logged({ error: NETWORK_MESSAGE });
        reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE));
      });
    xhr.ontimeout = () =>
      settle(() => {
        logged({ error: TIMEOUT_MESSAGE });
        reject(new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE));
      });
    xhr.onabort = () =>
      settle(() => {
        logged({ error: 'Cancelled' });
        reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
      });
    xhr.send(options.form);
  });
}
