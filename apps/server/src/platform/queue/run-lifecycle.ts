import type { Log } from './task-queue.js';

/*
 * The lifecycle of long work that a row records (DESIGN.md, Long work; docs/product/candidates.md#interrupted-runs):
 * a worker stamps its run's `heartbeat_at` every few seconds while it works; a run whose heartbeat is older than
 * `staleMs` has lost its worker (the process died or hangs) and a sweeper, once per RUN_SWEEP_MS across the
 * cluster (cluster-tasks.ts) and at the embedded server's boot, resumes or fails it. Time comes from an injectable clock so tests judge staleness without waiting.
 */

/** Now, as the heartbeat writer and the staleness judge see it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A worker stamps its run this often while it works (ms). */
export const RUN_HEARTBEAT_MS = 5_000;
/** A run whose heartbeat is older than this (ms) has lost its worker. */
export const RUN_STALE_MS = 45_000;
/** The cluster looks for such runs this often (ms): a dead worker is noticed within STALE + SWEEP < 1 minute. */
export const RUN_SWEEP_MS = 15_000;

/** How runs are timed: the clock, the heartbeat interval and the staleness threshold, in ms. */
export type RunLifecycle = { clock: Clock; heartbeatMs: number; staleMs: number };

export const defaultRunLifecycle: RunLifecycle = {
  clock: systemClock,
  heartbeatMs: RUN_HEARTBEAT_MS,
  staleMs: RUN_STALE_MS,
};

/** Heartbeats before this instant are stale: `clock() - staleMs`. */
export function staleCutoff(lifecycle: RunLifecycle): Date {
  return new Date(lifecycle.clock().getTime() - lifecycle.staleMs);
}

/** A running heartbeat; `lost` is true once a beat found the run taken from this worker. */
export type Heartbeat = { readonly lost: boolean; stop: () => Promise<void> };

/**
 * Calls `beat` every `intervalMs`, one call at a time, until `stop` (timers unref'd: a heartbeat never keeps
 * the process alive). `beat` resolves false when the run is no longer this worker's (a sweeper took it over or
 * ended it): the heartbeat stops and `onLost` runs once. A beat that throws (database briefly unreachable) is
 * logged and the next one tries again; missing beats for `staleMs` is what makes a run stale.
 */
export function startHeartbeat(opts: {
  intervalMs: number;
  beat: () => Promise<boolean>;
  onLost?: () => void;
  log?: Log;
}): Heartbeat {
  let lost = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    timer = undefined;
    running = (async () => {
      try {
        if (!(await opts.beat())) {
          lost = true;
          opts.onLost?.();
          return;
        }
      } catch (err) {
        opts.log?.warn({ err }, 'heartbeat not written');
      }
      schedule();
    })();
  };
  const schedule = () => {
    if (stopped || lost) return;
    timer = setTimeout(tick, opts.intervalMs);
    timer.unref?.();
  };
  schedule();
  return {
    get lost() {
      return lost;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** One kind of run a sweeper looks after: `sweep(cutoff)` resumes or fails its runs whose heartbeat is before `cutoff`. */
export type RunSweep = { name: string; sweep: (cutoff: Date) => Promise<number> };

export type Sweeper = {
  /** Runs every sweep once now with `cutoff` (default: the lifecycle's stale cutoff). @returns runs handled. */
  sweepNow: (cutoff?: Date) => Promise<number>;
  stop: () => Promise<void>;
};

/**
 * Starts the sweeper of this instance (docs/product/candidates.md#interrupted-runs): sweeps at once with
 * `bootCutoff` when given (a server that owns its database alone, like the embedded one under its DATA_DIR
 * lock, passes its start time: every run stamped before it lost its worker with the previous process), then
 * every `intervalMs` with the stale cutoff, or, with `intervalMs: null`, whenever `sweepNow` is called (the
 * cluster's task, once per period across instances). Sweeps never overlap; a failing sweep is logged and
 * tried again next time.
 */
export function startSweeper(opts: {
  sweeps: RunSweep[];
  lifecycle: RunLifecycle;
  intervalMs?: number | null;
  bootCutoff?: Date;
  log?: Log;
}): Sweeper {
  let chain: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const sweepNow = (cutoff?: Date) => {
    chain = chain.then(async () => {
      let handled = 0;
      for (const s of opts.sweeps) {
        if (stopped) break;
        try {
          handled += await s.sweep(cutoff ?? staleCutoff(opts.lifecycle));
        } catch (err) {
          opts.log?.warn({ err, sweep: s.name }, 'run sweep failed');
        }
      }
      return handled;
    });
    return chain;
  };
  if (opts.bootCutoff || opts.intervalMs !== null) void sweepNow(opts.bootCutoff);
  const timer =
    opts.intervalMs === null
      ? undefined
      : setInterval(() => void sweepNow(), opts.intervalMs ?? RUN_SWEEP_MS);
  timer?.unref?.();
  return {
    sweepNow,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
