import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { type AnalyticsPeriod, addDays, periodQuery, resolvePeriod, toIsoDate } from '@rw/core';
import { useState } from 'react';

type PeriodFilterProps = { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void };

const presets = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

/** The preset the period is, when it ends today; '' otherwise. */
function presetOf(p: AnalyticsPeriod): string {
  const today = toIsoDate(new Date());
  if (p.to !== today) return '';
  return presets.find((x) => addDays(today, -(Number(x.value) - 1)) === p.from)?.value ?? '';
}

/**
 * The period of an analytics screen (docs/product/analytics.md#period): a preset, or From and To dates
 * (UTC days, both included). Only a valid period reaches `onChange`; a wrong one says why under the dates.
 */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);

  const handleDates = (next: AnalyticsPeriod) => {
    setDraft(next);
    const parsed = periodQuery.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      onChange(resolvePeriod(parsed.data, new Date()));
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const handlePreset = (days: string) => {
    const to = toIsoDate(new Date());
    const next = { from: addDays(to, -(Number(days) - 1)), to };
    setDraft(next);
    setError(null);
    onChange(next);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Period">
      <SegmentedControl
        aria-label="Period shortcut"
        value={presetOf(value)}
        onChange={handlePreset}
        data={presets}
      />
      <TextInput
        type="date"
        label="From"
        value={draft.from}
        max={draft.to}
        onChange={(e) => handleDates({ ...draft, from: e.currentTarget.value })}
        error={error}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        value={draft.to}
        min={draft.from}
        onChange={(e) => handleDates({ ...draft, to: e.currentTarget.value })}
        w={170}
      />
    </Group>
  );
}
