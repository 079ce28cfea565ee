import { candidateDetailResponse, job } from '@rw/core';
import { apiRequest } from '#/lib/api-client';

/*
 * What 'pick a job / pick a candidate' reads once one is picked (docs/product/reviewer.md#picking-a-job-and-a-candidate):
 * the job or candidate in full. The pickers themselves are the jobs' and candidates' (`JobPicker`,
 * `CandidatePicker`).
 */

/** A job in full (its description). @throws ApiError */
export function getJob(id: string) {
  return apiRequest(`/api/jobs/${encodeURIComponent(id)}`, { schema: job });
}

/** A candidate in full (CV and LinkedIn text). @throws ApiError */
export async function getCandidate(id: string) {
  return (await apiRequest(`/api/candidates/${encodeURIComponent(id)}`, { schema: candidateDetailResponse }))
    .candidate;
}
