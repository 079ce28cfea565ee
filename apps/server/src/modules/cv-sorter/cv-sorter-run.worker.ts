import { randomInt } from 'node:crypto';
import {
  CV_SORTER_MAX_ATTEMPTS,
  CV_SORTER_SERVICE,
  type CvSorterCriterion,
  type CvSorterRationales,
  type CvSorterScores,
  cvSorterCriteria,
  cvSorterFinalScore,
  cvSorterMessages,
  processingCompleteMessage,
  trimRationale,
  UNKNOWN_VALUE,
} from '@rw/core';
import pino from 'pino';
import { AppError } from '#src/lib/app-error.js';
import { blindProfile } from '#src/modules/candidates/index.js';
import { findTaskUser } from '#src/modules/jobs/index.js';
import { notifyUser } from '#src/modules/notifications/index.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import { type AiFailureReason, aiFailureReason, aiMessages } from '#src/platform/ai/ai-errors.js';
import { CircuitBreaker } from '#src/platform/ai/circuit-breaker.js';
import { RateLimiter } from '#src/platform/ai/limiter.js';
import { companyDescriptionPrompt } from '#src/platform/ai/prompts/cv-sorter-company.prompt.js';
import type { CvSorterScoreOutput } from '#src/platform/ai/prompts/cv-sorter-score.prompt.js';
import type { Log } from '#src/platform/events/event.js';
import { defaultRunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import { companyNameKey, descriptionsFor, saveGeneratedDescription } from './company-dataset.queries.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import type { CandidateRow, SearchRow } from './cv-sorter.queries.js';
import { readSearch } from './cv-sorter.queries.js';
import { scoringPromptFor } from './cv-sorter-prompt.js';
import { progressEvent, RunHold, RunTakenOver } from './cv-sorter-run.progress.js';
import {
  addRunCost,
  claimRun,
  countFailedAttempt,
  failRun,
  finishRunIfDone,
  pendingCandidates,
  saveScores,
} from './cv-sorter-run.queries.js';

/** Failures every other call would meet too: the run stops calling the model and ends failed. */
const fatalReasons = new Set<AiFailureReason>(['not_configured', 'credit_limit', 'auth']);

let defaultLog: Log | undefined;
function fallbackLog(): Log {
  defaultLog ??= pino({ name: 'cv-sorter' });
  return defaultLog;
}

/** The candidates in random order (Fisher-Yates, crypto random): no position in the file favours anyone. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The pace of one run (docs/product/cv-sorter.md#batch-settings), on the AI layer's own limiter: at most
 * `batchSize` candidates in flight, and at most `batchSize` calls started in any `delayMs`. The key's limiter
 * still holds every call within its requests and tokens per minute. No sleeps.
 */
export function runPacer(batchSize: number, delayMs: number): RateLimiter {
  return new RateLimiter({
    rpm: batchSize,
    tpm: Number.MAX_SAFE_INTEGER,
    maxConcurrent: batchSize,
    windowMs: delayMs,
    marginMs: 0,
    burstWindowMs: 0,
  });
}

/**
 * The scores a reply gives (docs/product/cv-sorter.md#scoring): every criterion with a score (already clamped
 * and rounded) and a rationale (cut to 200 characters), or the criteria it missed.
 */
export function readScores(
  out: CvSorterScoreOutput,
): { scores: CvSorterScores; rationales: CvSorterRationales } | { missing: CvSorterCriterion[] } {
  const missing = cvSorterCriteria.filter((k) => !out[k]?.rationale);
  if (missing.length > 0) return { missing };
  const scores = {} as CvSorterScores;
  const rationales = {} as CvSorterRationales;
  for (const k of cvSorterCriteria) {
    scores[k] = out[k]!.score;
    rationales[k] = trimRationale(out[k]!.rationale);
  }
  return { scores, rationales };
}

/** 'The reply gave no usable score and rationale for seniorityMatch.' */
export function missingCriteriaMessage(missing: readonly CvSorterCriterion[]): string {
  return `The reply gave no usable score and rationale for ${missing.join(', ')}.`;
}

/** Runs `fn` over `items` with at most `limit` at once; `fn` must not throw. */
async function eachConcurrently<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type Failure = { message: string; reason: AiFailureReason | undefined };
const failureOf = (err: unknown): Failure => ({
  message: err instanceof AppError ? err.message : aiMessages.failed,
  reason: aiFailureReason(err),
});

/**
 * Works generation `generation` of a CV Sorter run (docs/product/cv-sorter.md#processing) for its user:
 * - takes the run (running) and holds it with a heartbeat;
 * - describes each distinct company of the pending candidates that the organisation's dataset lacks, once,
 *   saving it there (source 'generated') with the call's usage in one transaction;
 * - scores the pending candidates one model call each, in random order, blind (blindProfile: the name and
 *   link are taken out of the title and company, and nothing else of the candidate is sent), paced by the
 *   search's batch size and delay; a reply missing a criterion is asked again, and after
 *   CV_SORTER_MAX_ATTEMPTS the candidate fails with 'Processing failed after 3 attempts: {message}'. A
 *   candidate's scores, the run's cost and the call's usage commit together and only while the run is this
 *   generation's, so nothing is scored or charged twice, also after a resume;
 * - ends completed ('Processing complete! X successful, Y failed') when none is pending, with a last event
 *   and a notification; a key that is missing, rejected or out of credit ends it failed with that message.
 * Never throws; a worker whose run was taken over stops and saves nothing more.
 */
export async function runCvSorterSearch(
  deps: CvSorterDeps,
  task: { searchId: string; generation: number; signal?: AbortSignal },
): Promise<void> {
  const log = deps.log ?? fallbackLog();
  const lifecycle = deps.runs ?? defaultRunLifecycle;
  const { db } = deps;
  const search = await readSearch(db, task.searchId);
  const user = search ? await findTaskUser(db, search.userId) : null;
  if (!search || !user || user.domain !== search.domain) {
    log.warn({ searchId: task.searchId }, 'cv sorter run: search or user gone; skipped');
    return;
  }
  const claimed = await claimRun(db, search.id, task.generation, lifecycle.clock());
  if (!claimed) return;
  const hold = new RunHold(deps, user.id, search.id, task.generation, lifecycle, log);
  const signal = task.signal ? AbortSignal.any([task.signal, hold.signal]) : hold.signal;
  const breaker = new CircuitBreaker(deps.breaker);
  const run = { searchId: search.id, generation: task.generation };
  let fatal: Failure | null = null;
  const noteFailure = (err: unknown): Failure => {
    const failure = failureOf(err);
    if ((failure.reason && fatalReasons.has(failure.reason)) || breaker.isOpen) fatal ??= failure;
    return failure;
  };
  try {
    await hold.publish(claimed);
    const pending = await pendingCandidates(db, search.id);
    const pacer = runPacer(claimed.batchSize, claimed.delayMs);
    const descriptions = await describeCompanies(deps, {
      claimed,
      user,
      pending,
      hold,
      pacer,
      signal,
      breaker,
      noteFailure,
    });
    if (!fatal && !hold.lost) {
      await hold.enter({ phase: 'scoring' });
      const { prompt, version } = await scoringPromptFor(db, search.domain);
      await eachConcurrently(shuffled(pending), claimed.batchSize, async (c) => {
        for (let attempt = c.attempts; attempt < CV_SORTER_MAX_ATTEMPTS; attempt += 1) {
          if (hold.lost || fatal) return;
          if (breaker.error) noteFailure(breaker.error);
          if (fatal) return;
          const one = { ...run, candidateId: c.id };
          let outcome: 'scored' | 'pending' | 'failed' | null = null;
          const permit = await pacer.acquire(1, signal).catch(() => null);
          if (!permit) return;
          try {
            const company = c.currentCompany === UNKNOWN_VALUE ? null : c.currentCompany;
            const blind = blindProfile({
              firstName: c.name === UNKNOWN_VALUE ? null : (c.name.split(' ')[0] ?? null),
              lastName: c.name.includes(' ') ? c.name.slice(c.name.indexOf(' ') + 1) : null,
              email: null,
              phone: null,
              linkedinUrl: c.linkedinUrl,
              title: c.currentTitle === UNKNOWN_VALUE ? null : c.currentTitle,
              company,
              location: null,
              cvText: null,
              linkedinRawText: null,
            });
            await runAiTask({
              db,
              ai: deps.ai,
              user,
              prompt,
              input: {
                jobTitle: claimed.jobTitle,
                jobDescription: claimed.jobDescription,
                candidate: {
                  title: blind.title,
                  company: blind.company,
                  companyDescription: company ? (descriptions.get(companyNameKey(company)) ?? null) : null,
                },
              },
              service: CV_SORTER_SERVICE,
              signal,
              breaker,
              commit: async (tx, out, call) => {
                const read = readScores(out);
                if ('missing' in read) {
                  outcome = await countFailedAttempt(tx, one, missingCriteriaMessage(read.missing), call);
                } else {
                  const saved = await saveScores(tx, one, {
                    ...read,
                    score: cvSorterFinalScore(read.scores, claimed.weights),
                    assessment: out.assessment ? out.assessment.slice(0, 600) : null,
                    promptVersion: version,
                    model: call.model,
                    cost: call.cost,
                    tokensUsed: call.tokensUsed,
                    now: new Date(),
                  });
                  outcome = saved ? 'scored' : null;
                }
                if (!outcome || !(await addRunCost(tx, run.searchId, run.generation, call)))
                  throw new RunTakenOver();
              },
            });
          } catch (err) {
            if (hold.lost || err instanceof RunTakenOver) return;
            const failure = noteFailure(err);
            if (fatal) return;
            log.warn(
              { err, searchId: run.searchId, candidateId: c.id },
              'cv sorter candidate attempt failed',
            );
            outcome = await countFailedAttempt(db, one, failure.message).catch(() => null);
            if (!outcome) return;
          } finally {
            permit.release();
          }
          if (outcome !== 'pending') {
            hold.settled(c.id);
            return;
          }
        }
      });
    }
    breaker.dispose();
    await hold.close();
    if (hold.lost) return;
    const now = lifecycle.clock();
    const ended = fatal
      ? await failRun(db, run.searchId, run.generation, (fatal as Failure).message, now)
      : await finishRunIfDone(db, run.searchId, run.generation, now);
    if (ended) await announceEnd(deps, user.id, ended);
  } catch (err) {
    breaker.dispose();
    await hold.close().catch(() => {});
    if (hold.lost) return;
    log.error({ err, searchId: run.searchId }, 'cv sorter run failed');
    const ended = await failRun(
      db,
      run.searchId,
      run.generation,
      failureOf(err).message,
      lifecycle.clock(),
    ).catch(() => null);
    if (ended) await announceEnd(deps, user.id, ended).catch(() => {});
  }
}

/**
 * The run's first phase: a description for each distinct company of `pending` (not 'Unknown'), from the
 * organisation's dataset, else generated once and saved there. A company the model could not describe has
 * none (its candidates are scored without it). @returns descriptions by name key.
 */
async function describeCompanies(
  deps: CvSorterDeps,
  ctx: {
    claimed: SearchRow;
    user: { id: string; email: string; domain: string };
    pending: CandidateRow[];
    hold: RunHold;
    pacer: RateLimiter;
    signal: AbortSignal;
    breaker: CircuitBreaker;
    noteFailure: (err: unknown) => Failure;
  },
): Promise<Map<string, string>> {
  const { claimed, hold } = ctx;
  const names = new Map<string, string>();
  for (const c of ctx.pending) {
    if (c.currentCompany === UNKNOWN_VALUE) continue;
    const key = companyNameKey(c.currentCompany);
    if (key && !names.has(key)) names.set(key, c.currentCompany);
  }
  const known = await descriptionsFor(deps.db, claimed.domain, [...names.values()]);
  const missing = [...names].filter(([key]) => !known.has(key)).map(([, name]) => name);
  await hold.enter({ phase: 'companies', companiesDone: 0, companiesTotal: missing.length });
  let stop = false;
  await eachConcurrently(missing, claimed.batchSize, async (name) => {
    if (stop || hold.lost) return;
    const permit = await ctx.pacer.acquire(1, ctx.signal).catch(() => null);
    if (!permit) return;
    try {
      await runAiTask({
        db: deps.db,
        ai: deps.ai,
        user: ctx.user,
        prompt: companyDescriptionPrompt,
        input: { company: name },
        service: CV_SORTER_SERVICE,
        signal: ctx.signal,
        breaker: ctx.breaker,
        commit: async (tx, out, call) => {
          if (out.description) {
            known.set(
              companyNameKey(name),
              await saveGeneratedDescription(tx, claimed.domain, name, out.description),
            );
          }
          if (!(await addRunCost(tx, claimed.id, hold.generation, call, 'company'))) throw new RunTakenOver();
        },
      });
    } catch (err) {
      if (hold.lost || err instanceof RunTakenOver) return;
      const failure = ctx.noteFailure(err);
      if (failure.reason && fatalReasons.has(failure.reason)) stop = true;
      (deps.log ?? fallbackLog()).warn({ err, company: name }, 'company not described');
    } finally {
      permit.release();
      hold.settled();
    }
  });
  return known;
}

/**
 * The run's last event and the user's notification: 'Processing complete! X successful, Y failed', or
 * 'Processing failed. Please try again.' with the reason.
 */
export async function announceEnd(deps: CvSorterDeps, userId: string, row: SearchRow): Promise<void> {
  if (!deps.bus) return;
  const data = await progressEvent(deps, row);
  await deps.bus.publish(userId, { type: 'cv-sorter.progress', data });
  const completed = row.status === 'completed';
  await notifyUser(deps.db, deps.bus, {
    userId,
    type: completed ? 'success' : 'error',
    title: 'CV Sorter',
    message: completed
      ? processingCompleteMessage(data.scored, data.failed)
      : `${cvSorterMessages.processingFailed}${row.error ? ` ${row.error}` : ''}`,
    data: { kind: 'cv-sorter', searchId: row.id, status: row.status },
  });
}
