import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Table, Title } from '@mantine/core';
import { type PerformanceReport, performanceMessages } from '@rw/core';
import { AnalyticsEmpty } from '#/features/analytics/components/analytics-states';
import { ChartFigure } from '#/features/analytics/components/chart-figure';
import { ExportButton, type PerformanceExport } from '#/features/analytics/components/export-button';
import { formatCount } from '#/features/analytics/utils/format';

const BANDS = [
  { name: '0-3', from: 0, to: 3, color: 'red.5' },
  { name: '4-5', from: 4, to: 5, color: 'orange.5' },
  { name: '6-7', from: 6, to: 7, color: 'yellow.5' },
  { name: '8-10', from: 8, to: 10, color: 'teal.6' },
] as const;

const rho = (r: number | null) => (r === null ? '—' : r.toFixed(2));

/**
 * The AI scores of each stage (their distribution in bands, stacked; the table has every point) and how the
 * AI's scores agree with people's scorecards per job and stage (docs/product/analytics.md#agreement).
 */
export function ScoresSection({
  report,
  exports,
}: {
  report: PerformanceReport;
  exports: PerformanceExport;
}) {
  const scored = report.stages.filter((s) => s.scores.some((n) => n > 0));
  const data = scored.map((s) => ({
    stage: s.title,
    ...Object.fromEntries(
      BANDS.map((b) => [b.name, s.scores.slice(b.from, b.to + 1).reduce((a, n) => a + n, 0)]),
    ),
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartFigure
        title="AI scores by stage"
        description="How many candidates of each stage the AI scored in each band of its overall score (0-10)."
        table={{
          columns: ['Stage', ...Array.from({ length: 11 }, (_, i) => `Score ${i}`)],
          rows: scored.map((s) => [s.title, ...s.scores]),
        }}
        actions={<ExportButton report="scores" name="the AI scores" exports={exports} />}
        empty={
          scored.length === 0 ? (
            <AnalyticsEmpty
              title={performanceMessages.noScores}
              description={performanceMessages.noScoresHint}
            />
          ) : undefined
        }
      >
        <BarChart
          h={260}
          data={data}
          dataKey="stage"
          type="stacked"
          withLegend
          series={BANDS.map((b) => ({ name: b.name, color: b.color }))}
        />
      </ChartFigure>
      <Paper withBorder radius="md" p="md" component="section" aria-label="AI and scorecards">
        <Title order={2} size="h4">
          AI and scorecards
        </Title>
        <Table.ScrollContainer minWidth={420} mt="sm">
          {report.agreement.length === 0 ? (
            <AnalyticsEmpty
              title={performanceMessages.noAgreement}
              description={performanceMessages.noAgreementHint}
            />
          ) : (
            <Table striped verticalSpacing="xs" aria-label="AI and scorecards">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job</Table.Th>
                  <Table.Th>Stage</Table.Th>
                  <Table.Th>Pairs</Table.Th>
                  <Table.Th>Spearman's ρ</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.agreement.map((a) => (
                  <Table.Tr key={`${a.job_id}-${a.stage_id}`}>
                    <Table.Td>{a.job_title}</Table.Td>
                    <Table.Td>{a.stage_title}</Table.Td>
                    <Table.Td>{formatCount(a.pairs)}</Table.Td>
                    <Table.Td>{rho(a.spearman)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Table.ScrollContainer>
        {report.agreement.length > 0 && (
          <ExportButton report="agreement" name="the agreement" exports={exports} />
        )}
      </Paper>
    </SimpleGrid>
  );
}
