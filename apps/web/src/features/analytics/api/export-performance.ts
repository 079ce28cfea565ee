import type { PerformanceReportKind } from '@rw/core';
import { analyticsQuery } from '#/features/analytics/api/analytics-keys';
import type { PerformanceFilters } from '#/features/analytics/api/get-performance';
import { apiFile } from '#/lib/api-client';

/**
 * One table of the funnel as CSV (`GET /api/analytics/performance/export`,
 * docs/product/analytics.md#csv-export), for the same period and filters as the screen.
 * @returns the file and the name the server gave it. @throws ApiError
 */
export async function exportPerformanceCsv(
  filters: PerformanceFilters,
  report: PerformanceReportKind,
): Promise<{ blob: Blob; filename: string }> {
  const file = await apiFile(`/api/analytics/performance/export${analyticsQuery({ ...filters, report })}`, {
    accept: 'text/csv',
    timeoutMs: 60_000,
  });
  return {
    blob: file.blob,
    filename: file.fileName ?? `performance-${report}-${filters.from}-to-${filters.to}.csv`,
  };
}
