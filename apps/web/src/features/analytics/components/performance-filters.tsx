import { Group, Select } from '@mantine/core';
import { useFilterOptions } from '#/features/analytics/api/get-filter-options';

/** The funnel's filters besides the period: each an id, or undefined for all. */
export type FunnelFilters = { company_id?: string; job_id?: string; recruiter_id?: string };

/**
 * Company, job and recruiter (the person who created the job) of Performance Metrics
 * (docs/product/analytics.md#performance-metrics). The job list follows the company and recruiter chosen.
 */
export function PerformanceFilters({
  value,
  onChange,
}: {
  value: FunnelFilters;
  onChange: (next: FunnelFilters) => void;
}) {
  const options = useFilterOptions();
  const data = options.data;
  const jobs = (data?.jobs ?? []).filter(
    (j) =>
      (!value.company_id || j.companyId === value.company_id) &&
      (!value.recruiter_id || j.createdBy === value.recruiter_id),
  );
  const common = { clearable: true, searchable: true, w: 220, disabled: !data } as const;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Filters">
      <Select
        {...common}
        label="Company"
        placeholder="All companies"
        data={data?.companies ?? []}
        value={value.company_id ?? null}
        onChange={(v) => onChange({ ...value, company_id: v ?? undefined, job_id: undefined })}
      />
      <Select
        {...common}
        label="Recruiter"
        placeholder="All recruiters"
        data={data?.recruiters ?? []}
        value={value.recruiter_id ?? null}
        onChange={(v) => onChange({ ...value, recruiter_id: v ?? undefined, job_id: undefined })}
      />
      <Select
        {...common}
        label="Job"
        placeholder="All jobs"
        data={jobs.map((j) => ({ value: j.value, label: j.label }))}
        value={value.job_id ?? null}
        onChange={(v) => onChange({ ...value, job_id: v ?? undefined })}
      />
    </Group>
  );
}
