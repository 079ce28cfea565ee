import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  AddToJobField,
  RejectFields,
} from '#/features/candidates/pipeline/components/pipeline-action-fields';
import type { PipelineActions } from '#/features/candidates/pipeline/hooks/use-pipeline-actions';
import {
  confirmButtonLabels,
  confirmText,
  inputProblem,
  type PipelineActionInput,
  pipelineActionLabels,
  selectionCount,
} from '#/features/candidates/pipeline/utils/pipeline-action';

/**
 * The confirmation of a pipeline action (docs/product/pipeline.md#messages): the question with the count
 * ('Move 3 candidates to Talent Screen?'), the rejection's reason and note or the job to add to, and the
 * server's refusal when there is one (Confirm then sends the same operation again).
 */
export function PipelineActionDialog({ actions, jobId }: { actions: PipelineActions; jobId: string }) {
  const { pending } = actions;
  return (
    <Modal
      opened={pending != null}
      onClose={actions.cancel}
      title={pending ? pipelineActionLabels[pending.action.kind] : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Keyed by the operation: each action starts with empty fields. */}
      {pending && <DialogBody key={pending.operationId} actions={actions} jobId={jobId} />}
    </Modal>
  );
}

function DialogBody({ actions, jobId }: { actions: PipelineActions; jobId: string }) {
  const pending = actions.pending!;
  const { action } = pending;
  const [input, setInput] = useState<PipelineActionInput>({ reason: null, note: '', targetJob: null });
  const [tried, setTried] = useState(false);
  const problem = inputProblem(action, input);
  const shown = tried ? problem : null;
  const count = selectionCount(pending.selection);
  const danger = action.kind === 'reject' || action.kind === 'remove_from_job';

  const handleConfirm = () => {
    setTried(true);
    if (!problem) actions.confirm(input);
  };
  const change = (next: Partial<PipelineActionInput>) => setInput((i) => ({ ...i, ...next }));

  return (
    <Stack gap="md">
      <Text data-testid="pipeline-confirm">{confirmText(action, count, input)}</Text>
      {action.kind === 'reject' && (
        <RejectFields
          reason={input.reason ?? null}
          note={input.note ?? ''}
          onChange={change}
          reasonError={shown?.field === 'reason' ? shown.message : null}
          noteError={shown?.field === 'note' ? shown.message : null}
        />
      )}
      {action.kind === 'add_to_job' && (
        <AddToJobField
          jobId={jobId}
          value={input.targetJob ?? null}
          onChange={(targetJob) => change({ targetJob })}
          error={shown?.field === 'job' ? shown.message : null}
        />
      )}
      {actions.error && (
        <Alert color="red" variant="light" role="alert">
          {actions.error.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={actions.cancel}>
          Cancel
        </Button>
        <Button color={danger ? 'red' : undefined} loading={actions.applying} onClick={handleConfirm}>
          {confirmButtonLabels[action.kind]}
        </Button>
      </Group>
    </Stack>
  );
}
