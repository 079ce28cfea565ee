import { type JobWorkflowResponse, jobWorkflowResponse, type Workflow } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { processKeys } from '#/features/interview-process/api/get-job-workflow';
import { apiRequest } from '#/lib/api-client';

/**
 * Saves a workflow (`PUT /api/jobs/:id/workflow`); the server checks it with the core rules and saves it in
 * one transaction. @throws ApiError (400 with the broken rule's message, 404 when the job is gone).
 */
export function saveJobWorkflow(vars: { jobId: string; workflow: Workflow }): Promise<JobWorkflowResponse> {
  return apiRequest(`/api/jobs/${encodeURIComponent(vars.jobId)}/workflow`, {
    method: 'PUT',
    body: { workflow: vars.workflow },
    schema: jobWorkflowResponse,
  });
}

/** Save Changes: the answer becomes the saved workflow in the cache. */
export function useSaveJobWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJobWorkflow,
    onSuccess: (saved, { jobId }) => queryClient.setQueryData(processKeys.workflow(jobId), saved),
  });
}
