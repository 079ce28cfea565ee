import { ActionIcon, Badge, Indicator, NavLink, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { badgeCount } from '@rw/core';
import { IconBell } from '@tabler/icons-react';
import { useNotifications } from '#/features/notifications/api/get-notifications';
import { NotificationsPanel } from '#/features/notifications/components/notifications-panel';

/**
 * The sidebar's notifications button with the unread badge capped at '9+'
 * (docs/product/notifications.md#panel); opens the notifications panel. `collapsed` renders the 80 px sidebar
 * variant (icon with tooltip).
 */
export function NotificationsButton({ collapsed }: { collapsed: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  const button = collapsed ? (
    <Tooltip label="Notifications" position="right" withArrow>
      <Indicator
        label={badgeCount(unread, 9)}
        disabled={unread === 0}
        size={18}
        color="red"
        offset={6}
        styles={{ indicator: { fontSize: 10, fontWeight: 700 } }}
      >
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={label} onClick={open}>
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  ) : (
    <NavLink
      component="button"
      type="button"
      label="Notifications"
      aria-label={label}
      leftSection={<IconBell size={20} aria-hidden />}
      rightSection={
        unread > 0 ? (
          <Badge size="sm" color="red" variant="filled" circle={unread < 10}>
            {badgeCount(unread, 9)}
          </Badge>
        ) : null
      }
      onClick={open}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );

  return (
    <>
      {button}
      <NotificationsPanel opened={opened} onClose={close} />
    </>
  );
}
