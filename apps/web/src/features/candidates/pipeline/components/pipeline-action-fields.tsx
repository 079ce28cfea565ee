import { Select, Textarea } from '@mantine/core';
import { OTHER_REJECTION_REASON, REJECTION_NOTE_MAX } from '@rw/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRejectionReasons } from '#/features/candidates/api/pipeline';
import type { PipelineActionInput } from '#/features/candidates/pipeline/utils/pipeline-action';
import { jobsQueryOptions } from '#/features/jobs';

type RejectFieldsProps = {
  reason: string | null;
  note: string;
  onChange: (next: Partial<PipelineActionInput>) => void;
  reasonError: string | null;
  noteError: string | null;
};

/**
 * A rejection's reason, from the organisation's list, and its note, required for 'Other'
 * (docs/product/pipeline.md#reject-and-hire).
 */
export function RejectFields({ reason, note, onChange, reasonError, noteError }: RejectFieldsProps) {
  const reasons = useRejectionReasons();
  return (
    <>
      <Select
        label="Reason"
        placeholder={reasons.isPending ? 'Loading…' : 'Choose a reason'}
        data={reasons.data?.reasons ?? []}
        value={reason}
        onChange={(value) => onChange({ reason: value })}
        error={reasonError ?? (reasons.isError ? reasons.error.message : null)}
        withAsterisk
        allowDeselect={false}
      />
      <Textarea
        label="Note"
        description={
          reason === OTHER_REJECTION_REASON ? `Required for '${OTHER_REJECTION_REASON}'` : undefined
        }
        withAsterisk={reason === OTHER_REJECTION_REASON}
        value={note}
        onChange={(e) => onChange({ note: e.currentTarget.value })}
        maxLength={REJECTION_NOTE_MAX}
        autosize
        minRows={2}
        maxRows={6}
        error={noteError}
      />
    </>
  );
}

type AddToJobFieldProps = {
  /** This job, left out of the choices. */
  jobId: string;
  value: { id: string; title: string } | null;
  onChange: (job: { id: string; title: string } | null) => void;
  error: string | null;
};

/** The organisation's other jobs, searchable by title and company ('Add to another job'). */
export function AddToJobField({ jobId, value, onChange, error }: AddToJobFieldProps) {
  const jobs = useQuery(jobsQueryOptions('team'));
  const data = useMemo(
    () =>
      (jobs.data ?? [])
        .filter((j) => j.id !== jobId)
        .map((j) => ({
          value: j.id,
          label: j.company_name ? `${j.title} · ${j.company_name}` : j.title,
        })),
    [jobs.data, jobId],
  );
  const titles = useMemo(() => new Map((jobs.data ?? []).map((j) => [j.id, j.title])), [jobs.data]);
  return (
    <Select
      label="Job"
      placeholder={jobs.isPending ? 'Loading…' : 'Search jobs'}
      searchable
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? { id, title: titles.get(id) ?? id } : null)}
      nothingFoundMessage="No other jobs"
      error={error ?? (jobs.isError ? jobs.error.message : null)}
      withAsterisk
      maxDropdownHeight={280}
    />
  );
}
