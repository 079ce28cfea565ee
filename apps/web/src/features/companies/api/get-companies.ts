import { COMPANIES_FETCH_TIMEOUT_MS, type Company, companyList } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** Query keys of the company screens; the list is per signed-in user. */
export const companiesKeys = {
  all: ['companies'] as const,
  list: (userId: string) => [...companiesKeys.all, 'list', userId] as const,
};

/**
 * The signed-in user's companies, oldest first (`GET /api/companies`), with a 15 s limit
 * (docs/product/companies.md#limits): past it the ApiError says 'Request timed out. Please retry.'
 * @throws ApiError
 */
export async function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  const res = await apiRequest('/api/companies', {
    schema: companyList,
    signal,
    timeoutMs: COMPANIES_FETCH_TIMEOUT_MS,
  });
  return res.companies;
}

/**
 * Refetched on window focus, visibility change and reconnect (docs/product/companies.md#loading-and-errors;
 * page show is `usePageShowRefetch`). No automatic retry: a failure shows its message and a Retry button.
 */
export const companiesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: companiesKeys.list(userId),
    queryFn: ({ signal }) => getCompanies(signal),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

/** The list of `userId`'s companies; idle while nobody is signed in. */
export function useCompanies(userId: string | null) {
  return useQuery({ ...companiesQueryOptions(userId ?? ''), enabled: userId !== null });
}
