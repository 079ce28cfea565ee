import { Badge, Group, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import {
  criterionLabel,
  rubricBandLabel,
  rubricScaleLabels,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_STEP,
  type ScorecardCriterion,
} from '@rw/core';
import { parseScoreInput } from '#/features/candidates/scorecards/utils/scorecard-form';

type ScorecardCriterionFieldProps = {
  criterion: ScorecardCriterion;
  value: number | '';
  onChange: (value: number | '') => void;
  disabled?: boolean;
};

/**
 * One criterion of a scorecard (docs/product/pipeline.md#scorecards): 'AC1', its title and its rubric rows
 * (points out of 100 with the score each band stands for, docs/product/interview-process.md#rubric-scale)
 * beside a 0-10 score in steps of 0.1.
 */
export function ScorecardCriterionField({
  criterion,
  value,
  onChange,
  disabled,
}: ScorecardCriterionFieldProps) {
  const label = criterionLabel(criterion.key);
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group align="flex-start" justify="space-between" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="light" size="sm" style={{ flex: 'none' }} mt={2}>
              {label}
            </Badge>
            <Text
              fw={600}
              size="sm"
              id={`scorecard-${criterion.key}-title`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {criterion.title}
            </Text>
          </Group>
          {criterion.rubric.length > 0 && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={600}>
                {rubricScaleLabels.heading}
              </Text>
              <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="xs">
                <Table.Tbody>
                  {criterion.rubric.map((row, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rubric rows have no identity but their order.
                    <Table.Tr key={i}>
                      <Table.Td w={64} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                        {row.min}-{row.max}
                      </Table.Td>
                      <Table.Td w={128} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {rubricBandLabel(row)}
                      </Table.Td>
                      <Table.Td>{row.description || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </Stack>
        <Group gap={6} wrap="nowrap" style={{ flex: 'none' }} align="center">
          <NumberInput
            aria-label={`${label} score`}
            aria-describedby={`scorecard-${criterion.key}-title`}
            placeholder="0-10"
            min={SCORE_MIN}
            max={SCORE_MAX}
            step={SCORE_STEP}
            decimalScale={1}
            clampBehavior="strict"
            allowNegative={false}
            w={84}
            disabled={disabled}
            value={value}
            onChange={(raw) => onChange(parseScoreInput(raw))}
          />
          <Text size="sm" c="dimmed">
            / 10
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
