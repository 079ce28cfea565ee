import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { candidateMessages, type JobCandidateRow } from '@rw/core';
import { IconSparkles } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useScoringCriteria } from '#/features/candidates/api/score-candidates';
import { scoredColumns, unscoredColumns } from '#/features/candidates/job-tab/components/candidate-columns';
import { StatusLines } from '#/features/candidates/job-tab/components/upload-status';
import { VirtualTable } from '#/features/candidates/job-tab/components/virtual-table';
import type { useCandidateScoring } from '#/features/candidates/job-tab/hooks/use-candidate-scoring';
import type { RowSelection } from '#/features/candidates/job-tab/hooks/use-row-selection';
import {
  candidateName,
  filterByScore,
  type ScoreFilter,
  scoredEmptyMessage,
  splitByScored,
  unscoredEmptyMessage,
} from '#/features/candidates/job-tab/utils/candidate-rows';
import {
  scoringProgressLabel,
  scoringProgressValue,
} from '#/features/candidates/job-tab/utils/import-status';

type ScoreViewProps = {
  jobId: string;
  stageId: string;
  rows: readonly JobCandidateRow[];
  filter: ScoreFilter;
  selection: RowSelection;
  /** Selected candidates of the stage: 'Score with AI' scores these when there are any. */
  selected: readonly string[];
  scoring: ReturnType<typeof useCandidateScoring>;
  onOpen: (row: JobCandidateRow) => void;
  rowActions: (row: JobCandidateRow, tabbable: boolean) => ReactNode;
};

const tableProps = {
  rowKey: (r: JobCandidateRow) => r.record.id,
  selectId: (r: JobCandidateRow) => r.candidate.id,
  rowName: candidateName,
  rowHeight: 52,
  // Two tables share the view: keep both in sight at 1280 x 800.
  maxHeight: 440,
};

/**
 * Score view (docs/product/candidates.md#views): 'Scored Candidates (n)' with AC1-AC5, Overall and Job
 * Score, best first and narrowed by the Score Filter; 'Unscored Candidates (n)' with 'Score with AI', which
 * scores the selected candidates if any are selected, else every unscored one, and shows the run's progress.
 */
export function ScoreView({
  jobId,
  stageId,
  rows,
  filter,
  selection,
  selected,
  scoring,
  onOpen,
  rowActions,
}: ScoreViewProps) {
  const criteria = useScoringCriteria(jobId, stageId, true);
  const { scored, unscored } = useMemo(() => splitByScored(rows), [rows]);
  const shown = useMemo(() => filterByScore(scored, filter), [scored, filter]);
  const columns = useMemo(() => scoredColumns(criteria.data), [criteria.data]);
  const canScore = !scoring.running && (selected.length > 0 || unscored.length > 0);
  const hint =
    selected.length > 0
      ? `Scores the ${selected.length} selected candidate(s)`
      : `Scores all ${unscored.length} unscored candidate(s)`;

  return (
    <Stack gap="xl">
      <Stack gap="xs" component="section" aria-label="Scored candidates">
        <Title order={4}>Scored Candidates ({shown.length})</Title>
        <VirtualTable
          {...tableProps}
          label="Scored candidates"
          rows={shown}
          columns={columns}
          selection={selection}
          onOpen={onOpen}
          actions={rowActions}
          empty={scoredEmptyMessage(scored.length, shown.length)}
          minWidth={948}
        />
      </Stack>
      <Stack gap="xs" component="section" aria-label="Unscored candidates">
        <Group justify="space-between" align="center">
          <Title order={4}>Unscored Candidates ({unscored.length})</Title>
          <Group gap="sm">
            {canScore && (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            )}
            <Button
              leftSection={<IconSparkles size={16} aria-hidden />}
              disabled={!canScore}
              loading={scoring.starting}
              onClick={() => scoring.score(selected)}
            >
              Score with AI
            </Button>
          </Group>
        </Group>
        <ScoringStatus scoring={scoring} />
        <VirtualTable
          {...tableProps}
          label="Unscored candidates"
          rows={unscored}
          columns={unscoredColumns}
          selection={selection}
          onOpen={onOpen}
          actions={rowActions}
          empty={unscoredEmptyMessage(unscored.length) ?? candidateMessages.allScored}
          minWidth={688}
        />
      </Stack>
    </Stack>
  );
}

/** A scoring run's progress while it runs, then its outcome line (docs/product/candidates.md#scoring). */
export function ScoringStatus({ scoring }: { scoring: ReturnType<typeof useCandidateScoring> }) {
  const run = scoring.run;
  return (
    <>
      {run && scoring.running && !scoring.starting && (
        <Stack gap={4} data-testid="scoring-progress">
          <Text size="sm">{scoringProgressLabel(run)}</Text>
          <Progress
            value={scoringProgressValue(run)}
            striped
            animated
            aria-label={scoringProgressLabel(run)}
          />
        </Stack>
      )}
      {scoring.line && <StatusLines key={scoring.line.text} lines={[scoring.line]} />}
    </>
  );
}
