import { type JobAiTask, jobMessages } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { jobQueryOptions } from '#/features/jobs/api/get-job';
import { startJobAi } from '#/features/jobs/api/start-job-ai';
import { updateJob } from '#/features/jobs/api/update-job';
import type { JobEditor } from '#/features/jobs/hooks/use-job-editor';
import { waitForTask } from '#/features/jobs/hooks/wait-for-task';
import { type JobFormKey, toJobPatch } from '#/features/jobs/utils/job-form';

export type JobAiAction = {
  run: () => Promise<void>;
  running: boolean;
  /** 'Error sending data to webhook' after a failure (docs/product/jobs.md#messages). */
  error: string | null;
  /** SalaryGen's short rationale, once a prediction has arrived. */
  rationale: string | null;
};

/**
 * 'Predict with AI' (SalaryGen) and 'Summarise with AI' (IntakeSummary): starts the task with the editor's
 * unsaved values, waits for its result, then refetches the job and takes the fields the task wrote
 * (`writes`) into the editor. SalaryGen answers in the saved currency, so an edited currency is saved first
 * (`saveFirst`). Any failure shows 'Error sending data to webhook' and resets the loading state.
 */
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
    try {
      const pending = saveFirst.filter((key) => editor.changed.includes(key));
      if (pending.length)
        editor.applyServer(await updateJob(jobId, toJobPatch(editor.form, pending)), pending);
      const started = await startJobAi(jobId, task, toJobPatch(editor.form, editor.changed));
      const state = await waitForTask(jobId, started.task_id, controller.signal);
      if (state.status !== 'completed') throw new Error(state.message ?? jobMessages.webhookError);
      const fresh = await queryClient.fetchQuery({ ...jobQueryOptions(jobId), staleTime: 0 });
      editor.applyServer(fresh, writes);
      setRationale(state.rationale);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error(`AI task ${task} failed`, err);
      setError(jobMessages.webhookError);
    } finally {
      if (!controller.signal.aborted) setRunning(false);
    }
  };

  return { run, running, error, rationale };
}
