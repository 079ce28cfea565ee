import {
  CV_SORTER_MAX_ATTEMPTS,
  type CvSorterRationales,
  type CvSorterScores,
  processingFailedAfterAttemptsMessage,
} from '@rw/core';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { cvSorterCandidates, cvSorterSearches } from '#src/db/schema/index.js';
import { recordActivity } from '#src/modules/activities/index.js';
import type { CandidateRow, DbOrTx, SearchRow } from './cv-sorter.queries.js';

/*
 * A CV Sorter run's rows (docs/product/cv-sorter.md#processing): the search's status, generation and
 * heartbeat, and its candidates' scoring. Every write of a worker is fenced by the generation it took the run
 * with: once a start or a resume raised it, the old worker's writes match nothing.
 */

const live = ['queued', 'running'] as const;

/** The search while it is `generation`'s and processing. */
const fence = (searchId: string, generation: number) =>
  and(
    eq(cvSorterSearches.id, searchId),
    eq(cvSorterSearches.generation, generation),
    inArray(cvSorterSearches.status, [...live]),
  );

/** Counters recounted from the candidates (never added to). */
const recount = {
  scored: sql<number>`(select count(*)::int from ${cvSorterCandidates} c where c.search_id = ${cvSorterSearches.id} and c.status = 'scored')`,
  failed: sql<number>`(select count(*)::int from ${cvSorterCandidates} c where c.search_id = ${cvSorterSearches.id} and c.status = 'failed')`,
};

/**
 * Queues a run of search `searchId` unless one is processing: a new generation, the run's settings, and
 * `reset` candidates back to pending (their scores cleared, their triage kept). In one transaction, with the
 * `cv_sorter_run` activity of `by` and how many candidates it scores (docs/product/analytics.md#recorded-activity).
 * @returns the queued search, or null when it is processing already.
 */
export async function queueRun(
  db: DbOrTx & { transaction: <T>(fn: (tx: DbOrTx) => Promise<T>) => Promise<T> },
  searchId: string,
  set: Partial<typeof cvSorterSearches.$inferInsert>,
  reset: 'all' | 'failed',
  now: Date,
  by?: { id: string; domain: string },
): Promise<SearchRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cvSorterSearches)
      .set({
        ...set,
        status: 'queued',
        phase: null,
        error: null,
        generation: sql`${cvSorterSearches.generation} + 1`,
        resumes: 0,
        taskId: null,
        heartbeatAt: now,
        startedAt: now,
        finishedAt: null,
        updatedAt: now,
      })
      .where(
        and(eq(cvSorterSearches.id, searchId), sql`${cvSorterSearches.status} not in ('queued', 'running')`),
      )
      .returning();
    if (!row) return null;
    const pending = await tx
      .update(cvSorterCandidates)
      .set({
        status: 'pending',
        scores: null,
        rationales: null,
        score: null,
        assessment: null,
        attempts: 0,
        lastError: null,
        scoredAt: null,
      })
      .where(
        and(
          eq(cvSorterCandidates.searchId, searchId),
          reset === 'all' ? undefined : eq(cvSorterCandidates.status, 'failed'),
        ),
      )
      .returning({ id: cvSorterCandidates.id });
    if (by) {
      await recordActivity(tx, {
        user: by,
        action: 'cv_sorter_run',
        metadata: { searchId, count: pending.length },
      });
    }
    const [counted] = await tx
      .update(cvSorterSearches)
      .set(recount)
      .where(eq(cvSorterSearches.id, searchId))
      .returning();
    return counted ?? row;
  });
}

/** Records the queue task of a generation. */
export async function setRunTask(db: DbOrTx, searchId: string, generation: number, taskId: string | null) {
  await db
    .update(cvSorterSearches)
    .set({ taskId })
    .where(and(eq(cvSorterSearches.id, searchId), eq(cvSorterSearches.generation, generation)));
}

/** A worker takes generation `generation` of the run: running, heartbeat now. @returns null when not its. */
export async function claimRun(db: DbOrTx, searchId: string, generation: number, now: Date) {
  const [row] = await db
    .update(cvSorterSearches)
    .set({ status: 'running', heartbeatAt: now, updatedAt: now })
    .where(fence(searchId, generation))
    .returning();
  return row ?? null;
}

/**
 * The worker's beat: heartbeat now, counters recounted, and the phase when given. @returns the search, or
 * null when the run is no longer this generation's (taken over or ended).
 */
export async function beatRun(
  db: DbOrTx,
  searchId: string,
  generation: number,
  now: Date,
  set: Partial<Pick<SearchRow, 'phase' | 'companiesDone' | 'companiesTotal'>> = {},
): Promise<SearchRow | null> {
  const [row] = await db
    .update(cvSorterSearches)
    .set({ ...set, ...recount, heartbeatAt: now })
    .where(fence(searchId, generation))
    .returning();
  return row ?? null;
}

/** Adds a kept call's tokens and cost to the run (in the call's transaction). @returns false when not its. */
export async function addRunCost(
  tx: DbOrTx,
  searchId: string,
  generation: number,
  call: { tokensUsed: number; cost: number },
  extra: Partial<Pick<SearchRow, 'companiesDone'>> | 'company' = {},
): Promise<boolean> {
  const rows = await tx
    .update(cvSorterSearches)
    .set({
      cost: sql`${cvSorterSearches.cost} + ${call.cost}`,
      tokensUsed: sql`${cvSorterSearches.tokensUsed} + ${call.tokensUsed}`,
      ...(extra === 'company' ? { companiesDone: sql`${cvSorterSearches.companiesDone} + 1` } : extra),
    })
    .where(fence(searchId, generation))
    .returning({ id: cvSorterSearches.id });
  return rows.length > 0;
}

/** The candidates of a search still pending. */
export function pendingCandidates(db: DbOrTx, searchId: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(cvSorterCandidates)
    .where(and(eq(cvSorterCandidates.searchId, searchId), eq(cvSorterCandidates.status, 'pending')));
}

/** A pending candidate of the run's generation (the fence as a condition on the candidate row). */
const pendingOf = (searchId: string, generation: number, candidateId: string) =>
  and(
    eq(cvSorterCandidates.id, candidateId),
    eq(cvSorterCandidates.searchId, searchId),
    eq(cvSorterCandidates.status, 'pending'),
    sql`exists (select 1 from ${cvSorterSearches} s where s.id = ${searchId} and s.generation = ${generation} and s.status in ('queued', 'running'))`,
  );

/** Saves a candidate's scores (in the call's transaction). @returns false when it is not this run's to save. */
export async function saveScores(
  tx: DbOrTx,
  run: { searchId: string; generation: number; candidateId: string },
  values: {
    scores: CvSorterScores;
    rationales: CvSorterRationales;
    score: number;
    assessment: string | null;
    promptVersion: string;
    model: string;
    cost: number;
    tokensUsed: number;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(cvSorterCandidates)
    .set({
      status: 'scored',
      scores: values.scores,
      rationales: values.rationales,
      score: values.score,
      assessment: values.assessment,
      promptVersion: values.promptVersion,
      model: values.model,
      cost: sql`${cvSorterCandidates.cost} + ${values.cost}`,
      tokensUsed: sql`${cvSorterCandidates.tokensUsed} + ${values.tokensUsed}`,
      lastError: null,
      scoredAt: values.now,
    })
    .where(pendingOf(run.searchId, run.generation, run.candidateId))
    .returning({ id: cvSorterCandidates.id });
  return rows.length > 0;
}

/**
 * Counts a failed attempt of a candidate: `attempts` + 1 and its reason; at CV_SORTER_MAX_ATTEMPTS it is
 * failed with 'Processing failed after 3 attempts: {message}' and no score. `call` adds the tokens of a reply
 * that could not be used. @returns the candidate's status after it, or null when it is not this run's.
 */
export async function countFailedAttempt(
  db: DbOrTx,
  run: { searchId: string; generation: number; candidateId: string },
  message: string,
  call: { tokensUsed: number; cost: number } = { tokensUsed: 0, cost: 0 },
): Promise<'pending' | 'failed' | null> {
  const last = sql`${cvSorterCandidates.attempts} + 1 >= ${CV_SORTER_MAX_ATTEMPTS}`;
  const [row] = await db
    .update(cvSorterCandidates)
    .set({
      attempts: sql`${cvSorterCandidates.attempts} + 1`,
      lastError: message,
      status: sql`case when ${last} then 'failed' else 'pending' end`,
      assessment: sql`case when ${last} then ${processingFailedAfterAttemptsMessage(message)} else null end`,
      cost: sql`${cvSorterCandidates.cost} + ${call.cost}`,
      tokensUsed: sql`${cvSorterCandidates.tokensUsed} + ${call.tokensUsed}`,
    })
    .where(pendingOf(run.searchId, run.generation, run.candidateId))
    .returning({ status: cvSorterCandidates.status });
  return row?.status === 'failed' ? 'failed' : row ? 'pending' : null;
}

/**
 * Ends the run when none of its candidates is pending: completed, counters recounted. @returns the search,
 * or null when candidates are pending or the run is not this generation's.
 */
export async function finishRunIfDone(db: DbOrTx, searchId: string, generation: number, now: Date) {
  const [row] = await db
    .update(cvSorterSearches)
    .set({ ...recount, status: 'completed', phase: null, finishedAt: now, updatedAt: now, heartbeatAt: now })
    .where(
      and(
        fence(searchId, generation),
        sql`not exists (select 1 from ${cvSorterCandidates} c where c.search_id = ${searchId} and c.status = 'pending')`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends the run failed with `error` (its pending candidates stay pending). @returns null when not its. */
export async function failRun(db: DbOrTx, searchId: string, generation: number, error: string, now: Date) {
  const [row] = await db
    .update(cvSorterSearches)
    .set({ ...recount, status: 'failed', phase: null, error, finishedAt: now, updatedAt: now })
    .where(fence(searchId, generation))
    .returning();
  return row ?? null;
}

/** Processing searches whose heartbeat is before `cutoff` (their worker died, or their task waits). */
export function findStaleRuns(db: DbOrTx, cutoff: Date): Promise<SearchRow[]> {
  return db
    .select()
    .from(cvSorterSearches)
    .where(and(inArray(cvSorterSearches.status, [...live]), lt(cvSorterSearches.heartbeatAt, cutoff)))
    .limit(100);
}

/**
 * Takes over a run whose heartbeat went stale: a new generation (the old worker can write nothing more),
 * queued, `resumes` + 1. Only one sweeper wins. @returns the search, or null when another took it or it moved.
 */
export async function takeOverRun(db: DbOrTx, stale: SearchRow, cutoff: Date, now: Date) {
  const [row] = await db
    .update(cvSorterSearches)
    .set({
      ...recount,
      status: 'queued',
      generation: sql`${cvSorterSearches.generation} + 1`,
      resumes: sql`${cvSorterSearches.resumes} + 1`,
      taskId: null,
      heartbeatAt: now,
    })
    .where(and(fence(stale.id, stale.generation), lt(cvSorterSearches.heartbeatAt, cutoff)))
    .returning();
  return row ?? null;
}
