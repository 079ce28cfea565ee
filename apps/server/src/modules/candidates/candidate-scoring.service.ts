import {
  candidateMessages,
  type Job,
  jobMessages,
  SCORING_RUN_MAX_CANDIDATES,
  type ScoreCandidatesBody,
  type ScoringCriteria,
  type ScoringRun,
} from '@rw/core';
import pino from 'pino';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { findJob, jdPayloadFields, jobPayloadFields } from '#src/modules/jobs/index.js';
import { resolveProvider } from '#src/platform/ai/key-resolution.js';
import { dispatchAutomation } from '#src/platform/automation/automation.service.js';
import { buildAutomationPayload } from '#src/platform/automation/automation-payloads.js';
import type { Log } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import { runScoreCandidates, type ScoreCandidatesPayload } from './candidate-scoring.automation.js';
import {
  failRun,
  findLatestRun,
  findRun,
  insertRun,
  listStageCandidates,
  loadScoringCriteria,
  type StageCandidate,
  toScoringRun,
} from './candidate-scoring.queries.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/** An unfinished run younger than this is still live: asking again returns it instead of a second run. */
export const LIVE_RUN_MS = 2 * 60 * 60 * 1000;
/** A queued ScoreCandidates payload holds at most this many candidates… */
export const PAYLOAD_MAX_CANDIDATES = 500;
/** …and about this many characters of candidate text; a larger run is sent as several payloads. */
export const PAYLOAD_MAX_CHARS = 4_000_000;

export const scoringRunNotFound = 'Scoring run not found';

let defaultLog: Log | undefined;
function fallbackLog(): Log {
  defaultLog ??= pino({ name: 'candidate-scoring' });
  return defaultLog;
}

async function requireJob(db: Db, caller: Caller, jobId: string): Promise<Job> {
  return (await findJob(db, caller.domain, jobId)) ?? Promise.reject(notFound(jobMessages.notFound));
}

/**
 * The criteria AI scoring uses for stage `stageId` of job `jobId` of the caller's organisation
 * (docs/product/candidates.md#scoring): the stage's AC1-AC5 titles ('stage'), else up to 5 of the job's
 * requirements ('requirements'), else 5 general criteria ('default').
 * @throws AppError NOT_FOUND 'Job not found' (also for another organisation's job).
 */
export async function getScoringCriteria(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
  stageId: string;
}): Promise<ScoringCriteria> {
  const { db, caller, jobId, stageId } = opts;
  const job = await requireJob(db, caller, jobId);
  const loaded = await loadScoringCriteria(db, { jobId, stageId, requirements: job.jd_requirements });
  return {
    stage_id: stageId,
    source: loaded.source,
    criteria: loaded.criteria.map(({ key, title }) => ({ key, title })),
  };
}

/**
 * The ScoreCandidates payload (docs/product/candidates.md#scoring): the job and JD fields and the candidates,
 * stamped `at`.
 */
export function buildScoreCandidatesPayload(opts: {
  job: Job;
  candidates: StageCandidate[];
  at: Date;
}): ScoreCandidatesPayload {
  const { job, candidates, at } = opts;
  return buildAutomationPayload(
    'ScoreCandidates',
    { ...jobPayloadFields(job), ...jdPayloadFields(job), candidates },
    at,
  );
}

const textSize = (c: StageCandidate) =>
  Object.values(c).reduce((n, v) => n + (typeof v === 'string' ? v.length : 0), 0);

/** Splits a run's candidates into payload-sized groups (PAYLOAD_MAX_CANDIDATES, PAYLOAD_MAX_CHARS). */
export function chunkCandidates(list: StageCandidate[]): StageCandidate[][] {
  const chunks: StageCandidate[][] = [];
  let current: StageCandidate[] = [];
  let chars = 0;
  for (const c of list) {
    const size = textSize(c);
    if (
      current.length > 0 &&
      (current.length >= PAYLOAD_MAX_CANDIDATES || chars + size > PAYLOAD_MAX_CHARS)
    ) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(c);
    chars += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * 'Score with AI' (ScoreCandidates, docs/product/candidates.md#scoring) on job `jobId` of the caller's
 * organisation, with the candidates area's dependencies: scores the stage's candidates that have no
 * overall_match yet, or exactly `candidate_ids` (which must all be in the stage). Checks the AI key
 * first so a missing one answers at once, creates a queued run, then dispatches the ScoreCandidates payload
 * (several for a large run; also POSTed to AUTOMATION_WEBHOOK_URL when set) or, without a queue, scores in
 * this process after answering. While a run of the stage is unfinished (and younger than LIVE_RUN_MS), it is
 * returned instead of starting another.
 * @returns the run, status 'queued' when new.
 * @throws AppError NOT_FOUND 'Job not found', or 'Candidate not found' when a given id is not in the stage;
 *   VALIDATION 'All candidates have been scored!' when there is none to score; UNAVAILABLE 'OpenAI API key
 *   not configured for your organization. Please contact your administrator.'
 *   (docs/product/candidates.md#scoring), or 'Error sending candidates for AI scoring' when the queue refuses
 *   the payload.
 */
export async function startScoring(
  opts: CandidatesDeps & { caller: Caller; jobId: string; body: ScoreCandidatesBody },
): Promise<ScoringRun> {
  const { caller, jobId, body, ...deps } = opts;
  const { db, ai } = deps;
  const job = await requireJob(db, caller, jobId);
  const scope = { domain: caller.domain, jobId, stageId: body.stage_id };
  const live = await findLatestRun(db, { ...scope, unfinishedSince: new Date(Date.now() - LIVE_RUN_MS) });
  if (live) return toScoringRun(live);
  const ids = body.candidate_ids ? [...new Set(body.candidate_ids)] : undefined;
  const list = await listStageCandidates(db, {
    ...scope,
    candidateIds: ids,
    limit: ids?.length ?? SCORING_RUN_MAX_CANDIDATES,
  });
  if (ids && list.length < ids.length) throw notFound(candidateMessages.candidateNotFound);
  if (list.length === 0) throw new AppError('VALIDATION', candidateMessages.allScored);
  await resolveProvider(db, {
    userEmail: caller.email,
    masterKey: ai.config.masterKey,
    server: ai.config.server,
  });

  const createdAt = new Date();
  const row = await insertRun(db, { ...scope, requestedBy: caller.id, total: list.length, createdAt });
  try {
    if (deps.automation) {
      for (const chunk of chunkCandidates(list)) {
        const payload = buildScoreCandidatesPayload({ job, candidates: chunk, at: createdAt });
        await dispatchAutomation(deps.automation, 'ScoreCandidates', payload, { requestedBy: caller.id });
      }
    } else {
      const payload = buildScoreCandidatesPayload({ job, candidates: list, at: createdAt });
      void runScoreCandidates(deps, payload, { requestedBy: caller.id }).catch((err: unknown) =>
        (deps.log ?? fallbackLog()).error({ err, runId: row.id }, 'scoring run crashed'),
      );
    }
  } catch (err) {
    (deps.log ?? fallbackLog()).error({ err, runId: row.id }, 'scoring run not dispatched');
    await failRun(db, row.id, candidateMessages.scoringFailed);
    throw new AppError('UNAVAILABLE', candidateMessages.scoringFailed);
  }
  return toScoringRun(row);
}

/**
 * Scoring run `runId` of job `jobId` of the caller's organisation.
 * @throws AppError NOT_FOUND 'Job not found' or 'Scoring run not found' (also across organisations).
 */
export async function readScoringRun(opts: { db: Db; caller: Caller; jobId: string; runId: string }) {
  const { db, caller, jobId, runId } = opts;
  await requireJob(db, caller, jobId);
  const row = await findRun(db, caller.domain, jobId, runId);
  if (!row) throw notFound(scoringRunNotFound);
  return toScoringRun(row);
}

/**
 * The latest scoring run of stage `stageId` of job `jobId` of the caller's organisation.
 * @returns `{ run }`, null when the stage has none. @throws AppError NOT_FOUND 'Job not found'.
 */
export async function readLatestScoringRun(opts: { db: Db; caller: Caller; jobId: string; stageId: string }) {
  const { db, caller, jobId, stageId } = opts;
  await requireJob(db, caller, jobId);
  const row = await findLatestRun(db, { domain: caller.domain, jobId, stageId });
  return { run: row ? toScoringRun(row) : null };
}
