import { BarChart } from '@mantine/charts';
import { Paper, Table, Title } from '@mantine/core';
import type { PerformanceReport } from '@rw/core';
import { ChartFigure } from '#/features/analytics/components/chart-figure';
import { ExportButton, type PerformanceExport } from '#/features/analytics/components/export-button';
import { formatCount, formatPercent } from '#/features/analytics/utils/format';

const days = (d: number | null) => (d === null ? '—' : `${d} d`);

/**
 * The funnel (docs/product/analytics.md#performance-metrics): candidates of the cohort who entered each
 * stage and moved to a later one (a bar chart), its table with pass-through, rejections and days in stage,
 * and the days in stage as a chart.
 */
export function FunnelSection({
  report,
  exports,
}: {
  report: PerformanceReport;
  exports: PerformanceExport;
}) {
  const stages = report.stages;
  const rows = stages.map((s) => [
    s.title,
    formatCount(s.entered),
    formatCount(s.passed),
    formatPercent(s.pass_through),
    formatCount(s.rejected),
    days(s.days.median),
    days(s.days.p90),
  ]);
  const columns = [
    'Stage',
    'Entered',
    'Moved to a later stage',
    'Pass-through',
    'Rejected here',
    'Median days',
    '90th percentile days',
  ];
  return (
    <>
      <ChartFigure
        title="Funnel"
        description="Candidates of the cohort who entered each stage, and those who moved on to a later stage."
        table={{ columns: columns.slice(0, 4), rows: rows.map((r) => r.slice(0, 4)) }}
        actions={<ExportButton report="stages" name="the funnel" exports={exports} />}
      >
        <BarChart
          h={280}
          data={stages.map((s) => ({ stage: s.title, Entered: s.entered, 'Moved on': s.passed }))}
          dataKey="stage"
          series={[
            { name: 'Entered', color: 'blue.6' },
            { name: 'Moved on', color: 'teal.6' },
          ]}
          withLegend
          tickLine="y"
        />
      </ChartFigure>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Stages">
        <Title order={2} size="h4" mb="sm">
          Stages
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label="Stages">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r[0]}>
                  {r.map((cell, i) => (
                    <Table.Td key={columns[i]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ChartFigure
        title="Days in stage"
        description="Median and 90th percentile of whole days spent in each stage, by visits that ended (moved on or back, rejected, hired). Beyond 30 days, a duration counts in its week or month."
        table={{
          columns: ['Stage', 'Median days', '90th percentile days', 'Visits'],
          rows: stages.map((s) => [s.title, days(s.days.median), days(s.days.p90), s.days.count]),
        }}
      >
        <BarChart
          h={240}
          data={stages.map((s) => ({
            stage: s.title,
            Median: s.days.median ?? 0,
            '90th percentile': s.days.p90 ?? 0,
          }))}
          dataKey="stage"
          series={[
            { name: 'Median', color: 'indigo.5' },
            { name: '90th percentile', color: 'orange.5' },
          ]}
          withLegend
          unit=" d"
        />
      </ChartFigure>
    </>
  );
}
