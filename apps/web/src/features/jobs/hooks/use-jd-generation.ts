import { JD_POLL_MS, type Job, jobMessages } from '@rw/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { jobQueryOptions } from '#/features/jobs/api/get-job';
import { getJobAiTask, startJobAi } from '#/features/jobs/api/start-job-ai';
import { useJobAiEvents } from '#/features/jobs/hooks/use-job-ai-events';
import type { JobEditor } from '#/features/jobs/hooks/use-job-editor';
import { clearJdFlag, markJdPending, pendingJdTask } from '#/features/jobs/utils/jd-flag';
import { hasDescription, jdKeys, toJobPatch } from '#/features/jobs/utils/job-form';
import { aiFailureDetailOfError } from '#/lib/api-client';

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
  /** What happened, in plain words, when the server said (docs/product/ai.md#what-happened). */
  detail: string | null;
  /** Generate with AI: asks first (`replaceQuestion`) when the description has content, else starts. */
  start: () => void;
  /** 'Replace the current description?' is open: Replace starts the generation, Cancel keeps it. */
  replaceQuestion: { open: boolean; onConfirm: () => void; onCancel: () => void };
};

/** Whether a JD generation of this job is pending in this browser (read once, before the job loads). */
export function useJdPendingFlag(jobId: string) {
  return useState<string | null>(() => pendingJdTask(jobId));
}

/**
 * 'Generate with AI' on the Job Description tab (docs/product/jobs.md#ai-automation): over a description with
 * content (saved or typed) it asks 'Replace the current description?' first. Then it sets
 * `jd-complete-{jobId}` to 'pending', starts GenerateJD with the editor's values taking precedence (the
 * current description included, so the model keeps its good items), shows the placeholders and, while the
 * page polls the job every 3 s, waits until the description fields change (or the task reports its end);
 * then fills the lists and clears the flag. A failure shows 'Error sending data to webhook' (with what
 * happened under it when the server said) and leaves the description as it was, edits included.
 */
export function useJdGeneration(
  jobId: string,
  job: Job | undefined,
  editor: JobEditor,
  [task, setTask]: ReturnType<typeof useJdPendingFlag>,
): JdGeneration {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const before = useRef<string | null>(null);

  const finish = useCallback(
    (fresh: Job, failed: boolean, why: string | null = null) => {
      clearJdFlag(jobId);
      setTask(null);
      before.current = null;
      // A generated description replaces the editor's; after a failure the user's text stays.
      editor.applyServer(fresh, failed ? [] : jdKeys);
      if (failed) {
        setError(jobMessages.webhookError);
        setDetail(why);
      }
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
  const endedDetail = state.data?.detail ?? null;
  useEffect(() => {
    if (!ended) return;
    let cancelled = false;
    void queryClient
      .fetchQuery({ ...jobQueryOptions(jobId), staleTime: 0 })
      .then((fresh) => {
        if (!cancelled) finish(fresh, ended === 'failed', endedDetail);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ended, endedDetail, jobId, queryClient, finish]);

  const [asking, setAsking] = useState(false);

  const generate = async () => {
    setAsking(false);
    if (!editor.form || !job || task !== null) return;
    setError(null);
    setDetail(null);
    before.current = jdSignature(job);
    markJdPending(jobId, '');
    setTask('');
    try {
      const started = await startJobAi(jobId, 'generate-jd', toJobPatch(editor.form, editor.changed));
      markJdPending(jobId, started.task_id);
      setTask(started.task_id);
    } catch (err) {
      console.error('GenerateJD failed to start', err);
      finish(job, true, aiFailureDetailOfError(err));
    }
  };

  const start = () => {
    if (!editor.form || task !== null) return;
    if (hasDescription(editor.form)) setAsking(true);
    else void generate();
  };

  return {
    pending: task !== null,
    error,
    detail,
    start,
    replaceQuestion: { open: asking, onConfirm: () => void generate(), onCancel: () => setAsking(false) },
  };
}
