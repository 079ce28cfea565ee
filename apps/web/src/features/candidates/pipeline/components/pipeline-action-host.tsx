import { OperationToast } from '#/features/candidates/pipeline/components/operation-toast';
import { PipelineActionDialog } from '#/features/candidates/pipeline/components/pipeline-action-dialog';
import type { PipelineActions } from '#/features/candidates/pipeline/hooks/use-pipeline-actions';

/** The confirmation dialog and the message with Undo of the pipeline actions of one job's screen. */
export function PipelineActionHost({ actions, jobId }: { actions: PipelineActions; jobId: string }) {
  return (
    <>
      <PipelineActionDialog actions={actions} jobId={jobId} />
      <OperationToast toast={actions.toast} onUndo={actions.undo} onDismiss={actions.dismiss} />
    </>
  );
}
