import type { CvSorterProgressEvent } from '@rw/core';
import { and, eq, inArray } from 'drizzle-orm';
import { cvSorterCandidates } from '#src/db/schema/index.js';
import type { Log } from '#src/platform/events/event.js';
import { type Heartbeat, type RunLifecycle, startHeartbeat } from '#src/platform/queue/run-lifecycle.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import { countsOf, type SearchRow, toCandidate, toSearch } from './cv-sorter.queries.js';
import { beatRun } from './cv-sorter-run.queries.js';

/** At most one `cv-sorter.progress` event per run every this many ms (4 a second), plus the last one. */
export const PROGRESS_INTERVAL_MS = 250;
/** Candidates one event carries at most; when more finished since the last one, it asks for a refetch. */
export const EVENT_CANDIDATES_MAX = 15;

/** The `cv-sorter.progress` data of a search, with the candidates `ids` (read now) or a refetch. */
export async function progressEvent(
  deps: Pick<CvSorterDeps, 'db'>,
  row: SearchRow,
  ids: readonly string[] = [],
): Promise<CvSorterProgressEvent> {
  const counts = (await countsOf(deps.db, [row.id])).get(row.id);
  const search = toSearch(row, counts);
  const refetch = ids.length > EVENT_CANDIDATES_MAX;
  const candidates =
    ids.length === 0 || refetch
      ? []
      : await deps.db
          .select()
          .from(cvSorterCandidates)
          .where(and(eq(cvSorterCandidates.searchId, row.id), inArray(cvSorterCandidates.id, [...ids])));
  return {
    searchId: row.id,
    status: search.status,
    phase: search.phase,
    total: search.total,
    scored: search.scored,
    failed: search.failed,
    percent: search.percent,
    message: search.message,
    cost: search.cost,
    candidates: candidates.map(toCandidate),
    refetch,
  };
}

/**
 * One worker's hold on a run (docs/product/cv-sorter.md#processing): every `heartbeatMs`, and at most every
 * PROGRESS_INTERVAL_MS after a candidate finished, it stamps the heartbeat and recounts the counters
 * (beatRun), publishing `cv-sorter.progress` with the candidates finished since the last event. When a beat
 * finds the run of another generation (a sweeper took it over, or it ended), the worker has lost it: `signal`
 * aborts its model calls and nothing more is saved.
 */
export class RunHold {
  private readonly controller = new AbortController();
  private readonly heart: Heartbeat;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private chain: Promise<void> = Promise.resolve();
  private finished: string[] = [];
  private lastPublished = 0;
  private closed = false;
  private lostRun = false;
  private phase: Partial<Pick<SearchRow, 'phase' | 'companiesDone' | 'companiesTotal'>> = {};

  constructor(
    private readonly deps: CvSorterDeps,
    private readonly userId: string,
    private readonly searchId: string,
    readonly generation: number,
    private readonly lifecycle: RunLifecycle,
    private readonly log: Log,
  ) {
    this.heart = startHeartbeat({
      intervalMs: lifecycle.heartbeatMs,
      beat: async () => {
        await this.flush();
        return !this.lostRun;
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

  /** The run moves on to a phase: saved with the next beat, which happens now. */
  enter(phase: Partial<Pick<SearchRow, 'phase' | 'companiesDone' | 'companiesTotal'>>): Promise<void> {
    this.phase = phase;
    return this.flush(true);
  }

  async publish(row: SearchRow, ids: readonly string[] = []): Promise<void> {
    this.lastPublished = Date.now();
    const data = await progressEvent(this.deps, row, ids);
    await this.deps.bus?.publish(this.userId, { type: 'cv-sorter.progress', data });
  }

  /** A candidate (or company) finished: publish soon, at most every PROGRESS_INTERVAL_MS. */
  settled(candidateId?: string): void {
    if (candidateId) this.finished.push(candidateId);
    if (this.timer || this.closed) return;
    const wait = Math.max(0, this.lastPublished + PROGRESS_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush(true);
    }, wait);
  }

  /** Beats (and recounts); publishes when something finished since the last event, or when `force`d. */
  flush(force = false): Promise<void> {
    this.chain = this.chain.then(async () => {
      if (this.lostRun) return;
      try {
        const set = this.phase;
        this.phase = {};
        const row = await beatRun(this.deps.db, this.searchId, this.generation, this.lifecycle.clock(), set);
        if (!row) return this.lose();
        if (this.closed || (!force && this.finished.length === 0)) return;
        const ids = this.finished;
        this.finished = [];
        await this.publish(row, ids);
      } catch (err) {
        this.log.warn({ err, searchId: this.searchId }, 'cv sorter progress not saved');
      }
    });
    return this.chain;
  }

  private lose(): void {
    if (this.lostRun) return;
    this.lostRun = true;
    this.controller.abort(new RunTakenOver());
    this.log.warn({ searchId: this.searchId }, 'cv sorter run taken over; this worker stops');
  }

  /** Publishes what finished since the last event, then stops beating; the caller ends or hands on the run. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.finished.length > 0) await this.flush();
    this.closed = true;
    await this.heart.stop();
    await this.chain;
  }
}

/** A worker's run was taken over (or ended) by another: what it was doing is not saved. */
export class RunTakenOver extends Error {
  constructor() {
    super('cv sorter run taken over by another worker');
  }
}
