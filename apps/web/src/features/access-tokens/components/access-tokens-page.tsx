import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { RouterAnchor } from '#/components/ui/router-anchor';
import { useMyAccessTokens } from '#/features/access-tokens/api/access-tokens';
import { CreateTokenForm } from '#/features/access-tokens/components/create-token-form';
import { TokensTable } from '#/features/access-tokens/components/tokens-table';
import { useRevokeFlow } from '#/features/access-tokens/hooks/use-revoke-flow';

/**
 * `/access-tokens` (user menu → Access tokens; docs/product/access-tokens.md): the user's personal access
 * tokens for the Content Extractor browser extension — create one (shown once), see when each was last used,
 * revoke.
 */
export function AccessTokensPage() {
  const tokens = useMyAccessTokens();
  const revoke = useRevokeFlow('own');
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Access tokens</Title>
          <Text c="dimmed" mt={4}>
            A personal access token lets the Content Extractor browser extension send pages to the LinkedIn
            Parser as you. It works with the LinkedIn Parser only; revoke it when a device is lost or no
            longer used. Install the extension from the Content Extractor tile of the{' '}
            <RouterAnchor to="/">dashboard</RouterAnchor>.
          </Text>
        </div>
        <Paper withBorder p="lg" radius="md">
          <CreateTokenForm />
        </Paper>
        {tokens.isPending && <Loader size="sm" aria-label="Loading access tokens" />}
        {tokens.error && (
          <Alert color="red" variant="light">
            {tokens.error.message}
          </Alert>
        )}
        {revoke.error && (
          <Alert color="red" variant="light">
            {revoke.error}
          </Alert>
        )}
        {tokens.data && (
          <TokensTable
            label="Your access tokens"
            tokens={tokens.data.tokens}
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
    </Container>
  );
}
