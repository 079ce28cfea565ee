import { type AnalyticsPeriod, type UserActivityReport, userActivityReport } from '@rw/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys, analyticsQuery } from '#/features/analytics/api/analytics-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * User Activity over `period` (`GET /api/analytics/activity`, docs/product/analytics.md#user-activity).
 * @throws ApiError (403 for a recruiter, 400 for a bad period)
 */
export function getUserActivity(period: AnalyticsPeriod, signal?: AbortSignal): Promise<UserActivityReport> {
  return apiRequest(`/api/analytics/activity${analyticsQuery(period)}`, {
    schema: userActivityReport,
    signal,
  });
}

export const userActivityQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.activity(period),
    queryFn: ({ signal }) => getUserActivity(period, signal),
    placeholderData: keepPreviousData,
  });

export function useUserActivity(period: AnalyticsPeriod) {
  return useQuery(userActivityQueryOptions(period));
}
