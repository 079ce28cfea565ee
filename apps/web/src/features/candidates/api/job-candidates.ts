import { type JobCandidatesResponse, jobCandidatesResponse, type RecordStatusFilter } from '@rw/core';
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
  /** Every status list of one stage (what a change to the stage refreshes). */
  list: (jobId: string, stageId: string) => ['job-candidates', jobId, 'list', stageId] as const,
  /** One stage's list under one Status filter. */
  statusList: (jobId: string, stageId: string, status: RecordStatusFilter) =>
    ['job-candidates', jobId, 'list', stageId, status] as const,
  criteria: (jobId: string, stageId: string) => ['job-candidates', jobId, 'criteria', stageId] as const,
  latestRun: (jobId: string, stageId: string) => ['job-candidates', jobId, 'latest-run', stageId] as const,
  run: (jobId: string, runId: string) => ['job-candidates', jobId, 'run', runId] as const,
};

/**
 * The candidates of one stage of a job (`GET /api/jobs/{jobId}/candidates?stage_id=&status=&limit=`,
 * docs/product/candidates.md#candidates-tab): stage records with their candidate, total jobs, primary flag,
 * up to 3 other jobs and the job score, newest entered first; `status` picks the records in the stage now
 * (`active`), rejected, hired, moved on or all (docs/product/pipeline.md#status); `total` counts the matching
 * records even when `rows` stop at the limit.
 * @throws ApiError (404 for a missing job or another organisation's).
 */
export function getJobCandidates(
  jobId: string,
  stageId: string,
  status: RecordStatusFilter,
  signal?: AbortSignal,
): Promise<JobCandidatesResponse> {
  const params = new URLSearchParams({
    stage_id: stageId,
    status,
    limit: String(JOB_CANDIDATES_LIMIT),
  });
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/candidates?${params}`, {
    schema: jobCandidatesResponse,
    signal,
    timeoutMs: LIST_TIMEOUT_MS,
  });
}

export const jobCandidatesQueryOptions = (jobId: string, stageId: string, status: RecordStatusFilter) =>
  queryOptions({
    queryKey: jobCandidatesKeys.statusList(jobId, stageId, status),
    queryFn: ({ signal }) => getJobCandidates(jobId, stageId, status, signal),
  });

/** The candidates of the selected stage and Status filter of the job's Candidates tab. */
export function useJobCandidates(jobId: string, stageId: string, status: RecordStatusFilter) {
  return useQuery(jobCandidatesQueryOptions(jobId, stageId, status));
}
