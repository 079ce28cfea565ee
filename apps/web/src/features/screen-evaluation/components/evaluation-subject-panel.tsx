import { Group, Paper, Stack, Text } from '@mantine/core';
import { CandidatePicker, type PickedCandidate } from '#/features/candidates';
import { JobPicker, type PickedJob } from '#/features/jobs';

export type EvaluationSubject = { candidate: PickedCandidate | null; job: PickedJob | null };

type EvaluationSubjectPanelProps = {
  value: EvaluationSubject;
  disabled: boolean;
  onChange: (value: EvaluationSubject) => void;
};

/**
 * 'From your workspace' (docs/product/screen-evaluation.md#for-a-candidate-and-a-job): the candidate and the
 * job the screen call was for, picked from the organisation's; an evaluation saved with a candidate shows on
 * their page. Both are optional: a pasted transcript alone works as before.
 */
export function EvaluationSubjectPanel({ value, disabled, onChange }: EvaluationSubjectPanelProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            From your workspace
          </Text>
          <Text size="xs" c="dimmed">
            Pick the candidate and the job this call was for: the saved evaluation then shows on the
            candidate's page.
          </Text>
        </div>
        <Group grow align="flex-start" gap="sm">
          <CandidatePicker
            value={value.candidate}
            disabled={disabled}
            onChange={(candidate) => onChange({ ...value, candidate })}
          />
          <JobPicker
            value={value.job?.id ?? null}
            disabled={disabled}
            onChange={(job) => onChange({ ...value, job })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
