import { type CvSorterAddToJobResponse, cvSorterAddToJobResponse } from '@rw/core';
import { searchPath } from '#/features/cv-sorter/api/keys';
import { apiRequest } from '#/lib/api-client';

/** Adding thousands of candidates through the import's write path takes longer than the 15 s default. */
const ADD_TIMEOUT_MS = 120_000;

/**
 * 'Add to job': the Possible candidates, or `candidateIds`, into the job's Glance stage
 * (`POST …/searches/{id}/add-to-job`, docs/product/cv-sorter.md#into-the-ats).
 * @throws ApiError ('No candidates to add: …', 'Job not found')
 */
export function addToJob(
  id: string,
  body: { jobId: string; candidateIds?: readonly string[] },
): Promise<CvSorterAddToJobResponse> {
  return apiRequest(searchPath(id, '/add-to-job'), {
    method: 'POST',
    body,
    schema: cvSorterAddToJobResponse,
    timeoutMs: ADD_TIMEOUT_MS,
  });
}
