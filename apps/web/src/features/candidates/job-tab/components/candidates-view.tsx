import { Stack, Text } from '@mantine/core';
import {
  candidateMessages,
  type JobCandidateRow,
  type JobCandidateView,
  type RecordStatusFilter,
} from '@rw/core';
import { type ReactNode, useMemo } from 'react';
import {
  otherJobsColumns,
  processColumns,
  withStatusColumn,
} from '#/features/candidates/job-tab/components/candidate-columns';
import { ScoreView } from '#/features/candidates/job-tab/components/score-view';
import { VirtualTable } from '#/features/candidates/job-tab/components/virtual-table';
import type { useCandidateScoring } from '#/features/candidates/job-tab/hooks/use-candidate-scoring';
import type { RowSelection } from '#/features/candidates/job-tab/hooks/use-row-selection';
import {
  candidateName,
  filterByScore,
  listEmptyMessage,
  type ScoreFilter,
} from '#/features/candidates/job-tab/utils/candidate-rows';

type CandidatesViewProps = {
  jobId: string;
  stageId: string;
  view: JobCandidateView;
  /** The Status filter: other than 'active', the tables show a Status column. */
  status: RecordStatusFilter;
  rows: readonly JobCandidateRow[];
  filter: ScoreFilter;
  selection: RowSelection;
  selected: readonly string[];
  scoring: ReturnType<typeof useCandidateScoring>;
  onOpen: (row: JobCandidateRow) => void;
  /** A row's action menu. */
  rowActions: (row: JobCandidateRow, tabbable: boolean) => ReactNode;
};

/** The selected view's table(s) of a stage's candidates, or 'No candidates yet.' when the stage is empty. */
export function CandidatesView(props: CandidatesViewProps) {
  const { rows, filter, view, status } = props;
  const shown = useMemo(() => filterByScore(rows, filter), [rows, filter]);
  const process = view === 'process';
  const columns = useMemo(() => {
    const base = process ? processColumns : otherJobsColumns;
    return status === 'active' ? base : withStatusColumn(base);
  }, [process, status]);
  if (rows.length === 0 && view === 'score') {
    return (
      <Stack align="center" py="xl">
        <Text c="dimmed">{candidateMessages.noCandidatesInJob}</Text>
      </Stack>
    );
  }
  if (view === 'score') return <ScoreView {...props} />;
  const widest = (process ? 900 : 1000) + (status === 'active' ? 0 : 150);
  return (
    <VirtualTable
      label={process ? 'Candidates' : 'Candidates in other jobs'}
      rows={shown}
      columns={columns}
      rowKey={(r) => r.record.id}
      selectId={(r) => r.candidate.id}
      rowName={candidateName}
      selection={props.selection}
      onOpen={props.onOpen}
      actions={props.rowActions}
      empty={listEmptyMessage(rows.length, shown.length)}
      rowHeight={process ? 44 : 52}
      minWidth={widest + 48}
    />
  );
}
