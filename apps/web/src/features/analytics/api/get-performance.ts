import { type PerformanceQuery, type PerformanceReport, performanceReport } from '@rw/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys, analyticsQuery } from '#/features/analytics/api/analytics-keys';
import { apiRequest } from '#/lib/api-client';

/** The period and the filters of a funnel (`from` and `to` always set by the screens). */
export type PerformanceFilters = Required<Pick<PerformanceQuery, 'from' | 'to'>> &
  Pick<PerformanceQuery, 'company_id' | 'job_id' | 'recruiter_id'>;

/**
 * The recruiting funnel (`GET /api/analytics/performance`, docs/product/analytics.md#performance-metrics)
 * of the period's cohort, optionally of one company, job or recruiter. @throws ApiError
 */
export function getPerformance(
  filters: PerformanceFilters,
  signal?: AbortSignal,
): Promise<PerformanceReport> {
  return apiRequest(`/api/analytics/performance${analyticsQuery(filters)}`, {
    schema: performanceReport,
    signal,
  });
}

export const performanceQueryOptions = (filters: PerformanceFilters) =>
  queryOptions({
    queryKey: analyticsKeys.performance(filters),
    queryFn: ({ signal }) => getPerformance(filters, signal),
    placeholderData: keepPreviousData,
  });

export function usePerformance(filters: PerformanceFilters) {
  return useQuery(performanceQueryOptions(filters));
}
