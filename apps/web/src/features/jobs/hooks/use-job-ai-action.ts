import { type JobAiTask, jobMessages } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { jobQueryOptions } from '#/features/jobs/api/get-job';
import { startJobAi } from '#/features/jobs/api/start-job-ai';
import { updateJob } from '#/features/jobs/api/update-job';
import type { JobEditor } from '#/features/jobs/hooks/use-job-editor';
import { waitForTask } from '#/features/jobs/hooks/wait-for-task';
import { type JobFormKey, toJobPatch } from '#/features/jobs/utils/job-form';
import { ApiError, aiFailureDetailOfError } from '#/lib/api-client';

/** A task that ended failed: its message and what happened (the task state's `detail`). */
class TaskFailed extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
  ) {
    super(message);
  }
}

export type JobAiAction = {
  run: () => Promise<void>;
  running: boolean;
  /** 'Error sending data to webhook' after a failure (docs/product/jobs.md#messages). */
  error: string | null;
  /** What happened, in plain words, after a failure the server explained (docs/product/ai.md#what-happened). */
  detail: string | null;
  /** SalaryGen's short rationale, once a prediction has arrived. */
  rationale: string | null;
};

/**
 * 'Predict with AI' (SalaryGen) and 'Summarise with AI' (IntakeSummary): starts the task with the editor's
 * unsaved values, waits for its result, then refetches the job and takes the fields the task wrote
 * (`writes`) into the editor. SalaryGen answers in the saved currency, so an edited currency is saved first
 * (`saveFirst`). Any failure shows 'Error sending data to webhook', with what happened under it when the
 * server said, and resets the loading state; a request the server refused before anything was sent (no notes
 * to summarise, the task already running) shows the server's own message instead
 * (docs/product/jobs.md#ai-automation).
 */
/** A start the server refused with its own words: nothing reached the model, so no webhook failed. */
function refusedBeforeSending(err: unknown): err is ApiError {
  return err instanceof ApiError && err.fromServer && (err.code === 'VALIDATION' || err.code === 'CONFLICT');
}

export function useJobAiAction(
  jobId: string,
  task: Exclude<JobAiTask, 'generate-jd'>,
  editor: JobEditor,
  writes: readonly JobFormKey[],
  /** Edited fields saved before the task starts, because the task reads them from the saved job. */
  saveFirst: readonly JobFormKey[] = [],
): JobAiAction {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [rationale, setRationale] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    if (!editor.form) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setError(null);
    setDetail(null);
    try {
      const pending = saveFirst.filter((key) => editor.changed.includes(key));
      if (pending.length)
        editor.applyServer(await updateJob(jobId, toJobPatch(editor.form, pending)), pending);
      const started = await startJobAi(jobId, task, toJobPatch(editor.form, editor.changed));
      const state = await waitForTask(jobId, started.task_id, controller.signal);
      if (state.status !== 'completed') {
        throw new TaskFailed(state.message ?? jobMessages.webhookError, state.detail);
      }
      const fresh = await queryClient.fetchQuery({ ...jobQueryOptions(jobId), staleTime: 0 });
      editor.applyServer(fresh, writes);
      setRationale(state.rationale);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error(`AI task ${task} failed`, err);
      if (refusedBeforeSending(err)) {
        setError(err.message);
        return;
      }
      setError(jobMessages.webhookError);
      setDetail(err instanceof TaskFailed ? err.detail : aiFailureDetailOfError(err));
    } finally {
      if (!controller.signal.aborted) setRunning(false);
    }
  };

  return { run, running, error, detail, rationale };
}
