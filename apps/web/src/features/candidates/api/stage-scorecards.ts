import {
  type ScorecardBody,
  type StageScorecard,
  type StageScorecardsResponse,
  stageScorecard,
  stageScorecardsResponse,
} from '@rw/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { candidatesKeys } from '#/features/candidates/api/candidates';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import { apiRequest } from '#/lib/api-client';

const base = (recordId: string) => `/api/stage-records/${encodeURIComponent(recordId)}/scorecards`;

export const scorecardKeys = {
  record: (recordId: string) => ['stage-scorecards', recordId] as const,
};

/**
 * A stage record's criteria (with rubric rows) and its interviewers' scorecards, latest saved first
 * (`GET /api/stage-records/{recordId}/scorecards`, docs/product/pipeline.md#scorecards).
 * @throws ApiError (404 'Stage record not found', also for another organisation's record)
 */
export function getStageScorecards(recordId: string, signal?: AbortSignal): Promise<StageScorecardsResponse> {
  return apiRequest(base(recordId), { schema: stageScorecardsResponse, signal });
}

/**
 * Saves the caller's scorecard of a record, created or replaced (`PUT …/scorecards/mine`).
 * @throws ApiError 400 with the rule's message ('Enter a score for at least one criterion.', …)
 */
export function saveMyScorecard(recordId: string, body: ScorecardBody): Promise<StageScorecard> {
  return apiRequest(`${base(recordId)}/mine`, { method: 'PUT', body, schema: stageScorecard });
}

/** Deletes the caller's scorecard of a record (`DELETE …/scorecards/mine`). @throws ApiError */
export async function deleteMyScorecard(recordId: string): Promise<void> {
  await apiRequest(`${base(recordId)}/mine`, { method: 'DELETE' });
}

export const stageScorecardsQueryOptions = (recordId: string) =>
  queryOptions({
    queryKey: scorecardKeys.record(recordId),
    queryFn: ({ signal }) => getStageScorecards(recordId, signal),
  });

/** The scorecards of a record while its modal is open (`recordId` null: nothing to fetch). */
export function useStageScorecards(recordId: string | null) {
  return useQuery({ ...stageScorecardsQueryOptions(recordId ?? ''), enabled: recordId !== null });
}

/**
 * Saving and deleting the caller's scorecard of a record of job `jobId` held by candidate `candidateId`;
 * afterwards the record's scorecards, the candidate page and the job's lists (Overall, Job Score) refetch.
 */
export function useScorecardMutations(target: { recordId: string; jobId: string; candidateId: string }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scorecardKeys.record(target.recordId) }),
      queryClient.invalidateQueries({ queryKey: candidatesKeys.detail(target.candidateId) }),
      queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.lists(target.jobId) }),
    ]);
  const save = useMutation({
    mutationFn: (body: ScorecardBody) => saveMyScorecard(target.recordId, body),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => deleteMyScorecard(target.recordId), onSuccess: refresh });
  return { save, remove };
}
