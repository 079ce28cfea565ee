import { type JobCandidatesResponse, jobCandidatesResponse, PIPELINE_OPERATION_MAX } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import { apiRequest } from '#/lib/api-client';

/** The board loads every active record of the job at once, up to the list's largest page (20,000). */
export const BOARD_CANDIDATES_LIMIT = PIPELINE_OPERATION_MAX;
/** 20,000 rows are about ten megabytes of JSON; allow more than the default 15 s. */
const BOARD_TIMEOUT_MS = 60_000;

/** The board's query key: under the job's key, so a `resync` refreshes it with the lists. */
export const boardCandidatesKey = (jobId: string) => [...jobCandidatesKeys.job(jobId), 'board'] as const;

/**
 * The job's candidates in their current stage, every stage at once (`GET /api/jobs/{jobId}/candidates?status=active&limit=20000`,
 * docs/product/pipeline.md#board): active records with their candidate, newest entered first; `total` counts
 * them all when `rows` stop at the limit. The board groups them into columns.
 * @throws ApiError (404 for a missing job or another organisation's).
 */
export function getBoardCandidates(jobId: string, signal?: AbortSignal): Promise<JobCandidatesResponse> {
  const params = new URLSearchParams({ status: 'active', limit: String(BOARD_CANDIDATES_LIMIT) });
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/candidates?${params}`, {
    schema: jobCandidatesResponse,
    signal,
    timeoutMs: BOARD_TIMEOUT_MS,
  });
}

export const boardCandidatesQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: boardCandidatesKey(jobId),
    queryFn: ({ signal }) => getBoardCandidates(jobId, signal),
  });

/** Every active candidate of the job, for the board. */
export function useBoardCandidates(jobId: string) {
  return useQuery(boardCandidatesQueryOptions(jobId));
}
