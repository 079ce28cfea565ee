import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatTrainerFigure, scoringVersionName, type TrainerRun, trainerMessages } from '@rw/core';
import { IconCircleCheck } from '@tabler/icons-react';

type RunResultProps = {
  run: TrainerRun;
  adopting: boolean;
  onAdopt: () => void;
};

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" ff="monospace">
        {formatTrainerFigure(value)}
      </Text>
    </Stack>
  );
}

/**
 * A finished run (docs/product/data-trainer.md#training): 'Training failed: {reason}', or the best iteration's
 * agreement on the training part beside the held-out part's (and the starting instructions' held-out figure),
 * or the note that too few candidates were scored to hold any out; then 'Adopt'.
 */
export function RunResult({ run, adopting, onAdopt }: RunResultProps) {
  if (run.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title="Training stopped">
        {run.error}
      </Alert>
    );
  }
  if (run.status !== 'completed') return null;
  return (
    <Stack gap="sm" data-testid="run-result">
      <SimpleGrid cols={{ base: 1, xs: run.allUsed ? 1 : 3 }} spacing="sm">
        <Figure
          label={`Training agreement (${run.metric}, best: iteration ${run.bestIteration ?? '—'})`}
          value={run.trainingSimilarity}
        />
        {!run.allUsed && (
          <>
            <Figure
              label={`Held-out agreement (${run.heldOutCount} candidates)`}
              value={run.heldOutSimilarity}
            />
            <Figure label="Held out, starting instructions" value={run.heldOutBaselineSimilarity} />
          </>
        )}
      </SimpleGrid>
      {run.allUsed && (
        <Text size="sm" c="dimmed" data-testid="all-used-note">
          {trainerMessages.allUsedNote}
        </Text>
      )}
      {run.error && (
        <Text size="sm" c="orange.9">
          {run.error}
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          onClick={onAdopt}
          loading={adopting}
          disabled={run.bestIteration === null}
        >
          {trainerMessages.adopt}
        </Button>
        <Text size="sm" c="dimmed">
          {run.adoptedVersion
            ? `Adopted as ${scoringVersionName(run.adoptedVersion)}.`
            : `Makes iteration ${run.bestIteration ?? '—'}'s instructions score every CV Sorter run.`}
        </Text>
      </Group>
    </Stack>
  );
}
