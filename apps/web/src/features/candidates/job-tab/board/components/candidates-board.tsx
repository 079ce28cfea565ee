import { Stack } from '@mantine/core';
import { type JobCandidateRow, pipelineStagesOf, type Workflow } from '@rw/core';
import { useMemo } from 'react';
import { useBoardCandidates } from '#/features/candidates/api/board-candidates';
import { BoardDnd } from '#/features/candidates/job-tab/board/components/board-dnd';
import { BoardMoveError } from '#/features/candidates/job-tab/board/components/board-move-error';
import { BoardSkeleton, BoardStatus } from '#/features/candidates/job-tab/board/components/board-status';
import { useBoardMove } from '#/features/candidates/job-tab/board/hooks/use-board-move';
import { useBoardSelection } from '#/features/candidates/job-tab/board/hooks/use-board-selection';
import { useLiveBoard } from '#/features/candidates/job-tab/board/hooks/use-live-board';
import { boardColumnsOf } from '#/features/candidates/job-tab/board/utils/board-columns';
import { CandidatesLoadError } from '#/features/candidates/job-tab/components/table-states';
import {
  filterByScore,
  type ScoreFilter,
  truncationNote,
} from '#/features/candidates/job-tab/utils/candidate-rows';
import { OperationToast } from '#/features/candidates/pipeline/components/operation-toast';

const noRows: readonly JobCandidateRow[] = [];

export type CandidatesBoardProps = {
  jobId: string;
  workflow: Workflow;
  /** The tab's Score Filter: cards whose stage Overall fails it are hidden. */
  filter: ScoreFilter;
  /** Opens /candidates/{candidateId}?job={jobId}. */
  onOpenCandidate: (candidateId: string) => void;
};

/**
 * The Board view of a job's Candidates tab (docs/product/pipeline.md#board): every active candidate of the
 * job loaded once and grouped into one column per stage of its process; cards move by drag and drop, from
 * the keyboard or from their menu, each move one `move` operation shown at once and confirmed (with Undo) or
 * put back with the error. The board follows other people's moves live.
 */
export function CandidatesBoard({ jobId, workflow, filter, onOpenCandidate }: CandidatesBoardProps) {
  const stages = useMemo(() => pipelineStagesOf(workflow), [workflow]);
  const query = useBoardCandidates(jobId);
  useLiveBoard(jobId);
  const moves = useBoardMove(jobId);
  const rows = query.data?.rows ?? noRows;
  const shown = useMemo(() => filterByScore(rows, filter), [rows, filter]);
  const columns = useMemo(() => boardColumnsOf(stages, shown), [stages, shown]);
  const ids = useMemo(() => shown.map((r) => r.candidate.id), [shown]);
  const selection = useBoardSelection(ids);

  if (query.isPending) return <BoardSkeleton />;
  if (query.isError) return <CandidatesLoadError onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="xs">
      <BoardStatus
        total={query.data.total}
        note={truncationNote(rows.length, query.data.total)}
        fetching={query.isFetching}
        selected={selection.selected.length}
        onClearSelection={selection.clear}
      />
      <BoardDnd
        columns={columns}
        stages={stages}
        selection={selection}
        onMove={moves.move}
        onOpen={onOpenCandidate}
      />
      <OperationToast toast={moves.toast} onUndo={moves.undo} onDismiss={moves.dismissToast} />
      <BoardMoveError message={moves.error} onClose={moves.dismissError} />
    </Stack>
  );
}
