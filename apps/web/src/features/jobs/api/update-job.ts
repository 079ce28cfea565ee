import { type Job, type JobFieldsPatch, job } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobQueryKey } from '#/features/jobs/api/get-job';
import { jobsQueryKey } from '#/features/jobs/api/get-jobs';
import { apiRequest } from '#/lib/api-client';

/** Changes fields of a job (`PATCH /api/jobs/:id`): the modal's fields or the detail screen's changes. */
export function updateJob(id: string, body: JobFieldsPatch): Promise<Job> {
  return apiRequest(`/api/jobs/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: job });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: JobFieldsPatch }) => updateJob(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(jobQueryKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: [...jobsQueryKey, 'list'] });
    },
  });
}
