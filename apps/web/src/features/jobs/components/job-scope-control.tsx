import { SegmentedControl } from '@mantine/core';
import { type JobScope, jobAccessMessages, jobScopeSchema } from '@rw/core';

type JobScopeControlProps = { value: JobScope; onChange: (scope: JobScope) => void };

const options = [
  { value: 'mine', label: jobAccessMessages.mine },
  { value: 'team', label: jobAccessMessages.team },
];

/**
 * 'My Jobs' / 'Team' above the list (docs/product/jobs.md#my-jobs): a radio group named 'Jobs to show', so
 * Tab reaches it and the arrow keys move between the two views.
 */
export function JobScopeControl({ value, onChange }: JobScopeControlProps) {
  return (
    <SegmentedControl
      aria-label={jobAccessMessages.scopeLabel}
      data={options}
      value={value}
      onChange={(next) => onChange(jobScopeSchema.catch('mine').parse(next))}
      mb="lg"
    />
  );
}
