import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import type { AiLogger } from './ai-runtime.js';
import {
  burstAllowance,
  burstSpanMs,
  type Limiter,
  type LimiterLimits,
  type Limiters,
  normaliseLimits,
  type Permit,
} from './limiter.js';

/*
 * The pace of a provider key shared by every app instance on one PostgreSQL (docs/product/ai.md#pacing,
 * docs/decisions/0016-usage-per-month-and-shared-ai-limits.md). The rules are RateLimiter's (limiter.ts); the
 * starts they count are rows of `ai_rate_starts`, and the database function `ai_rate_acquire` (migration
 * 0010) decides under the key's row lock which calls may start now and, when one may not, in how many ms it
 * could. Starts are spaced evenly (`burstRule`), not granted in bursts, and granted up to `START_LEAD_MS` ahead. Each instance keeps its own queue of waiting calls (in arrival order) and its own cap on calls in
 * flight, asks for the calls at the head of its queue, and asks again exactly when the answer said, or when
 * one of its calls ended below its estimate.
 */

type Db_ = Pick<Db, 'execute'>;

/** Calls asked for in one round trip. */
const GRANT_BATCH = 16;

/**
 * The answer of `ai_rate_acquire`: the ids of the starts granted (in order), the ms each must wait before it
 * sends (0 unless granted ahead, see `START_LEAD_MS`), and in how many ms to ask again (null: no call left
 * waiting in the batch).
 */
export type Grant = { granted: string[]; delays: number[]; waitMs: number | null };

/**
 * How far ahead of its time an evenly paced start may be granted (migration 0013). Each start is recorded at
 * its own time and the instance sends it then, so the rate does not lose a database round trip per start,
 * and the instance asks for the next while this one's time has not come.
 */
export const START_LEAD_MS = 250;

/** A start sent this many ms or less after its time is not restamped (timers fire a few ms late anyway). */
const LATE_MS = 10;

/**
 * The burst rule as the database applies it: `burst` starts in any `spanMs`. 'burst' is the in-process
 * limiter's rule (ceil(rpm / 60) starts in any 1.1 s, granted together); 'even' spaces the same starts one at
 * a time, span ÷ allowance apart (9 in 1.1 s become one every 122.2 ms), at the same rate. Several instances
 * use 'even': a start reaches the provider after the database's answer has travelled back and the
 * instance's event loop has sent it, and those delays differ between processes; starts granted in bursts
 * are sent in bursts, whose last requests wait behind the first ones' work, and a late one of one burst
 * meeting an early one of the next is a 429 (bench/README.md, bench:scoring pair500).
 */
export function burstRule(
  limits: Required<LimiterLimits>,
  pace: 'burst' | 'even',
): { burst: number; spanMs: number } {
  const burst = burstAllowance(limits);
  const spanMs = burstSpanMs(limits);
  if (pace === 'burst' || burst <= 1) return { burst, spanMs };
  return { burst: 1, spanMs: spanMs / burst };
}

/**
 * Asks the database which of the calls of `tokens` (their estimates, in queue order) may start now under
 * `limits` for `key`, and records their starts. `pace` chooses the burst rule (see `burstRule`; default
 * 'burst'). `now` replaces the database's clock (tests only).
 */
export async function grantStarts(
  db: Db_,
  opts: {
    key: string;
    limits: LimiterLimits;
    tokens: number[];
    pace?: 'burst' | 'even';
    /** Grants starts up to this many ms ahead (default 0: only starts that may go now). */
    leadMs?: number;
    now?: Date;
  },
): Promise<Grant> {
  const l = normaliseLimits(opts.limits);
  const rule = burstRule(l, opts.pace ?? 'burst');
  const tokens = `{${opts.tokens.map((t) => Math.max(0, Math.ceil(t))).join(',')}}`;
  const { rows } = await db.execute<{ granted: string[]; delays: number[]; wait_ms: number | null }>(sql`
    select granted, delays, wait_ms from ai_rate_acquire(
      ${opts.key}::text, ${l.rpm}::int, ${l.tpm}::bigint, ${Math.ceil(l.windowMs + l.marginMs)}::int,
      ${rule.burst}::int, ${rule.spanMs}::float8, ${tokens}::bigint[],
      ${opts.now?.toISOString() ?? null}::timestamptz, ${Math.max(0, Math.round(opts.leadMs ?? 0))}::int)`);
  const row = rows[0];
  return {
    granted: (row?.granted ?? []).map(String),
    delays: (row?.delays ?? []).map(Number),
    waitMs: row?.wait_ms ?? null,
  };
}

/** A start of `key` counts `tokens` (what the call used) from now on, unless it has left the window. */
export async function settleStart(db: Db_, opts: { key: string; id: string; tokens: number }): Promise<void> {
  await db.execute(
    sql`select ai_rate_settle(${opts.key}::text, ${opts.id}::bigint, ${Math.max(0, Math.round(opts.tokens))}::bigint)`,
  );
}

/** Start `id` of `key` went out `lateMs` after its recorded time: it counts from then (migration 0013). */
export async function restampStart(
  db: Db_,
  opts: { key: string; id: string; lateMs: number },
): Promise<void> {
  await db.execute(
    sql`select ai_rate_restamp(${opts.key}::text, ${opts.id}::bigint, ${Math.max(0, opts.lateMs)}::float8)`,
  );
}

/** Holds every new start of `key`, on every instance, for `ms` (a 429's Retry-After). */
export async function pauseKey(db: Db_, opts: { key: string; ms: number; now?: Date }): Promise<void> {
  await db.execute(sql`
    insert into ai_rate_limits as k (key, paused_until)
    values (${opts.key}::text,
      coalesce(${opts.now?.toISOString() ?? null}::timestamptz, clock_timestamp())
        + ${Math.max(0, Math.ceil(opts.ms))}::int * interval '1 millisecond')
    on conflict (key) do update set paused_until = greatest(k.paused_until, excluded.paused_until)`);
}

type Waiter = {
  tokens: number;
  resolve: (permit: Permit) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
};

export type SharedLimiterOptions = {
  key: string;
  db: Db_;
  limits: LimiterLimits;
  log?: AiLogger;
  /** A clock sent to the database instead of its own (tests that move time); the real database clock otherwise. */
  clock?: () => number;
};

/**
 * One provider key's limiter, shared through the database (see above). Calls start in this instance's
 * arrival order; across instances, in the order their requests reach the database. A database that does not
 * answer fails the calls that asked (their error is the database's).
 */
export class SharedRateLimiter implements Limiter {
  private limits: Required<LimiterLimits>;
  private readonly queue: Waiter[] = [];
  private inFlight = 0;
  private asking = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly opts: SharedLimiterOptions) {
    this.limits = normaliseLimits(opts.limits);
  }

  /** New limits (an administrator edited the organisation): waiting calls are asked for again. */
  setLimits(limits: LimiterLimits): void {
    const next = normaliseLimits(limits);
    const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== this.limits[k]);
    this.limits = next;
    if (changed) this.askAgain();
  }

  pause(ms: number): void {
    pauseKey(this.opts.db, { key: this.opts.key, ms, now: this.now() }).catch((err: unknown) =>
      this.opts.log?.warn({ err }, 'AI pause not shared'),
    );
  }

  acquire(estimatedTokens: number, signal?: AbortSignal): Promise<Permit> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<Permit>((resolve, reject) => {
      const waiter: Waiter = {
        tokens: Math.max(0, estimatedTokens),
        resolve,
        reject,
        signal,
        onAbort: () => {
          this.drop(waiter);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }

  /** Calls in flight and waiting in this instance. */
  stats(): { inFlight: number; queued: number } {
    return { inFlight: this.inFlight, queued: this.queue.length };
  }

  private now(): Date | undefined {
    return this.opts.clock ? new Date(this.opts.clock()) : undefined;
  }

  private drop(waiter: Waiter): boolean {
    const i = this.queue.indexOf(waiter);
    if (i < 0) return false;
    this.queue.splice(i, 1);
    waiter.signal?.removeEventListener('abort', waiter.onAbort);
    return true;
  }

  /** Forgets the time the last answer gave and asks now (limits changed, or tokens were given back). */
  private askAgain(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pump();
  }

  private pump(): void {
    // One question at a time; while an answer's wait runs, asking again would get the same answer.
    if (this.asking || this.timer || this.queue.length === 0) return;
    const room = this.limits.maxConcurrent - this.inFlight;
    if (room <= 0) return; // a call ending makes room, and pumps
    const batch = this.queue.slice(0, Math.min(room, GRANT_BATCH));
    this.asking = true;
    void this.ask(batch).finally(() => {
      this.asking = false;
      this.pump();
    });
  }

  private async ask(batch: Waiter[]): Promise<void> {
    let grant: Grant;
    try {
      grant = await grantStarts(this.opts.db, {
        key: this.opts.key,
        limits: this.limits,
        tokens: batch.map((w) => w.tokens),
        pace: 'even',
        leadMs: START_LEAD_MS,
        now: this.now(),
      });
    } catch (err) {
      for (const w of batch) if (this.drop(w)) w.reject(err);
      return;
    }
    grant.granted.forEach((id, i) => {
      const waiter = batch[i]!;
      // A call aborted while we asked: its start is recorded and counts, with no tokens.
      if (!this.drop(waiter)) {
        void this.settle(id, waiter.tokens, 0);
        return;
      }
      const permit = this.admit(id, waiter.tokens);
      const delay = grant.delays[i] ?? 0;
      if (delay < 1) {
        waiter.resolve(permit);
        return;
      }
      // Granted ahead: the call holds its place in flight and sends at its start's time.
      const due = performance.now() + delay;
      setTimeout(() => {
        this.restampIfLate(id, performance.now() - due);
        if (waiter.signal?.aborted) {
          permit.release(0);
          waiter.reject(waiter.signal.reason);
        } else {
          waiter.resolve(permit);
        }
      }, Math.ceil(delay));
    });
    if (grant.waitMs !== null) {
      this.timer = setTimeout(
        () => {
          this.timer = undefined;
          this.pump();
        },
        Math.max(1, Math.ceil(grant.waitMs)),
      );
    }
  }

  /**
   * A start sent more than `LATE_MS` after its time (a busy event loop fired its timer late) counts from when
   * it went out, so the starts after it keep their distance from it at the provider.
   */
  private restampIfLate(id: string, lateMs: number): void {
    if (lateMs <= LATE_MS) return;
    restampStart(this.opts.db, { key: this.opts.key, id, lateMs }).catch((err: unknown) =>
      this.opts.log?.warn({ err }, 'late AI start not restamped'),
    );
  }

  private admit(id: string, estimate: number): Permit {
    this.inFlight++;
    let released = false;
    return {
      release: (actualTokens) => {
        if (released) return;
        released = true;
        this.inFlight--;
        if (actualTokens !== undefined && Math.round(actualTokens) !== Math.round(estimate)) {
          void this.settle(id, estimate, actualTokens);
        } else {
          this.pump();
        }
      },
    };
  }

  private async settle(id: string, estimate: number, tokens: number): Promise<void> {
    try {
      await settleStart(this.opts.db, { key: this.opts.key, id, tokens });
    } catch (err) {
      this.opts.log?.warn({ err }, 'AI call tokens not settled');
    }
    // Fewer tokens than reserved may let a waiting call start sooner than the last answer said.
    if (tokens < estimate) this.askAgain();
    else this.pump();
  }
}

/** One shared limiter per provider key, on `db`; created on first use, its limits kept up to date. */
export class SharedLimiterRegistry implements Limiters {
  private readonly limiters = new Map<string, SharedRateLimiter>();

  constructor(private readonly opts: Omit<SharedLimiterOptions, 'key' | 'limits'>) {}

  get(key: string, limits: LimiterLimits): SharedRateLimiter {
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = new SharedRateLimiter({ ...this.opts, key, limits });
      this.limiters.set(key, limiter);
    } else {
      limiter.setLimits(limits);
    }
    return limiter;
  }
}
