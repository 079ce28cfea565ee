import {
  candidateMessages,
  interruptedRunMessages,
  overallMatchOf,
  type ScoringRun,
  scoreCriterionKeys,
  scoreWithinRubric,
  scoringDoneMessage,
  scoringNotificationTitles,
  scoringProgressEvent,
} from '@rw/core';
import pino from 'pino';
import { AppError } from '#src/lib/app-error.js';
import { findTaskUser } from '#src/modules/jobs/index.js';
import { createNotification, notifyUser } from '#src/modules/notifications/index.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import {
  type AiFailureReason,
  aiFailure,
  aiFailureDetailOfError,
  aiFailureReason,
  aiMessages,
} from '#src/platform/ai/ai-errors.js';
import { CircuitBreaker, type CircuitBreakerOptions } from '#src/platform/ai/circuit-breaker.js';
import {
  type ScoreCandidateOutput,
  type ScoringCriterion,
  type ScoringJobFacts,
  scoreCandidatePrompt,
} from '#src/platform/ai/prompts/score-candidate.prompt.js';
import { type Automation, registerAutomationHandler } from '#src/platform/automation/automation.service.js';
import type { AutomationPayload } from '#src/platform/automation/automation-payloads.js';
import type { Log } from '#src/platform/events/event.js';
import {
  defaultRunLifecycle,
  type Heartbeat,
  type RunLifecycle,
  startHeartbeat,
} from '#src/platform/queue/run-lifecycle.js';
import { blindProfile } from './blind-profile.js';
import {
  beatRun,
  claimRun,
  failRun,
  findRunByStamp,
  finishRunIfDone,
  loadScoringCriteria,
  loadScoringTargets,
  pendingCandidates,
  type RecordScores,
  readRun,
  type ScoringRunRow,
  settleItems,
  toScoringRun,
  writeRecordScores,
} from './candidate-scoring.queries.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/**
 * What a scoring run works with: the database, the AI layer, and the bus for progress (no queue needed);
 * `breaker` tunes the run's circuit breaker (tests).
 */
export type ScoringRunnerDeps = Omit<CandidatesDeps, 'automation'> & { breaker?: CircuitBreakerOptions };
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
 * A record's scores from the model's reply: each criterion's score rounded to 1 decimal and kept inside the
 * rubric band the model named (`scoreWithinRubric`; slots without a criterion null), overall_match their mean to 1 decimal, the rationales by slot and 'overall'.
 * @throws AppError 'invalid_output' when a listed criterion was not answered.
 */
export function recordScoresOf(criteria: ScoringCriterion[], out: ScoreCandidateOutput): RecordScores {
  const scores = Object.fromEntries(scoreCriterionKeys.map((k) => [k, null])) as RecordScores['scores'];
  const rationales: RecordScores['rationales'] = {};
  for (const { key, rubric } of criteria) {
    const answer = out[key];
    if (!answer) throw aiFailure('invalid_output');
    scores[key] = scoreWithinRubric(answer.score, answer.band, rubric);
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

/** A worker's own run was taken over (or ended) by another: what it was doing is not saved. */
class RunTakenOver extends Error {
  constructor() {
    super('scoring run taken over by another worker');
  }
}

/**
 * One worker's hold on a run (docs/product/candidates.md#interrupted-runs): every `heartbeatMs`, and at most
 * every PROGRESS_INTERVAL_MS after a candidate is settled, it stamps the run's heartbeat and recounts its
 * counters from the items (beatRun), then publishes the run when it changed. When a beat finds the run of
 * another generation (a sweeper took it over) or ended, the worker has lost it: `signal` aborts its model
 * calls and it stops writing.
 */
class RunHold {
  private readonly controller = new AbortController();
  private readonly heart: Heartbeat;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private chain: Promise<void> = Promise.resolve();
  private changed = false;
  private closed = false;
  private lostRun = false;

  constructor(
    private readonly deps: ScoringRunnerDeps,
    private readonly userId: string,
    private readonly runId: string,
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

  /** The run is no longer this worker's. */
  get lost(): boolean {
    return this.lostRun;
  }

  private lose(): void {
    if (this.lostRun) return;
    this.lostRun = true;
    this.controller.abort(new RunTakenOver());
    this.log.warn({ runId: this.runId }, 'scoring run taken over; this worker stops');
  }

  async publish(row: ScoringRunRow): Promise<void> {
    lastPublishedAt.set(this.runId, Date.now());
    await this.deps.bus?.publish(this.userId, { type: scoringProgressEvent, data: toScoringRun(row) });
  }

  /** A candidate was settled: recount and publish soon (at most every PROGRESS_INTERVAL_MS per run). */
  settled(): void {
    this.changed = true;
    if (this.timer || this.closed) return;
    const now = Date.now();
    const at = Math.max(now, nextFlushAt.get(this.runId) ?? 0);
    nextFlushAt.set(this.runId, at + PROGRESS_INTERVAL_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, at - now);
  }

  /** Beats (and recounts); publishes the run when a candidate was settled since the last event. */
  flush(): Promise<void> {
    this.chain = this.chain.then(async () => {
      if (this.lostRun) return;
      try {
        const row = await beatRun(this.deps.db, this.runId, this.generation, this.lifecycle.clock());
        if (!row) return this.lose();
        if (this.closed || !this.changed) return;
        if (Date.now() - (lastPublishedAt.get(this.runId) ?? 0) < PROGRESS_INTERVAL_MS) return this.settled();
        this.changed = false;
        await this.publish(row);
      } catch (err) {
        this.log.warn({ err, runId: this.runId }, 'scoring progress not saved');
      }
    });
    return this.chain;
  }

  /** Stops beating; the caller ends or hands on the run. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.heart.stop();
    await this.chain;
  }
}

/**
 * Publishes the run's final state and notifies the user: 'Candidates scored', or the failure text — the
 * interrupted-run message when the run was interrupted too often, else 'Error sending candidates for AI
 * scoring' (docs/product/candidates.md#scoring).
 */
export async function announceEnd(
  deps: ScoringRunnerDeps,
  userId: string,
  row: ScoringRunRow,
  jobTitle: string,
) {
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
      : run.error === interruptedRunMessages.scoring
        ? interruptedRunMessages.scoring
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
 * its run (same job and user, created at the payload's timestamp) and takes it (claimRun: running, its
 * generation), then scores each candidate of the payload still pending in the run concurrently
 * (SCORING_CONCURRENCY, paced by the AI limiter) against the stage's criteria and the job description, blind
 * (blind-profile.ts). A candidate's scores (ac1_score..ac5_score, overall_match, score_rationales, scored_at
 * on its stage record), its item turning scored and the model call's usage commit in one transaction, only
 * while the run is still this worker's generation (docs/product/candidates.md#interrupted-runs): a candidate
 * is never scored or charged twice, also when a run is resumed after a crash. A candidate that fails after
 * the AI layer's retries is counted failed (with the plain-words detail of what happened) and its record left
 * as it was. The run's calls share a circuit breaker (docs/product/candidates.md#scoring): 3 failed attempts
 * in a row that say the provider is unavailable, or no answer at all within seconds while the provider does
 * not even answer a probe, stop every call, and the candidates left fail at once with that failure. While it works the worker stamps
 * the run's heartbeat and recounts its counters from the items, publishing `scoring.progress` at most 4 times
 * a second; when no candidate of the run is pending it ends completed (failed when none was scored) with a
 * final event and a notification. A worker whose run was taken over stops calling the model and saves nothing
 * more. Never throws for a candidate's failure; a broken run ends failed with the error text.
 * @returns the run as this call left it, or null when the user or the run no longer exists.
 */
export async function runScoreCandidates(
  deps: ScoringRunnerDeps,
  payload: ScoreCandidatesPayload,
  ctx: { requestedBy: string | null; attempt?: number; signal?: AbortSignal },
): Promise<ScoringRun | null> {
  const log = deps.log ?? fallbackLog();
  const lifecycle = deps.runs ?? defaultRunLifecycle;
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
  const claimed = await claimRun(db, run.id, lifecycle.clock());
  if (!claimed) return toScoringRun((await readRun(db, run.id)) ?? run);
  const hold = new RunHold(deps, user.id, run.id, claimed.generation, lifecycle, log);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, hold.signal]) : hold.signal;
  // A provider that is down fails the run within seconds rather than after every candidate's retries.
  const breaker = new CircuitBreaker(deps.breaker);
  type Failure = { message: string; detail?: string };
  const failureOf = (err: unknown): Failure => ({
    message: err instanceof AppError ? err.message : aiMessages.failed,
    detail: aiFailureDetailOfError(err),
  });
  const settle = async (candidateIds: string[], status: 'scored' | 'failed', failure?: Failure) => {
    await settleItems(db, {
      runId: run.id,
      generation: hold.generation,
      candidateIds,
      status,
      error: failure?.message,
      errorDetail: failure?.detail,
    });
    hold.settled();
  };
  try {
    // The first chunk of a run to start announces it; the others go on quietly.
    if (run.status === 'queued') await hold.publish(claimed);
    const { criteria } = await loadScoringCriteria(db, {
      jobId: run.jobId,
      stageId: run.stageId,
      requirements: payload.jdRequirements,
    });
    const pending = await pendingCandidates(
      db,
      run.id,
      payload.candidates.map((c) => c.candidateId),
    );
    const todo = payload.candidates.filter((c) => pending.has(c.candidateId));
    const targets = await loadScoringTargets(db, {
      domain: run.domain,
      jobId: run.jobId,
      stageId: run.stageId,
      candidateIds: todo.map((c) => c.candidateId),
    });
    const job = jobFactsOf(payload);
    let fatal: Failure | null = null;
    await eachConcurrently(todo, SCORING_CONCURRENCY, async (candidate) => {
      const id = candidate.candidateId;
      try {
        if (hold.lost) return;
        const target = targets.get(id);
        if (!target) return await settle([id], 'failed', { message: candidateMessages.candidateNotFound });
        if (breaker.error) fatal ??= failureOf(breaker.error);
        if (fatal) return await settle([id], 'failed', fatal);
        if (ctx.signal?.aborted) return await settle([id], 'failed', { message: aiMessages.timeout });
        let unusable: Failure | null = null;
        await runAiTask({
          db,
          ai: deps.ai,
          user,
          prompt: scoreCandidatePrompt,
          input: { job, criteria, candidate: blindProfile({ ...candidate, phone: target.phone }) },
          service: 'candidate-scoring',
          signal,
          breaker,
          // The scores, the item and the call's usage commit together, and only while the run is this worker's.
          commit: async (tx, output) => {
            let scores: RecordScores | null = null;
            try {
              scores = recordScoresOf(criteria, output);
            } catch (err) {
              unusable = failureOf(err);
            }
            const status = scores ? 'scored' : 'failed';
            const base = { runId: run.id, generation: hold.generation, candidateIds: [id] };
            const moved = await settleItems(tx, {
              ...base,
              status,
              error: unusable?.message,
              errorDetail: unusable?.detail,
            });
            if (moved.length === 0) throw new RunTakenOver();
            if (scores) await writeRecordScores(tx, [{ recordId: target.recordId, scores }]);
          },
        });
        if (unusable) log.warn({ runId: run.id, candidateId: id }, 'candidate not scored: unusable reply');
        hold.settled();
      } catch (err) {
        if (hold.lost || err instanceof RunTakenOver) return;
        const reason = aiFailureReason(err);
        const failure = failureOf(err);
        if ((reason && fatalReasons.has(reason)) || breaker.isOpen) fatal ??= failure;
        log.warn({ err, runId: run.id, candidateId: id, reason }, 'candidate not scored');
        // Not saved (the database unreachable): the candidate stays pending, for a resume to score.
        await settle([id], 'failed', failure).catch((e: unknown) =>
          log.warn({ err: e, runId: run.id, candidateId: id }, 'candidate failure not saved'),
        );
      }
    });
    breaker.dispose();
    await hold.close();
    if (hold.lost) return toScoringRun((await readRun(db, run.id)) ?? run);
    const ended = await finishRunIfDone(db, run.id, hold.generation, candidateMessages.scoringFailed);
    if (ended) {
      await announceEnd(deps, user.id, ended, payload.jobTitle);
      return toScoringRun(ended);
    }
    // Other chunks of this run are still being scored (or a candidate could not be saved): show how far it got.
    const current = await beatRun(db, run.id, hold.generation, lifecycle.clock());
    if (current) await hold.publish(current);
    return toScoringRun(current ?? (await readRun(db, run.id)) ?? run);
  } catch (err) {
    breaker.dispose();
    await hold.close().catch(() => {});
    log.error({ err, runId: run.id }, 'scoring run failed');
    const { message, detail } = failureOf(err);
    const ended = await failRun(db, run.id, message, hold.generation, detail);
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
