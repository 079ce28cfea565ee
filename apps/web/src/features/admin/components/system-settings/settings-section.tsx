import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = { title: string; description: ReactNode; children: ReactNode };

/** One section of System Settings: a titled panel, a region named by its title for assistive technology. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
