import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  type ActivityUser,
  type AnalyticsPeriod,
  activityActionLabels,
  activityActions,
  activityLink,
  analyticsMessages,
  describeActivity,
} from '@rw/core';
import { useState } from 'react';
import { useActivityTimeline } from '#/features/analytics/api/get-activity-timeline';
import { AnalyticsEmpty, AnalyticsError } from '#/features/analytics/components/analytics-states';
import { PathLink } from '#/features/analytics/components/path-link';
import { formatMoment } from '#/features/analytics/utils/format';

type ActivityTimelineProps = {
  period: AnalyticsPeriod;
  people: ActivityUser[];
  onNavigate: (path: string) => void;
};

const actionOptions = activityActions.map((a) => ({ value: a, label: activityActionLabels[a] }));
const labelOf = (action: string) =>
  (activityActionLabels as Record<string, string | undefined>)[action] ?? action;

/**
 * The organisation's activities, newest first, by person, action and the page's period, 50 at a time
 * (docs/product/analytics.md#user-activity); each says what happened and links to its object.
 */
export function ActivityTimeline({ period, people, onNavigate }: ActivityTimelineProps) {
  const [userId, setUserId] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const timeline = useActivityTimeline({ ...period, userId, action });
  const rows = timeline.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Timeline">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4">
            Timeline
          </Title>
          <Group gap="sm" wrap="wrap">
            <Select
              label="Person"
              placeholder="Everyone"
              clearable
              searchable
              value={userId}
              onChange={setUserId}
              data={people.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))}
              w={260}
            />
            <Select
              label="Action"
              placeholder="Every action"
              clearable
              value={action}
              onChange={setAction}
              data={actionOptions}
              w={220}
            />
          </Group>
        </Group>
        {timeline.isError && !timeline.data ? (
          <AnalyticsError error={timeline.error} onRetry={() => void timeline.refetch()} />
        ) : rows.length === 0 && !timeline.isPending ? (
          <AnalyticsEmpty
            title={analyticsMessages.noActivity}
            description={analyticsMessages.noActivityHint}
          />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" aria-label="Timeline" aria-busy={timeline.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Person</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>What happened</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const path = activityLink(row);
                  const text = describeActivity(row);
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>{formatMoment(row.timestamp)}</Table.Td>
                      <Table.Td>{row.user_name ?? row.user_email ?? 'Deleted user'}</Table.Td>
                      <Table.Td>{labelOf(row.action)}</Table.Td>
                      <Table.Td>
                        {path ? (
                          <PathLink path={path} onNavigate={onNavigate}>
                            {text}
                          </PathLink>
                        ) : (
                          <Text size="sm">{text}</Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {timeline.hasNextPage && (
          <Group justify="center">
            <Button
              variant="light"
              loading={timeline.isFetchingNextPage}
              onClick={() => void timeline.fetchNextPage()}
            >
              Load more
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
