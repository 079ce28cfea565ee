import pino from 'pino';
import type { RunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { TestContext } from './harness.js';

/*
 * The clocks of the recovery tests (docs/product/candidates.md#interrupted-runs, cv-sorter.md#processing,
 * data-trainer.md#training): no process kill — a worker whose clock stands still stamps a heartbeat that goes
 * stale, as a dead one's would, while the sweeper's clock is a minute ahead. The real kill is the fault suite
 * (src/test/worker-crash.test.ts).
 */

const T0 = new Date('2026-11-26T09:00:00.000Z');

/**
 * `T0`, the instant the dying worker's clock stands at; `frozen`, that worker's lifecycle (its heartbeat never
 * moves past T0; beats every 20 ms, stale after 45 s); `later`, the sweeper's and the resuming workers', a
 * minute after T0.
 */
export const staleRunClocks: { T0: Date; frozen: RunLifecycle; later: RunLifecycle } = {
  T0,
  frozen: { clock: () => new Date(T0), heartbeatMs: 20, staleMs: 45_000 },
  later: { clock: () => new Date(T0.getTime() + 60_000), heartbeatMs: 20, staleMs: 45_000 },
};

/** A logger that says nothing (the runs' expected warnings stay out of the test output). */
export const silentLog = pino({ level: 'silent' });

/**
 * What a run's worker and sweeper take (the candidates', CV Sorter's and Data Trainer's deps share this
 * core) on test context `ctx`: its database, AI runtime and event bus, a silent log, and the lifecycle `runs`.
 */
export function workerDeps(ctx: TestContext, runs?: RunLifecycle) {
  return {
    db: ctx.db,
    ai: ctx.app.ai,
    bus: ctx.app.events,
    log: silentLog,
    ...(runs ? { runs } : {}),
  };
}
