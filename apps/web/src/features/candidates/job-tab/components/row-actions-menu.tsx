import { ActionIcon, Menu } from '@mantine/core';
import type { JobCandidateRow, PipelineStage } from '@rw/core';
import { IconClipboardCheck, IconDots } from '@tabler/icons-react';
import { candidateName } from '#/features/candidates/job-tab/utils/candidate-rows';
import { PipelineActionItems } from '#/features/candidates/pipeline/components/pipeline-menu-items';
import { availableActions } from '#/features/candidates/pipeline/utils/available-actions';
import type { PipelineAction } from '#/features/candidates/pipeline/utils/pipeline-action';

type RowActionsMenuProps = {
  row: JobCandidateRow;
  stages: readonly PipelineStage[];
  /** In the tab order: the row holds the table's tab stop. */
  tabbable: boolean;
  onAction: (action: PipelineAction, row: JobCandidateRow) => void;
  /** Opens the row's record's scorecards (docs/product/pipeline.md#scorecards). */
  onScorecard: (row: JobCandidateRow) => void;
};

/**
 * A row's '…' menu (docs/product/pipeline.md#list-actions): the actions that fit the record's status, for
 * this one candidate. The row's stage is disabled under 'Move to stage'. Last, 'Scorecard' opens the record's
 * interviewers' scorecards (docs/product/pipeline.md#scorecards).
 */
export function RowActionsMenu({ row, stages, tabbable, onAction, onScorecard }: RowActionsMenuProps) {
  const available = availableActions(row.record.status, row.record.stage_id);
  return (
    <Menu position="bottom-end" shadow="md" width={230}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${candidateName(row)}`}
          tabIndex={tabbable ? 0 : -1}
          data-row-menu
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <PipelineActionItems available={available} stages={stages} onPick={(a) => onAction(a, row)} />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconClipboardCheck size={16} aria-hidden />}
          onClick={() => onScorecard(row)}
        >
          Scorecard
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
