import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '#src/db/client.js';
import { aiRateLimits, aiRateStarts } from '#src/db/schema/index.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import type { LimiterLimits } from './limiter.js';
import { grantStarts, pauseKey, restampStart, SharedRateLimiter, settleStart } from './shared-limiter.js';

/*
 * The shared pace (docs/product/ai.md#pacing): the database function's decisions, driven by an explicit
 * clock (each call says what time it is), then two limiters of one key, as two instances hold them.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const newKey = () => `test-${crypto.randomBytes(6).toString('hex')}`;
const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);

/**
 * Asks for `n` calls of `tokens` each at once, then again whenever the answer says, as a queue of waiting
 * calls does. @returns each start's time in ms.
 */
async function drain(
  key: string,
  limits: LimiterLimits,
  n: number,
  tokens = 0,
  pace: 'burst' | 'even' = 'burst',
  leadMs = 0,
): Promise<number[]> {
  const starts: number[] = [];
  let t = 0;
  while (starts.length < n) {
    const batch = Array(Math.min(16, n - starts.length)).fill(tokens);
    const grant = await grantStarts(ctx.db, { key, limits, tokens: batch, pace, leadMs, now: at(t) });
    grant.granted.forEach((_, i) => {
      expect(grant.delays[i]).toBeLessThanOrEqual(leadMs);
      starts.push(t + grant.delays[i]!);
    });
    if (grant.granted.length < batch.length) {
      expect(grant.waitMs).toBeGreaterThan(0);
      t += Math.ceil(grant.waitMs!); // this clock has whole ms
    }
  }
  return starts;
}

const most = (starts: number[], windowMs: number) =>
  Math.max(...starts.map((s) => starts.filter((g) => g >= s && g < s + windowMs).length));

describe('ai_rate_acquire, on the clock each call gives', () => {
  it('spreads 500 a minute over its seconds: at most 9 in any 1.1 s, 500 in any 61 s, the minute kept', async () => {
    const starts = await drain(newKey(), { rpm: 500, tpm: 1e9 }, 1000);
    expect(starts.slice(0, 10)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1100]);
    expect(most(starts, 1100)).toBe(9);
    expect(most(starts, 61_000)).toBeLessThanOrEqual(500);
    // The same bounds as the in-process limiter (limiter.test.ts): the last start just before 126 s.
    expect(starts.at(-1)).toBeGreaterThan(110_000);
    expect(starts.at(-1)).toBeLessThan(126_000);
  });

  it('paced evenly (as instances ask): one start every 122.2 ms, still at most 9 in any 1.1 s and 500 a minute', async () => {
    const starts = await drain(newKey(), { rpm: 500, tpm: 1e9 }, 1000, 0, 'even');
    // Asked at each answer's time on this test's whole-ms clock: 122.2 ms becomes 123.
    expect(starts.slice(0, 4)).toEqual([0, 123, 246, 369]);
    expect(most(starts, 1100)).toBe(9);
    expect(most(starts, 1099)).toBe(9);
    expect(most(starts, 61_000)).toBeLessThanOrEqual(500);
    expect(starts.at(-1)).toBeGreaterThan(110_000);
    expect(starts.at(-1)).toBeLessThan(126_000);
  });

  it('granted up to 250 ms ahead: the same starts, each at its own time, asked for once per lead', async () => {
    const key = newKey();
    const first = await grantStarts(ctx.db, {
      key,
      limits: { rpm: 500, tpm: 1e9 },
      tokens: [0, 0, 0, 0],
      pace: 'even',
      leadMs: 250,
      now: at(0),
    });
    expect(first.granted).toHaveLength(3);
    expect(first.delays.map(Math.round)).toEqual([0, 122, 244]);
    expect(first.waitMs).toBeCloseTo(1100 / 3 - 250, 1);
    const starts = await drain(newKey(), { rpm: 500, tpm: 1e9 }, 1000, 0, 'even', 250);
    expect(starts.slice(0, 4).map(Math.round)).toEqual([0, 122, 244, 367]);
    expect(most(starts, 1099)).toBe(9);
    expect(most(starts, 61_000)).toBeLessThanOrEqual(500);
    expect(starts.at(-1)).toBeLessThan(126_000);
  });

  it('a start that went out late counts from when it went out', async () => {
    const key = newKey();
    const limits = { rpm: 500, tpm: 1e9 };
    const first = await grantStarts(ctx.db, { key, limits, tokens: [0], pace: 'even', now: at(0) });
    await restampStart(ctx.db, { key, id: first.granted[0]!, lateMs: 50 });
    const next = await grantStarts(ctx.db, { key, limits, tokens: [0], pace: 'even', now: at(123) });
    expect(next.granted).toEqual([]);
    expect(next.waitMs).toBeCloseTo(50 + 1100 / 9 - 123, 1);
  });

  it('rpm 60 without the burst rule: 60 at once, the next one window plus its 1 s margin later', async () => {
    const starts = await drain(newKey(), { rpm: 60, tpm: 1e9, burstWindowMs: 0 }, 150);
    expect(starts.filter((s) => s === 0)).toHaveLength(60);
    expect(starts.filter((s) => s === 61_000)).toHaveLength(60);
    expect(starts.at(-1)).toBe(122_000);
  });

  it('tpm: reserves the estimate; a call settled below it makes room; an oversized call runs alone', async () => {
    const key = newKey();
    const limits = { rpm: 1000, tpm: 1000, burstWindowMs: 0 };
    const first = await grantStarts(ctx.db, { key, limits, tokens: [400, 400, 400], now: at(0) });
    expect(first.granted).toHaveLength(2);
    expect(first.waitMs).toBe(61_000);
    await settleStart(ctx.db, { key, id: first.granted[0]!, tokens: 100 }); // 100 + 400 + 400 ≤ 1000
    const after = await grantStarts(ctx.db, { key, limits, tokens: [400], now: at(10) });
    expect(after.granted).toHaveLength(1);
    const [state] = await ctx.db.select().from(aiRateLimits).where(eq(aiRateLimits.key, key));
    expect(state).toMatchObject({ windowRequests: 3, windowTokens: 900 });
    // 5,000 tokens never fit in 1,000: once the window is empty (the last start + 61 s) it runs alone.
    const big = await grantStarts(ctx.db, { key, limits, tokens: [5000], now: at(20) });
    expect(big).toEqual({ granted: [], delays: [], waitMs: 61_000 - 10 });
    expect(
      (await grantStarts(ctx.db, { key, limits, tokens: [5000], now: at(61_010) })).granted,
    ).toHaveLength(1);
    // The starts that left the window were deleted; the key keeps only what still counts.
    const rows = await ctx.db.select().from(aiRateStarts).where(eq(aiRateStarts.key, key));
    expect(rows.map((r) => Number(r.tokens))).toEqual([5000]);
  });

  it('a settle of a start that has left the window changes nothing', async () => {
    const key = newKey();
    const limits = { rpm: 10, tpm: 1000, burstWindowMs: 0 };
    const old = await grantStarts(ctx.db, { key, limits, tokens: [300], now: at(0) });
    await grantStarts(ctx.db, { key, limits, tokens: [200], now: at(61_000) });
    await settleStart(ctx.db, { key, id: old.granted[0]!, tokens: 50 });
    const [state] = await ctx.db.select().from(aiRateLimits).where(eq(aiRateLimits.key, key));
    expect(state).toMatchObject({ windowRequests: 1, windowTokens: 200 });
  });

  it('holds every start for a Retry-After pause, whichever instance met the 429', async () => {
    const key = newKey();
    const limits = { rpm: 180, tpm: 1e6 };
    await pauseKey(ctx.db, { key, ms: 5000, now: at(0) });
    expect(await grantStarts(ctx.db, { key, limits, tokens: [0], now: at(1000) })).toEqual({
      granted: [],
      delays: [],
      waitMs: 4000,
    });
    expect((await grantStarts(ctx.db, { key, limits, tokens: [0, 0], now: at(5000) })).granted).toHaveLength(
      2,
    );
  });
});

describe('two limiters of one key, as two instances hold them', () => {
  it('share its budget: 12 calls at 3 per 600 ms start in four waves, none early', async () => {
    const key = newKey();
    const limits = { rpm: 3, tpm: 1e6, windowMs: 600 };
    const a = new SharedRateLimiter({ key, db: ctx.db, limits });
    const b = new SharedRateLimiter({ key, db: ctx.db, limits });
    const t0 = performance.now();
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const permit = await (i % 2 ? a : b).acquire(10);
        starts.push(performance.now() - t0);
        permit.release(5);
      }),
    );
    // Only lower bounds hold in real time (a start may be late, never early): 3 per window plus its 10 ms margin.
    const sorted = starts.sort((x, y) => x - y);
    expect(sorted[3]).toBeGreaterThanOrEqual(609);
    expect(sorted[6]).toBeGreaterThanOrEqual(1218);
    expect(sorted[9]).toBeGreaterThanOrEqual(1827);
    expect(a.stats()).toEqual({ inFlight: 0, queued: 0 });
  });

  it('fails the calls that asked when the database does not answer', async () => {
    // Port 1 on loopback: nothing listens there.
    const nowhere = createDb('postgres://postgres@127.0.0.1:1/none', 1);
    try {
      const limiter = new SharedRateLimiter({ key: newKey(), db: nowhere.db, limits: { rpm: 1, tpm: 1 } });
      const err = await limiter.acquire(1).catch((e: unknown) => e);
      expect((err as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    } finally {
      await nowhere.close();
    }
  });
});
