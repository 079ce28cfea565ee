import type { AnalyticsPeriod } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { exportUsageCsv } from '#/features/analytics/api/export-usage';
import { saveDownload } from '#/lib/save-download';

/** Downloads one of App Usage's CSV files for the period (docs/product/analytics.md#csv-export). */
export function useUsageExport(period: AnalyticsPeriod) {
  return useMutation({
    mutationFn: (report: 'ai' | 'apps') => exportUsageCsv(period, report),
    onSuccess: ({ blob, filename }) => saveDownload(blob, filename),
  });
}
