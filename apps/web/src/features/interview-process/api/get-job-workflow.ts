import { type JobWorkflowResponse, jobWorkflowResponse } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** Query keys of the interview process, under the job's own key space. */
export const processKeys = {
  workflow: (jobId: string) => ['jobs', 'detail', jobId, 'workflow'] as const,
};

/**
 * The job's workflow (`GET /api/jobs/:id/workflow`): the saved one, else built from its stage rows, else the
 * default fixed layers; with the job's requirements for the coverage view.
 * @throws ApiError (404 for a missing job or another organisation's).
 */
export function getJobWorkflow(jobId: string, signal?: AbortSignal): Promise<JobWorkflowResponse> {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/workflow`, {
    schema: jobWorkflowResponse,
    signal,
  });
}

export const jobWorkflowQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: processKeys.workflow(jobId),
    queryFn: ({ signal }) => getJobWorkflow(jobId, signal),
    // The canvas edits a copy; a refetch must not replace the saved workflow under the user's feet.
    refetchOnWindowFocus: false,
  });

/** The saved workflow of the Interview process tab. */
export function useJobWorkflow(jobId: string) {
  return useQuery(jobWorkflowQueryOptions(jobId));
}
