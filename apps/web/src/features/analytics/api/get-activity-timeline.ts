import { type ActivityTimelinePage, activityTimelinePage, TIMELINE_PAGE_SIZE } from '@rw/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { analyticsKeys, analyticsQuery, type TimelineFilters } from '#/features/analytics/api/analytics-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * One page of the organisation's timeline, newest first (`GET /api/analytics/activity/timeline`,
 * docs/product/analytics.md#user-activity). @throws ApiError
 */
export function getActivityTimeline(
  filters: TimelineFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ActivityTimelinePage> {
  const query = analyticsQuery({
    from: filters.from,
    to: filters.to,
    user_id: filters.userId,
    action: filters.action,
    limit: String(TIMELINE_PAGE_SIZE),
    cursor,
  });
  return apiRequest(`/api/analytics/activity/timeline${query}`, { schema: activityTimelinePage, signal });
}

/** The timeline page by page ('Load more' asks the next). */
export function useActivityTimeline(filters: TimelineFilters) {
  return useInfiniteQuery({
    queryKey: analyticsKeys.timeline(filters),
    queryFn: ({ pageParam, signal }) => getActivityTimeline(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}
