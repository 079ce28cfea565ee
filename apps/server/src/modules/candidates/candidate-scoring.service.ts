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
import { findJob } from '#src/modules/jobs/index.js';
import { resolveProvider } from '#src/platform/ai/key-resolution.js';
import type { Log } from '#src/platform/events/event.js';
import { defaultRunLifecycle, staleCutoff } from '#src/platform/queue/run-lifecycle.js';
import type { Caller } from '#src/plugins/auth.js';
import { dispatchRun } from './candidate-scoring.dispatch.js';
import {
  failRun,
  findLatestRun,
  findRun,
  insertRun,
  listStageCandidates,
  loadScoringCriteria,
  toScoringRun,
} from './candidate-scoring.queries.js';
import { recoverScoringRuns } from './candidate-scoring.recovery.js';
import type { CandidatesDeps } from './candidates.plugin.js';

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
 * 'Score with AI' (ScoreCandidates, docs/product/candidates.md#scoring) on job `jobId` of the caller's
 * organisation, with the candidates area's dependencies: scores the stage's unscored candidates (no
 * overall_match yet and no interviewer's scorecard), or exactly `candidate_ids` (which must all be in the stage). Checks the AI key
 * first so a missing one answers at once, creates a queued run with one pending item per candidate, then
 * dispatches the ScoreCandidates payload (several for a large run; also POSTed to AUTOMATION_WEBHOOK_URL when
 * set) or, without a queue, scores in this process after answering. While a run of the stage is unfinished it
 * is returned instead of starting another; a run whose worker died (heartbeat stale) is first resumed or
 * failed (docs/product/candidates.md#interrupted-runs), so a crash never blocks the stage.
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
  const lifecycle = deps.runs ?? defaultRunLifecycle;
  const job = await requireJob(db, caller, jobId);
  const scope = { domain: caller.domain, jobId, stageId: body.stage_id };
  let live = await findLatestRun(db, { ...scope, unfinished: true });
  if (live && live.heartbeatAt < staleCutoff(lifecycle)) {
    await recoverScoringRuns(deps, { cutoff: staleCutoff(lifecycle), runIds: [live.id] });
    live = await findLatestRun(db, { ...scope, unfinished: true });
  }
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

  const row = await insertRun(
    db,
    { ...scope, requestedBy: caller.id, createdAt: lifecycle.clock() },
    list.map((c) => c.candidateId),
  );
  try {
    await dispatchRun(deps, { run: row, job, candidates: list, requestedBy: caller.id });
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
