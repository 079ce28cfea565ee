import type { PerformanceReportKind } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { exportPerformanceCsv } from '#/features/analytics/api/export-performance';
import type { PerformanceFilters } from '#/features/analytics/api/get-performance';
import { saveDownload } from '#/lib/save-download';

/** Downloads one table of the funnel for the screen's period and filters (docs/product/analytics.md#csv-export). */
export function usePerformanceExport(filters: PerformanceFilters) {
  return useMutation({
    mutationFn: (report: PerformanceReportKind) => exportPerformanceCsv(filters, report),
    onSuccess: ({ blob, filename }) => saveDownload(blob, filename),
  });
}
