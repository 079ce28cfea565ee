import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { analyticsMessages, type MonthProjection } from '@rw/core';
import { formatCost, formatCount, formatDay, formatPercent } from '#/features/analytics/utils/format';

/** What the month's pace means against the limit (docs/product/analytics.md#month). */
export function monthVerdict(m: MonthProjection): string {
  if (m.limit <= 0) return analyticsMessages.unlimited;
  if (m.limit_reached) return analyticsMessages.limitReached;
  if (m.limit_reached_on) return analyticsMessages.limitReachedOn(formatDay(m.limit_reached_on));
  return analyticsMessages.withinLimit;
}

/**
 * The calendar month (UTC) so far against the monthly credit limit, and at the same pace to its end
 * (docs/product/analytics.md#month).
 */
export function MonthCard({ month }: { month: MonthProjection }) {
  const used = Math.min(100, (month.used_share ?? 0) * 100);
  const projected = Math.min(100, (month.projected_share ?? 0) * 100);
  const danger = month.limit_reached || Boolean(month.limit_reached_on);
  const monthName = new Date(`${month.month}T00:00:00Z`).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="This month">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            This month ({monthName})
          </Title>
          <Text size="sm" c="dimmed">
            Day {month.days_elapsed} of {month.days_in_month}
          </Text>
        </Group>
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              Tokens so far
            </Text>
            <Text fz="xl" fw={700}>
              {formatCount(month.tokens_used)}
              {month.limit > 0 && ` of ${formatCount(month.limit)} (${formatPercent(month.used_share)})`}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Projected by the month's end
            </Text>
            <Text fz="xl" fw={700}>
              {formatCount(month.projected_tokens)}
              {month.limit > 0 && ` (${formatPercent(month.projected_share)})`}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Cost so far / projected
            </Text>
            <Text fz="xl" fw={700}>
              {formatCost(month.cost)} / {formatCost(month.projected_cost)}
            </Text>
          </div>
        </Group>
        {month.limit > 0 && (
          <Progress.Root size="lg" aria-label="Monthly credit used and projected">
            <Progress.Section value={used} color={danger ? 'red' : 'blue'} />
            <Progress.Section value={Math.max(0, projected - used)} color={danger ? 'red.2' : 'blue.2'} />
          </Progress.Root>
        )}
        <Text size="sm" c={danger ? 'red' : undefined}>
          {monthVerdict(month)}
        </Text>
      </Stack>
    </Paper>
  );
}
