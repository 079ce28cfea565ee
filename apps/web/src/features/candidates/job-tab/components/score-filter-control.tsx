import { CloseButton, Group, NumberInput, Select } from '@mantine/core';
import { SCORE_MAX, SCORE_MIN, SCORE_STEP } from '@rw/core';
import {
  noScoreFilter,
  parseFilterValue,
  type ScoreFilter,
  type ScoreFilterMode,
  scoreFilterModeLabels,
} from '#/features/candidates/job-tab/utils/candidate-rows';

const modeData = (Object.keys(scoreFilterModeLabels) as ScoreFilterMode[]).map((value) => ({
  value,
  label: scoreFilterModeLabels[value],
}));

/**
 * Score Filter (docs/product/candidates.md#views): All Scores / Above (>=) / Below (<=) with a number 0-10,
 * step 0.1, and a clear control that returns to All Scores.
 */
export function ScoreFilterControl({
  filter,
  onChange,
}: {
  filter: ScoreFilter;
  onChange: (filter: ScoreFilter) => void;
}) {
  const dirty = filter.mode !== 'all' || filter.value != null;
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <Select
        label="Score Filter"
        data={modeData}
        value={filter.mode}
        allowDeselect={false}
        w={140}
        onChange={(mode) => onChange({ ...filter, mode: (mode as ScoreFilterMode | null) ?? 'all' })}
      />
      <NumberInput
        aria-label="Score filter value"
        placeholder="0-10"
        min={SCORE_MIN}
        max={SCORE_MAX}
        step={SCORE_STEP}
        decimalScale={1}
        clampBehavior="strict"
        w={88}
        disabled={filter.mode === 'all'}
        value={filter.value ?? ''}
        onChange={(raw) => onChange({ ...filter, value: parseFilterValue(raw) })}
      />
      <CloseButton
        aria-label="Clear score filter"
        disabled={!dirty}
        mb={4}
        onClick={() => onChange(noScoreFilter)}
      />
    </Group>
  );
}
