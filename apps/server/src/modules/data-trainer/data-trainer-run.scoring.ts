import {
  type CvSorterScores,
  cvSorterCriteria,
  cvSorterFinalScore,
  DATA_TRAINER_SERVICE,
  TRAINER_SCORE_ATTEMPTS,
  trainerReasons,
} from '@rw/core';
import { AppError } from '#src/lib/app-error.js';
import { companyNameKey } from '#src/modules/cv-sorter/index.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import { type AiFailureReason, aiFailureReason, aiMessages } from '#src/platform/ai/ai-errors.js';
import type { CircuitBreaker } from '#src/platform/ai/circuit-breaker.js';
import {
  type CvSorterScoreOutput,
  cvSorterScorePromptWith,
} from '#src/platform/ai/prompts/cv-sorter-score.prompt.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { RunTakenOver, type TrainerHold } from './data-trainer-run.hold.js';
import {
  holdsRun,
  insertModelScore,
  modelScores,
  type RunCandidate,
  type RunRow,
} from './data-trainer-run.queries.js';
import { trainerLog } from './trainer-log.js';

/** Candidates of a part scored at once (the AI layer's limiter still paces every call). */
const CONCURRENCY = 4;

/** Failures every other call would meet too: the run stops and ends 'Training failed: {reason}'. */
const fatalReasons = new Set<AiFailureReason>(['not_configured', 'credit_limit', 'auth']);

/** The run cannot go on: it ends 'Training failed: {message}'. */
export class TrainingFailed extends Error {}

/** What a worker works a run with: the run, its user, the key given for it, its hold and circuit breaker. */
export type RunContext = {
  deps: DataTrainerDeps;
  run: RunRow;
  user: { id: string; email: string; domain: string };
  apiKey: string | undefined;
  hold: TrainerHold;
  signal: AbortSignal;
  breaker: CircuitBreaker;
  /** The company dataset's descriptions of the run's companies, by name key. */
  descriptions: Map<string, string>;
};

/** A model's final score and criteria for one candidate. */
export type ModelScore = { scores: CvSorterScores; final: number };

/** The user-visible reason of a failed call: the AI layer's message (a given key's own words when it was refused). */
export function failureMessage(ctx: Pick<RunContext, 'apiKey'>, err: unknown): string {
  if (ctx.apiKey && aiFailureReason(err) === 'auth') return trainerReasons.keyRejected;
  return err instanceof AppError ? err.message : aiMessages.failed;
}

/** Throws TrainingFailed when `err` would fail every other call too (no key, key refused, credit spent, provider down). */
export function stopIfFatal(ctx: Pick<RunContext, 'apiKey' | 'breaker'>, err: unknown): void {
  const reason = aiFailureReason(err);
  if ((reason && fatalReasons.has(reason)) || ctx.breaker.isOpen) {
    throw new TrainingFailed(failureMessage(ctx, ctx.breaker.error ?? err));
  }
}

/** The four scores of a reply, or null when it misses one (asked again, never filled in). */
function readScores(out: CvSorterScoreOutput): CvSorterScores | null {
  const scores = {} as CvSorterScores;
  for (const k of cvSorterCriteria) {
    const c = out[k];
    if (!c) return null;
    scores[k] = c.score;
  }
  return scores;
}

/** Runs `fn` over `items` with at most `limit` at once. */
async function eachConcurrently<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Scores `candidates` with `instructions` in the CV Sorter's blind scoring prompt, keyed under `iteration`
 * (docs/product/data-trainer.md#training): those already scored under it (an earlier worker's) are kept as
 * they are; each other is one model call (asked again up to TRAINER_SCORE_ATTEMPTS times when the reply
 * misses a criterion), its scores written with the call's usage in one transaction while the run is still
 * this worker's. `onScored` hears the count after each.
 * @returns the scores by candidate id, and how many could not be scored with the last reason.
 * @throws TrainingFailed on a failure every call would meet; RunTakenOver when the run was taken over.
 */
export async function scoreCandidates(
  ctx: RunContext,
  iteration: number,
  instructions: string,
  candidates: readonly RunCandidate[],
  onScored?: (done: number) => Promise<void>,
): Promise<{ results: Map<string, ModelScore>; failed: number; reason: string | null }> {
  const { deps, run } = ctx;
  const prompt = cvSorterScorePromptWith(instructions);
  const kept = await modelScores(deps.db, run.id, iteration);
  const results = new Map<string, ModelScore>();
  for (const c of candidates) {
    const k = kept.get(c.id);
    if (k) results.set(c.id, k);
  }
  let failed = 0;
  let reason: string | null = null;
  let fatal: unknown = null;
  await eachConcurrently(
    candidates.filter((c) => !results.has(c.id)),
    CONCURRENCY,
    async (c) => {
      for (let attempt = 1; attempt <= TRAINER_SCORE_ATTEMPTS; attempt += 1) {
        if (fatal || ctx.hold.lost) return;
        let saved: ModelScore | null = null;
        try {
          await runAiTask({
            db: deps.db,
            ai: deps.ai,
            user: ctx.user,
            apiKey: ctx.apiKey,
            prompt,
            input: {
              jobTitle: run.jobTitle,
              jobDescription: run.roleSummary,
              candidate: {
                title: c.title,
                company: c.company,
                companyDescription: ctx.descriptions.get(companyNameKey(c.company)) ?? null,
              },
            },
            service: DATA_TRAINER_SERVICE,
            signal: ctx.signal,
            breaker: ctx.breaker,
            commit: async (tx, out, call) => {
              if (!(await holdsRun(tx, run.id, run.generation))) throw new RunTakenOver();
              const scores = readScores(out);
              if (!scores) return;
              saved = { scores, final: cvSorterFinalScore(scores) };
              await insertModelScore(tx, {
                runId: run.id,
                iteration,
                candidateId: c.id,
                scores,
                finalScore: saved.final,
                model: call.model,
                tokensUsed: call.tokensUsed,
                cost: call.cost,
              });
            },
          });
        } catch (err) {
          if (err instanceof RunTakenOver || ctx.hold.lost) return;
          try {
            stopIfFatal(ctx, err);
          } catch (stop) {
            fatal ??= stop;
            return;
          }
          reason = failureMessage(ctx, err);
          trainerLog(deps).warn({ err, runId: run.id, iteration }, 'training candidate not scored');
          break;
        }
        if (saved) {
          results.set(c.id, saved);
          await onScored?.(results.size);
          return;
        }
        reason = aiMessages.invalidOutput;
      }
      failed += 1;
    },
  );
  if (fatal) throw fatal;
  if (ctx.hold.lost) throw new RunTakenOver();
  return { results, failed, reason };
}
