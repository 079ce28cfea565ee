import type { TrainerPhase, TrainerProgressEvent } from '@rw/core';
import type { Log } from '#src/platform/events/event.js';
import { type Heartbeat, type RunLifecycle, startHeartbeat } from '#src/platform/queue/run-lifecycle.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { beatRun } from './data-trainer-run.lifecycle.js';

/** At most one `data-trainer.progress` event per run every this many ms while candidates are scored. */
export const PROGRESS_INTERVAL_MS = 250;

/** A worker's run was taken over (or ended) by another: what it was doing is not kept. */
export class RunTakenOver extends Error {
  constructor() {
    super('training run taken over by another worker');
  }
}

/**
 * One worker's hold on a training run (docs/product/data-trainer.md#training): a heartbeat every
 * `heartbeatMs` while it works, and `data-trainer.progress` events to the user who started it. When a beat
 * finds the run of another generation (a sweeper took it over, or it ended) the worker has lost it: `signal`
 * aborts its model calls and nothing more is kept.
 */
export class TrainerHold {
  private readonly controller = new AbortController();
  private readonly heart: Heartbeat;
  private lostRun = false;
  private lastPublished = 0;
  private state: Omit<TrainerProgressEvent, 'runId' | 'status'> = {
    iteration: null,
    phase: 'describing',
    done: 0,
    total: 0,
  };

  constructor(
    private readonly deps: DataTrainerDeps,
    private readonly run: { id: string; generation: number; userId: string },
    private readonly lifecycle: RunLifecycle,
    private readonly log: Log,
  ) {
    this.heart = startHeartbeat({
      intervalMs: lifecycle.heartbeatMs,
      beat: async () => {
        const row = await beatRun(deps.db, run.id, run.generation, lifecycle.clock());
        if (!row) this.lose();
        return Boolean(row);
      },
      log,
    });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get lost(): boolean {
    return this.lostRun;
  }

  /** The run moves on to `phase` (of iteration `iteration`): saved with a beat now, and published. */
  async enter(phase: TrainerPhase, iteration: number | null, total: number, done = 0): Promise<void> {
    this.state = { phase, iteration, total, done };
    const row = await beatRun(this.deps.db, this.run.id, this.run.generation, this.lifecycle.clock(), phase);
    if (!row) {
      this.lose();
      throw new RunTakenOver();
    }
    await this.publish();
  }

  /** `done` of the phase's total finished: published at most every PROGRESS_INTERVAL_MS, and at the last. */
  async progress(done: number): Promise<void> {
    this.state = { ...this.state, done };
    if (done < this.state.total && Date.now() - this.lastPublished < PROGRESS_INTERVAL_MS) return;
    await this.publish();
  }

  private async publish(): Promise<void> {
    this.lastPublished = Date.now();
    await this.deps.bus?.publish(this.run.userId, {
      type: 'data-trainer.progress',
      data: { runId: this.run.id, status: 'running', ...this.state },
    });
  }

  private lose(): void {
    if (this.lostRun) return;
    this.lostRun = true;
    this.controller.abort(new RunTakenOver());
    this.log.warn({ runId: this.run.id }, 'training run taken over; this worker stops');
  }

  /** Stops beating; the caller ends or hands on the run. */
  async close(): Promise<void> {
    await this.heart.stop();
  }
}
