import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { jobDescriptionPlainText } from '@rw/core';
import { useState } from 'react';
import { CandidatePicker, type PickedCandidate, pickedCandidateName } from '#/features/candidates';
import { JobPicker, type PickedJob } from '#/features/jobs';
import { getCandidate, getJob } from '#/features/reviewer/api/pick-sources';

export type { PickedCandidate, PickedJob };

type PickSourcesPanelProps = {
  job: PickedJob | null;
  candidate: PickedCandidate | null;
  disabled: boolean;
  /** A job was picked (its description text) or cleared (null). */
  onJob: (picked: { job: PickedJob; description: string } | null) => void;
  /** A candidate was picked (their CV or LinkedIn text) or cleared (null). */
  onCandidate: (picked: { candidate: PickedCandidate; cv: string } | null) => void;
};

/**
 * 'From your workspace' (docs/product/reviewer.md#picking-a-job-and-a-candidate): pick one of the
 * organisation's jobs (its description fills the first box) and a candidate (their CV, else their LinkedIn
 * text, fills the CV box; their name and the job's title fill the candidate modal). A review made for a
 * picked candidate is saved to them. Pasting instead works as before.
 */
export function PickSourcesPanel({ job, candidate, disabled, onJob, onCandidate }: PickSourcesPanelProps) {
  const [error, setError] = useState<string | null>(null);

  const handleJob = async (picked: PickedJob | null) => {
    setError(null);
    if (!picked) return onJob(null);
    try {
      const full = await getJob(picked.id);
      onJob({ job: { id: picked.id, title: full.title }, description: jobDescriptionPlainText(full) });
    } catch {
      setError('Failed to load the job');
    }
  };
  const handleCandidate = async (picked: PickedCandidate | null) => {
    setError(null);
    if (!picked) return onCandidate(null);
    try {
      const full = await getCandidate(picked.id);
      const cv = full.cv_text?.trim() || full.linkedin_raw_text?.trim() || '';
      onCandidate({ candidate: { id: picked.id, name: pickedCandidateName(full) }, cv });
    } catch {
      setError('Failed to load the candidate');
    }
  };

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
          <JobPicker value={job?.id ?? null} disabled={disabled} onChange={(j) => void handleJob(j)} />
          <CandidatePicker value={candidate} disabled={disabled} onChange={(c) => void handleCandidate(c)} />
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
