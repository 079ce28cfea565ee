import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Title } from '@mantine/core';
import { type AppUsageReport, analyticsMessages } from '@rw/core';
import { AnalyticsEmpty } from '#/features/analytics/components/analytics-states';
import { ChartFigure } from '#/features/analytics/components/chart-figure';
import { formatCount, formatDay } from '#/features/analytics/utils/format';

/** Colours of the apps' series, in the theme's palette (they follow light and dark). */
export const seriesColors = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.6',
  'indigo.6',
];

/** App openings per bucket, stacked by app, and per app over the period (docs/product/analytics.md#app-usage). */
export function AppOpensSection({ report }: { report: AppUsageReport }) {
  const apps = report.apps.totals;
  const per = report.bucket === 'day' ? 'per day' : 'per week';
  const data = report.apps.buckets.map((b) => ({
    label: formatDay(b.start, 'short'),
    ...Object.fromEntries(apps.map((a) => [a.app_name, b.opens[a.app_id] ?? 0])),
  }));
  const empty =
    apps.length === 0 ? (
      <AnalyticsEmpty title={analyticsMessages.noOpens} description={analyticsMessages.noOpensHint} />
    ) : undefined;
  return (
    <Stack gap="md">
      <ChartFigure
        title={`App opens ${per}`}
        description="Tiles opened on the Dashboard."
        empty={empty}
        table={{
          columns: [report.bucket === 'day' ? 'Day' : 'Week starting', ...apps.map((a) => a.app_name)],
          rows: report.apps.buckets.map((b) => [
            formatDay(b.start),
            ...apps.map((a) => b.opens[a.app_id] ?? 0),
          ]),
        }}
      >
        <BarChart
          h={260}
          data={data}
          dataKey="label"
          type="stacked"
          withLegend
          series={apps.map((a, i) => ({
            name: a.app_name,
            color: seriesColors[i % seriesColors.length] ?? 'blue.6',
          }))}
          tickLine="y"
          gridAxis="y"
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartFigure>
      {apps.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Opens per app">
          <Title order={2} size="h4" mb="sm">
            Opens per app
          </Title>
          <Table striped verticalSpacing="xs" aria-label="Opens per app">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>App</Table.Th>
                <Table.Th>Opens</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {apps.map((a) => (
                <Table.Tr key={a.app_id}>
                  <Table.Td>{a.app_name}</Table.Td>
                  <Table.Td>{formatCount(a.opens)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
