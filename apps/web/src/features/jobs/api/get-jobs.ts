import { type JobListItem, type JobScope, jobList } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

export const jobsQueryKey = ['jobs'] as const;

/**
 * My Jobs ('mine': the caller's own) or the Team's ('team': every job of the organisation), newest first
 * (`GET /api/jobs?scope=`, docs/product/jobs.md#my-jobs). @throws ApiError
 */
export async function getJobs(scope: JobScope, signal?: AbortSignal): Promise<JobListItem[]> {
  return (await apiRequest(`/api/jobs?scope=${scope}`, { schema: jobList, signal })).jobs;
}

export const jobsQueryOptions = (scope: JobScope) =>
  queryOptions({
    queryKey: [...jobsQueryKey, 'list', scope],
    queryFn: ({ signal }) => getJobs(scope, signal),
    retry: false,
  });

/** The list of `scope`; refetched on focus and reconnect (query client defaults). */
export function useJobs(scope: JobScope, enabled = true) {
  return useQuery({ ...jobsQueryOptions(scope), enabled });
}
