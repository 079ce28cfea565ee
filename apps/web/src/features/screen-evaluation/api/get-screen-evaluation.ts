import { type ScreenEvaluation, screenEvaluation } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { screenEvaluationKeys } from '#/features/screen-evaluation/api/get-screen-evaluations';
import { apiRequest } from '#/lib/api-client';

/** One saved evaluation with its full transcript (`GET /api/screen-evaluations/:id`). @throws ApiError (404) */
export function getScreenEvaluation(id: string, signal?: AbortSignal): Promise<ScreenEvaluation> {
  return apiRequest(`/api/screen-evaluations/${encodeURIComponent(id)}`, {
    schema: screenEvaluation,
    signal,
  });
}

/** The evaluation `id`, fetched only while `enabled` (the full transcript is shown on demand). */
export function useScreenEvaluation(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: screenEvaluationKeys.detail(id),
      queryFn: ({ signal }) => getScreenEvaluation(id, signal),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
