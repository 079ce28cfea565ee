import {
  candidateMessages,
  overallMatchOf,
  roundScore,
  type ScoringRun,
  scoreCriterionKeys,
  scoringDoneMessage,
  scoringNotificationTitles,
  scoringProgressEvent,
} from '@rw/core';
import pino from 'pino';
import { AppError } from '#src/lib/app-error.js';
import { findTaskUser } from '#src/modules/jobs/index.js';
import { createNotification, notifyUser } from '#src/modules/notifications/index.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import { type AiFailureReason, aiFailure, aiFailureReason, aiMessages } from '#src/platform/ai/ai-errors.js';
import {
  type ScoreCandidateOutput,
  type ScoringCriterion,
  type ScoringJobFacts,
  scoreCandidatePrompt,
} from '#src/platform/ai/prompts/score-candidate.prompt.js';
import { type Automation, registerAutomationHandler } from '#src/platform/automation/automation.service.js';
import type { AutomationPayload } from '#src/platform/automation/automation-payloads.js';
import type { Log } from '#src/platform/events/event.js';
import { blindProfile } from './blind-profile.js';
import {
  addRunProgress,
  failRun,
  findRunByStamp,
  finishRunIfDone,
  loadScoringCriteria,
  loadScoringTargets,
  markRunRunning,
  type RecordScores,
  readRun,
  type ScoringRunRow,
  toScoringRun,
  writeRecordScores,
} from './candidate-scoring.queries.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/** What a scoring run works with: the database, the AI layer, and the bus for progress (no queue needed). */
export type ScoringRunnerDeps = Omit<CandidatesDeps, 'automation'>;
export type ScoreCandidatesPayload = AutomationPayload<'ScoreCandidates'>;

/**
 * Candidates in progress at once in one run. The AI limiter paces the requests themselves (no sleeps) and
 * holds at most 64 in flight per key; twice that keeps its slots full while the other candidates are
 * between calls (key lookup, metering and saving happen outside the slot).
 */
export const SCORING_CONCURRENCY = 128;
/** At most one `scoring.progress` event per run every this many ms (4 a second), plus the final one. */
export const PROGRESS_INTERVAL_MS = 250;

/** Failures that every other candidate would meet too: the run stops calling the model. */
const fatalReasons = new Set<AiFailureReason>(['not_configured', 'credit_limit', 'auth']);

let defaultLog: Log | undefined;
function fallbackLog(): Log {
  defaultLog ??= pino({ name: 'candidate-scoring' });
  return defaultLog;
}

/** The job as the prompt reads it, from the payload's job and JD fields. */
function jobFactsOf(p: ScoreCandidatesPayload): ScoringJobFacts {
  return {
    title: p.jobTitle,
    company: p.companyName,
    location: p.location,
    seniority: p.seniority,
    jobFunction: p.jobFunction,
    mission: p.jdRoleMission,
    responsibilities: p.jdResponsibilities,
    requirements: p.jdRequirements,
    niceToHave: p.jdNiceToHave,
    hardSkills: p.hardSkills,
    softSkills: p.softSkills,
  };
}

/**
 * A record's scores from the model's reply: each criterion's score rounded to 1 decimal (slots without a
 * criterion null), overall_match their mean to 1 decimal, the rationales by slot and 'overall'.
 * @throws AppError 'invalid_output' when a listed criterion was not answered.
 */
export function recordScoresOf(criteria: ScoringCriterion[], out: ScoreCandidateOutput): RecordScores {
  const scores = Object.fromEntries(scoreCriterionKeys.map((k) => [k, null])) as RecordScores['scores'];
  const rationales: RecordScores['rationales'] = {};
  for (const { key } of criteria) {
    const answer = out[key];
    if (!answer) throw aiFailure('invalid_output');
    scores[key] = roundScore(answer.score);
    rationales[key] = answer.rationale;
  }
  rationales.overall = out.overall_rationale;
  const values = criteria.map((c) => scores[c.key] as number);
  return { scores, overallMatch: overallMatchOf(values) ?? 0, rationales };
}

/** Runs `fn` over `items` with at most `limit` at once; `fn` must not throw. */
async function eachConcurrently<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** When each run may next write its progress, and when it last published it, in this process (its chunks share them). */
const nextFlushAt = new Map<string, number>();
const lastPublishedAt = new Map<string, number>();

type ScoredRecord = { recordId: string; scores: RecordScores };

/**
 * A run's results kept in memory and written at most every PROGRESS_INTERVAL_MS, each time in one
 * transaction: the scores of the records scored since (one statement) with the run's counters, then a
 * progress event. A crash loses only what was not yet written, and then counters and records agree.
 */
class RunProgress {
  private scoredRecords: ScoredRecord[] = [];
  private delta = { scored: 0, failed: 0, error: null as string | null };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private chain: Promise<void> = Promise.resolve();
  /** A state was written but not published (too soon after the last event). */
  private unannounced = false;
  private closed = false;

  constructor(
    private readonly deps: ScoringRunnerDeps,
    private readonly userId: string,
    private readonly runId: string,
    private readonly log: Log,
  ) {}

  /** Counts a candidate scored; `record` is written with the next flush (none: already written). */
  scored(record?: ScoredRecord): void {
    if (record) this.scoredRecords.push(record);
    this.delta.scored++;
    this.schedule();
  }

  failed(error: string): void {
    this.delta.failed++;
    this.delta.error ??= error;
    this.schedule();
  }

  async publish(row: ScoringRunRow): Promise<void> {
    lastPublishedAt.set(this.runId, Date.now());
    this.unannounced = false;
    await this.deps.bus?.publish(this.userId, { type: scoringProgressEvent, data: toScoringRun(row) });
  }

  private get pending(): boolean {
    return this.delta.scored > 0 || this.delta.failed > 0;
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    const now = Date.now();
    const at = Math.max(now, nextFlushAt.get(this.runId) ?? 0);
    nextFlushAt.set(this.runId, at + PROGRESS_INTERVAL_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush(true);
    }, at - now);
  }

  /**
   * Writes what was gathered so far; `announce` publishes the run as it then is, unless an event went out
   * less than PROGRESS_INTERVAL_MS ago (then a later flush publishes it).
   */
  flush(announce: boolean): Promise<void> {
    this.chain = this.chain.then(async () => {
      let row: ScoringRunRow | null = null;
      if (this.pending) {
        row = await this.write();
        this.unannounced ||= row !== null;
      }
      if (!announce || !this.unannounced || this.closed) return;
      if (Date.now() - (lastPublishedAt.get(this.runId) ?? 0) < PROGRESS_INTERVAL_MS) return this.schedule();
      row ??= await readRun(this.deps.db, this.runId);
      if (row) await this.publish(row);
    });
    return this.chain;
  }

  private async write(): Promise<ScoringRunRow | null> {
    const records = this.scoredRecords;
    const d = this.delta;
    this.scoredRecords = [];
    this.delta = { scored: 0, failed: 0, error: null };
    try {
      return await this.deps.db.transaction(async (tx) => {
        await writeRecordScores(tx, records);
        return addRunProgress(tx, this.runId, d);
      });
    } catch (err) {
      // Kept for the next write: the run ends only when every candidate is counted.
      this.scoredRecords.unshift(...records);
      this.delta.scored += d.scored;
      this.delta.failed += d.failed;
      this.delta.error ??= d.error;
      this.log.warn({ err, runId: this.runId }, 'scoring progress not saved');
      return null;
    }
  }

  /**
   * Stops the timer and writes what is left without an event (the caller announces the end).
   * @throws when the results cannot be written.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush(false);
    if (this.pending) await this.flush(false);
    if (this.pending) throw new Error('The scores could not be saved.');
  }
}

/**
 * Publishes the run's final state and notifies the user: 'Candidates scored' or the failure text
 * (docs/product/candidates.md#scoring).
 */
async function announceEnd(deps: ScoringRunnerDeps, userId: string, row: ScoringRunRow, jobTitle: string) {
  nextFlushAt.delete(row.id);
  lastPublishedAt.delete(row.id);
  const run = toScoringRun(row);
  const completed = run.status === 'completed';
  const note = {
    userId,
    type: completed ? ('success' as const) : ('error' as const),
    title: completed ? scoringNotificationTitles.completed : scoringNotificationTitles.failed,
    message: completed
      ? scoringDoneMessage(run.scored, jobTitle, run.failed)
      : candidateMessages.scoringFailed,
    data: { kind: 'scoring', ...run },
  };
  if (!deps.bus) {
    await createNotification(deps.db, note);
    return;
  }
  await deps.bus.publish(userId, { type: scoringProgressEvent, data: run });
  await notifyUser(deps.db, deps.bus, note);
}

/**
 * Runs a ScoreCandidates instruction (docs/product/candidates.md#scoring) for the user who asked: finds
 * its run (same job and user, created at the payload's timestamp), then scores each candidate of the payload
 * concurrently (SCORING_CONCURRENCY, paced by the AI limiter) against the stage's criteria and the job
 * description, blind (blind-profile.ts), and writes ac1_score..ac5_score, overall_match, score_rationales
 * and scored_at to the candidate's stage record. A candidate that fails after the AI layer's retries is
 * counted failed and its record left as it was. Progress goes to the run row and, at most 4 times a second,
 * as `scoring.progress` events; when every candidate of the run is counted it ends completed (failed when
 * none was scored) with a final event and a notification. A retried queue job skips candidates this run
 * already scored. Never throws for a candidate's failure; a broken run ends failed with the error text.
 * @returns the run as this call left it, or null when the user or the run no longer exists.
 */
export async function runScoreCandidates(
  deps: ScoringRunnerDeps,
  payload: ScoreCandidatesPayload,
  ctx: { requestedBy: string | null; attempt?: number; signal?: AbortSignal },
): Promise<ScoringRun | null> {
  const log = deps.log ?? fallbackLog();
  const { db } = deps;
  const user = ctx.requestedBy ? await findTaskUser(db, ctx.requestedBy) : null;
  const run = user
    ? await findRunByStamp(db, {
        jobId: payload.jobId,
        requestedBy: user.id,
        createdAt: new Date(payload.timestamp),
      })
    : null;
  if (!user || !run || run.domain !== user.domain) {
    log.warn({ jobId: payload.jobId, requestedBy: ctx.requestedBy }, 'scoring run not found; skipped');
    return null;
  }
  if (run.status === 'completed' || run.status === 'failed') return toScoringRun(run);
  const progress = new RunProgress(deps, user.id, run.id, log);
  try {
    const started = await markRunRunning(db, run.id);
    // The first chunk of a run to start announces it; the others go on quietly.
    if (started && run.status === 'queued') await progress.publish(started);
    const { criteria } = await loadScoringCriteria(db, {
      jobId: run.jobId,
      stageId: run.stageId,
      requirements: payload.jdRequirements,
    });
    const targets = await loadScoringTargets(db, {
      domain: run.domain,
      jobId: run.jobId,
      stageId: run.stageId,
      candidateIds: payload.candidates.map((c) => c.candidateId),
    });
    const job = jobFactsOf(payload);
    let fatal: string | null = null;
    await eachConcurrently(payload.candidates, SCORING_CONCURRENCY, async (candidate) => {
      const target = targets.get(candidate.candidateId);
      if (!target) return progress.failed(candidateMessages.candidateNotFound);
      const retried = (ctx.attempt ?? 1) > 1;
      if (retried && target.scoredAt && target.scoredAt >= run.createdAt) return progress.scored();
      if (fatal) return progress.failed(fatal);
      if (ctx.signal?.aborted) return progress.failed(aiMessages.timeout);
      try {
        const output = await runAiTask({
          db,
          ai: deps.ai,
          user,
          prompt: scoreCandidatePrompt,
          input: { job, criteria, candidate: blindProfile({ ...candidate, phone: target.phone }) },
          service: 'candidate-scoring',
          signal: ctx.signal,
        });
        progress.scored({ recordId: target.recordId, scores: recordScoresOf(criteria, output) });
      } catch (err) {
        const reason = aiFailureReason(err);
        const message = err instanceof AppError ? err.message : aiMessages.failed;
        if (reason && fatalReasons.has(reason)) fatal ??= message;
        log.warn({ err, runId: run.id, candidateId: candidate.candidateId, reason }, 'candidate not scored');
        progress.failed(message);
      }
    });
    await progress.close();
    const ended = await finishRunIfDone(db, run.id, candidateMessages.scoringFailed);
    if (ended) {
      await announceEnd(deps, user.id, ended, payload.jobTitle);
      return toScoringRun(ended);
    }
    // Other chunks of this run are still being scored: show how far it got.
    const current = await readRun(db, run.id);
    if (current) await progress.publish(current);
    return current ? toScoringRun(current) : null;
  } catch (err) {
    await progress.close().catch(() => {});
    log.error({ err, runId: run.id }, 'scoring run failed');
    const ended = await failRun(db, run.id, err instanceof AppError ? err.message : aiMessages.failed);
    if (ended) await announceEnd(deps, user.id, ended, payload.jobTitle);
    return ended ? toScoringRun(ended) : null;
  }
}

/**
 * Registers the built-in ScoreCandidates handler on the automation queue (DESIGN.md, AI): each queued
 * payload (a run, or one chunk of a large run) is scored by `runScoreCandidates` for the user who
 * dispatched it. Up to 4 payloads at once per process; one may run for an hour. Call once per process.
 * @throws if a ScoreCandidates handler is already registered in this process.
 */
export async function registerCandidateScoringHandlers(
  automation: Automation,
  deps: ScoringRunnerDeps,
): Promise<void> {
  await registerAutomationHandler(
    automation,
    'ScoreCandidates',
    (payload, { requestedBy, job }) =>
      runScoreCandidates(deps, payload, { requestedBy, attempt: job.attempt, signal: job.signal }),
    { concurrency: 4, expireInSeconds: 3600 },
  );
}
