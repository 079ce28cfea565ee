import crypto from 'node:crypto';
import {
  type JobAiStarted,
  type JobAiTask,
  type JobAiTaskState,
  type JobFieldsUpdate,
  jobMessages,
} from '@rw/core';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '#src/db/client.js';
import { notifications } from '#src/db/schema/index.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { createNotification, notifyUser } from '#src/modules/notifications/index.js';
import { aiDeadline, aiFailureDetailOfError, aiFailureReason } from '#src/platform/ai/ai-errors.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import {
  type Automation,
  type AutomationJobData,
  automationJobName,
  dispatchAutomation,
} from '#src/platform/automation/automation.service.js';
import type { EventBus, Log } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import { buildJobPayload, instructionOf, type JobAiJob, withEdits } from './job-ai-payloads.js';
import {
  generateJobDescription,
  type JobAiOutcome,
  type JobAiRun,
  predictSalary,
  summariseIntake,
} from './job-ai-results.js';
import { findJob, findTaskUser } from './jobs.queries.js';

/**
 * What the AI tasks of a job run on. With `automation` (the Postgres queue), tasks are dispatched as
 * automation instructions and run by the handlers `registerJobAutomationHandlers` registers; without it they
 * run in this process right after the request answers. `bus` pushes `job.ai` and notification events.
 */
export type JobAiDeps = {
  db: Db;
  ai: AiRuntime;
  automation?: Automation;
  bus?: EventBus;
  log?: Log;
  /** Overall deadline of one task in ms (default 3 minutes). */
  timeoutMs?: number;
};

/** The notification data that records a task's end; the task state is read back from it. */
type TaskRecord = {
  kind: 'job.ai';
  taskId: string;
  jobId: string;
  task: JobAiTask;
  status: 'completed' | 'failed';
  message: string;
  rationale: string | null;
  reason?: string;
  /** A failure: what happened, in plain words (docs/product/ai.md#what-happened); absent in older records. */
  detail?: string | null;
};

/**
 * Tasks started in this process without a queue, until their outcome is recorded: task id → who asked and
 * on which job. (Queued tasks are looked up in the queue.)
 */
const startedInProcess = new Map<string, { userId: string; jobId: string }>();

const titles: Record<JobAiTask, string> = {
  'generate-jd': 'Job description ready',
  salary: 'Salary range predicted',
  'intake-summary': 'Intake notes summarised',
};

/**
 * Starts AI task `task` of job `jobId` of the caller's organisation (docs/product/jobs.md#ai-automation:
 * GenerateJD, SalaryGen, IntakeSummary) with the saved job and the request's `edits` on top, and answers at
 * once; the result is written to the job.
 * @returns the task id to poll with `readJobAiTask`.
 * @throws AppError NOT_FOUND 'Job not found'; VALIDATION when IntakeSummary has no notes to summarise;
 *   CONFLICT when the same task already runs for this job (queue mode).
 */
export async function startJobAiTask(
  opts: JobAiDeps & { caller: Caller; jobId: string; task: JobAiTask; edits?: JobFieldsUpdate },
): Promise<JobAiStarted> {
  const { caller, jobId, task, edits, ...deps } = opts;
  const saved = await findJob(deps.db, caller.domain, jobId);
  if (!saved) throw notFound(jobMessages.notFound);
  const job = withEdits(saved, edits ?? {});
  if (task === 'intake-summary' && !job.intake_notes?.trim()) {
    throw new AppError('VALIDATION', jobMessages.intakeNotesRequired);
  }
  const work = buildJobPayload(task, job);
  if (deps.automation) {
    const queued = await dispatchAutomation(deps.automation, instructionOf[work.task], work.payload, {
      requestedBy: caller.id,
      singletonKey: saved.id,
    });
    if (!queued.jobId) throw new AppError('CONFLICT', jobMessages.aiTaskRunning);
    return { task_id: queued.jobId, task };
  }
  const taskId = crypto.randomUUID();
  startedInProcess.set(taskId, { userId: caller.id, jobId: saved.id });
  void runJobAiTask({ ...deps, work, requestedBy: caller.id, taskId })
    .catch((err: unknown) => (deps.log ?? fallbackLog()).error({ err, taskId }, 'job AI task crashed'))
    .finally(() => startedInProcess.delete(taskId));
  return { task_id: taskId, task };
}

let defaultLog: Log | undefined;
function fallbackLog(): Log {
  defaultLog ??= pino({ name: 'jobs-ai' });
  return defaultLog;
}

function runTask(run: JobAiRun, work: JobAiJob): Promise<JobAiOutcome> {
  if (work.task === 'generate-jd') return generateJobDescription(run, work.payload);
  if (work.task === 'salary') return predictSalary(run, work.payload);
  return summariseIntake(run, work.payload);
}

/**
 * Runs AI task `work` as task `taskId` for the user `requestedBy` who asked, cancelled by `signal` (the
 * queue handlers and the in-process path both end here): checks the job is still in their organisation,
 * calls the model, writes the result to the job, then records the outcome as a notification (with
 * `data.taskId`) and pushes `job.ai` on the event stream. A failure is
 * recorded with 'Error sending data to webhook' (docs/product/jobs.md#messages) and what happened in plain
 * words (`detail`, docs/product/ai.md#what-happened), and not rethrown (the AI layer already retried).
 * @returns the task's final state, or null when the user no longer exists.
 */
export async function runJobAiTask(
  opts: JobAiDeps & { work: JobAiJob; requestedBy: string | null; taskId: string; signal?: AbortSignal },
): Promise<JobAiTaskState | null> {
  const { work, requestedBy, taskId, signal: cancel, ...deps } = opts;
  const log = deps.log ?? fallbackLog();
  const caller = requestedBy ? await findTaskUser(deps.db, requestedBy) : null;
  if (!caller) {
    log.warn({ taskId, task: work.task }, 'job AI task without an active user; skipped');
    return null;
  }
  const deadline = aiDeadline(deps.timeoutMs ?? 180_000);
  const base = { kind: 'job.ai' as const, taskId, jobId: work.payload.jobId, task: work.task };
  let record: TaskRecord;
  try {
    const job = await findJob(deps.db, caller.domain, work.payload.jobId);
    if (!job) throw notFound(jobMessages.notFound);
    const signal = cancel ? AbortSignal.any([cancel, deadline]) : deadline;
    const outcome = await runTask({ db: deps.db, ai: deps.ai, user: caller, job, signal }, work);
    record = { ...base, status: 'completed', ...outcome };
  } catch (err) {
    const reason = aiFailureReason(err) ?? (err instanceof AppError ? err.code : 'error');
    const detail = aiFailureDetailOfError(err) ?? null;
    log.warn({ err, taskId, task: work.task }, 'job AI task failed');
    record = {
      ...base,
      status: 'failed',
      message: jobMessages.webhookError,
      rationale: null,
      reason,
      detail,
    };
  }
  await recordOutcome(deps, caller.id, record);
  return toState(record);
}

async function recordOutcome(deps: JobAiDeps, userId: string, record: TaskRecord): Promise<void> {
  const note = {
    userId,
    type: record.status === 'completed' ? ('success' as const) : ('error' as const),
    title: record.status === 'completed' ? titles[record.task] : 'AI task failed',
    message: record.message,
    data: record,
  };
  if (!deps.bus) {
    await createNotification(deps.db, note);
    return;
  }
  await notifyUser(deps.db, deps.bus, note);
  await deps.bus.publish(userId, { type: 'job.ai', data: record });
}

function toState(r: TaskRecord): JobAiTaskState {
  return {
    task_id: r.taskId,
    status: r.status,
    message: r.message,
    rationale: r.rationale,
    detail: r.detail ?? null,
  };
}

/**
 * The state of AI task `taskId` the caller started on job `jobId` of their organisation: pending until its
 * outcome is recorded, then completed or failed with the message (SalaryGen's rationale; a failure's detail).
 * @throws AppError NOT_FOUND 'Job not found'; NOT_FOUND 'AI task not found' when the caller started no
 *   such task on this job (an unknown id, someone else's task, another job's).
 */
export async function readJobAiTask(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
  taskId: string;
  automation?: Automation;
}): Promise<JobAiTaskState> {
  const { db, caller, jobId, taskId } = opts;
  if (!(await findJob(db, caller.domain, jobId))) throw notFound(jobMessages.notFound);
  const rows = await db
    .select({ data: notifications.data })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, caller.id),
        sql`${notifications.data}->>'kind' = 'job.ai'`,
        sql`${notifications.data}->>'taskId' = ${taskId}`,
        sql`${notifications.data}->>'jobId' = ${jobId}`,
      ),
    )
    .limit(1);
  const record = rows[0]?.data as TaskRecord | undefined;
  if (record) return toState(record);
  if (!(await isPendingTask(opts))) throw notFound(jobMessages.aiTaskNotFound);
  return { task_id: taskId, status: 'pending', message: null, rationale: null, detail: null };
}

/** Whether `taskId` is a task the caller started on `jobId` whose outcome is not recorded yet. */
async function isPendingTask(opts: {
  caller: Caller;
  jobId: string;
  taskId: string;
  automation?: Automation;
}): Promise<boolean> {
  const { caller, jobId, taskId, automation } = opts;
  const local = startedInProcess.get(taskId);
  if (local) return local.userId === caller.id && local.jobId === jobId;
  // Queue task ids are UUIDs; anything else was never issued.
  if (!automation || !UUID.test(taskId)) return false;
  for (const instruction of Object.values(instructionOf)) {
    const task = await automation.queue.getTask(automationJobName(instruction), taskId);
    if (!task) continue;
    const data = task.data as AutomationJobData<typeof instruction>;
    return data.requestedBy === caller.id && data.payload.jobId === jobId;
  }
  return false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
