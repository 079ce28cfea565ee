import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewKeys } from '#/features/reviewer/api/get-reviews';
import { apiRequest } from '#/lib/api-client';

/** Deletes one of the caller's reviews (`DELETE /api/reviews/{id}`, 204). @throws ApiError (404) */
export function deleteReview(id: string): Promise<void> {
  return apiRequest(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete, then refetch every review list (My Reviews, the candidate's page). */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: reviewKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
