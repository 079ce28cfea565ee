import { Group } from '@mantine/core';
import {
  actionOwnerLabel,
  type JobCandidateRow,
  OTHER_JOBS_MAX,
  type ScoreCriterionKey,
  type ScoringCriteria,
  scoreCriterionKeys,
  usedCriterionScores,
} from '@rw/core';
import { ScoreBadge } from '#/features/candidates/components/score-badge';
import { ScoreSourceBadge } from '#/features/candidates/components/score-source-badge';
import { StageBadge } from '#/features/candidates/components/stage-badge';
import {
  CandidateCell,
  CellText,
  HeaderWithTooltip,
  OtherJobCell,
  StatusCell,
  TotalJobsCell,
} from '#/features/candidates/job-tab/components/candidate-cells';
import type { Column } from '#/features/candidates/job-tab/components/virtual-table';
import { formatDate } from '#/features/candidates/job-tab/utils/candidate-rows';

type Col = Column<JobCandidateRow>;

const candidate: Col = {
  key: 'candidate',
  header: 'Candidate',
  width: 'minmax(180px, 1.6fr)',
  cell: (r) => <CandidateCell row={r} />,
};
const stage: Col = {
  key: 'stage',
  header: 'Stage',
  width: 'minmax(120px, 1fr)',
  cell: (r) => (
    <Group gap={6} wrap="nowrap" miw={0}>
      <StageBadge record={r.record} />
      <CellText>{r.record.stage_title}</CellText>
    </Group>
  ),
};
const entered: Col = {
  key: 'entered',
  header: 'Entered Stage',
  width: '132px',
  cell: (r) => <CellText>{formatDate(r.record.entered_stage_at)}</CellText>,
};

/** Status (docs/product/pipeline.md#status): shown when the Status filter is not 'In stage'. */
export const statusColumn: Col = {
  key: 'status',
  header: 'Status',
  width: 'minmax(150px, 1.2fr)',
  cell: (r) => <StatusCell row={r} />,
};

/** `columns` with Status after Stage. */
export function withStatusColumn(columns: readonly Col[]): Col[] {
  const at = columns.findIndex((c) => c.key === 'stage');
  return [...columns.slice(0, at + 1), statusColumn, ...columns.slice(at + 1)];
}

/** Process view (docs/product/candidates.md#views). */
export const processColumns: readonly Col[] = [
  {
    key: 'first',
    header: 'First Name',
    width: 'minmax(88px, 1fr)',
    cell: (r) => <CellText>{r.candidate.first_name}</CellText>,
  },
  {
    key: 'last',
    header: 'Last Name',
    width: 'minmax(88px, 1fr)',
    cell: (r) => <CellText>{r.candidate.last_name}</CellText>,
  },
  {
    key: 'title',
    header: 'Current Title',
    width: 'minmax(120px, 1.5fr)',
    cell: (r) => <CellText>{r.candidate.current_title}</CellText>,
  },
  {
    key: 'company',
    header: 'Company',
    width: 'minmax(110px, 1.2fr)',
    cell: (r) => <CellText>{r.candidate.current_company}</CellText>,
  },
  stage,
  {
    key: 'owner',
    header: 'Action Owner',
    width: '112px',
    cell: (r) => <CellText>{actionOwnerLabel(r.record.action_owner)}</CellText>,
  },
  { key: 'jobs', header: 'Total Jobs', width: '88px', cell: (r) => <TotalJobsCell row={r} /> },
  entered,
];

/** Other Jobs view: the stage here and up to 3 other jobs, each with its title and stage. */
export const otherJobsColumns: readonly Col[] = [
  candidate,
  stage,
  ...Array.from({ length: OTHER_JOBS_MAX }, (_, i) => ({
    key: `other-${i + 1}`,
    header: `Other Job ${i + 1}`,
    width: 'minmax(140px, 1.2fr)',
    cell: (r: JobCandidateRow) => <OtherJobCell job={r.other_jobs[i]} />,
  })),
  entered,
];

function criterionTitle(criteria: ScoringCriteria | undefined, key: ScoreCriterionKey): string | null {
  return criteria?.criteria.find((c) => c.key === key)?.title ?? null;
}

/**
 * Scored table: AC1-AC5 (criteria titles in header tooltips), Overall and Job Score as n/10 badges. AC1-AC5 and
 * Overall are those of the score the record uses, the Overall marked 'Scorecard' or 'AI'
 * (docs/product/pipeline.md#scorecards).
 */
export function scoredColumns(criteria: ScoringCriteria | undefined): Col[] {
  return [
    candidate,
    ...scoreCriterionKeys.map((key, i) => ({
      key,
      header: <HeaderWithTooltip label={`AC${i + 1}`} tooltip={criterionTitle(criteria, key)} />,
      width: '76px',
      cell: (r: JobCandidateRow) => <ScoreBadge score={usedCriterionScores(r.record)[`${key}_score`]} />,
    })),
    {
      key: 'overall',
      header: 'Overall',
      width: '184px',
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          <ScoreBadge score={r.record.overall_used} />
          <ScoreSourceBadge record={r.record} size="xs" />
        </Group>
      ),
    },
    { key: 'job-score', header: 'Job Score', width: '96px', cell: (r) => <ScoreBadge score={r.job_score} /> },
  ];
}

/** Unscored table: who is waiting for 'Score with AI'. */
export const unscoredColumns: readonly Col[] = [
  candidate,
  stage,
  {
    key: 'owner',
    header: 'Action Owner',
    width: '112px',
    cell: (r) => <CellText>{actionOwnerLabel(r.record.action_owner)}</CellText>,
  },
  entered,
];
