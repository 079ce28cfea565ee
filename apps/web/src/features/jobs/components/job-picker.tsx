import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { jobsQueryOptions } from '#/features/jobs/api/get-jobs';

/** A job picked from the organisation's jobs. */
export type PickedJob = { id: string; title: string };

type JobPickerProps = {
  value: string | null;
  disabled?: boolean;
  /** A job was picked, or the pick was cleared (null). */
  onChange: (job: PickedJob | null) => void;
};

/**
 * 'Job': one of the organisation's jobs (`GET /api/jobs?scope=team`), searchable by title and company. The
 * tools that work on a job of the workspace pick it here (docs/product/reviewer.md#picking-a-job-and-a-candidate,
 * docs/product/screen-evaluation.md#for-a-candidate-and-a-job).
 */
export function JobPicker({ value, disabled, onChange }: JobPickerProps) {
  const jobs = useQuery({ ...jobsQueryOptions('team'), staleTime: 60_000 });
  const handleChange = (id: string | null) => {
    const job = id ? jobs.data?.find((j) => j.id === id) : undefined;
    onChange(job ? { id: job.id, title: job.title } : null);
  };
  return (
    <Select
      label="Job"
      placeholder={jobs.isPending ? 'Loading jobs…' : 'Pick a job'}
      searchable
      clearable
      disabled={disabled}
      value={value}
      onChange={handleChange}
      data={(jobs.data ?? []).map((j) => ({
        value: j.id,
        label: [j.title, j.company_name].filter(Boolean).join(' · '),
      }))}
      nothingFoundMessage="No jobs found"
    />
  );
}
