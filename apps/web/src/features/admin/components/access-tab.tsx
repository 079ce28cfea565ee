import { Stack, Text } from '@mantine/core';
import {
  type AccessEntry,
  type AccessEntryCreate,
  type InvitationLink,
  invitationMessages,
  type Role,
} from '@rw/core';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { useAddAccessEntry } from '#/features/admin/api/add-access-entry';
import { useAccessList } from '#/features/admin/api/get-access-list';
import { useRemoveAccessEntry } from '#/features/admin/api/remove-access-entry';
import { useRenewInvitation } from '#/features/admin/api/renew-invitation';
import { useUpdateAccessRole } from '#/features/admin/api/update-access-role';
import { AccessForm } from '#/features/admin/components/access-form';
import { AccessTable } from '#/features/admin/components/access-table';
import { InvitationLinkPanel } from '#/features/admin/components/invitation-link-panel';
import { useLoadError } from '#/features/admin/hooks/use-load-error';
import { errorText } from '#/features/admin/utils/format';

type AccessTabProps = { onMessage: (text: string) => void };

const ACCESS_ERROR = 'Error updating access list';

/**
 * Who may sign in (docs/product/admin.md#access-list): add an e-mail or domain with a role, change, remove;
 * an e-mail's one-time invitation link is shown when it is made (docs/product/admin.md#invitations).
 */
export function AccessTab({ onMessage }: AccessTabProps) {
  const list = useAccessList();
  const add = useAddAccessEntry();
  const changeRole = useUpdateAccessRole();
  const remove = useRemoveAccessEntry();
  const renew = useRenewInvitation();
  const [toRemove, setToRemove] = useState<AccessEntry | null>(null);
  const [shownLink, setShownLink] = useState<{ email: string; link: InvitationLink } | null>(null);
  useLoadError(list.error, onMessage);

  const handleAdd = async (body: AccessEntryCreate) => {
    try {
      const created = await add.mutateAsync(body);
      onMessage(`${body.email ?? body.domain} added to the access list`);
      setShownLink(
        created.email && created.invitation_link
          ? { email: created.email, link: created.invitation_link }
          : null,
      );
      return true;
    } catch (error) {
      onMessage(errorText(ACCESS_ERROR, error));
      return false;
    }
  };

  const handleRole = (entry: AccessEntry, role: Role) =>
    changeRole.mutate(
      { id: entry.id, role },
      {
        onSuccess: () => onMessage(`Role of ${entry.email ?? entry.domain} changed to ${role}`),
        onError: (error) => onMessage(errorText(ACCESS_ERROR, error)),
      },
    );

  const handleNewLink = (entry: AccessEntry) => {
    const email = entry.email;
    if (!email) return;
    renew.mutate(entry.id, {
      onSuccess: (link) => {
        onMessage(invitationMessages.linkReady(email));
        setShownLink({ email, link });
      },
      onError: (error) => onMessage(errorText(ACCESS_ERROR, error)),
    });
  };

  const handleRemove = () => {
    if (!toRemove) return;
    const who = toRemove.email ?? toRemove.domain;
    remove.mutate(toRemove.id, {
      onSuccess: () => onMessage(`${who} removed from the access list`),
      onError: (error) => onMessage(errorText(ACCESS_ERROR, error)),
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Only the e-mails and domains listed here can sign in. An e-mail gets a one-time invitation link to set
        its password (or uses Google); a whole domain signs in with Google.
      </Text>
      <AccessForm saving={add.isPending} onAdd={handleAdd} />
      {shownLink && (
        <InvitationLinkPanel
          email={shownLink.email}
          link={shownLink.link}
          onClose={() => setShownLink(null)}
        />
      )}
      <AccessTable
        entries={list.data ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        renewingId={renew.isPending ? (renew.variables ?? null) : null}
        onRoleChange={handleRole}
        onNewLink={handleNewLink}
        onRemove={setToRemove}
      />
      <ConfirmDialog
        message={
          toRemove
            ? `Remove ${toRemove.email ?? toRemove.domain} from the access list? Their sessions end at once.`
            : null
        }
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
