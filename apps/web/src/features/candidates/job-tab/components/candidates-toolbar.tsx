import { Box, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  type JobCandidateView,
  jobCandidateViewLabels,
  jobCandidateViews,
  type RecordStatusFilter,
  recordStatusFilterLabels,
  recordStatusFilters,
} from '@rw/core';
import type { ReactNode } from 'react';
import { ScoreFilterControl } from '#/features/candidates/job-tab/components/score-filter-control';
import type { ScoreFilter } from '#/features/candidates/job-tab/utils/candidate-rows';
import { type StageOption, stageSelectData } from '#/features/candidates/job-tab/utils/stage-options';

const viewData = jobCandidateViews.map((value) => ({ value, label: jobCandidateViewLabels[value] }));
const statusData = recordStatusFilters.map((value) => ({ value, label: recordStatusFilterLabels[value] }));

type CandidatesToolbarProps = {
  stages: readonly StageOption[];
  /** The selected stage; null on the board, which shows every stage. */
  stage: StageOption | null;
  onStageChange: (stageId: string) => void;
  recordStatus: RecordStatusFilter;
  onRecordStatusChange: (status: RecordStatusFilter) => void;
  view: JobCandidateView;
  onViewChange: (view: JobCandidateView) => void;
  filter: ScoreFilter;
  onFilterChange: (filter: ScoreFilter) => void;
  /** The upload button (right-aligned). */
  upload: ReactNode;
  /** The upload's progress and status lines, below the button row. */
  status: ReactNode;
};

/**
 * The controls of the Candidates tab (docs/product/candidates.md#candidates-tab): the stage selector grouped
 * by workflow layer with the stage's description under it, the Status filter (In stage, Rejected, Hired,
 * Moved on, All; docs/product/pipeline.md#status) — neither on the board, which shows every stage's
 * candidates in it now —, the View selector (Process, Other Jobs, Score, Board),
 * the Score Filter and the upload button with its status line.
 */
export function CandidatesToolbar(props: CandidatesToolbarProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {/* One wrapping row: the upload button keeps to the right of whichever line it lands on. */}
        <Group align="flex-end" gap="md">
          {props.stage && (
            <>
              <Select
                label="Stage"
                data={stageSelectData(props.stages)}
                value={props.stage.id}
                allowDeselect={false}
                w={210}
                maxDropdownHeight={360}
                onChange={(id) => id && props.onStageChange(id)}
              />
              <Select
                label="Status"
                data={statusData}
                value={props.recordStatus}
                allowDeselect={false}
                w={120}
                onChange={(v) => v && props.onRecordStatusChange(v as RecordStatusFilter)}
              />
            </>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} aria-hidden>
              View
            </Text>
            <SegmentedControl
              aria-label="View"
              data={viewData}
              value={props.view}
              onChange={(v) => props.onViewChange(v as JobCandidateView)}
            />
          </Stack>
          <ScoreFilterControl filter={props.filter} onChange={props.onFilterChange} />
          <Box ml="auto">{props.upload}</Box>
        </Group>
        {props.stage && (
          <Text size="sm" c="dimmed" data-testid="stage-description">
            {props.stage.description}
          </Text>
        )}
        {props.status}
      </Stack>
    </Paper>
  );
}
