import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { useOrganizationAccessTokens } from '#/features/access-tokens/api/access-tokens';
import { TokensTable } from '#/features/access-tokens/components/tokens-table';
import { useRevokeFlow } from '#/features/access-tokens/hooks/use-revoke-flow';

/**
 * System Settings → Personal access tokens (admins; docs/product/access-tokens.md#admins): every token of the
 * organisation with its owner, status and last use; an admin revokes any live one.
 */
export function AccessTokensSettings() {
  const tokens = useOrganizationAccessTokens();
  const revoke = useRevokeFlow('organization');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Personal access tokens
        </Title>
        <Text size="sm" c="dimmed">
          Tokens your organization's people made for the Content Extractor browser extension. They work with
          the LinkedIn Parser only. Revoking one stops it at once.
        </Text>
        {tokens.isPending && <Loader size="sm" aria-label="Loading access tokens" />}
        {(tokens.error ?? null) && (
          <Alert color="red" variant="light">
            {tokens.error?.message}
          </Alert>
        )}
        {revoke.error && (
          <Alert color="red" variant="light">
            {revoke.error}
          </Alert>
        )}
        {tokens.data && (
          <TokensTable
            label="Personal access tokens of the organization"
            tokens={tokens.data.tokens}
            withOwner
            pendingId={revoke.pendingId}
            onRevoke={revoke.ask}
          />
        )}
      </Stack>
      <ConfirmDialog
        title="Revoke access token"
        message={revoke.message}
        confirmLabel="Revoke"
        loading={revoke.loading}
        onConfirm={revoke.confirm}
        onCancel={revoke.cancel}
      />
    </Paper>
  );
}
