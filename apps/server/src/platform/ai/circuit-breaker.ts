import { APIUserAbortError } from 'openai';
import type { AppError } from '#src/lib/app-error.js';
import { aiFailure, providerFailureCause } from './ai-errors.js';
import { errorStatus } from './retry.js';

/** Asks the provider whether it answers at all (any HTTP answer), within `timeoutMs`. */
export type ProviderProbe = (timeoutMs: number) => Promise<boolean>;

export type CircuitBreakerOptions = {
  /** Failed attempts in a row, across every call of the run, that open the breaker (default 3). */
  threshold?: number;
  /**
   * The same once the provider has replied in this run (default 10): a provider that worked and fails now and
   * then is not stopped by chance, one that went down fills this within a moment of concurrent calls.
   */
  thresholdAfterReply?: number;
  /** While nothing has answered, how long after the first attempt the provider is probed (default 8 s). */
  stallMs?: number;
  /** How long the probe waits for any answer (default 5 s). */
  probeTimeoutMs?: number;
  /** Timers; tests may use fake ones. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

/** HTTP statuses that say the provider is unavailable rather than that the request was wrong. */
const unavailableStatuses = new Set([408, 500, 502, 503, 504]);

/**
 * Whether a failed attempt says the provider is unavailable: no HTTP answer at all (refused, closed,
 * unreachable, timed out) or 408/500/502/503/504. A cancelled attempt says nothing.
 */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof APIUserAbortError) return false;
  const status = errorStatus(err);
  return status === undefined ? err instanceof Error : unavailableStatuses.has(status);
}

/**
 * A circuit breaker shared by the calls of one run of work (docs/product/ai.md#circuit-breaker, used by AI
 * scoring): after `threshold` failed attempts in a row that say the provider is unavailable (3; 10 once the
 * provider has replied in this run) — counted across all the run's concurrent calls, any answer resets the
 * count — it opens: its `signal` aborts the calls in
 * flight, their retries stop and later attempts fail at once with `error` (the last failure, with
 * '; stopped after {n} failed calls in a row'). While nothing has answered, `stallMs` after the first attempt
 * it probes the provider (`useProbe`): a provider that gives no HTTP answer within `probeTimeoutMs` is down,
 * and the breaker opens as a timeout after stallMs + probeTimeoutMs; one that answers is only slow, and the
 * calls go on under their own timeouts. Call `dispose` when the run ends.
 */
export class CircuitBreaker {
  private readonly threshold: number;
  private readonly thresholdAfterReply: number;
  private replied = false;
  private readonly stallMs: number;
  private readonly probeTimeoutMs: number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly controller = new AbortController();
  private failures = 0;
  private answered = false;
  private stallTimer: unknown;
  private probe: ProviderProbe | undefined;
  private openedWith: AppError | undefined;

  constructor(opts: CircuitBreakerOptions = {}) {
    this.threshold = opts.threshold ?? 3;
    this.thresholdAfterReply = opts.thresholdAfterReply ?? 10;
    this.stallMs = opts.stallMs ?? 8000;
    this.probeTimeoutMs = opts.probeTimeoutMs ?? 5000;
    this.setTimer =
      opts.setTimer ??
      ((fn, ms) => {
        const timer = setTimeout(fn, ms);
        timer.unref?.();
        return timer;
      });
    this.clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  /** Aborts when the breaker opens; its reason is `error`. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The failure that opened the breaker, undefined while it is closed. */
  get error(): AppError | undefined {
    return this.openedWith;
  }

  get isOpen(): boolean {
    return this.openedWith !== undefined;
  }

  /** How to ask the provider whether it is up (the AI layer gives the first call's client). */
  useProbe(probe: ProviderProbe): void {
    this.probe ??= probe;
  }

  /** Before each attempt. @throws the breaker's error when it is open. */
  beforeAttempt(): void {
    if (this.openedWith) throw this.openedWith;
    if (!this.answered && this.stallTimer === undefined) {
      this.stallTimer = this.setTimer(() => void this.checkStall(), this.stallMs);
    }
  }

  /** An attempt got a reply. */
  succeeded(): void {
    this.failures = 0;
    this.replied = true;
    this.markAnswered();
  }

  /** An attempt failed with `err`; `timeoutMs` is the attempt's limit (for the failure's words). */
  failed(err: unknown, timeoutMs: number): void {
    if (this.openedWith || err instanceof APIUserAbortError) return;
    if (errorStatus(err) !== undefined) this.markAnswered();
    if (!isUnavailable(err)) {
      this.failures = 0;
      return;
    }
    this.failures += 1;
    if (this.failures >= (this.replied ? this.thresholdAfterReply : this.threshold)) {
      this.open(aiFailure({ ...providerFailureCause(err, { timeoutMs }), failedInARow: this.failures }));
    }
  }

  /** Stops the stall watch (the run ended). */
  dispose(): void {
    this.stopStallWatch();
  }

  private markAnswered(): void {
    this.answered = true;
    this.stopStallWatch();
  }

  private stopStallWatch(): void {
    if (this.stallTimer !== undefined) this.clearTimer(this.stallTimer);
  }

  private async checkStall(): Promise<void> {
    if (this.answered || this.openedWith || !this.probe) return;
    let up: boolean;
    try {
      up = await this.probe(this.probeTimeoutMs);
    } catch {
      up = true;
    }
    if (up || this.answered || this.openedWith) return;
    this.open(aiFailure({ reason: 'timeout', timeoutMs: this.stallMs + this.probeTimeoutMs }));
  }

  private open(error: AppError): void {
    this.openedWith = error;
    this.stopStallWatch();
    this.controller.abort(error);
  }
}
