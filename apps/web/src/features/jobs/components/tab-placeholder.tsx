import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock, IconTools } from '@tabler/icons-react';

/** A tab whose screen belongs to another release: 'Not available yet'. */
export function NotAvailableTab({ title }: { title: string }) {
  return (
    <Stack align="center" py={60} gap="sm" ta="center">
      <ThemeIcon variant="light" size={56} radius="xl">
        <IconTools aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text fw={600}>Not available yet</Text>
      <Text c="dimmed">This part of the job is being built and will arrive in an upcoming release.</Text>
    </Stack>
  );
}

/** The Analytics tab (docs/product/jobs.md#job-detail): 'Under Construction'. */
export function AnalyticsTab() {
  return (
    <Stack align="center" py={60} gap="sm">
      <ThemeIcon variant="light" color="yellow" size={56} radius="xl">
        <IconBarrierBlock aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        Under Construction
      </Title>
    </Stack>
  );
}
