import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RunLifecycle, staleCutoff, startHeartbeat, startSweeper } from './run-lifecycle.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('a heartbeat', () => {
  it('beats every interval one at a time, survives a failed beat, and stops when the run is taken', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    let beats = 0;
    const onLost = vi.fn();
    const heart = startHeartbeat({
      intervalMs: 5000,
      beat: async () => {
        beats += 1;
        if (beats === 2) throw new Error('database unreachable');
        return beats < 4;
      },
      onLost,
      log: { info: vi.fn(), warn, error: vi.fn() },
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(beats).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(beats).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'heartbeat not written');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(beats).toBe(4);
    expect(heart.lost).toBe(true);
    expect(onLost).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beats).toBe(4);
    await heart.stop();
  });

  it('stops beating on stop()', async () => {
    vi.useFakeTimers();
    const beat = vi.fn(async () => true);
    const heart = startHeartbeat({ intervalMs: 1000, beat });
    await vi.advanceTimersByTimeAsync(3000);
    await heart.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(beat).toHaveBeenCalledTimes(3);
    expect(heart.lost).toBe(false);
  });
});

describe('the sweeper', () => {
  const at = new Date('2026-11-26T10:00:00Z');
  const lifecycle: RunLifecycle = { clock: () => at, heartbeatMs: 5000, staleMs: 45_000 };

  it('sweeps at boot with the boot cutoff, then every interval with the stale cutoff, never overlapping', async () => {
    vi.useFakeTimers();
    const cutoffs: Date[] = [];
    let inFlight = 0;
    let overlapped = false;
    const sweeper = startSweeper({
      lifecycle,
      intervalMs: 15_000,
      bootCutoff: at,
      sweeps: [
        {
          name: 'test',
          sweep: async (cutoff) => {
            inFlight += 1;
            overlapped ||= inFlight > 1;
            cutoffs.push(cutoff);
            await new Promise((r) => setTimeout(r, 20_000));
            inFlight -= 1;
            return 1;
          },
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cutoffs[0]).toEqual(at);
    expect(cutoffs[1]).toEqual(staleCutoff(lifecycle));
    expect(cutoffs[1]!.getTime()).toBe(at.getTime() - 45_000);
    expect(overlapped).toBe(false);
    const stopping = sweeper.stop();
    await vi.advanceTimersByTimeAsync(200_000);
    await stopping;
  });

  it('logs a failing sweep and runs the next one', async () => {
    const warn = vi.fn();
    const other = vi.fn(async () => 2);
    const sweeper = startSweeper({
      lifecycle,
      sweeps: [
        {
          name: 'broken',
          sweep: async () => {
            throw new Error('boom');
          },
        },
        { name: 'other', sweep: other },
      ],
      log: { info: vi.fn(), warn, error: vi.fn() },
    });
    expect(await sweeper.sweepNow()).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ sweep: 'broken' }), 'run sweep failed');
    await sweeper.stop();
  });
});
