import { Group, Stack, Text } from '@mantine/core';
import {
  type CvSorterSearch,
  cvSorterCriteria,
  cvSorterCriterionLabels,
  cvSorterMessages,
  scoredWithPromptMessage,
} from '@rw/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { weightsEqual } from '#/features/cv-sorter/utils/page-rules';

/**
 * What the scores mean (docs/product/cv-sorter.md#scoring): the weights used (the final score is their
 * weighted mean), which prompt and model scored them, and the plain note that company prestige is a
 * pedigree signal.
 */
export function ResultsMeta({
  search,
}: {
  search: Pick<CvSorterSearch, 'weights' | 'promptVersion' | 'promptAdopted' | 'model' | 'scored'>;
}) {
  const equal = weightsEqual(search.weights);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" data-testid="weights-used">
        Final score: {equal ? 'the mean of the four criteria (equal weights)' : 'weighted mean'} ·{' '}
        {cvSorterCriteria.map((k) => `${cvSorterCriterionLabels[k]} ×${search.weights[k]}`).join(', ')}
      </Text>
      {search.promptVersion && (
        <Text size="xs" c="dimmed">
          {scoredWithPromptMessage(search.promptVersion)}
          {search.promptAdopted ? ' (adopted in the Data Trainer)' : ''}
          {search.model ? ` · ${search.model}` : ''}
        </Text>
      )}
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconInfoCircle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="xs" c="dimmed">
          {cvSorterMessages.pedigreeNote}
        </Text>
      </Group>
    </Stack>
  );
}
