import { type JobBriefBody, job, jobAiStarted } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobsQueryKey } from '#/features/jobs/api/get-jobs';
import { apiRequest } from '#/lib/api-client';

const briefResponse = z.object({ job, task: jobAiStarted });

/** 'Generate with AI brief' (`POST /api/jobs/brief`): creates the job and starts GenerateJD. */
export function createJobFromBrief(body: JobBriefBody) {
  return apiRequest('/api/jobs/brief', { method: 'POST', body, schema: briefResponse, timeoutMs: 30_000 });
}

export function useCreateJobFromBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobFromBrief,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
