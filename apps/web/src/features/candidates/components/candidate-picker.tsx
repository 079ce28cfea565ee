import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { usePickableCandidates } from '#/features/candidates/api/pickable-candidates';

/** A candidate picked from the organisation's candidates, with the name shown for them. */
export type PickedCandidate = { id: string; name: string };

type CandidatePickerProps = {
  value: PickedCandidate | null;
  disabled?: boolean;
  /** A candidate was picked, or the pick was cleared (null). */
  onChange: (candidate: PickedCandidate | null) => void;
};

/** The name a candidate is shown under: their full name, else their e-mail. */
export const pickedCandidateName = (c: {
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
}) => [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email || 'Unnamed candidate';

/**
 * 'Candidate': search the organisation's candidates as you type (`GET /api/candidates?q=`) and pick one. The
 * tools that work on a candidate of the workspace pick them here
 * (docs/product/reviewer.md#picking-a-job-and-a-candidate, docs/product/screen-evaluation.md#for-a-candidate-and-a-job).
 */
export function CandidatePicker({ value, disabled, onChange }: CandidatePickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const candidates = usePickableCandidates(q);
  const found = candidates.data ?? [];
  const options = found.map((c) => ({
    value: c.id,
    label: [pickedCandidateName(c), c.current_title].filter(Boolean).join(' · '),
  }));
  if (value && !options.some((o) => o.value === value.id)) {
    options.unshift({ value: value.id, label: value.name });
  }
  const handleChange = (id: string | null) => {
    if (!id) return onChange(null);
    const c = found.find((f) => f.id === id);
    onChange({ id, name: c ? pickedCandidateName(c) : (value?.name ?? '') });
  };
  return (
    <Select
      label="Candidate"
      placeholder="Search candidates"
      searchable
      clearable
      disabled={disabled}
      value={value?.id ?? null}
      onChange={handleChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'No candidates found'}
    />
  );
}
