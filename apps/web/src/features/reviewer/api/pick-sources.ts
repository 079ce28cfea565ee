import { candidateDetailResponse, candidateListResponse, job, jobList } from '@rw/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/*
 * What 'pick a job / pick a candidate' reads (docs/product/reviewer.md#picking-a-job-and-a-candidate): the
 * organisation's jobs (`GET /api/jobs?scope=team`) and candidates (`GET /api/candidates?q=`), and the picked
 * one in full.
 */

/** The organisation's jobs, for the job picker. */
export function usePickableJobs() {
  return useQuery({
    queryKey: ['reviewer', 'jobs'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/jobs?scope=team', { schema: jobList, signal })).jobs,
    staleTime: 60_000,
  });
}

/** Candidates matching `q` (name, e-mail, title, company, location), for the candidate picker. */
export function usePickableCandidates(q: string) {
  return useQuery({
    queryKey: ['reviewer', 'candidates', q],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: '20', ...(q.trim() ? { q: q.trim() } : {}) });
      return (await apiRequest(`/api/candidates?${query}`, { schema: candidateListResponse, signal }))
        .candidates;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A job in full (its description). @throws ApiError */
export function getJob(id: string) {
  return apiRequest(`/api/jobs/${encodeURIComponent(id)}`, { schema: job });
}

/** A candidate in full (CV and LinkedIn text). @throws ApiError */
export async function getCandidate(id: string) {
  return (await apiRequest(`/api/candidates/${encodeURIComponent(id)}`, { schema: candidateDetailResponse }))
    .candidate;
}
