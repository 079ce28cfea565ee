import {
  type PipelineOperation,
  type PipelineOperationBody,
  pipelineOperation,
  type RejectionReasons,
  rejectionReasonsBody,
} from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

const base = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/pipeline/operations`;
/** Bulk operations on 20,000 candidates take a few seconds; allow more than the default 15 s. */
const OPERATION_TIMEOUT_MS = 60_000;

export const pipelineKeys = {
  rejectionReasons: ['pipeline', 'rejection-reasons'] as const,
};

/**
 * Applies one pipeline operation (`POST /api/jobs/{jobId}/pipeline/operations`, docs/product/pipeline.md#operations):
 * a move, rejection, restore, hire, action owner, add to another job or removal, for `candidate_ids` or
 * `all_matching`. `operation_id` (a uuid the caller makes once per user action) makes a retry safe.
 * @returns the operation with its message and `undo_until`. @throws ApiError (404 job, 400 rules, 409 id reused)
 */
export function applyPipelineOperation(
  jobId: string,
  body: PipelineOperationBody,
): Promise<PipelineOperation> {
  return apiRequest(base(jobId), {
    method: 'POST',
    body,
    schema: pipelineOperation,
    timeoutMs: OPERATION_TIMEOUT_MS,
  });
}

/**
 * Undoes an operation within its 10 s (`POST …/operations/{id}/undo`, docs/product/pipeline.md#undo).
 * @throws ApiError 409 ('This action can no longer be undone.' or the candidates changed since)
 */
export function undoPipelineOperation(jobId: string, operationId: string): Promise<PipelineOperation> {
  return apiRequest(`${base(jobId)}/${encodeURIComponent(operationId)}/undo`, {
    method: 'POST',
    schema: pipelineOperation,
    timeoutMs: OPERATION_TIMEOUT_MS,
  });
}

/** The organisation's rejection reasons (`GET /api/pipeline/rejection-reasons`). @throws ApiError */
export function getRejectionReasons(signal?: AbortSignal): Promise<RejectionReasons> {
  return apiRequest('/api/pipeline/rejection-reasons', { schema: rejectionReasonsBody, signal });
}

/** Replaces the organisation's rejection reasons (admins; `PUT /api/pipeline/rejection-reasons`). @throws ApiError */
export function putRejectionReasons(body: RejectionReasons): Promise<RejectionReasons> {
  return apiRequest('/api/pipeline/rejection-reasons', { method: 'PUT', body, schema: rejectionReasonsBody });
}

export const rejectionReasonsQueryOptions = () =>
  queryOptions({
    queryKey: pipelineKeys.rejectionReasons,
    queryFn: ({ signal }) => getRejectionReasons(signal),
    staleTime: 60_000,
  });

/** The organisation's rejection reasons, for the reject dialog. */
export function useRejectionReasons() {
  return useQuery(rejectionReasonsQueryOptions());
}
