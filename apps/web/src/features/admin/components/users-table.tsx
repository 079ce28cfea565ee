import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import type { AdminUser } from '@rw/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash, IconUsers } from '@tabler/icons-react';
import { AdminTable } from '#/features/admin/components/admin-table';
import { formatDate } from '#/features/admin/utils/format';

type UsersTableProps = {
  users: AdminUser[];
  loading: boolean;
  /** Loading failed: the table shows the error state. */
  failed: boolean;
  /** The owner's own row cannot be deactivated or deleted. */
  currentUserId: string;
  /** The user whose status change is in flight. */
  pendingId: string | undefined;
  onToggle: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

const columns = ['Email', 'Organization', 'Role', 'Status', 'Last Login', 'Actions'];

/**
 * The users table (docs/product/admin.md#users); e-mails are cut at 150 px with the full address on hover.
 */
export function UsersTable({
  users,
  loading,
  failed,
  currentUserId,
  pendingId,
  onToggle,
  onDelete,
}: UsersTableProps) {
  return (
    <AdminTable
      label="Users"
      columns={columns}
      loading={loading}
      failed={failed}
      hasRows={users.length > 0}
      empty={{
        icon: <IconUsers aria-hidden />,
        title: 'No users found',
        description: 'Users appear here after their first sign-in.',
      }}
    >
      {users.map((user) => {
        const self = user.id === currentUserId;
        return (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Text size="sm" maw={150} truncate="end" title={user.email}>
                {user.email}
              </Text>
            </Table.Td>
            <Table.Td>
              {user.organization_domain ?? (
                <Text span size="sm" c="dimmed">
                  None
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge variant="outline" color="gray" tt="capitalize">
                {user.role}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Badge color={user.is_active ? 'green' : 'red'} variant="light">
                {user.is_active ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDate(user.last_login)}</Table.Td>
            <Table.Td>
              <Tooltip label="This is your own account" disabled={!self} withArrow>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    color={user.is_active ? 'orange' : 'green'}
                    leftSection={
                      user.is_active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />
                    }
                    disabled={self}
                    loading={pendingId === user.id}
                    onClick={() => onToggle(user)}
                  >
                    {user.is_active ? 'Deactivate' : 'Activate'}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    disabled={self}
                    onClick={() => onDelete(user)}
                  >
                    Delete
                  </Button>
                </Group>
              </Tooltip>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
