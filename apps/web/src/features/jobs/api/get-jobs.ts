import { type JobListItem, jobList } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

export const jobsQueryKey = ['jobs'] as const;

/** The caller's jobs, newest first (`GET /api/jobs`, docs/product/jobs.md#my-jobs). @throws ApiError */
export async function getJobs(signal?: AbortSignal): Promise<JobListItem[]> {
  return (await apiRequest('/api/jobs', { schema: jobList, signal })).jobs;
}

export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: [...jobsQueryKey, 'list'],
    queryFn: ({ signal }) => getJobs(signal),
    retry: false,
  });

/** My Jobs; refetched on focus and reconnect (query client defaults). */
export function useJobs(enabled = true) {
  return useQuery({ ...jobsQueryOptions(), enabled });
}
