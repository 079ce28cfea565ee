import { RECENT_EVALUATIONS_SHOWN, type ScreenEvaluationSummary, screenEvaluationList } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** Query keys of Screen Evaluation: the recent list, single evaluations and a candidate's evaluations. */
export const screenEvaluationKeys = {
  all: ['screen-evaluations'] as const,
  recent: () => [...screenEvaluationKeys.all, 'recent'] as const,
  detail: (id: string) => [...screenEvaluationKeys.all, 'detail', id] as const,
  candidate: (candidateId: string) => [...screenEvaluationKeys.all, 'candidate', candidateId] as const,
};

/**
 * The caller's latest saved evaluations, newest first (`GET /api/screen-evaluations?limit=3`,
 * docs/product/screen-evaluation.md#limits). @throws ApiError
 */
export async function getRecentEvaluations(signal?: AbortSignal): Promise<ScreenEvaluationSummary[]> {
  const res = await apiRequest(`/api/screen-evaluations?limit=${RECENT_EVALUATIONS_SHOWN}`, {
    schema: screenEvaluationList,
    signal,
  });
  return res.evaluations;
}

export const recentEvaluationsQueryOptions = () =>
  queryOptions({
    queryKey: screenEvaluationKeys.recent(),
    queryFn: ({ signal }) => getRecentEvaluations(signal),
  });

/** The Recent Evaluations list (latest 3). */
export function useRecentEvaluations() {
  return useQuery(recentEvaluationsQueryOptions());
}
