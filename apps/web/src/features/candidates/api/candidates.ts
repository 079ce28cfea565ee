import {
  type CandidateDetailResponse,
  type CandidateListResponse,
  candidateDetailResponse,
  candidateListResponse,
} from '@rw/core';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** Rows asked for per page of the candidates list; the server allows up to 200. */
export const CANDIDATES_PAGE_SIZE = 100;

export const candidatesKeys = {
  all: ['candidates'] as const,
  list: (q: string) => ['candidates', 'list', q] as const,
  detail: (id: string) => ['candidates', 'detail', id] as const,
};

/**
 * One page of the organisation's candidates, newest added first (`GET /api/candidates?q=&limit=&cursor=`,
 * docs/product/candidates.md#candidates-list). `q` is a substring searched on the server, ignoring case and
 * accents; '' lists all.
 * @throws ApiError
 */
export function getCandidates(
  opts: { q: string; cursor: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<CandidateListResponse> {
  const params = new URLSearchParams({ limit: String(opts.limit ?? CANDIDATES_PAGE_SIZE) });
  if (opts.q) params.set('q', opts.q);
  if (opts.cursor) params.set('cursor', opts.cursor);
  return apiRequest(`/api/candidates?${params}`, { schema: candidateListResponse, signal });
}

export const candidateListQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: candidatesKeys.list(q),
    queryFn: ({ pageParam, signal }) => getCandidates({ q, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/**
 * The candidates list for a (debounced, trimmed) search term, page by page. While a new term loads, the
 * previous term's rows stay on screen (placeholder data) so the table never blanks out between keystrokes.
 */
export function useCandidateList(q: string) {
  return useInfiniteQuery({ ...candidateListQueryOptions(q), placeholderData: keepPreviousData });
}

/**
 * A candidate with its job summary, stage records (newest entered first) and their jobs
 * (`GET /api/candidates/{id}`, docs/product/candidates.md#candidate-page).
 * @throws ApiError (404 'Candidate not found' for a missing candidate or another organisation's).
 */
export function getCandidate(id: string, signal?: AbortSignal): Promise<CandidateDetailResponse> {
  return apiRequest(`/api/candidates/${encodeURIComponent(id)}`, { schema: candidateDetailResponse, signal });
}

export const candidateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: candidatesKeys.detail(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
  });

/** The candidate page's data; refetched on focus and reconnect (query client defaults). */
export function useCandidate(id: string) {
  return useQuery(candidateQueryOptions(id));
}
