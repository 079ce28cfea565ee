import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ThemeToggle } from '#/components/ui/theme-toggle';

type AuthCardProps = {
  title: string;
  subtitle: string;
  children: ReactNode;
};

/** Centred card of the signed-out screens (sign-in, first-time password, first-run setup). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      mih="100dvh"
      py="xl"
      px="md"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      component="main"
      pos="relative"
    >
      <Box pos="absolute" top={16} right={16}>
        <ThemeToggle />
      </Box>
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Stack w="100%" maw={420} gap="lg">
          <Group gap="sm" justify="center">
            <ThemeIcon size={40} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }}>
              <IconBriefcase2 size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={700} size="lg">
              Recruiting Workspace
            </Text>
          </Group>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap={4} mb="lg">
              <Title order={1} size="h3">
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
