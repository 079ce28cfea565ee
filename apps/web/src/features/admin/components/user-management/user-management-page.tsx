import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  type InvitationLink,
  invitationMessages,
  userManagementMessages as m,
  type OrganizationInvitation,
  type OrganizationInviteBody,
  type OrganizationRole,
  type OrganizationUser,
} from '@rw/core';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import {
  useDeleteMember,
  useInviteMember,
  useOrganizationUsers,
  useRenewMemberLink,
  useUpdateMember,
  useWithdrawInvitation,
} from '#/features/admin/api/organization-users';
import { InvitationLinkPanel } from '#/features/admin/components/invitation-link-panel';
import { MessageBanner } from '#/features/admin/components/message-banner';
import { InvitationsTable } from '#/features/admin/components/user-management/invitations-table';
import { InviteForm } from '#/features/admin/components/user-management/invite-form';
import { MembersTable } from '#/features/admin/components/user-management/members-table';
import { useLoadError } from '#/features/admin/hooks/use-load-error';
import { errorText } from '#/features/admin/utils/format';

/**
 * User Management at `/admin/users` (docs/product/admin.md#user-management): an organisation's admin invites
 * colleagues of their domain, changes roles, deactivates, activates and deletes, with the spec's confirmation
 * and messages. The route lets only admins and the owner in; the server checks every rule.
 */
export function UserManagementPage({ currentUserId }: { currentUserId: string }) {
  const list = useOrganizationUsers();
  const invite = useInviteMember();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const renew = useRenewMemberLink();
  const withdraw = useWithdrawInvitation();
  const [message, setMessage] = useState<string | null>(null);
  const [shown, setShown] = useState<{ email: string; link: InvitationLink } | null>(null);
  const [toDelete, setToDelete] = useState<OrganizationUser | null>(null);
  const [toWithdraw, setToWithdraw] = useState<OrganizationInvitation | null>(null);
  useLoadError(list.error, setMessage);
  const domain = list.data?.domain ?? '';

  const handleInvite = async (body: OrganizationInviteBody) => {
    try {
      const created = await invite.mutateAsync(body);
      setShown({ email: created.invitation.email, link: created.invitation_link });
      setMessage(invitationMessages.linkReady(created.invitation.email));
      return true;
    } catch (error) {
      setMessage(errorText(m.inviteError, error));
      return false;
    }
  };
  const handleRole = (user: OrganizationUser, role: OrganizationRole) =>
    update.mutate(
      { id: user.id, body: { role } },
      {
        onSuccess: () => setMessage(m.roleUpdated),
        onError: (error) => setMessage(errorText(m.roleError, error)),
      },
    );
  const handleToggle = (user: OrganizationUser) =>
    update.mutate(
      { id: user.id, body: { is_active: !user.is_active } },
      {
        onSuccess: () => setMessage(m.statusUpdated),
        onError: (error) => setMessage(errorText(m.statusError, error)),
      },
    );
  const handleDelete = () =>
    toDelete &&
    remove.mutate(toDelete.id, {
      onSuccess: () => setMessage(m.deleted),
      onError: (error) => setMessage(errorText(m.deleteError, error)),
      onSettled: () => setToDelete(null),
    });
  const handleRenew = (i: OrganizationInvitation) =>
    renew.mutate(i.id, {
      onSuccess: (link) => {
        setShown({ email: i.email, link });
        setMessage(invitationMessages.linkReady(i.email));
      },
      onError: (error) => setMessage(errorText(m.linkError, error)),
    });
  const handleWithdraw = () =>
    toWithdraw &&
    withdraw.mutate(toWithdraw.id, {
      onSuccess: () => setMessage(m.withdrawn(toWithdraw.email)),
      onError: (error) => setMessage(errorText(m.withdrawError, error)),
      onSettled: () => setToWithdraw(null),
    });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>User Management</Title>
            <Text c="dimmed">{domain ? m.subtitle(domain) : 'People of your organization.'}</Text>
          </Stack>
          {list.isFetching && <Loader size="sm" aria-label="Loading" mt="xs" />}
        </Group>
        <MessageBanner message={message} onClose={() => setMessage(null)} />
        <InviteForm domain={domain || 'example.com'} saving={invite.isPending} onInvite={handleInvite} />
        {shown && (
          <InvitationLinkPanel email={shown.email} link={shown.link} onClose={() => setShown(null)} />
        )}
        <Title order={2} size="h4">
          People
        </Title>
        <MembersTable
          users={list.data?.users ?? []}
          loading={list.isPending}
          failed={list.isError && !list.data}
          currentUserId={currentUserId}
          pendingId={update.isPending ? update.variables?.id : undefined}
          onRoleChange={handleRole}
          onToggle={handleToggle}
          onDelete={setToDelete}
        />
        <Title order={2} size="h4">
          Pending invitations
        </Title>
        <InvitationsTable
          invitations={list.data?.invitations ?? []}
          loading={list.isPending}
          pendingId={renew.isPending ? renew.variables : undefined}
          onRenew={handleRenew}
          onWithdraw={setToWithdraw}
        />
      </Stack>
      <ConfirmDialog
        message={toDelete ? m.confirmDelete : null}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        message={toWithdraw ? m.confirmWithdraw(toWithdraw.email) : null}
        confirmLabel="Withdraw"
        loading={withdraw.isPending}
        onConfirm={handleWithdraw}
        onCancel={() => setToWithdraw(null)}
      />
    </Container>
  );
}
