import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { analyticsMessages, type UserActivityReport } from '@rw/core';
import { AnalyticsEmpty } from '#/features/analytics/components/analytics-states';
import { formatCount, formatMoment, formatPercent } from '#/features/analytics/utils/format';

const columns = ['Name', 'E-mail', 'Role', 'Last active', 'Sign-ins', 'Actions', 'Active days', 'Adoption'];

/**
 * Everyone of the organisation with their figures over the period (docs/product/analytics.md#user-activity),
 * most recently active first.
 */
export function PeopleTable({ report }: { report: UserActivityReport }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="People">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            People
          </Title>
          <Text size="sm" c="dimmed">
            Adoption: working days active ÷ {report.working_days} working days in the period.
          </Text>
        </div>
        {report.users.length === 0 ? (
          <AnalyticsEmpty title={analyticsMessages.noPeople} description={analyticsMessages.noPeopleHint} />
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="People">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.users.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      {u.name}{' '}
                      {!u.is_active && (
                        <Badge size="xs" color="red" variant="light">
                          Inactive
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" maw={220} truncate="end" title={u.email}>
                        {u.email}
                      </Text>
                    </Table.Td>
                    <Table.Td tt="capitalize">{u.role}</Table.Td>
                    <Table.Td>{formatMoment(u.last_active_at)}</Table.Td>
                    <Table.Td>{formatCount(u.sign_ins)}</Table.Td>
                    <Table.Td>{formatCount(u.actions)}</Table.Td>
                    <Table.Td>{formatCount(u.active_days)}</Table.Td>
                    <Table.Td>{formatPercent(u.adoption)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
