import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconLogin, IconRefresh } from '@tabler/icons-react';
import { companyPageText } from '#/features/companies/utils/company-messages';
import type { CompaniesLoadError as LoadError } from '#/features/companies/utils/load-error';

type CompaniesLoadErrorProps = {
  error: LoadError;
  onRetry: () => void;
  /** Ends the lost session and opens the sign-in page. */
  onSignInAgain: () => void;
};

/**
 * The load failures (docs/product/companies.md#loading-and-errors): the message, the underlying error in
 * small text for a load failure, 'Sign in again' for an auth error, and Retry (clears the error and
 * refetches) otherwise.
 */
export function CompaniesLoadError({ error, onRetry, onSignInAgain }: CompaniesLoadErrorProps) {
  const session = error.kind === 'session';
  return (
    <Alert
      color={session ? 'orange' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={error.message}
    >
      {error.kind === 'failed' && (
        <Text size="xs" c="dimmed" mb="sm" style={{ wordBreak: 'break-word' }}>
          {error.detail}
        </Text>
      )}
      <Group gap="sm" mt="xs">
        {session ? (
          <Button size="xs" leftSection={<IconLogin size={16} aria-hidden />} onClick={onSignInAgain}>
            {companyPageText.signInAgain}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}
