import { Badge, Button, Code, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AccessToken, AccessTokenStatus, OrganizationAccessToken } from '@rw/core';
import { IconKey } from '@tabler/icons-react';
import { formatAbsoluteTime } from '#/lib/relative-time';

type TokensTableProps = {
  /** Accessible name of the table. */
  label: string;
  tokens: (AccessToken | OrganizationAccessToken)[];
  /** Shows each token's owner (the organisation's list). */
  withOwner?: boolean;
  /** The token whose revocation is in flight. */
  pendingId: string | undefined;
  onRevoke: (token: AccessToken) => void;
};

const statusColor: Record<AccessTokenStatus, string> = { active: 'green', expired: 'gray', revoked: 'red' };
const statusLabel: Record<AccessTokenStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

const when = (iso: string | null, none: string) => (iso ? formatAbsoluteTime(iso) : none);

/**
 * Tokens as a table (docs/product/access-tokens.md): name and first characters, owner (admins' list),
 * created, expires ('Never'), last used ('Never'), status and Revoke for live ones.
 */
export function TokensTable({ label, tokens, withOwner = false, pendingId, onRevoke }: TokensTableProps) {
  if (tokens.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <IconKey size={14} aria-hidden /> No access tokens yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={withOwner ? 820 : 680}>
      <Table striped aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {withOwner && <Table.Th>Owner</Table.Th>}
            <Table.Th>Created</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t.name}
                </Text>
                <Code>{t.hint}…</Code>
              </Table.Td>
              {withOwner && 'user' in t && (
                <Table.Td>
                  <Text size="sm">{t.user.name}</Text>
                  <Text size="xs" c="dimmed">
                    {t.user.email}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>{formatAbsoluteTime(t.created_at)}</Table.Td>
              <Table.Td>{when(t.expires_at, 'Never')}</Table.Td>
              <Table.Td>{when(t.last_used_at, 'Never')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor[t.status]}>
                  {statusLabel[t.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {t.status === 'active' && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={pendingId === t.id}
                    onClick={() => onRevoke(t)}
                    aria-label={`Revoke ${t.name}`}
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
