import type { AnalyticsPeriod } from '@rw/core';
import { analyticsQuery } from '#/features/analytics/api/analytics-keys';
import { apiFile } from '#/lib/api-client';

/**
 * The App Usage CSV (`GET /api/analytics/usage/export`, docs/product/analytics.md#csv-export): AI usage per
 * day, person and service, or app openings per day, app and person.
 * @returns the file and the name the server gave it. @throws ApiError
 */
export async function exportUsageCsv(
  period: AnalyticsPeriod,
  report: 'ai' | 'apps',
): Promise<{ blob: Blob; filename: string }> {
  const file = await apiFile(`/api/analytics/usage/export${analyticsQuery({ ...period, report })}`, {
    accept: 'text/csv',
    timeoutMs: 60_000,
  });
  const fallback = `${report === 'ai' ? 'ai-usage' : 'app-opens'}-${period.from}-to-${period.to}.csv`;
  return { blob: file.blob, filename: file.fileName ?? fallback };
}
