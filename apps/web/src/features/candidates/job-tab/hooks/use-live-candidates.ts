import { useQueryClient } from '@tanstack/react-query';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import { isOwnOperation } from '#/features/candidates/pipeline/utils/own-operations';
import { useEvent } from '#/lib/events/hooks/use-event';

/**
 * Refreshes the job's candidate lists when the live stream says they changed: an import into this job
 * finished (in another tab, say), a scoring run of any of its stages ended, someone's pipeline operation or
 * undo changed some of its stages (`pipeline.changed`, docs/product/pipeline.md#live: those stages' lists, in
 * every Status filter; this tab's own operations refresh when their answer arrives), or the stream asks for a
 * `resync` after missed events.
 */
export function useLiveCandidates(jobId: string): void {
  const queryClient = useQueryClient();
  useEvent('import.progress', (progress) => {
    if (progress.done && progress.job_id === jobId) {
      void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.lists(jobId) });
    }
  });
  useEvent('scoring.progress', (run) => {
    if (run.job_id !== jobId) return;
    if (run.status === 'completed' || run.status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.list(jobId, run.stage_id) });
    }
  });
  useEvent('pipeline.changed', (change) => {
    if (change.job_id !== jobId || isOwnOperation(change.operation_id)) return;
    for (const stageId of change.stage_ids) {
      void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.list(jobId, stageId) });
    }
  });
  useEvent('resync', () => void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.job(jobId) }));
}
