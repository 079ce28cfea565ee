import { type AnalyticsBucket, type AnalyticsPeriod, type AppUsageReport, appUsageReport } from '@rw/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys, analyticsQuery } from '#/features/analytics/api/analytics-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * App Usage over `period` (`GET /api/analytics/usage`, docs/product/analytics.md#app-usage); `bucket` null
 * lets the server choose by the period's length. @throws ApiError
 */
export function getAppUsage(
  period: AnalyticsPeriod,
  bucket: AnalyticsBucket | null,
  signal?: AbortSignal,
): Promise<AppUsageReport> {
  return apiRequest(`/api/analytics/usage${analyticsQuery({ ...period, bucket })}`, {
    schema: appUsageReport,
    signal,
  });
}

export const appUsageQueryOptions = (period: AnalyticsPeriod, bucket: AnalyticsBucket | null) =>
  queryOptions({
    queryKey: analyticsKeys.usage(period, bucket),
    queryFn: ({ signal }) => getAppUsage(period, bucket, signal),
    placeholderData: keepPreviousData,
  });

export function useAppUsage(period: AnalyticsPeriod, bucket: AnalyticsBucket | null) {
  return useQuery(appUsageQueryOptions(period, bucket));
}
