import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenEvaluationKeys } from '#/features/screen-evaluation/api/get-screen-evaluations';
import { apiRequest } from '#/lib/api-client';

/** Deletes a saved evaluation (`DELETE /api/screen-evaluations/:id`, 204). @throws ApiError (404) */
export function deleteScreenEvaluation(id: string): Promise<void> {
  return apiRequest(`/api/screen-evaluations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Delete, then refetch the recent list (an older evaluation moves up into the latest 3) and the candidates'
 * lists it may have been on.
 */
export function useDeleteScreenEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScreenEvaluation,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: screenEvaluationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: [...screenEvaluationKeys.all, 'candidate'] });
      return queryClient.invalidateQueries({ queryKey: screenEvaluationKeys.recent() });
    },
  });
}
