import type { JobAiTaskState } from '@rw/core';
import { getJobAiTask } from '#/features/jobs/api/start-job-ai';

const POLL_MS = 1500;
const LIMIT_MS = 180_000;

/**
 * Polls a started AI task until it has completed or failed (3 minutes at most).
 * @throws Error when it is still pending at the limit, ApiError when the state cannot be read.
 */
export async function waitForTask(
  jobId: string,
  taskId: string,
  signal?: AbortSignal,
): Promise<JobAiTaskState> {
  const deadline = Date.now() + LIMIT_MS;
  for (;;) {
    const state = await getJobAiTask(jobId, taskId, signal);
    if (state.status !== 'pending') return state;
    if (Date.now() > deadline) throw new Error('The AI task did not finish in time.');
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, POLL_MS);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  }
}
