import { JD_POLL_MS, JOB_LOAD_TIMEOUT_MS, type Job, job } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

export const jobQueryKey = (id: string) => ['jobs', 'detail', id] as const;

/**
 * One job with its company (`GET /api/jobs/:id`), 8 s limit (docs/product/jobs.md#limits).
 * @throws ApiError (404 for a missing job or another organisation's).
 */
export function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest(`/api/jobs/${encodeURIComponent(id)}`, {
    schema: job,
    signal,
    timeoutMs: JOB_LOAD_TIMEOUT_MS,
  });
}

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobQueryKey(id), queryFn: ({ signal }) => getJob(id, signal), retry: false });

/**
 * The job of the detail screen: refetched on focus and visibility (query client defaults) and every 3 s
 * while an AI generation is pending (docs/product/jobs.md#ai-automation).
 */
export function useJob(id: string, opts: { polling?: boolean } = {}) {
  return useQuery({
    ...jobQueryOptions(id),
    staleTime: 0,
    refetchInterval: opts.polling ? JD_POLL_MS : false,
  });
}
