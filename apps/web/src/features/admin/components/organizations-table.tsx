import { Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { AdminOrganization } from '@rw/core';
import { IconBuildingOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { AdminTable } from '#/features/admin/components/admin-table';
import { formatUsage } from '#/features/admin/utils/format';

type OrganizationsTableProps = {
  organizations: AdminOrganization[];
  loading: boolean;
  /** Loading failed: the table shows the error state. */
  failed: boolean;
  onEdit: (org: AdminOrganization) => void;
  onDelete: (org: AdminOrganization) => void;
};

const columns = ['Organization', 'Domain', 'Billing', 'Usage', 'API Key', 'Actions'];

function UsageCell({ org }: { org: AdminOrganization }) {
  const usage = formatUsage(org.current_month_usage, org.monthly_credit_limit);
  const share = usage.unlimited
    ? 0
    : Math.min(100, (org.current_month_usage / org.monthly_credit_limit) * 100);
  return (
    <Stack gap={4} miw={140}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" ff="monospace">
          {usage.text}
        </Text>
        {usage.unlimited && (
          <Text size="xs" c="dimmed">
            ∞ unlimited
          </Text>
        )}
      </Group>
      {!usage.unlimited && (
        <Progress
          value={share}
          size="xs"
          color={share >= 90 ? 'red' : 'indigo'}
          aria-label="Share of monthly limit used"
        />
      )}
    </Stack>
  );
}

/**
 * The organisations table (docs/product/admin.md#organizations): name, domain, billing badge, usage
 * over limit, actions.
 */
export function OrganizationsTable({
  organizations,
  loading,
  failed,
  onEdit,
  onDelete,
}: OrganizationsTableProps) {
  return (
    <AdminTable
      label="Organizations"
      columns={columns}
      loading={loading}
      failed={failed}
      hasRows={organizations.length > 0}
      empty={{
        icon: <IconBuildingOff aria-hidden />,
        title: 'No organizations yet',
        description: 'Add an organization to give its users their own OpenAI key and credit limit.',
      }}
    >
      {organizations.map((org) => (
        <Table.Tr key={org.id}>
          <Table.Td fw={600}>{org.name}</Table.Td>
          <Table.Td>{org.domain}</Table.Td>
          <Table.Td>
            <Badge color={org.billing_enabled ? 'green' : 'gray'} variant="light">
              {org.billing_enabled ? 'Enabled' : 'Disabled'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <UsageCell org={org} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace" c={org.has_api_key ? undefined : 'dimmed'}>
              {org.api_key_hint ?? 'Not set'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => onEdit(org)}
              >
                Edit
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onDelete(org)}
              >
                Delete
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
