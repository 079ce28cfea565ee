import { ActionIcon, Button, Code, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Notification } from '@rw/core';
import { IconCheck, IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import classes from '#/features/notifications/components/notification-item.module.css';
import { NotificationLink } from '#/features/notifications/components/notification-link';
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
  /** The user opened the notification's job or candidate. */
  onOpen: (notification: Notification) => void;
};

/**
 * One notification (docs/product/notifications.md#panel): title, message, created time, the link to the job
 * or candidate it concerns (the whole item opens it), its raw data behind 'Details', mark-as-read and delete.
 */
export function NotificationItem({ notification: n, onMarkRead, onDelete, onOpen }: NotificationItemProps) {
  const color = typeColor[n.type];
  const [detailsOpen, { toggle: toggleDetails }] = useDisclosure(false);
  const detailsId = useId();
  const hasData = n.data !== null && n.data !== undefined;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      className={n.link ? `${classes.item} ${classes.linked}` : classes.item}
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
          {n.link && <NotificationLink link={n.link} className={classes.open} onOpen={() => onOpen(n)} />}
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={formatAbsoluteTime(n.created_at)} openDelay={300}>
              <Text
                component="time"
                dateTime={n.created_at}
                size="xs"
                c="dimmed"
                w="fit-content"
                className={classes.raised}
              >
                {formatRelativeTime(n.created_at)}
              </Text>
            </Tooltip>
            {hasData && (
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                className={classes.raised}
                leftSection={
                  detailsOpen ? (
                    <IconChevronDown size={12} aria-hidden />
                  ) : (
                    <IconChevronRight size={12} aria-hidden />
                  )
                }
                aria-expanded={detailsOpen}
                aria-controls={detailsId}
                onClick={toggleDetails}
              >
                Details
              </Button>
            )}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap" className={classes.raised}>
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
      {hasData && detailsOpen && (
        <Code
          id={detailsId}
          block
          fz="xs"
          mt="xs"
          className={classes.raised}
          style={{ maxHeight: 200, overflow: 'auto' }}
        >
          {JSON.stringify(n.data, null, 2)}
        </Code>
      )}
    </Paper>
  );
}
