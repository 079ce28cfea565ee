import { Button, Center, Group, Stack, Table, Text } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiUsage } from '#/features/admin/api/get-api-usage';
import { AdminTable } from '#/features/admin/components/admin-table';
import { OrganizationFilter } from '#/features/admin/components/organization-filter';
import { useLoadError } from '#/features/admin/hooks/use-load-error';
import { formatCost, formatCount, formatDateTime } from '#/features/admin/utils/format';

type UsageTabProps = { onMessage: (text: string) => void };

const columns = ['User', 'Organization', 'Service', 'Tokens Used', 'Cost', 'Date'];

/**
 * API Usage tab (docs/product/admin.md#api-usage): metered calls newest first, by
 * organisation, with 'Load more'.
 */
export function UsageTab({ onMessage }: UsageTabProps) {
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const usage = useApiUsage(organizationId);
  useLoadError(usage.error, onMessage);
  const rows = usage.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <Stack gap="md">
      <OrganizationFilter value={organizationId} onChange={setOrganizationId} />
      <AdminTable
        label="API Usage"
        columns={columns}
        loading={usage.isPending}
        failed={usage.isError && !usage.data}
        hasRows={rows.length > 0}
        empty={{
          icon: <IconChartBarOff aria-hidden />,
          title: 'No API usage yet',
          description: 'Every AI call is recorded here with its tokens and cost.',
        }}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Text size="sm" maw={150} truncate="end" title={row.user_email ?? undefined}>
                {row.user_email ?? 'Deleted user'}
              </Text>
            </Table.Td>
            <Table.Td>{row.organization_name ?? '—'}</Table.Td>
            <Table.Td>{row.service}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatCount(row.tokens_used)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatCost(row.cost)}
            </Table.Td>
            <Table.Td>{formatDateTime(row.timestamp)}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      {rows.length > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Showing {formatCount(rows.length)} {rows.length === 1 ? 'entry' : 'entries'}
          </Text>
          {usage.hasNextPage && (
            <Center>
              <Button
                variant="default"
                loading={usage.isFetchingNextPage}
                onClick={() => void usage.fetchNextPage()}
              >
                Load more
              </Button>
            </Center>
          )}
        </Group>
      )}
    </Stack>
  );
}
