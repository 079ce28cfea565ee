import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { type JobCandidateRow, type OtherJob, recordStatusFilterLabels } from '@rw/core';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { candidateName } from '#/features/candidates/job-tab/utils/candidate-rows';
import classes from './virtual-table.module.css';

/** One line of cell text, cut with an ellipsis (the full text in a native tooltip); a dash when empty. */
export function CellText({ children, dimmed }: { children: string | null | undefined; dimmed?: boolean }) {
  const text = children?.trim() || '—';
  return (
    <Text
      size="sm"
      truncate="end"
      title={children ?? undefined}
      c={dimmed || !children ? 'dimmed' : undefined}
    >
      {text}
    </Text>
  );
}

/** The candidate's name over their title and company, for views without name columns. */
export function CandidateCell({ row }: { row: JobCandidateRow }) {
  const role = [row.candidate.current_title, row.candidate.current_company].filter(Boolean).join(' · ');
  return (
    <span className={classes.stack}>
      <span className={classes.strong}>{candidateName(row)}</span>
      <span className={classes.sub} title={role || undefined}>
        {role || '—'}
      </span>
    </span>
  );
}

/** Total Jobs with a star when this job is the candidate's primary job (docs/product/candidates.md#views). */
export function TotalJobsCell({ row }: { row: JobCandidateRow }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.text}>{row.total_jobs}</span>
      {row.is_primary && (
        <Tooltip label="This is the candidate's primary job">
          <IconStarFilled
            size={14}
            role="img"
            aria-label="Primary job"
            color="var(--mantine-color-yellow-5)"
          />
        </Tooltip>
      )}
    </Group>
  );
}

/** One of up to 3 other jobs: the job's title over the stage the candidate is at there. */
export function OtherJobCell({ job }: { job: OtherJob | undefined }) {
  if (!job) return <CellText>{null}</CellText>;
  return (
    <span className={classes.stack}>
      <span className={classes.strong} title={job.job_title}>
        {job.job_title}
      </span>
      <span className={classes.sub}>{job.stage_title ?? '—'}</span>
    </span>
  );
}

/** A column header with a tooltip (the AC1-AC5 criteria titles); focusable so keyboard users can read it. */
export function HeaderWithTooltip({ label, tooltip }: { label: ReactNode; tooltip: string | null }) {
  if (!tooltip) return <>{label}</>;
  return (
    <Tooltip label={tooltip} multiline maw={280} withArrow>
      <Text
        span
        size="sm"
        fw={700}
        tabIndex={0}
        style={{ cursor: 'help', textDecoration: 'underline dotted' }}
      >
        {label}
      </Text>
    </Tooltip>
  );
}

/**
 * Where the application stands on the row's record (docs/product/pipeline.md#status): 'Rejected' with the
 * reason (the note on hover), 'Hired', 'Completed' for a stage the candidate moved on from, else 'In stage'.
 */
export function StatusCell({ row }: { row: JobCandidateRow }) {
  const { record } = row;
  switch (record.status) {
    case 'rejected':
      return (
        <Group gap={6} wrap="nowrap" miw={0} title={record.rejection_note ?? undefined}>
          <Badge color="red" variant="light" size="sm" style={{ flex: 'none' }}>
            {recordStatusFilterLabels.rejected}
          </Badge>
          <CellText>{record.rejection_reason}</CellText>
        </Group>
      );
    case 'hired':
      return (
        <Badge color="teal" variant="filled" size="sm">
          {recordStatusFilterLabels.hired}
        </Badge>
      );
    case 'moved_on':
      return (
        <Badge color="green" variant="outline" size="sm" leftSection={<IconCheck size={12} aria-hidden />}>
          Completed
        </Badge>
      );
    default:
      return <CellText dimmed>{recordStatusFilterLabels.active}</CellText>;
  }
}
