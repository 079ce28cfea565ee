import { Alert, Stack } from '@mantine/core';
import { type PerformanceReport, performanceMessages } from '@rw/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { AnalyticsEmpty } from '#/features/analytics/components/analytics-states';
import { BreakdownSection } from '#/features/analytics/components/breakdown-section';
import type { PerformanceExport } from '#/features/analytics/components/export-button';
import { FigureCards } from '#/features/analytics/components/figure-cards';
import { FunnelSection } from '#/features/analytics/components/funnel-section';
import { ScoresSection } from '#/features/analytics/components/scores-section';
import { formatCost, formatCount } from '#/features/analytics/utils/format';

const daysPair = (f: { median: number | null; p90: number | null; count: number }) =>
  f.count === 0 ? '—' : `${f.median} d / ${f.p90} d`;

/**
 * A funnel report (docs/product/analytics.md#performance-metrics), shared by Performance Metrics and the
 * job's Analytics tab: the cohort rule, the headline figures, the funnel, days in stage, sources, reject
 * reasons, AI scores and their agreement with scorecards; empty states say what produces data.
 */
export function PerformanceReportView({
  report,
  exports,
}: {
  report: PerformanceReport;
  exports: PerformanceExport;
}) {
  const cost = report.ai_cost;
  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="Cohort">
        {performanceMessages.cohortRule}
      </Alert>
      <FigureCards
        cards={[
          {
            label: 'Candidates in the cohort',
            value: formatCount(report.cohort),
            hint: `${formatCount(report.jobs)} jobs`,
          },
          { label: 'Hires', value: formatCount(report.hires), hint: 'Of the cohort' },
          {
            label: 'Time to hire',
            value: daysPair(report.time_to_hire),
            hint: 'Median / 90th percentile, from the first stage',
          },
          {
            label: 'Time to fill',
            value: daysPair(report.time_to_fill),
            hint: 'From the job’s creation to its first hire',
          },
          {
            label: 'AI cost per hire',
            value: cost ? (cost.per_hire === null ? '—' : formatCost(cost.per_hire)) : '—',
            hint: cost
              ? `${formatCost(cost.cost)} over ${formatCount(cost.hires)} hires in the period`
              : performanceMessages.filteredCost,
          },
        ]}
      />
      {report.hires === 0 && report.cohort > 0 && (
        <AnalyticsEmpty title={performanceMessages.noHires} description={performanceMessages.noHiresHint} />
      )}
      {report.cohort === 0 ? (
        <AnalyticsEmpty title={performanceMessages.noCohort} description={performanceMessages.noCohortHint} />
      ) : (
        <>
          <FunnelSection report={report} exports={exports} />
          <BreakdownSection report={report} exports={exports} />
          <ScoresSection report={report} exports={exports} />
        </>
      )}
    </Stack>
  );
}
