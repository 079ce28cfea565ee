import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-page loader shown while the session is checked at start-up. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" type="dots" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
