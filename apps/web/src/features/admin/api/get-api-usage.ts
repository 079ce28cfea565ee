import { type ApiUsagePage, apiUsagePage, USAGE_PAGE_SIZE } from '@rw/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys, organizationQuery } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * One page of metered calls, newest first (`GET /api/admin/usage?limit=&cursor=&organization_id=`).
 * @throws ApiError
 */
export function getApiUsage(
  opts: { organizationId: string | null; cursor: string | null },
  signal?: AbortSignal,
): Promise<ApiUsagePage> {
  const cursor = opts.cursor ? `&cursor=${encodeURIComponent(opts.cursor)}` : '';
  const path = `/api/admin/usage?limit=${USAGE_PAGE_SIZE}${cursor}${organizationQuery(opts.organizationId, '&')}`;
  return apiRequest(path, { schema: apiUsagePage, signal });
}

export const apiUsageQueryOptions = (organizationId: string | null) =>
  infiniteQueryOptions({
    queryKey: adminKeys.usage(organizationId),
    queryFn: ({ pageParam, signal }) => getApiUsage({ organizationId, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** The usage list with 'Load more' (cursor pagination). */
export function useApiUsage(organizationId: string | null) {
  return useInfiniteQuery(apiUsageQueryOptions(organizationId));
}
