import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PerformanceBody } from '#/features/analytics/components/performance-body';
import { type FunnelFilters, PerformanceFilters } from '#/features/analytics/components/performance-filters';
import { PeriodFilter } from '#/features/analytics/components/period-filter';
import { usePeriod } from '#/features/analytics/hooks/use-period';

/**
 * Performance Metrics at `/analytics/performance` (docs/product/analytics.md#performance-metrics): the
 * organisation's recruiting funnel for a period's cohort, by company, recruiter and job. For admins (the
 * route checks).
 */
export function PerformancePage() {
  const [period, setPeriod] = usePeriod();
  const [filters, setFilters] = useState<FunnelFilters>({});
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Performance Metrics</Title>
          <Text c="dimmed">
            How candidates move through your pipelines, and what it takes to hire. Days are in UTC.
          </Text>
        </Stack>
        <Group align="flex-end" gap="md" wrap="wrap">
          <PeriodFilter value={period} onChange={setPeriod} />
          <PerformanceFilters value={filters} onChange={setFilters} />
        </Group>
        <PerformanceBody filters={{ ...period, ...filters }} />
      </Stack>
    </Container>
  );
}
