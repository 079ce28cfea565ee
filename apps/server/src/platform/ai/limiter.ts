/** A provider key's limits: requests and tokens per window (a minute unless told), and calls in flight. */
export type LimiterLimits = {
  rpm: number;
  tpm: number;
  /**
   * Calls in flight at once; protects this process and the database pool. Default 64: enough to keep
   * 5,000 requests a minute going at half a second a call, which 32 could not (64 a second at most).
   */
  maxConcurrent?: number;
  /** Length of the sliding window in ms; 60,000 (the provider's minute) unless a test shortens it. */
  windowMs?: number;
  /**
   * How much longer than `windowMs` a start stays counted (default windowMs / 60, at most 1 s: 1 s for a
   * minute). The provider counts a request when it arrives, a little after this process starts it, and
   * how much later varies (a new connection, a busy event loop); without the margin a call started exactly
   * one window after an earlier one could reach the provider while it still counts that earlier one: a 429.
   */
  marginMs?: number;
  /**
   * A shorter window over which the requests are spread as well (default windowMs / 60: one second of a
   * minute; 0 turns it off): at most ceil(rpm × burstWindowMs / windowMs) starts in any burstWindowMs (plus
   * a tenth of it as margin: a start reaches the provider up to tens of ms later, more on a busy event
   * loop). Providers quantise their limits (OpenAI enforces a per-minute limit over
   * shorter periods, Azure OpenAI over 1 or 10 s), so a minute's requests sent in its first second meet 429s
   * there; spread evenly they arrive at the rate the limit names and the minute's total is unchanged.
   */
  burstWindowMs?: number;
};

/**
 * What the AI layer asks of a key's limiter (docs/product/ai.md#pacing): a slot for each call, a pause after a
 * 429, and new limits when an administrator changes them. `RateLimiter` paces one process;
 * `SharedRateLimiter` (shared-limiter.ts) paces every instance on one PostgreSQL.
 */
export type Limiter = {
  /** Waits for a slot for a call of about `estimatedTokens`. @throws the signal's reason when aborted while waiting. */
  acquire: (estimatedTokens: number, signal?: AbortSignal) => Promise<Permit>;
  /** Holds every new call of the key for `ms` (a 429's Retry-After). */
  pause: (ms: number) => void;
  setLimits: (limits: LimiterLimits) => void;
};

/** Where a runtime finds the limiter of each key. */
export type Limiters = { get: (key: string, limits: LimiterLimits) => Limiter };

/** The default calls in flight per key. */
export const DEFAULT_MAX_CONCURRENT = 64;

/** A granted slot. `release` ends the call and settles its tokens (undefined keeps the estimate). */
export type Permit = { release: (actualTokens?: number) => void };

export type LimiterStats = {
  inFlight: number;
  queued: number;
  windowRequests: number;
  windowTokens: number;
  pausedUntil: number;
};

type Entry = { at: number; tokens: number; expired: boolean };
type Waiter = {
  tokens: number;
  resolve: (permit: Permit) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
};

/** The limits with every default filled in (see `LimiterLimits`). */
export function normaliseLimits(limits: LimiterLimits): Required<LimiterLimits> {
  const windowMs = limits.windowMs ?? 60_000;
  return {
    rpm: Math.max(1, limits.rpm),
    tpm: Math.max(1, limits.tpm),
    maxConcurrent: Math.max(1, limits.maxConcurrent ?? DEFAULT_MAX_CONCURRENT),
    windowMs,
    marginMs: Math.max(0, limits.marginMs ?? Math.min(1000, Math.round(windowMs / 60))),
    burstWindowMs: Math.max(0, limits.burstWindowMs ?? windowMs / 60),
  };
}

/** Starts allowed in any burst window: ceil(rpm × burstWindowMs / windowMs), at least 1 (0: no burst rule). */
export function burstAllowance(limits: Required<LimiterLimits>): number {
  if (limits.burstWindowMs <= 0) return 0;
  return Math.max(1, Math.ceil((limits.rpm * limits.burstWindowMs) / limits.windowMs));
}

/**
 * How long a start counts in the burst window: the window plus a tenth of it, since a start reaches the
 * provider up to tens of ms later, more on a busy event loop.
 */
export function burstSpanMs(limits: Required<LimiterLimits>): number {
  return limits.burstWindowMs + limits.burstWindowMs / 10;
}

/**
 * Paces one provider key to its requests-per-minute and tokens-per-minute limits (docs/product/ai.md#pacing)
 * with a sliding-window log: a call starts when, counting it, the calls started in the last window (plus
 * `marginMs`, so the provider's own count never passes the limit) stay within `rpm` and their tokens
 * (estimated at start, settled with the actual count at the end) within `tpm`, and the calls started in the
 * last `burstWindowMs` within that window's share of `rpm` (requests arrive spread over the minute, as
 * providers that quantise their limits expect: 500 a minute is about 9 a second, never 500 at once). Calls
 * start in arrival order and run concurrently; a waiting call wakes exactly when the oldest entries leave the
 * window, when a call ends or settles below its estimate, or when a Retry-After pause ends. No fixed sleeps.
 * A single call larger than `tpm` runs alone once the window is empty rather than waiting forever.
 */
export class RateLimiter implements Limiter {
  private limits: Required<LimiterLimits>;
  private readonly entries: Entry[] = [];
  private readonly queue: Waiter[] = [];
  private windowTokens = 0;
  private inFlight = 0;
  private pausedUntil = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = 0;

  constructor(
    limits: LimiterLimits,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.limits = RateLimiter.normalise(limits);
  }

  private static normalise(limits: LimiterLimits): Required<LimiterLimits> {
    return normaliseLimits(limits);
  }

  /** How long a start counts: the window plus the safety margin. */
  private get spanMs(): number {
    return this.limits.windowMs + this.limits.marginMs;
  }

  /** Changes the limits (an administrator edited the organisation); waiting calls are re-examined. */
  setLimits(limits: LimiterLimits): void {
    this.limits = RateLimiter.normalise(limits);
    this.pump();
  }

  /** Holds every new call of this key for `ms` (a 429's Retry-After); calls already started continue. */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
    this.pump();
  }

  /**
   * Waits for a slot for a call of about `estimatedTokens` (prompt + max reply tokens).
   * @throws the signal's reason when aborted while waiting.
   */
  acquire(estimatedTokens: number, signal?: AbortSignal): Promise<Permit> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<Permit>((resolve, reject) => {
      const waiter: Waiter = {
        tokens: Math.max(0, estimatedTokens),
        resolve,
        reject,
        signal,
        onAbort: () => {
          const i = this.queue.indexOf(waiter);
          if (i >= 0) this.queue.splice(i, 1);
          reject(signal?.reason);
          this.pump();
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }

  /**
   * Runs `fn` in a slot and settles the slot with `tokensOf(result)`; a failed call keeps its estimate.
   * @returns what `fn` returns; rethrows what it throws.
   */
  async run<T>(
    estimatedTokens: number,
    fn: () => Promise<T>,
    tokensOf?: (result: T) => number | undefined,
    signal?: AbortSignal,
  ): Promise<T> {
    const permit = await this.acquire(estimatedTokens, signal);
    let actual: number | undefined;
    try {
      const result = await fn();
      actual = tokensOf?.(result);
      return result;
    } finally {
      permit.release(actual);
    }
  }

  stats(): LimiterStats {
    this.prune(this.now());
    return {
      inFlight: this.inFlight,
      queued: this.queue.length,
      windowRequests: this.entries.length,
      windowTokens: this.windowTokens,
      pausedUntil: this.pausedUntil,
    };
  }

  private prune(now: number): void {
    let expired = 0;
    while (expired < this.entries.length && this.entries[expired]!.at + this.spanMs <= now) {
      this.windowTokens -= this.entries[expired]!.tokens;
      this.entries[expired]!.expired = true;
      expired++;
    }
    if (expired > 0) this.entries.splice(0, expired);
  }

  /** ms until a call of `tokens` may start; Infinity when only a call ending can make room. */
  private waitFor(tokens: number, now: number): number {
    if (this.inFlight >= this.limits.maxConcurrent) return Number.POSITIVE_INFINITY;
    const { rpm, tpm } = this.limits;
    const span = this.spanMs;
    let until = this.pausedUntil;
    const excess = this.entries.length - rpm + 1;
    if (excess > 0) until = Math.max(until, this.entries[excess - 1]!.at + span);
    until = Math.max(until, this.burstFreeAt(now));
    if (this.windowTokens + tokens > tpm && this.entries.length > 0) {
      // Oldest entries must leave until the rest plus this call fit, or until the window is empty.
      let remaining = this.windowTokens;
      let k = 0;
      while (k < this.entries.length && remaining + tokens > tpm) remaining -= this.entries[k++]!.tokens;
      until = Math.max(until, this.entries[k - 1]!.at + span);
    }
    return Math.max(0, until - now);
  }

  /** When the burst window has room for one more start (entries are in start order; 0: room now). */
  private burstFreeAt(now: number): number {
    const allowed = burstAllowance(this.limits);
    if (allowed === 0) return 0;
    const span = burstSpanMs(this.limits);
    let first = this.entries.length;
    while (first > 0 && this.entries[first - 1]!.at + span > now) first--;
    const excess = this.entries.length - first - allowed + 1;
    return excess > 0 ? this.entries[first + excess - 1]!.at + span : 0;
  }

  private pump(): void {
    const now = this.now();
    this.prune(now);
    while (this.queue.length > 0) {
      const head = this.queue[0]!;
      const wait = this.waitFor(head.tokens, now);
      if (wait > 0) {
        // Infinity: only a call ending makes room, and `release` pumps again.
        this.schedule(wait === Number.POSITIVE_INFINITY ? undefined : now + wait);
        return;
      }
      this.queue.shift();
      head.signal?.removeEventListener('abort', head.onAbort);
      head.resolve(this.admit(head.tokens, now));
    }
    this.schedule(undefined);
  }

  private admit(tokens: number, now: number): Permit {
    const entry: Entry = { at: now, tokens, expired: false };
    this.entries.push(entry);
    this.windowTokens += tokens;
    this.inFlight++;
    let released = false;
    return {
      release: (actualTokens) => {
        if (released) return;
        released = true;
        this.inFlight--;
        // An entry that already left the window no longer counts, whatever its final size.
        if (actualTokens !== undefined && !entry.expired) {
          this.windowTokens += Math.max(0, actualTokens) - entry.tokens;
          entry.tokens = Math.max(0, actualTokens);
        }
        this.pump();
      },
    };
  }

  private schedule(at: number | undefined): void {
    if (at !== undefined && this.timer && this.timerAt === at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (at === undefined) return;
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.pump();
      },
      Math.max(0, at - this.now()),
    );
  }
}

/** One limiter per provider key, created on first use and kept for the process's life. */
export class LimiterRegistry implements Limiters {
  private readonly limiters = new Map<string, RateLimiter>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The limiter of `key`, with its limits brought up to date. */
  get(key: string, limits: LimiterLimits): RateLimiter {
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = new RateLimiter(limits, this.now);
      this.limiters.set(key, limiter);
    } else {
      limiter.setLimits(limits);
    }
    return limiter;
  }
}
