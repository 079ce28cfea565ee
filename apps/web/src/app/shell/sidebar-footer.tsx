import { Group, Stack, Text } from '@mantine/core';
import { UserMenu } from '#/app/shell/user-menu';
import { SoundToggle } from '#/components/ui/sound-toggle';
import { ThemeToggle } from '#/components/ui/theme-toggle';
import { useAuth } from '#/features/auth';
import { NotificationsButton } from '#/features/notifications';

/** Version label of the sidebar (docs/product/shell.md#navigation). */
export const APP_VERSION = 'v1.0.0';

/** Bottom of the sidebar: notifications, theme and sound switches, the user menu and the version. */
export function SidebarFooter({ compact }: { compact: boolean }) {
  const { user, signOut } = useAuth();

  return (
    <Stack gap="xs" align={compact ? 'center' : 'stretch'}>
      <NotificationsButton collapsed={compact} />
      {compact ? (
        <Stack gap="xs" align="center">
          <ThemeToggle />
          <SoundToggle />
        </Stack>
      ) : (
        <Group gap="xs" px={4}>
          <ThemeToggle />
          <SoundToggle />
        </Group>
      )}
      {user && <UserMenu user={user} compact={compact} onSignOut={() => void signOut()} />}
      <Text size="xs" c="dimmed" ta="center">
        {APP_VERSION}
      </Text>
    </Stack>
  );
}
