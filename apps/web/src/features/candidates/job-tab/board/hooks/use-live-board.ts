import { useQueryClient } from '@tanstack/react-query';
import { boardCandidatesKey } from '#/features/candidates/api/board-candidates';
import { boardMutationKey } from '#/features/candidates/job-tab/board/hooks/use-board-move';
import { isOwnOperation } from '#/features/candidates/pipeline/utils/own-operations';
import { useEvent } from '#/lib/events/hooks/use-event';

/**
 * Reloads the board when the live stream says the job's candidates changed (docs/product/pipeline.md#live):
 * someone's pipeline operation or undo on this job (this tab's own reload when their answer arrives), a
 * finished import into it, or a finished scoring run. While a move of this board is in flight it waits: the
 * move reloads when it settles, and an earlier answer would briefly put the moved cards back.
 */
export function useLiveBoard(jobId: string): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    if (queryClient.isMutating({ mutationKey: boardMutationKey(jobId) }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: boardCandidatesKey(jobId) });
  };
  useEvent('pipeline.changed', (change) => {
    if (change.job_id === jobId && !isOwnOperation(change.operation_id)) refresh();
  });
  useEvent('import.progress', (progress) => {
    if (progress.done && progress.job_id === jobId) refresh();
  });
  useEvent('scoring.progress', (run) => {
    if (run.job_id === jobId && (run.status === 'completed' || run.status === 'failed')) refresh();
  });
}
