import { type JobCompanyOption, jobCompanyOptions } from '@rw/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** The company dropdown: the organisation's companies by name (`GET /api/jobs/companies`). @throws ApiError */
export async function getJobCompanies(signal?: AbortSignal): Promise<JobCompanyOption[]> {
  return (await apiRequest('/api/jobs/companies', { schema: jobCompanyOptions, signal })).companies;
}

/** Loaded while a job form is open; a failure shows 'Failed to load companies' and an empty list. */
export function useJobCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['jobs', 'companies'],
    queryFn: ({ signal }) => getJobCompanies(signal),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
