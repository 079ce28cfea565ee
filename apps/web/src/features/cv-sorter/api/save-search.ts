import { type CvSorterSaveBody, type CvSorterSearch, cvSorterRunResponse } from '@rw/core';
import { searchPath } from '#/features/cv-sorter/api/keys';
import { apiRequest } from '#/lib/api-client';

/**
 * 'Save Search': names the search and keeps it with the job as typed (`POST …/searches/{id}/save`,
 * docs/product/cv-sorter.md#saved-searches). @throws ApiError ('Please enter a name for this search.')
 */
export async function saveSearch(id: string, body: CvSorterSaveBody): Promise<CvSorterSearch> {
  return (await apiRequest(searchPath(id, '/save'), { method: 'POST', body, schema: cvSorterRunResponse }))
    .search;
}

/** Deletes a search (`DELETE …/searches/{id}`, 204). @throws ApiError (404 'Search not found') */
export function deleteSearch(id: string): Promise<void> {
  return apiRequest(searchPath(id), { method: 'DELETE' });
}
