import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { AccessEntry, Role } from '@rw/core';
import { IconLink, IconLockOff, IconTrash, IconWorld } from '@tabler/icons-react';
import { AdminTable } from '#/features/admin/components/admin-table';
import { formatDate } from '#/features/admin/utils/format';
import { roleOptions } from '#/features/admin/utils/role-options';

type AccessTableProps = {
  entries: AccessEntry[];
  loading: boolean;
  /** Loading failed: the table shows the error state. */
  failed: boolean;
  /** The entry whose new link is being made, if any. */
  renewingId: string | null;
  onRoleChange: (entry: AccessEntry, role: Role) => void;
  /** Makes a new invitation link for an e-mail without an account (the old one stops working). */
  onNewLink: (entry: AccessEntry) => void;
  onRemove: (entry: AccessEntry) => void;
};

const columns = ['E-mail or domain', 'Role', 'Account', 'Added', 'Actions'];

function AccountBadge({ entry }: { entry: AccessEntry }) {
  if (entry.domain)
    return (
      <Badge variant="light" color="gray">
        Whole domain
      </Badge>
    );
  if (entry.has_account)
    return (
      <Badge variant="light" color="green">
        Has account
      </Badge>
    );
  const invitation = entry.invitation;
  return (
    <Stack gap={2}>
      <Badge variant="light" color={invitation && !invitation.expired ? 'yellow' : 'red'}>
        {invitation && !invitation.expired ? 'Invited' : 'No valid link'}
      </Badge>
      {invitation && (
        <Text size="xs" c="dimmed">
          {invitation.expired ? 'Link expired' : 'Link expires'} {formatDate(invitation.expires_at)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The access list: each entry's role (changeable), whether its account exists or its invitation link is still
 * valid, New link for an e-mail without an account, and Remove.
 */
export function AccessTable({
  entries,
  loading,
  failed,
  renewingId,
  onRoleChange,
  onNewLink,
  onRemove,
}: AccessTableProps) {
  return (
    <AdminTable
      label="Access list"
      columns={columns}
      loading={loading}
      failed={failed}
      hasRows={entries.length > 0}
      empty={{
        icon: <IconLockOff aria-hidden />,
        title: 'Nobody is on the access list',
        description: 'Add an e-mail or a domain above to let people sign in.',
      }}
    >
      {entries.map((entry) => {
        const who = entry.email ?? entry.domain ?? '';
        return (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {entry.domain && <IconWorld size={16} aria-label="Domain" />}
                <Text size="sm" maw={260} truncate="end" title={who}>
                  {entry.domain ? `*@${entry.domain}` : who}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Select
                aria-label={`Role of ${who}`}
                size="xs"
                w={130}
                data={roleOptions}
                value={entry.role}
                allowDeselect={false}
                onChange={(v) => v && v !== entry.role && onRoleChange(entry, v as Role)}
              />
            </Table.Td>
            <Table.Td miw={130}>
              <AccountBadge entry={entry} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(entry.created_at)}</Text>
              {entry.created_by && (
                <Text size="xs" c="dimmed" maw={180} truncate="end" title={entry.created_by}>
                  by {entry.created_by}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {entry.email && !entry.has_account && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconLink size={14} aria-hidden />}
                    aria-label={`New invitation link for ${who}`}
                    loading={renewingId === entry.id}
                    onClick={() => onNewLink(entry)}
                  >
                    New link
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={`Remove ${who}`}
                  onClick={() => onRemove(entry)}
                >
                  Remove
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
