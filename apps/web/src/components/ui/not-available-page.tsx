import { Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageMessage } from '#/components/ui/page-message';

/** Placeholder of a screen that is still being built: its title, 'Not available yet' and a way back. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <PageMessage icon={<IconTools size={36} aria-hidden />} title={title}>
      <Text fw={600} size="lg">
        Not available yet
      </Text>
      <Text c="dimmed">This screen is being built and will arrive in an upcoming release.</Text>
    </PageMessage>
  );
}
