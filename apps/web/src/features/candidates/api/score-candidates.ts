import {
  latestScoringRun,
  type ScoreCandidatesBody,
  type ScoringCriteria,
  type ScoringRun,
  scoringCriteria,
  scoringRun,
} from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import { apiRequest } from '#/lib/api-client';

const base = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/candidates`;

/**
 * Starts 'Score with AI' (`POST /api/jobs/{jobId}/candidates/score`, 202; ScoreCandidates,
 * docs/product/candidates.md#scoring): the stage's unscored candidates, or `candidate_ids` when given.
 * Progress arrives as `scoring.progress` events.
 * @returns the queued run. @throws ApiError
 */
export function startScoring(jobId: string, body: ScoreCandidatesBody): Promise<ScoringRun> {
  return apiRequest(`${base(jobId)}/score`, { method: 'POST', body, schema: scoringRun });
}

/** One scoring run (`GET /api/jobs/{jobId}/candidates/score/{runId}`). @throws ApiError (404 unknown run) */
export function getScoringRun(jobId: string, runId: string, signal?: AbortSignal): Promise<ScoringRun> {
  return apiRequest(`${base(jobId)}/score/${encodeURIComponent(runId)}`, { schema: scoringRun, signal });
}

/**
 * The stage's latest scoring run (`GET /api/jobs/{jobId}/candidates/score?stage_id=`), so a run started
 * before the tab opened still shows its progress. @returns null when the stage has none.
 * @throws ApiError
 */
export async function getLatestScoringRun(
  jobId: string,
  stageId: string,
  signal?: AbortSignal,
): Promise<ScoringRun | null> {
  const params = new URLSearchParams({ stage_id: stageId });
  const latest = await apiRequest(`${base(jobId)}/score?${params}`, { schema: latestScoringRun, signal });
  return latest.run;
}

/**
 * The criteria AI scoring uses for a stage (`GET /api/jobs/{jobId}/candidates/scoring-criteria?stage_id=`):
 * the AC1-AC5 titles shown as the Score view's header tooltips. @throws ApiError
 */
export function getScoringCriteria(
  jobId: string,
  stageId: string,
  signal?: AbortSignal,
): Promise<ScoringCriteria> {
  const params = new URLSearchParams({ stage_id: stageId });
  return apiRequest(`${base(jobId)}/scoring-criteria?${params}`, { schema: scoringCriteria, signal });
}

export const latestScoringRunQueryOptions = (jobId: string, stageId: string) =>
  queryOptions({
    queryKey: jobCandidatesKeys.latestRun(jobId, stageId),
    queryFn: ({ signal }) => getLatestScoringRun(jobId, stageId, signal),
  });

export const scoringRunQueryOptions = (jobId: string, runId: string) =>
  queryOptions({
    queryKey: jobCandidatesKeys.run(jobId, runId),
    queryFn: ({ signal }) => getScoringRun(jobId, runId, signal),
    staleTime: 0,
  });

export const scoringCriteriaQueryOptions = (jobId: string, stageId: string) =>
  queryOptions({
    queryKey: jobCandidatesKeys.criteria(jobId, stageId),
    queryFn: ({ signal }) => getScoringCriteria(jobId, stageId, signal),
    staleTime: 60_000,
  });

/** The AC1-AC5 titles of a stage, fetched only while the Score view shows (`enabled`). */
export function useScoringCriteria(jobId: string, stageId: string, enabled: boolean) {
  return useQuery({ ...scoringCriteriaQueryOptions(jobId, stageId), enabled });
}
