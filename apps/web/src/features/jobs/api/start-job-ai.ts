import {
  type JobAiStarted,
  type JobAiTask,
  type JobAiTaskState,
  type JobFieldsPatch,
  jobAiStarted,
  jobAiTaskState,
} from '@rw/core';
import { apiRequest } from '#/lib/api-client';

/**
 * Starts an AI task of a job (`POST /api/jobs/:id/ai/:task`, 202): GenerateJD, SalaryGen or IntakeSummary,
 * with the editor's unsaved values taking precedence over the saved ones. @throws ApiError
 */
export function startJobAi(jobId: string, task: JobAiTask, edits: JobFieldsPatch): Promise<JobAiStarted> {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/ai/${task}`, {
    method: 'POST',
    body: edits,
    schema: jobAiStarted,
  });
}

/** The state of a started task (`GET /api/jobs/:id/ai/tasks/:taskId`). @throws ApiError */
export function getJobAiTask(jobId: string, taskId: string, signal?: AbortSignal): Promise<JobAiTaskState> {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/ai/tasks/${encodeURIComponent(taskId)}`, {
    schema: jobAiTaskState,
    signal,
  });
}
