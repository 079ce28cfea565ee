import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  MAX_RUBRIC_ROWS,
  rubricBandLabel,
  rubricInputDigits,
  rubricValueOnBlur,
  rubricScaleLabels as scale,
} from '@rw/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { blankRubricRow, type RubricRowForm } from '#/features/interview-process/utils/details-form';

type RubricRowsFieldsProps = {
  /** 'Criterion 2', for the inputs' accessible names. */
  label: string;
  rows: RubricRowForm[];
  onChange: (rows: RubricRowForm[]) => void;
};

/**
 * The rubric rows of a criterion (docs/product/interview-process.md#rubric-scale): min and max are points out
 * of 100 and take digits only; a blank min becomes 0 and a blank max 20 when the input loses focus; at most 5
 * rows. Beside each row, the criterion score out of 10 the band stands for ('Score 2.1-6.0 / 10').
 */
/** The score a row's band stands for, once both bounds are numbers; empty while one is blank. */
function bandScore(row: RubricRowForm): string {
  if (row.min === '' || row.max === '') return '';
  return rubricBandLabel({ min: Number(row.min), max: Number(row.max) });
}

export function RubricRowsFields({ label, rows, onChange }: RubricRowsFieldsProps) {
  const update = (index: number, patch: Partial<RubricRowForm>) =>
    onChange(rows.map((r, n) => (n === index ? { ...r, ...patch } : r)));
  const bound = (index: number, kind: 'min' | 'max', row: RubricRowForm) => (
    <TextInput
      size="xs"
      w={64}
      inputMode="numeric"
      aria-label={`${label} row ${index + 1} ${kind} points`}
      placeholder={kind === 'min' ? 'Min' : 'Max'}
      title={kind === 'min' ? scale.min : scale.max}
      value={row[kind]}
      onChange={(e) => update(index, { [kind]: rubricInputDigits(e.currentTarget.value) })}
      onBlur={(e) => update(index, { [kind]: String(rubricValueOnBlur(kind, e.currentTarget.value)) })}
    />
  );
  return (
    <Stack gap={4}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the identity.
        <Group key={index} gap={6} wrap="nowrap" align="center">
          {bound(index, 'min', row)}
          {bound(index, 'max', row)}
          <Text size="xs" c="dimmed" w={118} style={{ flexShrink: 0 }} data-testid="rubric-band-score">
            {bandScore(row)}
          </Text>
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`${label} row ${index + 1} description`}
            placeholder="What earns this score"
            value={row.description}
            onChange={(e) => update(index, { description: e.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Remove ${label} row ${index + 1}`}
            onClick={() => onChange(rows.filter((_, n) => n !== index))}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} aria-hidden />}
          onClick={() => onChange([...rows, blankRubricRow()])}
          disabled={rows.length >= MAX_RUBRIC_ROWS}
          aria-label={`Add rubric row to ${label}`}
        >
          Add rubric row
        </Button>
      </Group>
    </Stack>
  );
}
