import { type JobBriefBody, job, jobAiStarted } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobsQueryKey } from '#/features/jobs/api/get-jobs';
import { apiRequest } from '#/lib/api-client';

const briefResponse = z.object({ job, task: jobAiStarted });

/** The server reads the brief with the model before it creates the job: allow its two minutes. */
const BRIEF_TIMEOUT_MS = 130_000;

/**
 * 'Generate with AI brief' (`POST /api/jobs/brief`): the server reads the brief's details, creates the job
 * and starts GenerateJD. @throws ApiError (an AI failure carries what happened in `details.detail`)
 */
export function createJobFromBrief(body: JobBriefBody) {
  return apiRequest('/api/jobs/brief', {
    method: 'POST',
    body,
    schema: briefResponse,
    timeoutMs: BRIEF_TIMEOUT_MS,
  });
}

export function useCreateJobFromBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobFromBrief,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
