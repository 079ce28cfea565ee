import { Text } from '@mantine/core';
import type { JobCandidateTableView, PipelineStage, RecordStatusFilter } from '@rw/core';
import { SelectionBar } from '#/features/candidates/job-tab/components/selection-bar';
import type { useBulkSelection } from '#/features/candidates/job-tab/hooks/use-bulk-selection';
import type { useCandidateScoring } from '#/features/candidates/job-tab/hooks/use-candidate-scoring';
import { useCsvExport } from '#/features/candidates/job-tab/hooks/use-csv-export';
import type { PipelineActions } from '#/features/candidates/pipeline/hooks/use-pipeline-actions';
import { availableActions } from '#/features/candidates/pipeline/utils/available-actions';

type BulkActionsBarProps = {
  jobId: string;
  stageId: string;
  status: RecordStatusFilter;
  view: JobCandidateTableView;
  bulk: ReturnType<typeof useBulkSelection>;
  /** The job's stages in process order, the targets of Move to stage. */
  stages: readonly PipelineStage[];
  actions: PipelineActions;
  scoring: ReturnType<typeof useCandidateScoring>;
};

/**
 * The selection bar of the Candidates tab wired to its selection (docs/product/candidates.md#selection): the
 * pipeline actions on the rows picked or on all matching, Score with AI (outside the Score view) and Export
 * CSV with the view's columns; an export's failure shows under it.
 */
export function BulkActionsBar({
  jobId,
  stageId,
  status,
  view,
  bulk,
  stages,
  actions,
  scoring,
}: BulkActionsBarProps) {
  const csv = useCsvExport(jobId);
  if (bulk.count === 0) return null;
  return (
    <>
      <SelectionBar
        count={bulk.count}
        matchingCount={bulk.matchingCount}
        onSelectAllMatching={bulk.selectAllMatching}
        onClear={bulk.clear}
        available={availableActions(status, stageId)}
        stages={stages}
        onAction={(action) => actions.request(action, bulk.target)}
        score={
          view === 'score'
            ? null
            : {
                run: scoring.running || bulk.allMatching ? null : () => scoring.score(bulk.selected),
                starting: scoring.starting,
              }
        }
        onExport={() => csv.exportCsv({ selection: bulk.target, stageId, view })}
        exporting={csv.exporting}
      />
      {csv.error && (
        <Text size="sm" c="red" role="alert">
          {csv.error.message}
        </Text>
      )}
    </>
  );
}
