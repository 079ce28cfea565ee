import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useUserActivity } from '#/features/analytics/api/get-user-activity';
import { ActiveUsersChart } from '#/features/analytics/components/active-users-chart';
import { ActivityTimeline } from '#/features/analytics/components/activity-timeline';
import { AnalyticsError } from '#/features/analytics/components/analytics-states';
import { FigureCards } from '#/features/analytics/components/figure-cards';
import { PeopleTable } from '#/features/analytics/components/people-table';
import { PeriodFilter } from '#/features/analytics/components/period-filter';
import { usePeriod } from '#/features/analytics/hooks/use-period';
import { formatCount, formatPercent } from '#/features/analytics/utils/format';

/**
 * User Activity at `/analytics/activity` (docs/product/analytics.md#user-activity): the period, the figures,
 * active people per day and week, everyone's figures and the timeline. For admins (the route checks).
 */
export function UserActivityPage({ onNavigate }: { onNavigate: (path: string) => void }) {
  const [period, setPeriod] = usePeriod();
  const report = useUserActivity(period);
  const data = report.data;
  const signIns = data?.users.reduce((n, u) => n + u.sign_ins, 0);
  const actions = data?.users.reduce((n, u) => n + u.actions, 0);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>User Activity</Title>
            <Text c="dimmed">Who uses the workspace, and what they do. Days are in UTC.</Text>
          </Stack>
          {report.isFetching && <Loader size="sm" aria-label="Loading" mt="xs" />}
        </Group>
        <PeriodFilter value={period} onChange={setPeriod} />
        {report.isError && !data ? (
          <AnalyticsError error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <>
            <FigureCards
              cards={[
                {
                  label: 'Active people',
                  value: data && `${formatCount(data.active_users)} of ${formatCount(data.users.length)}`,
                  hint: 'At least one activity in the period',
                },
                {
                  label: 'Adoption',
                  value: data && formatPercent(data.adoption),
                  hint: data && `Working days active ÷ ${data.working_days} working days`,
                },
                { label: 'Sign-ins', value: signIns === undefined ? undefined : formatCount(signIns) },
                {
                  label: 'Actions',
                  value: actions === undefined ? undefined : formatCount(actions),
                  hint: 'Every activity but sign-ins',
                },
              ]}
            />
            {data && <ActiveUsersChart report={data} />}
            {data && <PeopleTable report={data} />}
            {data && <ActivityTimeline period={period} people={data.users} onNavigate={onNavigate} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
