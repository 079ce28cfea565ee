import { Badge, Button, Center, Drawer, EmptyState, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { badgeCount, type Notification } from '@rw/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useDeleteNotification } from '#/features/notifications/api/delete-notification';
import { useNotifications } from '#/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '#/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '#/features/notifications/api/mark-notification-read';
import { NotificationItem } from '#/features/notifications/components/notification-item';

type NotificationsPanelProps = {
  opened: boolean;
  onClose: () => void;
};

/**
 * The notifications drawer (docs/product/notifications.md#panel): header with the unread count capped
 * at '99+' and the list. Opening a notification's job or candidate marks it read and closes the drawer.
 */
export function NotificationsPanel({ opened, onClose }: NotificationsPanelProps) {
  const { data, isPending } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const unread = data?.unread ?? 0;
  const notifications = data?.notifications ?? [];

  // Opening a notification's job or candidate reads it and leaves the drawer for that page.
  const handleOpen = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
    onClose();
  };

  const title = (
    <Group gap="xs">
      <Title order={2} size="h4">
        Notifications
      </Title>
      {unread > 0 && (
        <Badge color="red" variant="filled" aria-label={`${unread} unread`}>
          {badgeCount(unread, 99)}
        </Badge>
      )}
    </Group>
  );

  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="right" size="md" padding="md">
      <Group justify="flex-end" mb="sm">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconChecks size={14} aria-hidden />}
          disabled={unread === 0}
          onClick={() => markAllRead.mutate()}
        >
          Mark all read
        </Button>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">Loading notifications...</Text>
          </Group>
        </Center>
      ) : notifications.length === 0 ? (
        <EmptyState
          mt="xl"
          icon={<IconBellOff aria-hidden />}
          title="No notifications yet"
          description="You'll see notifications from your workflows here"
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {notifications.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onMarkRead={(id) => markRead.mutate(id)}
              onDelete={(id) => remove.mutate(id)}
              onOpen={handleOpen}
            />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
