import { candidateScreenEvaluationList } from '@rw/core';
import { useQuery } from '@tanstack/react-query';
import { screenEvaluationKeys } from '#/features/screen-evaluation/api/get-screen-evaluations';
import { apiRequest } from '#/lib/api-client';

/**
 * The evaluations made for a candidate, newest first (`GET /api/candidates/{id}/screen-evaluations`,
 * docs/product/screen-evaluation.md#on-the-candidate-page).
 */
export function useCandidateScreenEvaluations(candidateId: string) {
  return useQuery({
    queryKey: screenEvaluationKeys.candidate(candidateId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/candidates/${encodeURIComponent(candidateId)}/screen-evaluations`, {
          schema: candidateScreenEvaluationList,
          signal,
        })
      ).evaluations,
  });
}
