import { Text } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { PageMessage } from '#/components/ui/page-message';

/** The 404 page of unknown routes. */
export function NotFoundPage() {
  return (
    <PageMessage icon={<IconMapQuestion size={36} aria-hidden />} title="Page not found" color="gray">
      <Text fw={600} size="lg">
        404
      </Text>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
    </PageMessage>
  );
}
