import {
  RECENT_EVALUATIONS_SHOWN,
  type SaveScreenEvaluationBody,
  type ScreenEvaluation,
  type ScreenEvaluationSummary,
  screenEvaluation,
} from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenEvaluationKeys } from '#/features/screen-evaluation/api/get-screen-evaluations';
import { apiRequest } from '#/lib/api-client';

/** Saves an evaluation (`POST /api/screen-evaluations`, 201). @throws ApiError (400 'No analysis to save') */
export function saveScreenEvaluation(body: SaveScreenEvaluationBody): Promise<ScreenEvaluation> {
  return apiRequest('/api/screen-evaluations', { method: 'POST', body, schema: screenEvaluation });
}

/**
 * Save, putting the new evaluation at the front of the recent list
 * (docs/product/screen-evaluation.md#saved-evaluations) before refetching it, and its candidate's list when
 * it was made for one.
 */
export function useSaveScreenEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScreenEvaluation,
    onSuccess: ({ transcript: _full, ...created }) => {
      queryClient.setQueryData<ScreenEvaluationSummary[]>(screenEvaluationKeys.recent(), (list) =>
        [created, ...(list ?? [])].slice(0, RECENT_EVALUATIONS_SHOWN),
      );
      if (created.candidate_id) {
        void queryClient.invalidateQueries({
          queryKey: screenEvaluationKeys.candidate(created.candidate_id),
        });
      }
      return queryClient.invalidateQueries({ queryKey: screenEvaluationKeys.recent() });
    },
  });
}
