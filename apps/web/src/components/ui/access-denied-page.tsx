import { Text } from '@mantine/core';
import { messages } from '@rw/core';
import { IconLock } from '@tabler/icons-react';
import { PageMessage } from '#/components/ui/page-message';

/** What a non-admin sees on an admin-only screen (docs/product/shell.md#not-found-and-refused). */
export function AccessDeniedPage({ title }: { title: string }) {
  return (
    <PageMessage icon={<IconLock size={36} aria-hidden />} title={title} color="red">
      <Text role="alert" c="red" fw={500}>
        {messages.adminAccessDenied}
      </Text>
    </PageMessage>
  );
}
