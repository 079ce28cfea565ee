import { type GeneratedWorkflowResponse, generatedWorkflowResponse } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** The server gives the model 2 minutes; the browser waits a little longer. */
const GENERATE_TIMEOUT_MS = 130_000;

/**
 * 'Generate with AI' (`POST /api/jobs/:id/workflow/generate`, IntProcess): the imported, unsaved process
 * with its requirement coverage. @throws ApiError with the messages of
 * docs/product/interview-process.md#messages ('Could not import generated workflow', 'No workflow received
 * from webhook', 'Failed to generate workflow: …').
 */
export function generateJobWorkflow(jobId: string): Promise<GeneratedWorkflowResponse> {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/workflow/generate`, {
    method: 'POST',
    schema: generatedWorkflowResponse,
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
}

/** The Generate with AI action of the tab. */
export function useGenerateJobWorkflow() {
  return useMutation({ mutationFn: generateJobWorkflow });
}
