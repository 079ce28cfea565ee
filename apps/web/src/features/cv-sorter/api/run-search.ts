import {
  type CvSorterEstimate,
  type CvSorterRunBody,
  type CvSorterSearch,
  cvSorterEstimate,
  cvSorterRunResponse,
} from '@rw/core';
import { searchPath } from '#/features/cv-sorter/api/keys';
import { apiRequest } from '#/lib/api-client';

/**
 * What a run would cost (`POST …/searches/{id}/estimate`, docs/product/cv-sorter.md#processing): the
 * candidates to score, companies to describe, the model, expected tokens and US dollars.
 * @throws ApiError ('Every candidate of this search is already scored.', 'Please enter a job title.', ...)
 */
export function estimateRun(
  id: string,
  body: CvSorterRunBody,
  signal?: AbortSignal,
): Promise<CvSorterEstimate> {
  return apiRequest(searchPath(id, '/estimate'), { method: 'POST', body, schema: cvSorterEstimate, signal });
}

/**
 * 'Process & Score': starts a run on the server (`POST …/searches/{id}/run`, 202).
 * @returns the search as queued.
 * @throws ApiError ('This search is already being processed.', 'OpenAI API key not configured …', ...)
 */
export async function startRun(id: string, body: CvSorterRunBody): Promise<CvSorterSearch> {
  return (await apiRequest(searchPath(id, '/run'), { method: 'POST', body, schema: cvSorterRunResponse }))
    .search;
}

/**
 * 'Retry failed': scores the failed candidates again (`POST …/searches/{id}/retry-failed`, 202).
 * @throws ApiError ('No failed candidates to retry.', 'This search is already being processed.')
 */
export async function retryFailed(id: string): Promise<CvSorterSearch> {
  return (await apiRequest(searchPath(id, '/retry-failed'), { method: 'POST', schema: cvSorterRunResponse }))
    .search;
}
