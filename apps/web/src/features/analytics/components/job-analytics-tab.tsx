import { Stack } from '@mantine/core';
import { PerformanceBody } from '#/features/analytics/components/performance-body';
import { PeriodFilter } from '#/features/analytics/components/period-filter';
import { usePeriod } from '#/features/analytics/hooks/use-period';

/**
 * A job's Analytics tab (docs/product/analytics.md#the-jobs-analytics-tab): the same funnel as Performance
 * Metrics for this job alone, its stages by the job's interview process. For admins (the page composing it
 * checks).
 */
export function JobAnalyticsTab({ jobId }: { jobId: string }) {
  const [period, setPeriod] = usePeriod();
  return (
    <Stack gap="md">
      <PeriodFilter value={period} onChange={setPeriod} />
      <PerformanceBody filters={{ ...period, job_id: jobId }} />
    </Stack>
  );
}
