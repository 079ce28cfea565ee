import { useEvent } from '#/lib/events/hooks/use-event';

/**
 * Calls `onEnded` when a `job.ai` event on the shell's shared event stream (`GET /api/events`, DESIGN.md,
 * Realtime) reports the end of an AI task of this job, while `enabled`. Polling stays the fallback when the
 * stream is down.
 */
export function useJobAiEvents(jobId: string, enabled: boolean, onEnded: () => void): void {
  useEvent('job.ai', (task) => {
    if (enabled && task.jobId === jobId) onEnded();
  });
}
