import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { candidateSourceLabels, type PerformanceReport, performanceMessages } from '@rw/core';
import { AnalyticsEmpty } from '#/features/analytics/components/analytics-states';
import { ChartFigure } from '#/features/analytics/components/chart-figure';
import { ExportButton, type PerformanceExport } from '#/features/analytics/components/export-button';
import { formatCount } from '#/features/analytics/utils/format';

/** Where the cohort came from, and why its candidates were rejected (docs/product/analytics.md#performance-metrics). */
export function BreakdownSection({
  report,
  exports,
}: {
  report: PerformanceReport;
  exports: PerformanceExport;
}) {
  const sources = report.sources.map((s) => ({ name: candidateSourceLabels[s.source], Candidates: s.count }));
  const reasons = report.rejections.map((r) => ({ name: r.reason, Candidates: r.count }));
  const height = (n: number) => Math.max(120, n * 36 + 40);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartFigure
        title="Sources"
        description="How the cohort's candidates were put into the job."
        table={{
          columns: ['Source', 'Candidates'],
          rows: sources.map((s) => [s.name, formatCount(s.Candidates)]),
        }}
        actions={<ExportButton report="sources" name="the sources" exports={exports} />}
      >
        <BarChart
          h={height(sources.length)}
          data={sources}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 170 }}
          series={[{ name: 'Candidates', color: 'grape.6' }]}
        />
      </ChartFigure>
      <ChartFigure
        title="Reject reasons"
        description="Why the cohort's candidates were rejected, at any stage."
        table={{
          columns: ['Reason', 'Candidates'],
          rows: reasons.map((r) => [r.name, formatCount(r.Candidates)]),
        }}
        actions={<ExportButton report="rejections" name="the reject reasons" exports={exports} />}
        empty={
          reasons.length === 0 ? (
            <AnalyticsEmpty title={performanceMessages.noRejections} description="" />
          ) : undefined
        }
      >
        <BarChart
          h={height(reasons.length)}
          data={reasons}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 170 }}
          series={[{ name: 'Candidates', color: 'red.6' }]}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}
