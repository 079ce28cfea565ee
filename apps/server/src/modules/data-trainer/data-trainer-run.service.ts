import {
  handFinalScore,
  splitTrainingSet,
  TRAINER_RUN_MAX_RESUMES,
  type TrainerRun,
  type TrainerRunBody,
  trainerMessages,
  trainerReasons,
  trainerRunBody,
  trainingFailedMessage,
} from '@rw/core';
import { AppError, notFound } from '#src/lib/app-error.js';
import { scoringPromptFor } from '#src/modules/cv-sorter/index.js';
import { aiFailureReason } from '#src/platform/ai/ai-errors.js';
import { resolveProvider } from '#src/platform/ai/key-resolution.js';
import { defaultRunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import type { Caller } from '#src/plugins/auth.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { saveSettings, scoredCandidates, setCounts } from './data-trainer.queries.js';
import { announceEnd } from './data-trainer-run.announce.js';
import { endRun, findStaleRuns, setRunTask, takeOverRun } from './data-trainer-run.lifecycle.js';
import {
  findRun,
  type IterationRow,
  insertRun,
  listIterations,
  type RunRow,
} from './data-trainer-run.queries.js';
import { runTraining } from './data-trainer-run.worker.js';
import { dropRunKey, holdRunKey, runKey } from './run-keys.js';
import { trainerLog } from './trainer-log.js';

/** The queue task of a training run: `{ runId, generation }` (never a key). */
export const TRAINER_RUN_TASK = 'data-trainer.run';

/** A run as the API answers it, with its iterations so far (docs/product/data-trainer.md#training). */
export function toRun(row: RunRow, iterations: readonly IterationRow[]): TrainerRun {
  return {
    id: row.id,
    status: row.status,
    metric: row.metric,
    improvementThreshold: row.improvementThreshold,
    jobTitle: row.jobTitle,
    roleSummary: row.roleSummary,
    trainingCount: row.trainingCount,
    heldOutCount: row.heldOutCount,
    allUsed: row.allUsed,
    iterations: iterations
      .filter((it) => it.prompt !== null || it.finishedAt)
      .map((it) => ({
        iteration: it.iteration,
        similarity: it.similarity,
        improvement: it.improvement,
        prompt: it.prompt ?? '',
        error: it.error,
        scored: it.scored,
        finishedAt: it.finishedAt?.toISOString() ?? null,
      })),
    bestIteration: row.bestIteration,
    trainingSimilarity: row.trainingSimilarity,
    heldOutSimilarity: row.heldOutSimilarity,
    heldOutBaselineSimilarity: row.heldOutBaselineSimilarity,
    phase: row.status === 'queued' || row.status === 'running' ? row.phase : null,
    baseVersion: row.baseVersion,
    adoptedVersion: row.adoptedVersion,
    error: row.error,
    startedBy: row.startedBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** GET /api/data-trainer/runs/{id}. @throws AppError NOT_FOUND 'Training run not found'. */
export async function getRun(deps: DataTrainerDeps, caller: Caller, id: string): Promise<TrainerRun> {
  const row = await findRun(deps.db, caller.domain, id);
  if (!row) throw notFound(trainerMessages.runNotFound);
  return toRun(row, await listIterations(deps.db, row.id));
}

/**
 * Sends a queued generation to be worked: in this process when the run was given a key of its own (the key
 * lives only here) or there is no queue; else as a queue task, its id kept on the run so a sweeper can tell a
 * run waiting in the queue from one whose worker died.
 */
async function dispatchRun(deps: DataTrainerDeps, row: RunRow): Promise<void> {
  const task = { runId: row.id, generation: row.generation };
  if (!deps.queue || row.givenKey) {
    void runTraining(deps, task).catch((err: unknown) =>
      trainerLog(deps).error({ err, runId: row.id }, 'training run crashed'),
    );
    return;
  }
  const taskId = await deps.queue.send(TRAINER_RUN_TASK, task);
  await setRunTask(deps.db, row.id, row.generation, taskId);
}

/**
 * 'Start Training' (docs/product/data-trainer.md#training): saves the settings, splits the hand-scored
 * candidates (seeded), and queues a run starting from the instructions the CV Sorter scores with now (the
 * organisation's adopted version, else the built-in ones). `body.apiKey`, when given, is used for this run
 * only and never stored or logged.
 * @throws AppError VALIDATION 'Please upload candidate data first', 'Please score at least one candidate
 *   before training', 'Please enter your OpenAI API key' (no key given and none for the organisation);
 *   CONFLICT 'A training run is already going on.'
 */
export async function startRun(
  deps: DataTrainerDeps,
  caller: Caller,
  input: TrainerRunBody,
): Promise<TrainerRun> {
  const body = trainerRunBody.parse(input);
  const { apiKey, ...settings } = body;
  const counts = await setCounts(deps.db, caller.domain);
  if (counts.total === 0) throw new AppError('VALIDATION', trainerMessages.uploadFirst);
  if (counts.scored === 0) throw new AppError('VALIDATION', trainerMessages.scoreFirst);
  if (!apiKey) {
    try {
      await resolveProvider(deps.db, {
        userEmail: caller.email,
        masterKey: deps.ai.config.masterKey,
        server: deps.ai.config.server,
      });
    } catch (err) {
      if (aiFailureReason(err) === 'not_configured')
        throw new AppError('VALIDATION', trainerMessages.enterApiKey);
      throw err;
    }
  }
  await saveSettings(deps.db, caller.domain, settings);
  const scored = await scoredCandidates(deps.db, caller.domain);
  // By position in the file: the same file, scored the same, splits the same way every time.
  const split = splitTrainingSet(scored, (c) => String(c.position).padStart(6, '0'));
  const base = await scoringPromptFor(deps.db, caller.domain);
  const part = (p: 'training' | 'held-out') => (c: (typeof scored)[number]) => ({
    id: c.id,
    part: p,
    hand: c.scores!,
    handFinal: c.handFinalScore ?? handFinalScore(c.scores!),
  });
  const row = await insertRun(
    deps.db,
    {
      domain: caller.domain,
      userId: caller.id,
      startedBy: caller.email,
      metric: settings.metric,
      improvementThreshold: settings.improvementThreshold,
      jobTitle: settings.jobTitle,
      roleSummary: settings.roleSummary,
      trainingCount: split.training.length,
      heldOutCount: split.heldOut.length,
      allUsed: split.allUsed,
      baseVersion: base.versionNumber,
      baseInstructions: base.instructions,
      givenKey: Boolean(apiKey),
      phase: 'describing',
    },
    [...split.training.map(part('training')), ...split.heldOut.map(part('held-out'))],
  );
  if (!row) throw new AppError('CONFLICT', trainerMessages.alreadyTraining);
  if (apiKey) holdRunKey(row.id, apiKey);
  await dispatchRun(deps, row);
  return toRun(row, []);
}

/** Whether the run's queue task is waiting to start (created, or due for a retry). */
async function taskWaiting(queue: TaskQueue | undefined, row: RunRow): Promise<boolean> {
  if (!queue || !row.taskId) return false;
  const task = await queue.getTask(TRAINER_RUN_TASK, row.taskId);
  return task?.state === 'created' || task?.state === 'retry';
}

/**
 * Resumes or fails the training runs whose worker died (docs/product/data-trainer.md#training): each queued or
 * running run whose heartbeat is before `cutoff` and whose task is not waiting is taken over (a new
 * generation: the old worker can keep nothing more), then sent again — it goes on from its last kept answer,
 * scoring only the candidates without a score, so none is paid for twice — or, after
 * TRAINER_RUN_MAX_RESUMES resumes, or when it was given a key this process does not hold, ended 'Training
 * failed: {reason}'. Safe on every instance at once.
 * @returns how many runs were taken over.
 */
export async function recoverTrainerRuns(deps: DataTrainerDeps, cutoff: Date): Promise<number> {
  const log = trainerLog(deps);
  const lifecycle = deps.runs ?? defaultRunLifecycle;
  let taken = 0;
  for (const stale of await findStaleRuns(deps.db, cutoff)) {
    if (await taskWaiting(deps.queue, stale)) continue;
    const run = await takeOverRun(deps.db, stale, lifecycle.clock());
    if (!run) continue;
    taken += 1;
    log.warn({ runId: run.id, resumes: run.resumes }, 'training run lost its worker; taken over');
    if (deps.queue && stale.taskId) {
      await deps.queue
        .cancel(TRAINER_RUN_TASK, [stale.taskId])
        .catch((err: unknown) => log.warn({ err, runId: run.id }, 'dead training task not cancelled'));
    }
    const reason =
      run.givenKey && !runKey(run.id)
        ? trainerReasons.keyNotKept
        : run.resumes > TRAINER_RUN_MAX_RESUMES
          ? trainerReasons.tooManyResumes
          : null;
    if (reason) {
      dropRunKey(run.id);
      const ended = await endRun(
        deps.db,
        run.id,
        run.generation,
        { status: 'failed', error: trainingFailedMessage(reason) },
        lifecycle.clock(),
      );
      if (ended) await announceEnd(deps, ended);
      continue;
    }
    await dispatchRun(deps, run).catch((err: unknown) =>
      log.warn({ err, runId: run.id }, 'training run not resumed'),
    );
  }
  return taken;
}

/**
 * Works training runs from the job queue in this process (up to 2 at once). The queue does not retry a run:
 * a worker that dies is noticed by the sweeper (recoverTrainerRuns).
 */
export async function registerTrainerRunHandler(queue: TaskQueue, deps: DataTrainerDeps): Promise<void> {
  await queue.register<{ runId: string; generation: number }>(
    TRAINER_RUN_TASK,
    (data, task) => runTraining(deps, { ...data, signal: task.signal }),
    { concurrency: 2, expireInSeconds: 6 * 3600, retryLimit: 0 },
  );
}
