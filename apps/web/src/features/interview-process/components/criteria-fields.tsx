import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_CRITERIA, rubricScaleLabels } from '@rw/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { RubricRowsFields } from '#/features/interview-process/components/rubric-rows-fields';
import { blankCriterion, type CriterionForm } from '#/features/interview-process/utils/details-form';

type CriteriaFieldsProps = {
  criteria: CriterionForm[];
  onChange: (criteria: CriterionForm[]) => void;
  /** The job's requirements, to name the ones a criterion is tagged with. */
  requirements: readonly string[];
};

/**
 * Assessment criteria of a stage with their rubric rows
 * (docs/product/interview-process.md#stage-details): at most 5.
 */
export function CriteriaFields({ criteria, onChange, requirements }: CriteriaFieldsProps) {
  const update = (index: number, patch: Partial<CriterionForm>) =>
    onChange(criteria.map((c, n) => (n === index ? { ...c, ...patch } : c)));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Assessment criteria
      </Title>
      <Text size="xs" c="dimmed">
        {rubricScaleLabels.hint}
      </Text>
      {criteria.length === 0 && (
        <Text size="sm" c="dimmed">
          No assessment criteria yet.
        </Text>
      )}
      {criteria.map((criterion, index) => {
        const label = `Criterion ${index + 1}`;
        const tagged = criterion.requirementIndexes.flatMap((i) => requirements[i] ?? []);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the identity.
          <Paper key={index} withBorder p="xs" radius="sm">
            <Group gap="xs" wrap="nowrap" align="flex-end" mb={6}>
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                label={label}
                placeholder="e.g. System design"
                value={criterion.title}
                onChange={(e) => update(index, { title: e.currentTarget.value })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => onChange(criteria.filter((_, n) => n !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {tagged.length > 0 && (
              <Text size="xs" c="dimmed" mb={4}>
                Assesses: {tagged.join('; ')}
              </Text>
            )}
            <Text size="xs" fw={600} mb={2}>
              {rubricScaleLabels.heading}
            </Text>
            <RubricRowsFields
              label={label}
              rows={criterion.rubric}
              onChange={(rubric) => update(index, { rubric })}
            />
          </Paper>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...criteria, blankCriterion()])}
          disabled={criteria.length >= MAX_CRITERIA}
        >
          Add criterion
        </Button>
        <Text size="xs" c="dimmed">
          Up to {MAX_CRITERIA} per stage, 5 rubric rows each
        </Text>
      </Group>
    </Stack>
  );
}
