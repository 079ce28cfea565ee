import {
  agreement,
  candidatesNotScoredReason,
  improvementOver,
  iterationErrorMessage,
  shouldStopTraining,
  TRAINER_MAX_ITERATIONS,
  trainerMessages,
  trainerReasons,
  trainingFailedMessage,
} from '@rw/core';
import { findTaskUser } from '#src/modules/jobs/index.js';
import { CircuitBreaker } from '#src/platform/ai/circuit-breaker.js';
import { defaultRunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { type DbOrTx, datasetEntries } from './data-trainer.queries.js';
import { announceEnd } from './data-trainer-run.announce.js';
import { RunTakenOver, TrainerHold } from './data-trainer-run.hold.js';
import { claimRun, endRun } from './data-trainer-run.lifecycle.js';
import { bestIteration, optimiseInstructions } from './data-trainer-run.optimise.js';
import {
  ensureIteration,
  finishIteration,
  holdsRun,
  type IterationRow,
  listIterations,
  type RunCandidate,
  type RunRow,
  readRun,
  runCandidates,
  setIterationPrompt,
} from './data-trainer-run.queries.js';
import {
  failureMessage,
  type RunContext,
  scoreCandidates,
  TrainingFailed,
} from './data-trainer-run.scoring.js';
import { describeCompanies, missingCompanies } from './describe-companies.js';
import { dropRunKey, runKey } from './run-keys.js';
import { trainerLog } from './trainer-log.js';

/** The agreement of `candidates` scored in `results` (null when any is missing or it cannot be measured). */
function agreementOf(
  ctx: RunContext,
  candidates: readonly RunCandidate[],
  results: Map<string, { final: number }>,
) {
  if (candidates.some((c) => !results.has(c.id))) return null;
  return agreement(
    ctx.run.metric,
    candidates.map((c) => results.get(c.id)!.final),
    candidates.map((c) => c.handFinal),
  );
}

/**
 * Works iteration `n` unless it is finished (docs/product/data-trainer.md#training): its instructions (the
 * run's starting ones for the first, else the optimiser's, kept once asked), the training part scored with
 * them, and its agreement and improvement over the best before. A failure of this iteration only is its row
 * 'Error in iteration N: {reason}' with no similarity.
 */
async function workIteration(ctx: RunContext, n: number, training: readonly RunCandidate[]): Promise<void> {
  const { deps, run, hold } = ctx;
  let row = await ensureIteration(deps.db, run.id, n);
  if (row.finishedAt) return;
  const before = (await listIterations(deps.db, run.id)).filter((it) => it.iteration < n);
  const finish = async (values: Pick<IterationRow, 'similarity' | 'improvement' | 'error' | 'scored'>) => {
    const now = (deps.runs ?? defaultRunLifecycle).clock();
    if (!(await finishIteration(deps.db, run, n, values, now))) throw new RunTakenOver();
  };
  if (row.prompt === null) {
    if (n === 1) {
      await deps.db.transaction(async (tx) => {
        if (!(await holdsRun(tx, run.id, run.generation))) throw new RunTakenOver();
        await setIterationPrompt(tx, run.id, 1, run.baseInstructions, null);
      });
    } else {
      await hold.enter('optimising', n, 1);
      const out = await optimiseInstructions(ctx, n, before, training);
      if ('error' in out) {
        await finish({
          similarity: null,
          improvement: null,
          error: iterationErrorMessage(n, out.error),
          scored: 0,
        });
        return;
      }
    }
    row = await ensureIteration(deps.db, run.id, n);
  }
  await hold.enter('scoring', n, training.length);
  const scored = await scoreCandidates(ctx, n, row.prompt ?? run.baseInstructions, training, (done) =>
    hold.progress(done),
  );
  if (scored.failed > 0) {
    const reason = candidatesNotScoredReason(scored.failed, training.length, scored.reason ?? '');
    await finish({
      similarity: null,
      improvement: null,
      error: iterationErrorMessage(n, reason),
      scored: scored.results.size,
    });
    return;
  }
  const similarity = agreementOf(ctx, training, scored.results);
  const bestBefore = bestIteration(before)?.similarity ?? null;
  await finish({
    similarity,
    improvement: improvementOver(similarity, bestBefore),
    error: similarity === null ? iterationErrorMessage(n, trainerMessages.notMeasurable) : null,
    scored: scored.results.size,
  });
}

/** Whether training stops after the finished iteration `row` (no stop on the first one measured). */
function stopsAfter(row: IterationRow, before: readonly IterationRow[], threshold: number): boolean {
  if (row.iteration >= TRAINER_MAX_ITERATIONS) return true;
  if (bestIteration(before) === null) return false;
  return shouldStopTraining(row.iteration, row.improvement, threshold);
}

/**
 * The held-out part's agreement with the instructions of `iteration` (scored under it), or the reason it has
 * none. Progress counts on from `doneBefore`.
 */
async function heldOutAgreement(
  ctx: RunContext,
  iteration: IterationRow,
  heldOut: readonly RunCandidate[],
  doneBefore: number,
) {
  const scored = await scoreCandidates(
    ctx,
    iteration.iteration,
    iteration.prompt ?? ctx.run.baseInstructions,
    heldOut,
    (done) => ctx.hold.progress(doneBefore + done),
  );
  if (scored.failed > 0) {
    return {
      similarity: null,
      error: candidatesNotScoredReason(scored.failed, heldOut.length, scored.reason ?? ''),
    };
  }
  return { similarity: agreementOf(ctx, heldOut, scored.results), error: null };
}

/**
 * The whole run after its claim: the companies without a description described, the iterations until they
 * stop, then the best instructions (and the starting ones, for comparison) scored on the held-out part.
 * @returns the values the run ends with.
 */
async function train(ctx: RunContext): Promise<Partial<RunRow> & Pick<RunRow, 'status'>> {
  const { deps, run, hold } = ctx;
  const candidates = await runCandidates(deps.db, run.id);
  const training = candidates.filter((c) => c.part === 'training');
  const heldOut = candidates.filter((c) => c.part === 'held-out');

  const missing = await missingCompanies(
    deps.db,
    run.domain,
    candidates.map((c) => ({ currentCompany: c.company })),
  );
  await hold.enter('describing', null, missing.length);
  const stopped = await describeCompanies({
    deps,
    domain: run.domain,
    user: ctx.user,
    apiKey: ctx.apiKey,
    signal: ctx.signal,
    names: missing,
    fence: (tx: DbOrTx) => holdsRun(tx, run.id, run.generation),
    onDone: (done) => hold.progress(done),
    messageOf: (err) => failureMessage(ctx, err),
  });
  if (stopped) throw new TrainingFailed(stopped);
  const described = await datasetEntries(
    deps.db,
    run.domain,
    candidates.map((c) => c.company),
  );
  for (const [key, d] of described) ctx.descriptions.set(key, d.description);

  for (let n = 1; n <= TRAINER_MAX_ITERATIONS; n += 1) {
    await workIteration(ctx, n, training);
    const iterations = await listIterations(deps.db, run.id);
    const row = iterations.find((it) => it.iteration === n)!;
    if (
      stopsAfter(
        row,
        iterations.filter((it) => it.iteration < n),
        run.improvementThreshold,
      )
    )
      break;
  }

  const iterations = await listIterations(deps.db, run.id);
  const best = bestIteration(iterations);
  if (!best) throw new TrainingFailed(trainerReasons.nothingMeasured);
  const done = {
    status: 'completed' as const,
    bestIteration: best.iteration,
    trainingSimilarity: best.similarity,
  };
  if (heldOut.length === 0) return done;
  // The starting instructions are scored on the held-out part too, unless they are the best.
  const first = iterations.find((it) => it.iteration === 1 && it.prompt !== null);
  const baselineToo = first !== undefined && first.iteration !== best.iteration;
  await hold.enter('held-out', best.iteration, heldOut.length * (baselineToo ? 2 : 1));
  const held = await heldOutAgreement(ctx, best, heldOut, 0);
  const baseline = baselineToo ? await heldOutAgreement(ctx, first, heldOut, heldOut.length) : held;
  return {
    ...done,
    heldOutSimilarity: held.similarity,
    heldOutBaselineSimilarity: baseline.similarity,
    error: held.error ?? baseline.error,
  };
}

/**
 * Works generation `generation` of training run `runId` (docs/product/data-trainer.md#training) for the user
 * who started it: claims it, holds it with a heartbeat, trains, and ends it completed (with its best
 * iteration, training and held-out agreement) or failed ('Training failed: {reason}'), with a last progress
 * event and a notification. A run given a key of its own that this process no longer holds ends failed at
 * once (the key is never stored). A worker whose run was taken over stops and keeps nothing.
 * @throws only what the database throws when the run is read, claimed or ended (the caller logs it).
 */
export async function runTraining(
  deps: DataTrainerDeps,
  task: { runId: string; generation: number; signal?: AbortSignal },
): Promise<void> {
  const log = trainerLog(deps);
  const lifecycle = deps.runs ?? defaultRunLifecycle;
  const row = await readRun(deps.db, task.runId);
  const user = row?.userId ? await findTaskUser(deps.db, row.userId) : null;
  if (!row || row.generation !== task.generation) return;
  if (!user || user.domain !== row.domain) {
    const ended = await endRun(
      deps.db,
      row.id,
      row.generation,
      { status: 'failed', error: trainingFailedMessage(trainerReasons.interrupted) },
      lifecycle.clock(),
    );
    if (ended) log.warn({ runId: row.id }, 'training run: its user is gone; failed');
    return;
  }
  const apiKey = row.givenKey ? runKey(row.id) : undefined;
  if (row.givenKey && !apiKey) {
    const ended = await endRun(
      deps.db,
      row.id,
      row.generation,
      { status: 'failed', error: trainingFailedMessage(trainerReasons.keyNotKept) },
      lifecycle.clock(),
    );
    if (ended) await announceEnd(deps, ended);
    return;
  }
  const run = await claimRun(deps.db, row.id, task.generation, lifecycle.clock());
  if (!run) return;
  const hold = new TrainerHold(
    deps,
    { id: run.id, generation: run.generation, userId: user.id },
    lifecycle,
    log,
  );
  const breaker = new CircuitBreaker(deps.breaker);
  const ctx: RunContext = {
    deps,
    run,
    user,
    apiKey,
    hold,
    signal: task.signal ? AbortSignal.any([task.signal, hold.signal]) : hold.signal,
    breaker,
    descriptions: new Map(),
  };
  let values: Partial<RunRow> & Pick<RunRow, 'status'>;
  try {
    values = await train(ctx);
  } catch (err) {
    if (err instanceof RunTakenOver || hold.lost) {
      breaker.dispose();
      await hold.close();
      return;
    }
    if (!(err instanceof TrainingFailed)) log.error({ err, runId: run.id }, 'training run failed');
    const reason = err instanceof TrainingFailed ? err.message : trainerReasons.interrupted;
    values = { status: 'failed', error: trainingFailedMessage(reason) };
  }
  breaker.dispose();
  await hold.close();
  if (hold.lost) return;
  const ended = await endRun(deps.db, run.id, run.generation, values, lifecycle.clock());
  if (ended) {
    dropRunKey(run.id);
    await announceEnd(deps, ended);
  }
}
