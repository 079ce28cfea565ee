import { TRAINER_RUN_MAX_RESUMES, type TrainerDescribing, trainerReasons } from '@rw/core';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { dataTrainerSettings } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import { findTaskUser } from '#src/modules/jobs/index.js';
import { aiMessages } from '#src/platform/ai/ai-errors.js';
import { resolveProvider } from '#src/platform/ai/key-resolution.js';
import { defaultRunLifecycle, startHeartbeat } from '#src/platform/queue/run-lifecycle.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import type { Caller } from '#src/plugins/auth.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { type DbOrTx, ensureSettings, listSet, type SettingsRow } from './data-trainer.queries.js';
import { RunTakenOver } from './data-trainer-run.hold.js';
import { describeCompanies, missingCompanies } from './describe-companies.js';
import { trainerLog } from './trainer-log.js';

/*
 * The description work of a set's companies outside a run (docs/product/data-trainer.md#company-descriptions):
 * started by an upload (when the organisation has a key) or by POST /api/data-trainer/companies/describe, as a
 * queue task `{ domain, generation }` whose state lives on the organisation's settings row.
 */

/** The queue task of the description work: `{ domain, generation }`. */
export const TRAINER_DESCRIBE_TASK = 'data-trainer.describe';

export function toDescribing(row: SettingsRow | undefined): TrainerDescribing {
  return {
    status: row?.describeStatus ?? 'idle',
    done: row?.describeDone ?? 0,
    total: row?.describeTotal ?? 0,
    error: row?.describeError ?? null,
  };
}

const mine = (domain: string, generation: number) =>
  and(
    eq(dataTrainerSettings.domain, domain),
    eq(dataTrainerSettings.describeGeneration, generation),
    eq(dataTrainerSettings.describeStatus, 'running'),
  );

/** Whether the description work is still generation `generation`'s (checked with each description kept). */
async function holdsDescribing(tx: DbOrTx, domain: string, generation: number): Promise<boolean> {
  const rows = await tx
    .update(dataTrainerSettings)
    .set({ describeHeartbeatAt: sql`now()` })
    .where(mine(domain, generation))
    .returning({ domain: dataTrainerSettings.domain });
  return rows.length > 0;
}

async function dispatch(deps: DataTrainerDeps, row: SettingsRow): Promise<void> {
  const task = { domain: row.domain, generation: row.describeGeneration };
  if (!deps.queue) {
    void describeSetCompanies(deps, task).catch((err: unknown) =>
      trainerLog(deps).error({ err, domain: row.domain }, 'company description work crashed'),
    );
    return;
  }
  const taskId = await deps.queue.send(TRAINER_DESCRIBE_TASK, task);
  await deps.db
    .update(dataTrainerSettings)
    .set({ describeTaskId: taskId })
    .where(mine(row.domain, row.describeGeneration));
}

/**
 * Describes the companies of the caller's set that the company dataset lacks, as server work with progress
 * (`data-trainer.progress` events with no run). A newer start replaces a running one.
 * @returns the work's state (idle when nothing is missing).
 * @throws AppError UNAVAILABLE 'OpenAI API key not configured for your organization. …' when the
 *   organisation has no key (a training run given a key describes them instead).
 */
export async function startDescribing(deps: DataTrainerDeps, caller: Caller): Promise<TrainerDescribing> {
  await resolveProvider(deps.db, {
    userEmail: caller.email,
    masterKey: deps.ai.config.masterKey,
    server: deps.ai.config.server,
  });
  const missing = await missingCompanies(deps.db, caller.domain, await listSet(deps.db, caller.domain));
  const now = (deps.runs ?? defaultRunLifecycle).clock();
  await ensureSettings(deps.db, caller.domain);
  const [row] = await deps.db
    .update(dataTrainerSettings)
    .set({
      describeStatus: missing.length > 0 ? 'running' : 'idle',
      describeGeneration: sql`${dataTrainerSettings.describeGeneration} + 1`,
      describeDone: 0,
      describeTotal: missing.length,
      describeError: null,
      describeUserId: caller.id,
      describeResumes: 0,
      describeTaskId: null,
      describeHeartbeatAt: now,
    })
    .where(eq(dataTrainerSettings.domain, caller.domain))
    .returning();
  if (!row) throw new AppError('INTERNAL', aiMessages.failed);
  if (row.describeStatus === 'running') await dispatch(deps, row);
  return toDescribing(row);
}

async function publish(deps: DataTrainerDeps, userId: string, row: SettingsRow) {
  await deps.bus?.publish(userId, {
    type: 'data-trainer.progress',
    data: {
      runId: null,
      status:
        row.describeStatus === 'running'
          ? 'running'
          : row.describeStatus === 'failed'
            ? 'failed'
            : 'completed',
      iteration: null,
      phase: row.describeStatus === 'running' ? 'describing' : 'done',
      done: row.describeDone,
      total: row.describeTotal,
    },
  });
}

/**
 * Works generation `generation` of organisation `domain`'s description work: the companies still missing are
 * described once (describeCompanies), each kept with its call's usage while the work is this generation's;
 * it ends idle, or failed with the reason when a failure stops every call (no key, key refused, credit
 * spent). Never throws.
 */
export async function describeSetCompanies(
  deps: DataTrainerDeps,
  task: { domain: string; generation: number; signal?: AbortSignal },
): Promise<void> {
  const log = trainerLog(deps);
  const lifecycle = deps.runs ?? defaultRunLifecycle;
  const { domain, generation } = task;
  const [row] = await deps.db.select().from(dataTrainerSettings).where(mine(domain, generation));
  const user = row?.describeUserId ? await findTaskUser(deps.db, row.describeUserId) : null;
  if (!row) return;
  const end = async (values: Partial<SettingsRow>) => {
    const [ended] = await deps.db
      .update(dataTrainerSettings)
      .set({ describeHeartbeatAt: null, describeTaskId: null, ...values })
      .where(mine(domain, generation))
      .returning();
    if (ended && user) await publish(deps, user.id, ended);
  };
  if (!user || user.domain !== domain) return end({ describeStatus: 'idle' });
  const controller = new AbortController();
  const heart = startHeartbeat({
    intervalMs: lifecycle.heartbeatMs,
    beat: () => holdsDescribing(deps.db, domain, generation),
    onLost: () => controller.abort(new RunTakenOver()),
    log,
  });
  try {
    const missing = await missingCompanies(deps.db, domain, await listSet(deps.db, domain));
    const progress = async (done: number) => {
      const [now] = await deps.db
        .update(dataTrainerSettings)
        .set({ describeDone: done, describeTotal: missing.length })
        .where(mine(domain, generation))
        .returning();
      if (now) await publish(deps, user.id, now);
    };
    await progress(0);
    const stopped = await describeCompanies({
      deps,
      domain,
      user,
      signal: task.signal ? AbortSignal.any([task.signal, controller.signal]) : controller.signal,
      names: missing,
      fence: (tx) => holdsDescribing(tx, domain, generation),
      onDone: progress,
      messageOf: (err) => (err instanceof AppError ? err.message : aiMessages.failed),
    });
    await heart.stop();
    await end(stopped ? { describeStatus: 'failed', describeError: stopped } : { describeStatus: 'idle' });
  } catch (err) {
    await heart.stop();
    if (err instanceof RunTakenOver || controller.signal.aborted) return;
    log.error({ err, domain }, 'company description work failed');
    await end({ describeStatus: 'failed', describeError: trainerReasons.interrupted }).catch(() => {});
  }
}

/**
 * Sends again (or, after TRAINER_RUN_MAX_RESUMES, fails) the description work whose worker died: running,
 * its heartbeat before `cutoff`, its task not waiting. The companies described before are in the dataset, so
 * none is paid for twice. @returns how many were taken over.
 */
export async function recoverDescribing(deps: DataTrainerDeps, cutoff: Date): Promise<number> {
  const stale = await deps.db
    .select()
    .from(dataTrainerSettings)
    .where(
      and(
        eq(dataTrainerSettings.describeStatus, 'running'),
        or(
          lt(dataTrainerSettings.describeHeartbeatAt, cutoff),
          isNull(dataTrainerSettings.describeHeartbeatAt),
        ),
      ),
    );
  let taken = 0;
  for (const row of stale) {
    if (await taskWaiting(deps.queue, row)) continue;
    const giveUp = row.describeResumes >= TRAINER_RUN_MAX_RESUMES;
    const [next] = await deps.db
      .update(dataTrainerSettings)
      .set({
        describeGeneration: row.describeGeneration + 1,
        describeResumes: row.describeResumes + 1,
        describeHeartbeatAt: (deps.runs ?? defaultRunLifecycle).clock(),
        describeTaskId: null,
        ...(giveUp
          ? { describeStatus: 'failed' as const, describeError: trainerReasons.tooManyResumes }
          : {}),
      })
      .where(mine(row.domain, row.describeGeneration))
      .returning();
    if (!next) continue;
    taken += 1;
    if (deps.queue && row.describeTaskId) {
      await deps.queue.cancel(TRAINER_DESCRIBE_TASK, [row.describeTaskId]).catch(() => {});
    }
    if (!giveUp) await dispatch(deps, next);
  }
  return taken;
}

async function taskWaiting(queue: TaskQueue | undefined, row: SettingsRow): Promise<boolean> {
  if (!queue || !row.describeTaskId) return false;
  const task = await queue.getTask(TRAINER_DESCRIBE_TASK, row.describeTaskId);
  return task?.state === 'created' || task?.state === 'retry';
}

/** Works the description work from the job queue in this process (no retries: the sweeper resumes it). */
export async function registerTrainerDescribeHandler(queue: TaskQueue, deps: DataTrainerDeps): Promise<void> {
  await queue.register<{ domain: string; generation: number }>(
    TRAINER_DESCRIBE_TASK,
    (data, task) => describeSetCompanies(deps, { ...data, signal: task.signal }),
    { concurrency: 2, expireInSeconds: 3600, retryLimit: 0 },
  );
}
