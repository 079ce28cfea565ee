import { type CreateJobBody, type Job, job } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsQueryKey } from '#/features/jobs/api/get-jobs';
import { apiRequest } from '#/lib/api-client';

/** Creates a job (`POST /api/jobs`): title, company, location, status, date and any reviewed fields. */
export function createJob(body: CreateJobBody): Promise<Job> {
  return apiRequest('/api/jobs', { method: 'POST', body, schema: job });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
