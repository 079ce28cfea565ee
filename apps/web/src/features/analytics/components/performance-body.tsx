import { Alert, Group, Loader } from '@mantine/core';
import { analyticsMessages } from '@rw/core';
import { type PerformanceFilters, usePerformance } from '#/features/analytics/api/get-performance';
import { AnalyticsError } from '#/features/analytics/components/analytics-states';
import { PerformanceReportView } from '#/features/analytics/components/performance-report';
import { usePerformanceExport } from '#/features/analytics/hooks/use-performance-export';

/** Loads the funnel of `filters` and shows it, its loading, its error with Retry, and a failed export. */
export function PerformanceBody({ filters }: { filters: PerformanceFilters }) {
  const report = usePerformance(filters);
  const download = usePerformanceExport(filters);
  const exports = {
    onExport: (kind: Parameters<typeof download.mutate>[0]) => download.mutate(kind),
    pending: download.isPending ? (download.variables ?? null) : null,
  };
  return (
    <>
      {download.isError && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => download.reset()}>
          {analyticsMessages.exportError}: {download.error.message}
        </Alert>
      )}
      {report.isError && !report.data ? (
        <AnalyticsError error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data ? (
        <PerformanceReportView report={report.data} exports={exports} />
      ) : (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading Performance Metrics" />
        </Group>
      )}
    </>
  );
}
