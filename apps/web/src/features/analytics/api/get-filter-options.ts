import { jobCompanyOptions, jobList, organizationUsersView } from '@rw/core';
import { useQuery } from '@tanstack/react-query';
import { analyticsKeys } from '#/features/analytics/api/analytics-keys';
import { apiRequest } from '#/lib/api-client';

/** A choice of a filter: its id and what it is called. */
export type FilterOption = { value: string; label: string };

/**
 * The choices of the Performance Metrics filters: the organisation's companies (`GET /api/jobs/companies`),
 * jobs (`GET /api/jobs?scope=team`, with their company and creator) and people
 * (`GET /api/organization/users`). @throws ApiError
 */
export async function getFilterOptions(signal?: AbortSignal) {
  const [companies, jobs, people] = await Promise.all([
    apiRequest('/api/jobs/companies', { schema: jobCompanyOptions, signal }),
    apiRequest('/api/jobs?scope=team', { schema: jobList, signal }),
    apiRequest('/api/organization/users', { schema: organizationUsersView, signal }),
  ]);
  const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);
  return {
    companies: companies.companies.map((c) => ({ value: c.id, label: c.name })).sort(byLabel),
    jobs: jobs.jobs.map((j) => ({
      value: j.id,
      label: j.title,
      companyId: j.company_id,
      createdBy: j.created_by,
    })),
    recruiters: people.users.map((u) => ({ value: u.id, label: u.name || u.email })).sort(byLabel),
  };
}

export function useFilterOptions() {
  return useQuery({
    queryKey: analyticsKeys.filterOptions(),
    queryFn: ({ signal }) => getFilterOptions(signal),
  });
}
