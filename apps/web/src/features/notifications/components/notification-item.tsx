import { ActionIcon, Box, Code, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Notification } from '@rw/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { formatAbsoluteTime, formatRelativeTime } from '#/lib/relative-time';

const typeColor: Record<Notification['type'], string> = {
  info: 'blue',
  success: 'teal',
  warning: 'yellow',
  error: 'red',
};

type NotificationItemProps = {
  notification: Notification;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
};

/**
 * One notification: title, message, created time, optional JSON data, mark-as-read and delete
 * (docs/product/notifications.md#panel).
 */
export function NotificationItem({ notification: n, onMarkRead, onDelete }: NotificationItemProps) {
  const color = typeColor[n.type];
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      style={{ borderLeft: `3px solid var(--mantine-color-${color}-filled)` }}
      bg={n.read ? undefined : 'light-dark(var(--mantine-color-indigo-0), var(--mantine-color-dark-6))'}
      aria-label={n.read ? n.title : `Unread: ${n.title}`}
    >
      <Group align="flex-start" justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={n.read ? 500 : 700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {n.title}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {n.message}
          </Text>
          <Tooltip label={formatAbsoluteTime(n.created_at)} openDelay={300}>
            <Text component="time" dateTime={n.created_at} size="xs" c="dimmed" w="fit-content">
              {formatRelativeTime(n.created_at)}
            </Text>
          </Tooltip>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {!n.read && (
            <Tooltip label="Mark as read">
              <ActionIcon variant="subtle" aria-label="Mark as read" onClick={() => onMarkRead(n.id)}>
                <IconCheck size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Delete notification">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Delete notification"
              onClick={() => onDelete(n.id)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {n.data !== null && n.data !== undefined && (
        <Box mt="xs">
          <Code block fz="xs" style={{ maxHeight: 200, overflow: 'auto' }}>
            {JSON.stringify(n.data, null, 2)}
          </Code>
        </Box>
      )}
    </Paper>
  );
}
