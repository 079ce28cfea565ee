import { Button, Group, Table, Text } from '@mantine/core';
import { userManagementMessages as m, type OrganizationInvitation } from '@rw/core';
import { IconLink, IconMailOff, IconX } from '@tabler/icons-react';
import { AdminTable } from '#/features/admin/components/admin-table';
import { formatDate } from '#/features/admin/utils/format';

type InvitationsTableProps = {
  invitations: OrganizationInvitation[];
  loading: boolean;
  pendingId: string | undefined;
  onRenew: (invitation: OrganizationInvitation) => void;
  onWithdraw: (invitation: OrganizationInvitation) => void;
};

const columns = ['E-mail', 'Role', 'Invited by', 'Link', 'Actions'];

function linkState(i: OrganizationInvitation): { text: string; expired: boolean } {
  if (!i.invitation) return { text: 'No valid link', expired: true };
  const date = formatDate(i.invitation.expires_at);
  return i.invitation.expired
    ? { text: `Expired ${date}`, expired: true }
    : { text: `Expires ${date}`, expired: false };
}

/** E-mails invited that have not joined yet (docs/product/admin.md#user-management): New link, Withdraw. */
export function InvitationsTable({
  invitations,
  loading,
  pendingId,
  onRenew,
  onWithdraw,
}: InvitationsTableProps) {
  return (
    <AdminTable
      label="Pending invitations"
      columns={columns}
      loading={loading}
      hasRows={invitations.length > 0}
      empty={{ icon: <IconMailOff aria-hidden />, title: m.noInvitations, description: '' }}
    >
      {invitations.map((i) => {
        const link = linkState(i);
        return (
          <Table.Tr key={i.id}>
            <Table.Td>
              <Text size="sm" maw={200} truncate="end" title={i.email}>
                {i.email}
              </Text>
            </Table.Td>
            <Table.Td tt="capitalize">{i.role}</Table.Td>
            <Table.Td>{i.invited_by ?? ''}</Table.Td>
            <Table.Td>
              <Text size="sm" c={link.expired ? 'red' : undefined}>
                {link.text}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconLink size={14} aria-hidden />}
                  loading={pendingId === i.id}
                  onClick={() => onRenew(i)}
                >
                  New link
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => onWithdraw(i)}
                >
                  Withdraw
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
