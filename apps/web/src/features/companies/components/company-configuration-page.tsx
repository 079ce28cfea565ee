import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { companyMessages, type Role } from '@rw/core';
import { IconLogin } from '@tabler/icons-react';
import { CompanyWorkspace } from '#/features/companies/components/company-workspace';
import { companyPageText } from '#/features/companies/utils/company-messages';

type CompanyConfigurationPageProps = {
  /**
   * The signed-in user; null shows 'Please sign in to view companies' (docs/product/companies.md#visibility).
   */
  user: { id: string; role: Role } | null;
  /**
   * Ends the session and opens the sign-in page ('Sign in again',
   * docs/product/companies.md#loading-and-errors).
   */
  onSignInAgain: () => void;
};

/**
 * The Company Configuration page at `/companies/database` and `/companies/analysis`
 * (docs/product/companies.md#company-page): the user's company profiles, including the tone of voice used
 * for generated job text.
 */
export function CompanyConfigurationPage({ user, onSignInAgain }: CompanyConfigurationPageProps) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{companyPageText.title}</Title>
          <Text c="dimmed">Company profiles, and the tone of voice used for their generated job text.</Text>
        </Stack>
        {user ? (
          <CompanyWorkspace user={user} onSignInAgain={onSignInAgain} />
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Stack align="flex-start" gap="sm">
              <Text fw={500}>{companyMessages.signInRequired}</Text>
              <Button leftSection={<IconLogin size={16} aria-hidden />} onClick={onSignInAgain}>
                Sign in
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
