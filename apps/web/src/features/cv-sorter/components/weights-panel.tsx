import { Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type CvSorterWeights,
  cvSorterCriteria,
  cvSorterCriterionDescriptions,
  cvSorterCriterionLabels,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '@rw/core';
import { weightsEqual, weightsError } from '#/features/cv-sorter/utils/page-rules';

type WeightsPanelProps = {
  weights: CvSorterWeights;
  /** The weights the list's scores were made with, once it is scored. */
  used: CvSorterWeights | null;
  /** Read-only while a run goes on. */
  locked: boolean;
  onChange: (weights: CvSorterWeights) => void;
};

/**
 * The criteria weights (docs/product/cv-sorter.md#scoring): 0-10 each, equal by default; the final score is
 * the weighted mean of the four scores, which the panel writes out. A change applies on the next run (the
 * results show the weights their scores were made with).
 */
export function WeightsPanel({ weights, used, locked, onChange }: WeightsPanelProps) {
  const changed = used !== null && cvSorterCriteria.some((k) => used[k] !== weights[k]);
  const error = weightsError(weights);
  const formula = weightsEqual(weights)
    ? 'Final score = the mean of the four scores (equal weights).'
    : `Final score = weighted mean: (${cvSorterCriteria
        .map((k) => `${weights[k]} × ${cvSorterCriterionLabels[k]}`)
        .join(' + ')}) ÷ ${cvSorterCriteria.reduce((s, k) => s + weights[k], 0)}.`;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h5">
            Criteria weights
          </Title>
          {changed && (
            <Text size="xs" c="dimmed">
              Applies on the next Process &amp; Score
            </Text>
          )}
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          {cvSorterCriteria.map((k) => (
            <NumberInput
              key={k}
              size="xs"
              label={cvSorterCriterionLabels[k]}
              title={cvSorterCriterionDescriptions[k]}
              min={WEIGHT_MIN}
              max={WEIGHT_MAX}
              step={0.5}
              decimalScale={1}
              clampBehavior="strict"
              allowNegative={false}
              readOnly={locked}
              value={weights[k]}
              onChange={(v) => onChange({ ...weights, [k]: typeof v === 'number' ? v : 0 })}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? formula}
        </Text>
      </Stack>
    </Paper>
  );
}
