import { type JobCandidatesResponse, jobCandidatesResponse } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** Rows asked for per stage: the server's default; the tab says 'Showing the newest N of M' beyond it. */
export const JOB_CANDIDATES_LIMIT = 5000;
/** A stage's list can be a few megabytes of JSON; allow more than the default 15 s. */
const LIST_TIMEOUT_MS = 30_000;

/**
 * Query keys of a job's Candidates tab. They live outside ['jobs', 'detail', id] so that refreshing the job
 * (every few seconds while AI generation runs) does not refetch thousands of candidate rows.
 */
export const jobCandidatesKeys = {
  job: (jobId: string) => ['job-candidates', jobId] as const,
  lists: (jobId: string) => ['job-candidates', jobId, 'list'] as const,
  list: (jobId: string, stageId: string) => ['job-candidates', jobId, 'list', stageId] as const,
  criteria: (jobId: string, stageId: string) => ['job-candidates', jobId, 'criteria', stageId] as const,
  latestRun: (jobId: string, stageId: string) => ['job-candidates', jobId, 'latest-run', stageId] as const,
  run: (jobId: string, runId: string) => ['job-candidates', jobId, 'run', runId] as const,
};

/**
 * The candidates of one stage of a job (`GET /api/jobs/{jobId}/candidates?stage_id=&limit=`,
 * docs/product/candidates.md#candidates-tab): stage records with their candidate, total jobs, primary flag,
 * up to 3 other jobs and the job score, newest entered first; `total` counts the stage's records even when
 * `rows` stop at the limit.
 * @throws ApiError (404 for a missing job or another organisation's).
 */
export function getJobCandidates(
  jobId: string,
  stageId: string,
  signal?: AbortSignal,
): Promise<JobCandidatesResponse> {
  const params = new URLSearchParams({ stage_id: stageId, limit: String(JOB_CANDIDATES_LIMIT) });
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/candidates?${params}`, {
    schema: jobCandidatesResponse,
    signal,
    timeoutMs: LIST_TIMEOUT_MS,
  });
}

export const jobCandidatesQueryOptions = (jobId: string, stageId: string) =>
  queryOptions({
    queryKey: jobCandidatesKeys.list(jobId, stageId),
    queryFn: ({ signal }) => getJobCandidates(jobId, stageId, signal),
  });

/** The candidates of the selected stage of the job's Candidates tab. */
export function useJobCandidates(jobId: string, stageId: string) {
  return useQuery(jobCandidatesQueryOptions(jobId, stageId));
}
