import type { NotificationList } from '@rw/core';
import type { QueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from '#/features/notifications/api/get-notifications';

type Snapshot = { previous: NotificationList | undefined };

/**
 * Applies an optimistic change to the cached notification list and returns the previous value, so a
 * failed mutation can roll back with `restoreNotifications`.
 */
export async function updateNotificationsCache(
  queryClient: QueryClient,
  update: (list: NotificationList) => NotificationList,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
  const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
  if (previous) queryClient.setQueryData(notificationsQueryKey, update(previous));
  return { previous };
}

export function restoreNotifications(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  if (snapshot?.previous) queryClient.setQueryData(notificationsQueryKey, snapshot.previous);
}

/** Re-reads the list after a mutation settles, so the cache matches the server again. */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}
