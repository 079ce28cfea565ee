import { type JobCandidatesResponse, type PipelineStage, pipelineMessages } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { boardCandidatesKey } from '#/features/candidates/api/board-candidates';
import { candidatesKeys } from '#/features/candidates/api/candidates';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import { applyPipelineOperation, undoPipelineOperation } from '#/features/candidates/api/pipeline';
import { rowsAfterMove } from '#/features/candidates/job-tab/board/utils/board-columns';
import type { OperationToast } from '#/features/candidates/pipeline/hooks/use-pipeline-actions';
import { noteOwnOperation } from '#/features/candidates/pipeline/utils/own-operations';
import { undoWindowMs } from '#/features/candidates/pipeline/utils/pipeline-action';
import { newClientId } from '#/features/candidates/utils/client-id';

/** A move from the board: who, where to, and the operation id made once for this user action. */
type BoardMove = { candidateIds: string[]; to: PipelineStage; operationId: string };

/** The mutation key of the board's moves and undos: live refreshes wait while one is in flight. */
export const boardMutationKey = (jobId: string) => ['board-move', jobId] as const;

/** An error's message for the board: the server's words when it sent some, else the client's. */
function errorMessageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please retry.';
}

/**
 * Moves candidates from the board (docs/product/pipeline.md#board): one `move` operation (its id made here,
 * once per user action), shown at once (optimistic) and put back with the error's message when the server
 * refuses it; else the server's message with Undo for its window (the list's toast, #undo). Afterwards the
 * board, the job's stage lists and the candidate pages reload.
 */
export function useBoardMove(jobId: string) {
  const queryClient = useQueryClient();
  const key = boardCandidatesKey(jobId);
  const [toast, setToast] = useState<OperationToast | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    // Moves made in quick succession reload once, after the last (this one still counts while it settles).
    if (queryClient.isMutating({ mutationKey: boardMutationKey(jobId) }) > 1) return;
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.lists(jobId) });
    void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
  };

  const apply = useMutation({
    mutationKey: boardMutationKey(jobId),
    mutationFn: async (m: BoardMove) => {
      // Noted before sending: the operation's own live event may arrive before its answer.
      noteOwnOperation(m.operationId);
      const sentAt = Date.now();
      const operation = await applyPipelineOperation(jobId, {
        kind: 'move',
        to_stage_id: m.to.stage_id,
        candidate_ids: m.candidateIds,
        operation_id: m.operationId,
      });
      return { operation, sentAt };
    },
    onMutate: async (m) => {
      setError(null);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<JobCandidatesResponse>(key);
      if (previous) {
        const rows = rowsAfterMove(previous.rows, new Set(m.candidateIds), m.to, new Date().toISOString());
        queryClient.setQueryData<JobCandidatesResponse>(key, { ...previous, rows });
      }
      return { previous };
    },
    onError: (err, _m, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      setToast(null);
      setError(errorMessageOf(err));
    },
    onSuccess: ({ operation, sentAt }) =>
      setToast({ operation, undoUntil: sentAt + undoWindowMs(operation), phase: 'applied', result: null }),
    onSettled: refresh,
  });

  const undo = useMutation({
    mutationKey: boardMutationKey(jobId),
    mutationFn: (operationId: string) => undoPipelineOperation(jobId, operationId),
    onMutate: () => setToast((t) => t && { ...t, phase: 'undoing' }),
    onSuccess: () => setToast((t) => t && { ...t, phase: 'undone', result: pipelineMessages.undone }),
    // 409: 'This action can no longer be undone.' or 'These candidates changed after this action, …'.
    onError: (err) => setToast((t) => t && { ...t, phase: 'failed', result: errorMessageOf(err) }),
    onSettled: refresh,
  });

  const { mutate: applyMutate } = apply;
  const move = useCallback(
    (candidateIds: string[], to: PipelineStage) =>
      applyMutate({ candidateIds, to, operationId: newClientId() }),
    [applyMutate],
  );
  return {
    move,
    toast,
    undo: () => toast?.phase === 'applied' && undo.mutate(toast.operation.id),
    dismissToast: useCallback(() => setToast(null), []),
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}
