import { Badge, Button, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { userManagementMessages as m, type OrganizationRole, type OrganizationUser } from '@rw/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash, IconUsers } from '@tabler/icons-react';
import { AdminTable } from '#/features/admin/components/admin-table';
import { formatDate } from '#/features/admin/utils/format';

type MembersTableProps = {
  users: OrganizationUser[];
  loading: boolean;
  failed: boolean;
  currentUserId: string;
  /** The person whose change is in flight. */
  pendingId: string | undefined;
  onRoleChange: (user: OrganizationUser, role: OrganizationRole) => void;
  onToggle: (user: OrganizationUser) => void;
  onDelete: (user: OrganizationUser) => void;
};

const columns = ['Name', 'E-mail', 'Role', 'Status', 'Last Login', 'Actions'];
const roleData = [
  { value: 'admin', label: 'Admin' },
  { value: 'recruiter', label: 'Recruiter' },
];

/**
 * The organisation's people (docs/product/admin.md#user-management): role in place, status, last login or
 * 'Never', Deactivate / Activate and Delete. The owner's account and one's own are not deactivated or deleted
 * here.
 */
export function MembersTable(props: MembersTableProps) {
  const { users, currentUserId, pendingId } = props;
  return (
    <AdminTable
      label="People"
      columns={columns}
      loading={props.loading}
      failed={props.failed}
      hasRows={users.length > 0}
      minWidth={760}
      empty={{ icon: <IconUsers aria-hidden />, title: m.noPeople, description: m.noPeopleHint }}
    >
      {users.map((user) => {
        const self = user.id === currentUserId;
        const owner = user.role === 'owner';
        const locked = self || owner;
        return (
          <Table.Tr key={user.id}>
            <Table.Td>{user.name}</Table.Td>
            <Table.Td>
              <Text size="sm" maw={150} truncate="end" title={user.email}>
                {user.email}
              </Text>
            </Table.Td>
            <Table.Td>
              {owner ? (
                <Badge variant="outline" color="gray">
                  Owner
                </Badge>
              ) : (
                <Select
                  size="xs"
                  w={130}
                  aria-label={`Role of ${user.email}`}
                  data={roleData}
                  value={user.role}
                  allowDeselect={false}
                  disabled={pendingId === user.id}
                  onChange={(v) => v && v !== user.role && props.onRoleChange(user, v as OrganizationRole)}
                />
              )}
            </Table.Td>
            <Table.Td>
              <Badge color={user.is_active ? 'green' : 'red'} variant="light">
                {user.is_active ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDate(user.last_login)}</Table.Td>
            <Table.Td>
              <Tooltip
                label={owner ? m.ownerAccount : 'This is your own account'}
                disabled={!locked}
                withArrow
              >
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    color={user.is_active ? 'orange' : 'green'}
                    leftSection={
                      user.is_active ? (
                        <IconPlayerPause size={14} aria-hidden />
                      ) : (
                        <IconPlayerPlay size={14} aria-hidden />
                      )
                    }
                    disabled={locked}
                    loading={pendingId === user.id}
                    onClick={() => props.onToggle(user)}
                  >
                    {user.is_active ? 'Deactivate' : 'Activate'}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    disabled={locked}
                    onClick={() => props.onDelete(user)}
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
