import { type PipelineOperation, pipelineMessages } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { candidatesKeys } from '#/features/candidates/api/candidates';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import { applyPipelineOperation, undoPipelineOperation } from '#/features/candidates/api/pipeline';
import { noteOwnOperation } from '#/features/candidates/pipeline/utils/own-operations';
import {
  operationBody,
  type PipelineAction,
  type PipelineActionInput,
  type PipelineSelection,
  undoWindowMs,
} from '#/features/candidates/pipeline/utils/pipeline-action';
import { newClientId } from '#/features/candidates/utils/client-id';

/** An action waiting for its confirmation, with the one id its request (and any retry) carries. */
export type PendingAction = { action: PipelineAction; selection: PipelineSelection; operationId: string };

/** The message after an operation, with Undo until `undoUntil` (ms on the client's clock) while `phase` is 'applied'. */
export type OperationToast = {
  operation: PipelineOperation;
  undoUntil: number;
  phase: 'applied' | 'undoing' | 'undone' | 'failed';
  /** 'Undone.' or why the undo was refused. */
  result: string | null;
};

/**
 * The pipeline actions of a job (docs/product/pipeline.md#operations): `request` opens the confirmation of an
 * action on a selection and makes the operation's id (crypto.randomUUID, once per user action, so sending it
 * again after a failure is idempotent); `confirm` sends it; then the server's message shows with Undo for the
 * server's window (docs/product/pipeline.md#undo), and the job's lists and the candidates' pages refresh.
 * `onApplied` runs after an operation (the tab clears its selection).
 */
export function usePipelineActions(jobId: string, onApplied?: (operation: PipelineOperation) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [toast, setToast] = useState<OperationToast | null>(null);

  const refresh = useCallback(
    (jobIds: readonly string[]) => {
      for (const id of jobIds) void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.lists(id) });
      void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
    },
    [queryClient],
  );

  const apply = useMutation({
    mutationFn: async ({ request, input }: { request: PendingAction; input: PipelineActionInput }) => {
      noteOwnOperation(request.operationId);
      const sentAt = Date.now();
      const body = operationBody(request.operationId, request.action, request.selection, input);
      const operation = await applyPipelineOperation(jobId, body);
      return { operation, sentAt, targetJobId: input.targetJob?.id ?? null };
    },
    onSuccess: ({ operation, sentAt, targetJobId }) => {
      setPending(null);
      setToast({ operation, undoUntil: sentAt + undoWindowMs(operation), phase: 'applied', result: null });
      refresh(targetJobId ? [jobId, targetJobId] : [jobId]);
      onApplied?.(operation);
    },
  });

  const undo = useMutation({
    mutationFn: (operation: PipelineOperation) => undoPipelineOperation(operation.job_id, operation.id),
    onMutate: () => setToast((t) => t && { ...t, phase: 'undoing' }),
    onSuccess: (operation) => {
      setToast((t) => t && { ...t, phase: 'undone', result: pipelineMessages.undone });
      refresh([operation.job_id]);
    },
    // 409: 'This action can no longer be undone.' or 'These candidates changed after this action, …'.
    onError: (error) =>
      setToast((t) => t && { ...t, phase: 'failed', result: error instanceof Error ? error.message : null }),
  });

  const resetApply = apply.reset;
  const request = useCallback(
    (action: PipelineAction, selection: PipelineSelection) => {
      resetApply();
      setPending({ action, selection, operationId: newClientId() });
    },
    [resetApply],
  );
  const cancel = useCallback(() => setPending(null), []);
  const dismiss = useCallback(() => setToast(null), []);

  return {
    pending,
    request,
    cancel,
    confirm: (input: PipelineActionInput) => pending && apply.mutate({ request: pending, input }),
    applying: apply.isPending,
    /** The server's refusal of the pending action (the dialog stays open to retry under the same id). */
    error: apply.error,
    toast,
    undo: () => toast && toast.phase === 'applied' && undo.mutate(toast.operation),
    dismiss,
  };
}

export type PipelineActions = ReturnType<typeof usePipelineActions>;
