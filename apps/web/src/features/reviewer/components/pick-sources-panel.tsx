import { Alert, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { jobDescriptionPlainText } from '@rw/core';
import { useState } from 'react';
import {
  getCandidate,
  getJob,
  usePickableCandidates,
  usePickableJobs,
} from '#/features/reviewer/api/pick-sources';

export type PickedJob = { id: string; title: string };
export type PickedCandidate = { id: string; name: string };

type PickSourcesPanelProps = {
  job: PickedJob | null;
  candidate: PickedCandidate | null;
  disabled: boolean;
  /** A job was picked (its description text) or cleared (null). */
  onJob: (picked: { job: PickedJob; description: string } | null) => void;
  /** A candidate was picked (their CV or LinkedIn text) or cleared (null). */
  onCandidate: (picked: { candidate: PickedCandidate; cv: string } | null) => void;
};

const fullName = (c: { first_name: string | null; last_name: string | null; email?: string | null }) =>
  [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email || 'Unnamed candidate';

/**
 * 'From your workspace' (docs/product/reviewer.md#picking-a-job-and-a-candidate): pick one of the
 * organisation's jobs (its description fills the first box) and a candidate (their CV, else their LinkedIn
 * text, fills the CV box; their name and the job's title fill the candidate modal). A review made for a
 * picked candidate is saved to them. Pasting instead works as before.
 */
export function PickSourcesPanel({ job, candidate, disabled, onJob, onCandidate }: PickSourcesPanelProps) {
  const jobs = usePickableJobs();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const candidates = usePickableCandidates(q);
  const [error, setError] = useState<string | null>(null);

  const handleJob = async (id: string | null) => {
    setError(null);
    if (!id) return onJob(null);
    try {
      const full = await getJob(id);
      onJob({ job: { id, title: full.title }, description: jobDescriptionPlainText(full) });
    } catch {
      setError('Failed to load the job');
    }
  };
  const handleCandidate = async (id: string | null) => {
    setError(null);
    if (!id) return onCandidate(null);
    try {
      const full = await getCandidate(id);
      const cv = full.cv_text?.trim() || full.linkedin_raw_text?.trim() || '';
      onCandidate({ candidate: { id, name: fullName(full) }, cv });
    } catch {
      setError('Failed to load the candidate');
    }
  };

  const candidateOptions = (candidates.data ?? []).map((c) => ({
    value: c.id,
    label: [fullName(c), c.current_title].filter(Boolean).join(' · '),
  }));
  if (candidate && !candidateOptions.some((o) => o.value === candidate.id)) {
    candidateOptions.unshift({ value: candidate.id, label: candidate.name });
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            From your workspace
          </Text>
          <Text size="xs" c="dimmed">
            Pick a job and a candidate to fill the boxes below, or paste the texts yourself.
          </Text>
        </div>
        <Group grow align="flex-start" gap="sm">
          <Select
            label="Job"
            placeholder={jobs.isPending ? 'Loading jobs…' : 'Pick a job'}
            searchable
            clearable
            disabled={disabled}
            value={job?.id ?? null}
            onChange={(id) => void handleJob(id)}
            data={(jobs.data ?? []).map((j) => ({
              value: j.id,
              label: [j.title, j.company_name].filter(Boolean).join(' · '),
            }))}
            nothingFoundMessage="No jobs found"
          />
          <Select
            label="Candidate"
            placeholder="Search candidates"
            searchable
            clearable
            disabled={disabled}
            value={candidate?.id ?? null}
            onChange={(id) => void handleCandidate(id)}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={candidateOptions}
            nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'No candidates found'}
          />
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
