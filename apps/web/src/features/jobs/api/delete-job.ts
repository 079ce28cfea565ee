import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsQueryKey } from '#/features/jobs/api/get-jobs';
import { apiRequest } from '#/lib/api-client';

/** Deletes a job (`DELETE /api/jobs/:id`, 204). @throws ApiError */
export function deleteJob(id: string): Promise<void> {
  return apiRequest(`/api/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
