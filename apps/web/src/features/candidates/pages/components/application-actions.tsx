import { Button, Group, Menu } from '@mantine/core';
import { defaultWorkflow, pipelineStagesOf, type StageRecord } from '@rw/core';
import { IconArrowBackUp, IconChevronDown, IconTrophy, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { PipelineActionHost } from '#/features/candidates/pipeline/components/pipeline-action-host';
import { StageItems } from '#/features/candidates/pipeline/components/pipeline-menu-items';
import { usePipelineActions } from '#/features/candidates/pipeline/hooks/use-pipeline-actions';
import { availableActions } from '#/features/candidates/pipeline/utils/available-actions';
import {
  type PipelineAction,
  pipelineActionLabels,
} from '#/features/candidates/pipeline/utils/pipeline-action';
import { useJobWorkflow } from '#/features/interview-process';

type ApplicationActionsProps = {
  candidateId: string;
  jobId: string;
  /** The candidate's current record on the job (the one not moved on from). */
  current: StageRecord;
};

/**
 * The candidate's application to one job on the candidate page (docs/product/candidates.md#candidate-page):
 * Move to stage (the job's stages in process order, the current one disabled), Reject…, Restore or Mark as
 * hired, as on the Candidates tab, with the same confirmation and Undo (docs/product/pipeline.md).
 */
export function ApplicationActions({ candidateId, jobId, current }: ApplicationActionsProps) {
  const workflow = useJobWorkflow(jobId);
  const stages = useMemo(
    () => pipelineStagesOf(workflow.data?.workflow ?? defaultWorkflow()),
    [workflow.data],
  );
  const actions = usePipelineActions(jobId);
  const a = availableActions(current.status, current.stage_id);
  const request = (action: PipelineAction) => actions.request(action, { kind: 'ids', ids: [candidateId] });

  return (
    <Group gap="xs">
      {a.move && (
        <Menu position="bottom-end" shadow="md" width={230}>
          <Menu.Target>
            <Button size="xs" rightSection={<IconChevronDown size={14} aria-hidden />}>
              {pipelineActionLabels.move}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={380} style={{ overflowY: 'auto' }}>
            <StageItems stages={stages} currentStageId={a.move.currentStageId} onPick={request} />
          </Menu.Dropdown>
        </Menu>
      )}
      {a.hire && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTrophy size={14} aria-hidden />}
          onClick={() => request({ kind: 'hire' })}
        >
          {pipelineActionLabels.hire}
        </Button>
      )}
      {a.reject && (
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => request({ kind: 'reject' })}
        >
          {`${pipelineActionLabels.reject}…`}
        </Button>
      )}
      {a.unreject && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={() => request({ kind: 'unreject' })}
        >
          {pipelineActionLabels.unreject}
        </Button>
      )}
      <PipelineActionHost actions={actions} jobId={jobId} />
    </Group>
  );
}
