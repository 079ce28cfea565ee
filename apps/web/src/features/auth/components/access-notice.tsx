import { Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * The access-restriction note and the terms/privacy notice of the sign-in page
 * (docs/product/shell.md#sign-in).
 */
export function AccessNotice() {
  return (
    <Stack gap="xs" mt="lg">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="xs" c="dimmed">
          Access Restricted: Only authorized users can sign in to this system.
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        By signing in, you agree to the Terms of Service and acknowledge the Privacy Policy of your
        organization.
      </Text>
    </Stack>
  );
}
