import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@rw/core';
import { IconKey, IconLogout, IconSelector } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

type UserMenuProps = {
  user: SessionUser;
  compact: boolean;
  onSignOut: () => void;
};

const roleLabel: Record<SessionUser['role'], string> = {
  owner: 'Owner',
  admin: 'Admin',
  recruiter: 'Recruiter',
};

function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.map((p) => p[0]).join('') : email.charAt(0);
  return letters.slice(0, 2).toUpperCase();
}

/**
 * The signed-in user's menu (docs/product/shell.md#user-menu): name, e-mail, role, 'Access tokens'
 * (docs/product/access-tokens.md) and Sign Out.
 */
export function UserMenu({ user, compact, onSignOut }: UserMenuProps) {
  const avatar = (
    <Avatar src={user.picture} radius="xl" color="indigo" alt="">
      {initials(user.name, user.email)}
    </Avatar>
  );

  return (
    <Menu position={compact ? 'right-end' : 'top-start'} width={260} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={`Account menu for ${user.name}`}
          p={6}
          w="100%"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="sm" wrap="nowrap" justify={compact ? 'center' : 'flex-start'}>
            {avatar}
            {!compact && (
              <>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate="end">
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {user.email}
                  </Text>
                </Stack>
                <IconSelector size={16} aria-hidden />
              </>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs">
          <Text size="sm" fw={600}>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Badge size="sm" variant="light" mt={4} w="fit-content">
            {roleLabel[user.role]}
          </Badge>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/access-tokens" leftSection={<IconKey size={16} aria-hidden />}>
          Access tokens
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
