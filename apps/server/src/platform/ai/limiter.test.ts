import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LimiterRegistry, type Permit, RateLimiter } from './limiter.js';

/** Starts `n` acquisitions and records when each is granted (fake clock ms). */
function launch(limiter: RateLimiter, n: number, tokens = 0) {
  const granted: number[] = [];
  const permits: Permit[] = [];
  for (let i = 0; i < n; i++) {
    void limiter.acquire(tokens).then((p) => {
      granted.push(Date.now());
      permits.push(p);
    });
  }
  return { granted, permits };
}

describe('RateLimiter with a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('rpm 60: 60 calls at once, the next 60 one window (plus the 1 s margin) later, never more in any minute', async () => {
    // The minute window alone (burstWindowMs 0); the burst window has its own test below.
    const limiter = new RateLimiter({ rpm: 60, tpm: 1e9, maxConcurrent: 1000, burstWindowMs: 0 });
    const { granted, permits } = launch(limiter, 150);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toHaveLength(60);
    for (const p of permits) p.release();
    await vi.advanceTimersByTimeAsync(60_999);
    expect(granted).toHaveLength(60);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toHaveLength(120);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(granted).toHaveLength(150);
    // Sliding-window check over every start time: at most 60 starts in any 60 s.
    for (const t of granted)
      expect(granted.filter((g) => g >= t && g < t + 60_000).length).toBeLessThanOrEqual(60);
    expect(granted.at(-1)).toBe(122_000);
  });

  it('the margin: a start counts windowMs + marginMs (default 1 s a minute, 0 restores the bare window)', async () => {
    const bare = new RateLimiter({ rpm: 1, tpm: 1e9, marginMs: 0 });
    await bare.acquire(0);
    const exact = launch(bare, 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(exact.granted).toEqual([60_000]);
    const short = new RateLimiter({ rpm: 1, tpm: 1e9, windowMs: 600 }); // margin 600 / 60 = 10 ms
    await short.acquire(0);
    const next = launch(short, 1);
    await vi.advanceTimersByTimeAsync(609);
    expect(next.granted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.granted).toEqual([60_610]);
  });

  it('spreads a minute over its seconds: 500 a minute start about 9 a second, the minute total unchanged', async () => {
    const limiter = new RateLimiter({ rpm: 500, tpm: 1e9, maxConcurrent: 1000 });
    const { granted, permits } = launch(limiter, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toHaveLength(9); // ceil(500 / 60)
    for (let t = 0; t < 130_000; t += 100) {
      await vi.advanceTimersByTimeAsync(100);
      for (const p of permits.splice(0)) p.release();
    }
    expect(granted).toHaveLength(1000);
    for (const t of granted) {
      // Never more than 9 in any second (1.1 s with the margin), nor 500 in any minute (61 s).
      expect(granted.filter((g) => g >= t && g < t + 1_100).length).toBeLessThanOrEqual(9);
      expect(granted.filter((g) => g >= t && g < t + 61_000).length).toBeLessThanOrEqual(500);
    }
    // The floor is 120 s for 1,000 calls at 500 a minute; the last starts just before it.
    expect(granted.at(-1)).toBeGreaterThan(110_000);
    expect(granted.at(-1)).toBeLessThan(126_000);
  });

  it('runs up to 64 calls at once by default', async () => {
    const limiter = new RateLimiter({ rpm: 10_000, tpm: 1e9 });
    const { granted } = launch(limiter, 100);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toHaveLength(64);
    expect(limiter.stats()).toMatchObject({ inFlight: 64, queued: 36 });
  });

  it('tpm: reserves the estimate, and a call settling below it lets the next start at once', async () => {
    const limiter = new RateLimiter({ rpm: 1000, tpm: 1000 });
    const { granted, permits } = launch(limiter, 3, 400);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toHaveLength(2);
    permits[0]!.release(100); // 100 + 400 + 400 ≤ 1000
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toHaveLength(3);
    expect(limiter.stats()).toMatchObject({ windowTokens: 900, windowRequests: 3, inFlight: 2 });
  });

  it('tpm: waits exactly until enough tokens leave the window; an oversized call runs alone', async () => {
    const limiter = new RateLimiter({ rpm: 1000, tpm: 1000 });
    const first = await limiter.acquire(700);
    vi.setSystemTime(10_000);
    const second = await limiter.acquire(300);
    const { granted } = launch(limiter, 1, 500);
    await vi.advanceTimersByTimeAsync(50_999);
    expect(granted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1); // the 700 leave at 61 s (window + margin): 300 + 500 fit
    expect(granted).toEqual([61_000]);
    first.release();
    second.release();
    const big = launch(limiter, 1, 5000);
    await vi.advanceTimersByTimeAsync(60_999);
    expect(big.granted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1); // the window must be empty first: the 500 of 61 s leave at 122 s
    expect(big.granted).toEqual([122_000]);
  });

  it('holds every new call for a Retry-After pause, then resumes', async () => {
    const limiter = new RateLimiter({ rpm: 180, tpm: 1e6 });
    limiter.pause(5_000);
    const { granted } = launch(limiter, 3);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(granted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toEqual([5_000, 5_000, 5_000]);
  });

  it('caps calls in flight and starts the next one when a call ends', async () => {
    const limiter = new RateLimiter({ rpm: 100, tpm: 1e6, maxConcurrent: 2 });
    const { granted, permits } = launch(limiter, 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toHaveLength(2);
    vi.setSystemTime(1_234);
    permits[1]!.release();
    permits[1]!.release(); // twice is harmless
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual([0, 0, 1_234]);
    expect(limiter.stats().inFlight).toBe(2);
  });

  it('drops a waiting call whose signal aborts, without blocking the queue', async () => {
    const limiter = new RateLimiter({ rpm: 1, tpm: 1e6 });
    await limiter.acquire(0);
    const controller = new AbortController();
    const aborted = limiter.acquire(0, controller.signal);
    const { granted } = launch(limiter, 1);
    controller.abort(new Error('cancelled'));
    await expect(aborted).rejects.toThrow('cancelled');
    await vi.advanceTimersByTimeAsync(61_000);
    expect(granted).toEqual([61_000]);
  });

  it('run() settles with the actual tokens and keeps the estimate on failure', async () => {
    const limiter = new RateLimiter({ rpm: 100, tpm: 10_000 });
    await limiter.run(
      500,
      async () => ({ tokens: 120 }),
      (r) => r.tokens,
    );
    await expect(limiter.run(300, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(limiter.stats()).toMatchObject({ windowTokens: 420, windowRequests: 2, inFlight: 0 });
  });

  it('the registry keeps one limiter per key and updates its limits', async () => {
    const registry = new LimiterRegistry();
    const a = registry.get('org-a', { rpm: 1, tpm: 1000, burstWindowMs: 0 });
    expect(registry.get('org-a', { rpm: 2, tpm: 1000, burstWindowMs: 0 })).toBe(a);
    expect(registry.get('org-b', { rpm: 1, tpm: 1000 })).not.toBe(a);
    await a.acquire(0);
    await a.acquire(0); // rpm raised to 2
    expect(a.stats().windowRequests).toBe(2);
  });
});

describe('RateLimiter in real time', () => {
  it('paces 15 calls at 5 per 200 ms window: three waves, none early', async () => {
    const limiter = new RateLimiter({ rpm: 5, tpm: 1e6, windowMs: 200 });
    const t0 = performance.now();
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 15 }, () =>
        limiter.run(0, async () => {
          starts.push(performance.now() - t0);
        }),
      ),
    );
    // Only lower bounds hold in real time on a busy machine (a start may be late, never early); the spacing
    // within each window is proven on the fake clock above.
    const sorted = starts.sort((a, b) => a - b);
    expect(sorted).toHaveLength(15);
    expect(sorted[5]).toBeGreaterThanOrEqual(199);
    expect(sorted[10]).toBeGreaterThanOrEqual(399);
  });
});
