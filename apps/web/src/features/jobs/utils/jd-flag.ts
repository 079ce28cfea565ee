import { readStorage, writeStorage } from '#/lib/storage';

/**
 * The browser flag of a running JD generation (docs/product/jobs.md#ai-automation):
 * `jd-complete-{jobId}` = 'pending'.
 */
export const jdFlagKey = (jobId: string) => `jd-complete-${jobId}`;
/** The task id of that generation, so a reload can still learn how it ended. */
const jdTaskKey = (jobId: string) => `jd-task-${jobId}`;

/** Marks the generation of a job's description as running. */
export function markJdPending(jobId: string, taskId: string): void {
  writeStorage(jdFlagKey(jobId), 'pending');
  writeStorage(jdTaskKey(jobId), taskId);
}

/** The task id of a running generation, or null when none is pending. */
export function pendingJdTask(jobId: string): string | null {
  if (readStorage(jdFlagKey(jobId)) !== 'pending') return null;
  return readStorage(jdTaskKey(jobId)) ?? '';
}

/** Clears the flag when the description has arrived (or the generation failed). */
export function clearJdFlag(jobId: string): void {
  try {
    globalThis.localStorage?.removeItem(jdFlagKey(jobId));
    globalThis.localStorage?.removeItem(jdTaskKey(jobId));
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
