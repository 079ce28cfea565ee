import { notification } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  refreshNotifications,
  restoreNotifications,
  updateNotificationsCache,
} from '#/features/notifications/api/optimistic-update';
import { apiRequest } from '#/lib/api-client';

/** Marks one notification read (`PATCH /api/notifications/:id`). @throws ApiError */
export function markNotificationRead(id: string) {
  return apiRequest(`/api/notifications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { read: true },
    schema: notification,
  });
}

/** Mark-as-read with an optimistic cache update; failures roll back and are only logged. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id: string) =>
      updateNotificationsCache(queryClient, (list) => {
        const target = list.notifications.find((n) => n.id === id);
        if (!target || target.read) return list;
        return {
          notifications: list.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
          unread: Math.max(0, list.unread - 1),
        };
      }),
    onError: (error, _id, snapshot) => {
      console.error('Failed to mark notification as read', error);
      restoreNotifications(queryClient, snapshot);
    },
    onSettled: () => refreshNotifications(queryClient),
  });
}
