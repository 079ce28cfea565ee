import { AreaChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { type AppUsageReport, analyticsMessages } from '@rw/core';
import { AnalyticsEmpty } from '#/features/analytics/components/analytics-states';
import { ChartFigure } from '#/features/analytics/components/chart-figure';
import { formatCost, formatCount, formatDay } from '#/features/analytics/utils/format';

type FiguresRow = {
  key: string;
  name: string;
  email?: string | null;
  calls: number;
  tokens: number;
  cost: number;
};

function FiguresTable({
  title,
  rows,
  withEmail,
}: {
  title: string;
  rows: FiguresRow[];
  withEmail?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={withEmail ? 560 : 380}>
        <Table striped verticalSpacing="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{withEmail ? 'Person' : 'Service'}</Table.Th>
              {withEmail && <Table.Th>E-mail</Table.Th>}
              <Table.Th>Calls</Table.Th>
              <Table.Th>Tokens</Table.Th>
              <Table.Th>Cost</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>{r.name}</Table.Td>
                {withEmail && <Table.Td>{r.email ?? ''}</Table.Td>}
                <Table.Td>{formatCount(r.calls)}</Table.Td>
                <Table.Td>{formatCount(r.tokens)}</Table.Td>
                <Table.Td>{formatCost(r.cost)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * AI usage over the period (docs/product/analytics.md#app-usage): tokens per bucket, and calls, tokens and
 * cost per service and per person, in US dollars.
 */
export function AiUsageSection({ report }: { report: AppUsageReport }) {
  const { ai } = report;
  const per = report.bucket === 'day' ? 'per day' : 'per week';
  if (ai.services.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label="AI usage">
        <Title order={2} size="h4">
          AI usage
        </Title>
        <AnalyticsEmpty title={analyticsMessages.noAiUsage} description={analyticsMessages.noAiUsageHint} />
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <ChartFigure
        title={`AI tokens ${per}`}
        description="Every metered AI call of the organisation."
        table={{
          columns: [report.bucket === 'day' ? 'Day' : 'Week starting', 'Calls', 'Tokens', 'Cost'],
          rows: ai.buckets.map((b) => [
            formatDay(b.start),
            b.calls,
            formatCount(b.tokens),
            formatCost(b.cost),
          ]),
        }}
      >
        <AreaChart
          h={240}
          data={ai.buckets.map((b) => ({ label: formatDay(b.start, 'short'), Tokens: b.tokens }))}
          dataKey="label"
          series={[{ name: 'Tokens', color: 'teal.6' }]}
          curveType="monotone"
          tickLine="y"
          gridAxis="y"
        />
      </ChartFigure>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FiguresTable
          title="AI usage by service"
          rows={ai.services.map((s) => ({ key: s.service, name: s.service, ...s }))}
        />
        <FiguresTable
          title="AI usage by person"
          withEmail
          rows={ai.users.map((u) => ({
            key: u.user_id ?? 'deleted',
            name: u.user_name ?? 'Deleted user',
            email: u.user_email,
            calls: u.calls,
            tokens: u.tokens,
            cost: u.cost,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
