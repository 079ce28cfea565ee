import {
  pickScoringCriteria,
  rubricOf,
  type ScoreCriterionKey,
  type ScoringRun,
  scoreCriterionKeys,
} from '@rw/core';
import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import {
  candidateScoringRunItems,
  candidateScoringRuns,
  candidateStageRecords,
  candidates,
  jobInterviewStages,
  stageScorecards,
} from '#src/db/schema/index.js';
import { recordActivity } from '#src/modules/activities/index.js';
import type { ScoringCriterion, ScoringRubricRow } from '#src/platform/ai/prompts/score-candidate.prompt.js';

/*
 * Drizzle queries of AI scoring. Every query for tenant data takes the organisation (`domain`): a stage
 * record counts only when its candidate belongs to the organisation, a run only when its row does.
 */

export type ScoringRunRow = typeof candidateScoringRuns.$inferSelect;

/** A run as the API returns it. */
export function toScoringRun(r: ScoringRunRow): ScoringRun {
  return {
    run_id: r.id,
    job_id: r.jobId,
    stage_id: r.stageId,
    status: r.status as ScoringRun['status'],
    total: r.total,
    scored: r.scored,
    failed: r.failed,
    error: r.error,
    error_detail: r.errorDetail,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Criteria

/** The criteria with their sources: the stage row's AC1-AC5 and rubrics, else requirements, else defaults. */
export type LoadedCriteria = { source: 'stage' | 'requirements' | 'default'; criteria: ScoringCriterion[] };

/**
 * The criteria of a stage of a job (core `pickScoringCriteria`: the stage's AC1-AC5, else the job's
 * requirements, else the general ones), each stage criterion with its rubric rows as written (rubricN, JSON
 * text; unreadable rows are dropped). Interviewers' scorecards score the same criteria
 * (docs/product/pipeline.md#scorecards). The job must have passed the organisation check.
 * @param requirements the job's jd_requirements.
 */
export async function loadStageCriteria(
  db: Db,
  opts: { jobId: string; stageId: string; requirements: readonly string[] },
): Promise<LoadedCriteria> {
  const s = jobInterviewStages;
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.jobId, opts.jobId), eq(s.stageType, opts.stageId)))
    .limit(1);
  const titles = row ? [row.ac1, row.ac2, row.ac3, row.ac4, row.ac5] : [];
  const rubrics = row ? [row.rubric1, row.rubric2, row.rubric3, row.rubric4, row.rubric5] : [];
  const picked = pickScoringCriteria({ stageTitles: titles, requirements: opts.requirements });
  return {
    source: picked.source,
    criteria: picked.criteria.map((c) => ({
      ...c,
      rubric: picked.source === 'stage' ? rubricOf(rubrics[scoreCriterionKeys.indexOf(c.key)] ?? null) : [],
    })),
  };
}

/**
 * The criteria AI scoring uses for a stage of a job (`loadStageCriteria`), rubric descriptions cut to 500
 * characters for the prompt.
 */
export async function loadScoringCriteria(
  db: Db,
  opts: { jobId: string; stageId: string; requirements: readonly string[] },
): Promise<LoadedCriteria> {
  const loaded = await loadStageCriteria(db, opts);
  return {
    ...loaded,
    criteria: loaded.criteria.map((c) => ({
      ...c,
      rubric: c.rubric.map((r): ScoringRubricRow => ({ ...r, description: r.description.slice(0, 500) })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Stage records

/** A candidate of a stage as the ScoreCandidates payload carries it (docs/product/candidates.md#scoring). */
export type StageCandidate = {
  candidateId: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  company: string | null;
  location: string | null;
  email: string | null;
  linkedinUrl: string | null;
  cvText: string | null;
  linkedinRawText: string | null;
};

const r = candidateStageRecords;
const c = candidates;

/** `column = any($1::uuid[])`: one parameter however many ids (a run may hold 20,000). */
const anyOf = (column: typeof r.candidateId, ids: string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

/**
 * The candidates of the organisation in a stage of a job, newest entered first, at most `limit`: those whose
 * record is unscored (no overall_match yet and no interviewer's scorecard, docs/product/pipeline.md#scorecards),
 * or exactly `candidateIds` (scored or not) when given.
 */
export async function listStageCandidates(
  db: Db,
  opts: { domain: string; jobId: string; stageId: string; candidateIds?: string[]; limit: number },
): Promise<StageCandidate[]> {
  const which: SQL | undefined = opts.candidateIds
    ? anyOf(r.candidateId, opts.candidateIds)
    : and(
        isNull(r.overallMatch),
        sql`not exists (select 1 from ${stageScorecards} s where s.record_id = ${r.id})`,
      );
  return db
    .select({
      candidateId: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      title: c.currentTitle,
      company: c.currentCompany,
      location: c.location,
      email: c.email,
      linkedinUrl: c.linkedinUrl,
      cvText: c.cvText,
      linkedinRawText: c.linkedinRawText,
    })
    .from(r)
    .innerJoin(c, eq(c.id, r.candidateId))
    .where(and(eq(r.jobId, opts.jobId), eq(r.stageId, opts.stageId), eq(c.domain, opts.domain), which))
    .orderBy(descNullsLast(r.enteredStageAt), descNullsLast(r.id))
    .limit(opts.limit);
}

/** Where a candidate's scores go: their stage record, with what only the database knows of them. */
export type ScoringTarget = { recordId: string; phone: string | null; scoredAt: Date | null };

/** The stage records of some candidates of the organisation in a stage of a job, by candidate id. */
export async function loadScoringTargets(
  db: Db,
  opts: { domain: string; jobId: string; stageId: string; candidateIds: string[] },
): Promise<Map<string, ScoringTarget>> {
  if (opts.candidateIds.length === 0) return new Map();
  const rows = await db
    .select({ candidateId: r.candidateId, recordId: r.id, phone: c.phone, scoredAt: r.scoredAt })
    .from(r)
    .innerJoin(c, eq(c.id, r.candidateId))
    .where(
      and(
        eq(r.jobId, opts.jobId),
        eq(r.stageId, opts.stageId),
        eq(c.domain, opts.domain),
        anyOf(r.candidateId, opts.candidateIds),
      ),
    );
  return new Map(rows.map(({ candidateId, ...t }) => [candidateId, t]));
}

/** The scores of one record: a value per criterion slot (null for slots without a criterion). */
export type RecordScores = {
  scores: Record<ScoreCriterionKey, number | null>;
  overallMatch: number;
  rationales: Partial<Record<ScoreCriterionKey | 'overall', string>>;
};

/** A transaction, or the database itself for single statements. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes the AC scores, overall_match and rationales of many records in one statement, stamping scored_at
 * and last_updated_at.
 */
export async function writeRecordScores(
  db: Db | Tx,
  rows: readonly { recordId: string; scores: RecordScores }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(({ recordId, scores: s }) => ({
    id: recordId,
    ...s.scores,
    overall: s.overallMatch,
    rationales: s.rationales,
  }));
  await db.execute(sql`
    update candidate_stage_records as r
    set ac1_score = v.ac1, ac2_score = v.ac2, ac3_score = v.ac3, ac4_score = v.ac4, ac5_score = v.ac5,
      overall_match = v.overall, score_rationales = v.rationales, scored_at = now(), last_updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
      id uuid, ac1 numeric, ac2 numeric, ac3 numeric, ac4 numeric, ac5 numeric, overall numeric, rationales jsonb)
    where r.id = v.id`);
}

// ---------------------------------------------------------------------------------------------------------
// Runs and their items (docs/product/candidates.md#interrupted-runs)

const runs = candidateScoringRuns;
const items = candidateScoringRunItems;
const live = inArray(runs.status, ['queued', 'running']);

/**
 * Creates a queued run with one pending item per candidate, in one transaction with its `scoring_started`
 * activity (docs/product/analytics.md#recorded-activity); `createdAt` is also the ScoreCandidates payload's
 * timestamp, which names the run, and its first heartbeat.
 */
export async function insertRun(
  db: Db,
  values: {
    jobId: string;
    stageId: string;
    domain: string;
    requestedBy: string;
    createdAt: Date;
  },
  candidateIds: string[],
): Promise<ScoringRunRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(runs)
      .values({ ...values, total: candidateIds.length, heartbeatAt: values.createdAt })
      .returning();
    await tx.execute(sql`
      insert into candidate_scoring_run_items (run_id, candidate_id)
      select ${row!.id}::uuid, c from unnest(${sql.param(candidateIds)}::uuid[]) as c`);
    await recordActivity(tx, {
      user: { id: values.requestedBy, domain: values.domain },
      action: 'scoring_started',
      metadata: { jobId: values.jobId, stageId: values.stageId, runId: row!.id, count: candidateIds.length },
    });
    return row!;
  });
}

/** A run of a job of the organisation, or null. */
export async function findRun(db: Db, domain: string, jobId: string, runId: string) {
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.id, runId), eq(runs.jobId, jobId), eq(runs.domain, domain)))
    .limit(1);
  return row ?? null;
}

/** The latest run of a stage of a job of the organisation, or null; with `unfinished`, only a queued or running one. */
export async function findLatestRun(
  db: Db,
  opts: { domain: string; jobId: string; stageId: string; unfinished?: boolean },
): Promise<ScoringRunRow | null> {
  const [row] = await db
    .select()
    .from(runs)
    .where(
      and(
        eq(runs.jobId, opts.jobId),
        eq(runs.stageId, opts.stageId),
        eq(runs.domain, opts.domain),
        opts.unfinished ? live : undefined,
      ),
    )
    .orderBy(descNullsLast(runs.createdAt))
    .limit(1);
  return row ?? null;
}

/** The run a ScoreCandidates payload belongs to: same job, same user, created at the payload's timestamp. */
export async function findRunByStamp(
  db: Db,
  opts: { jobId: string; requestedBy: string; createdAt: Date },
): Promise<ScoringRunRow | null> {
  const [row] = await db
    .select()
    .from(runs)
    .where(
      and(
        eq(runs.jobId, opts.jobId),
        eq(runs.requestedBy, opts.requestedBy),
        eq(runs.createdAt, opts.createdAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A run by id (the caller has checked its organisation), or null. */
export async function readRun(db: Db, runId: string): Promise<ScoringRunRow | null> {
  const [row] = await db.select().from(runs).where(eq(runs.id, runId)).limit(1);
  return row ?? null;
}

/** The run's counters as counted from its items (SQL for a `set`). */
const recounted = {
  scored: sql`(select count(*)::int from candidate_scoring_run_items i
    where i.run_id = ${runs.id} and i.status = 'scored')`,
  failed: sql`(select count(*)::int from candidate_scoring_run_items i
    where i.run_id = ${runs.id} and i.status = 'failed')`,
};
const noPending = sql`not exists (select 1 from candidate_scoring_run_items i
  where i.run_id = ${runs.id} and i.status = 'pending')`;

/**
 * A worker takes an unfinished run: status running, heartbeat `at`. @returns the run (its `generation` is the
 * worker's from now on), or null when it has ended.
 */
export async function claimRun(db: Db, runId: string, at: Date): Promise<ScoringRunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ status: 'running', heartbeatAt: at })
    .where(and(eq(runs.id, runId), live))
    .returning();
  return row ?? null;
}

/**
 * A worker's heartbeat and progress: stamps `at` and recounts scored and failed from the items, while the run
 * is unfinished and still of `generation`. @returns the run as it now is, or null when the worker lost it.
 */
export async function beatRun(
  db: Db,
  runId: string,
  generation: number,
  at: Date,
): Promise<ScoringRunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ heartbeatAt: at, ...recounted })
    .where(and(eq(runs.id, runId), eq(runs.generation, generation), live))
    .returning();
  return row ?? null;
}

/** Which of `candidateIds` are still pending in the run. */
export async function pendingCandidates(
  db: Db,
  runId: string,
  candidateIds?: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: items.candidateId })
    .from(items)
    .where(
      and(
        eq(items.runId, runId),
        eq(items.status, 'pending'),
        candidateIds ? sql`${items.candidateId} = any(${sql.param(candidateIds)}::uuid[])` : undefined,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Moves pending items of the run to `status` (with `error` and its plain-words `errorDetail`), only while the run is unfinished and of
 * `generation` (the run row is share-locked, so a takeover waits for this transaction or fences it).
 * @returns the candidate ids moved.
 */
export async function settleItems(
  db: Db | Tx,
  opts: {
    runId: string;
    generation: number;
    candidateIds: string[];
    status: 'scored' | 'failed';
    error?: string;
    errorDetail?: string;
  },
): Promise<string[]> {
  if (opts.candidateIds.length === 0) return [];
  const moved = await db.execute<{ candidate_id: string }>(sql`
    update candidate_scoring_run_items
    set status = ${opts.status}, error = ${opts.error ?? null}, error_detail = ${opts.errorDetail ?? null}
    where run_id = ${opts.runId} and status = 'pending'
      and candidate_id = any(${sql.param(opts.candidateIds)}::uuid[])
      and exists (select 1 from candidate_scoring_runs r
        where r.id = ${opts.runId} and r.generation = ${opts.generation}
          and r.status in ('queued', 'running') for share)
    returning candidate_id`);
  return moved.rows.map((r) => r.candidate_id);
}

/**
 * Ends a run of `generation` once no item is pending: counters recounted, completed, or failed when none was
 * scored; `error` and `error_detail` are the first failed item's (else, when failed, `failedText`). Only one caller gets the row, so the end is announced
 * once. @returns the ended run, or null when it is not over yet, was already ended or was taken over.
 */
export async function finishRunIfDone(
  db: Db,
  runId: string,
  generation: number | null,
  failedText: string,
): Promise<ScoringRunRow | null> {
  // The same item (the first failed one by candidate id) gives the error and its detail.
  const firstFailed = (column: SQL) => sql`(select ${column} from candidate_scoring_run_items i
    where i.run_id = ${runs.id} and i.status = 'failed' and i.error is not null
    order by i.candidate_id limit 1)`;
  const firstError = firstFailed(sql`i.error`);
  const [row] = await db
    .update(runs)
    .set({
      ...recounted,
      status: sql`case when ${recounted.scored} = 0 then 'failed' else 'completed' end`,
      error: sql`case when ${recounted.scored} = 0 then coalesce(${firstError}, ${failedText}) else ${firstError} end`,
      errorDetail: firstFailed(sql`i.error_detail`),
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(runs.id, runId),
        generation === null ? undefined : eq(runs.generation, generation),
        live,
        noPending,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Ends a run as failed with `error` (the run itself broke, or it was interrupted too often) and its
 * plain-words `errorDetail` when known, counters recounted; pending items stay pending (not scored, not
 * failed). With `generation`, only while the run is of it.
 * @returns the ended run, or null when already ended or taken over.
 */
export async function failRun(
  db: Db,
  runId: string,
  error: string,
  generation?: number,
  errorDetail?: string,
): Promise<ScoringRunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ ...recounted, status: 'failed', error, errorDetail: errorDetail ?? null, finishedAt: sql`now()` })
    .where(
      and(eq(runs.id, runId), live, generation === undefined ? undefined : eq(runs.generation, generation)),
    )
    .returning();
  return row ?? null;
}

/** The queue tasks that carry the run's current generation. */
export async function setRunTasks(
  db: Db,
  runId: string,
  generation: number,
  taskIds: string[],
): Promise<void> {
  await db
    .update(runs)
    .set({ taskIds })
    .where(and(eq(runs.id, runId), eq(runs.generation, generation)));
}

/** Unfinished runs whose heartbeat is before `cutoff` (optionally only `runIds`), oldest heartbeat first. */
export async function findStaleRuns(db: Db, cutoff: Date, runIds?: string[]): Promise<ScoringRunRow[]> {
  return db
    .select()
    .from(runs)
    .where(and(live, lt(runs.heartbeatAt, cutoff), runIds ? inArray(runs.id, runIds) : undefined))
    .orderBy(runs.heartbeatAt)
    .limit(100);
}

/**
 * A sweeper takes over a stale run: raises its generation (fencing any worker of the old one), stamps `at` and
 * recounts, provided nobody beat or took it since it was read (same generation, heartbeat still before
 * `cutoff`). @returns the run as taken, or null when another instance or a late heartbeat got there first.
 */
export async function takeOverRun(
  db: Db,
  run: ScoringRunRow,
  cutoff: Date,
  at: Date,
): Promise<ScoringRunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ generation: sql`${runs.generation} + 1`, heartbeatAt: at, ...recounted })
    .where(and(eq(runs.id, run.id), eq(runs.generation, run.generation), lt(runs.heartbeatAt, cutoff), live))
    .returning();
  return row ?? null;
}

/** A taken-over run goes back to the queue: queued, one more resume. */
export async function markRunResumed(
  db: Db,
  runId: string,
  generation: number,
): Promise<ScoringRunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ status: 'queued', resumes: sql`${runs.resumes} + 1`, taskIds: [] })
    .where(and(eq(runs.id, runId), eq(runs.generation, generation), live))
    .returning();
  return row ?? null;
}
