import { Alert, Button, Container, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type AnalyticsBucket, analyticsMessages } from '@rw/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppUsage } from '#/features/analytics/api/get-app-usage';
import { AiUsageSection } from '#/features/analytics/components/ai-usage-section';
import { AnalyticsError } from '#/features/analytics/components/analytics-states';
import { AppOpensSection } from '#/features/analytics/components/app-opens-section';
import { MonthCard } from '#/features/analytics/components/month-card';
import { PeriodFilter } from '#/features/analytics/components/period-filter';
import { usePeriod } from '#/features/analytics/hooks/use-period';
import { useUsageExport } from '#/features/analytics/hooks/use-usage-export';

/**
 * App Usage at `/analytics/usage` (docs/product/analytics.md#app-usage): the period and its cut, the CSV
 * exports, the month against the credit limit, app opens and AI usage. For admins (the route checks).
 */
export function AppUsagePage() {
  const [period, setPeriod] = usePeriod();
  const [bucket, setBucket] = useState<AnalyticsBucket | null>(null);
  const usage = useAppUsage(period, bucket);
  const download = useUsageExport(period);
  const data = usage.data;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>App Usage</Title>
            <Text c="dimmed">Which apps are opened, and what the AI costs. Days are in UTC.</Text>
          </Stack>
          <Group gap="xs">
            {usage.isFetching && <Loader size="sm" aria-label="Loading" />}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending && download.variables === 'ai'}
              onClick={() => download.mutate('ai')}
            >
              Export AI usage (CSV)
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending && download.variables === 'apps'}
              onClick={() => download.mutate('apps')}
            >
              Export app opens (CSV)
            </Button>
          </Group>
        </Group>
        {download.isError && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => download.reset()}>
            {analyticsMessages.exportError}: {download.error.message}
          </Alert>
        )}
        <Group align="flex-end" gap="md" wrap="wrap">
          <PeriodFilter value={period} onChange={setPeriod} />
          <SegmentedControl
            aria-label="Per day or per week"
            value={bucket ?? data?.bucket ?? 'day'}
            onChange={(v) => setBucket(v as AnalyticsBucket)}
            data={[
              { value: 'day', label: 'Per day' },
              { value: 'week', label: 'Per week' },
            ]}
          />
        </Group>
        {usage.isError && !data ? (
          <AnalyticsError error={usage.error} onRetry={() => void usage.refetch()} />
        ) : data ? (
          <>
            <MonthCard month={data.month} />
            <AppOpensSection report={data} />
            <AiUsageSection report={data} />
          </>
        ) : (
          <Group justify="center" py="xl">
            <Loader aria-label="Loading App Usage" />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
