import { type CvSorterSearchResponse, cvSorterSearchList, cvSorterSearchResponse } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cvSorterKeys, searchPath } from '#/features/cv-sorter/api/keys';
import { apiRequest } from '#/lib/api-client';

/** A search of 20,000 candidates is a large answer: more time than the 15 s default. */
const SEARCH_TIMEOUT_MS = 60_000;

/**
 * The caller's saved searches, newest first, and their latest unsaved one (`GET /api/cv-sorter/searches`,
 * docs/product/cv-sorter.md#saved-searches). @throws ApiError
 */
export const searchListQueryOptions = () =>
  queryOptions({
    queryKey: cvSorterKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/cv-sorter/searches', { schema: cvSorterSearchList, signal }),
  });

export function useSearchList(enabled = true) {
  return useQuery({ ...searchListQueryOptions(), enabled });
}

/**
 * A search and all its candidates in file order (`GET /api/cv-sorter/searches/{id}`).
 * @throws ApiError (404 'Search not found')
 */
export function getSearch(id: string, signal?: AbortSignal): Promise<CvSorterSearchResponse> {
  return apiRequest(searchPath(id), { schema: cvSorterSearchResponse, signal, timeoutMs: SEARCH_TIMEOUT_MS });
}

export const searchQueryOptions = (id: string) =>
  queryOptions({ queryKey: cvSorterKeys.search(id), queryFn: ({ signal }) => getSearch(id, signal) });
