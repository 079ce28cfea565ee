import { type CandidateImportStatus, candidateImportStatus } from '@rw/core';
import { apiRequest } from '#/lib/api-client';

/**
 * An import's recorded state (`GET /api/jobs/{jobId}/candidates/imports/{importId}`,
 * docs/product/candidates.md#interrupted-runs): running, completed or failed, its committed counts and, when it
 * failed, why (e.g. 'The import was interrupted: …'). @throws ApiError (404 when the import was never recorded)
 */
export function getImportStatus(
  jobId: string,
  importId: string,
  signal?: AbortSignal,
): Promise<CandidateImportStatus> {
  const path = `/api/jobs/${encodeURIComponent(jobId)}/candidates/imports/${encodeURIComponent(importId)}`;
  return apiRequest(path, { schema: candidateImportStatus, signal });
}
