import { JD_POLL_MS, type Job, jobMessages } from '@rw/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { jobQueryOptions } from '#/features/jobs/api/get-job';
import { getJobAiTask, startJobAi } from '#/features/jobs/api/start-job-ai';
import { useJobAiEvents } from '#/features/jobs/hooks/use-job-ai-events';
import type { JobEditor } from '#/features/jobs/hooks/use-job-editor';
import { clearJdFlag, markJdPending, pendingJdTask } from '#/features/jobs/utils/jd-flag';
import { changedKeys, jdKeys, toJobPatch, withoutJd } from '#/features/jobs/utils/job-form';

const jdSignature = (job: Job) =>
  JSON.stringify([
    job.jd_role_mission,
    job.jd_responsibilities,
    job.jd_requirements,
    job.jd_nice_to_have,
    job.jd_benefits,
  ]);

export type JdGeneration = {
  pending: boolean;
  error: string | null;
  start: () => Promise<void>;
};

/** Whether a JD generation of this job is pending in this browser (read once, before the job loads). */
export function useJdPendingFlag(jobId: string) {
  return useState<string | null>(() => pendingJdTask(jobId));
}

/**
 * 'Generate with AI' on the Job Description tab (docs/product/jobs.md#ai-automation): clears the editor's
 * description fields, sets `jd-complete-{jobId}` to 'pending', starts GenerateJD with the editor's values
 * taking precedence, and, while the page polls the job every 3 s, waits until the description fields change
 * (or the task reports its end); then fills the lists and clears the flag. A failure shows 'Error sending
 * data to webhook' and restores the saved description.
 */
export function useJdGeneration(
  jobId: string,
  job: Job | undefined,
  editor: JobEditor,
  [task, setTask]: ReturnType<typeof useJdPendingFlag>,
): JdGeneration {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const before = useRef<string | null>(null);

  const finish = useCallback(
    (fresh: Job, failed: boolean) => {
      clearJdFlag(jobId);
      setTask(null);
      before.current = null;
      editor.applyServer(fresh, jdKeys);
      if (failed) setError(jobMessages.webhookError);
    },
    [jobId, editor.applyServer, setTask],
  );

  const state = useQuery({
    queryKey: ['jobs', 'ai-task', jobId, task],
    queryFn: ({ signal }) => getJobAiTask(jobId, task!, signal),
    enabled: Boolean(task),
    refetchInterval: JD_POLL_MS,
    retry: false,
  });

  // A pushed `job.ai` event makes the next check happen now instead of at the next 3 s tick.
  useJobAiEvents(jobId, Boolean(task), () => void state.refetch());

  // Completion as docs/product/jobs.md#ai-automation has it: the polled job's description fields changed.
  useEffect(() => {
    if (task === null || !job) return;
    before.current ??= jdSignature(job);
    if (jdSignature(job) !== before.current) finish(job, false);
  }, [task, job, finish]);

  // The task's own end (also after a reload, or when the new text equals the old): read the job once more.
  const ended = state.data?.status === 'pending' ? undefined : state.data?.status;
  useEffect(() => {
    if (!ended) return;
    let cancelled = false;
    void queryClient
      .fetchQuery({ ...jobQueryOptions(jobId), staleTime: 0 })
      .then((fresh) => {
        if (!cancelled) finish(fresh, ended === 'failed');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ended, jobId, queryClient, finish]);

  const start = async () => {
    if (!editor.form || !editor.base || !job || task !== null) return;
    setError(null);
    const cleared = withoutJd(editor.form);
    before.current = jdSignature(job);
    editor.clearJd();
    markJdPending(jobId, '');
    setTask('');
    try {
      const started = await startJobAi(
        jobId,
        'generate-jd',
        toJobPatch(cleared, changedKeys(cleared, editor.base)),
      );
      markJdPending(jobId, started.task_id);
      setTask(started.task_id);
    } catch (err) {
      console.error('GenerateJD failed to start', err);
      finish(job, true);
    }
  };

  return { pending: task !== null, error, start };
}
