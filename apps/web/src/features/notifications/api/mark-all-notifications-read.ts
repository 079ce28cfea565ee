import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  refreshNotifications,
  restoreNotifications,
  updateNotificationsCache,
} from '#/features/notifications/api/optimistic-update';
import { apiRequest } from '#/lib/api-client';

const markAllResponse = z.object({ updated: z.number().int() });

/** Marks every unread notification of the user read (`POST /api/notifications/mark-all-read`). */
export function markAllNotificationsRead() {
  return apiRequest('/api/notifications/mark-all-read', { method: 'POST', schema: markAllResponse });
}

/** Mark-all-read with an optimistic cache update; failures roll back and are only logged. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () =>
      updateNotificationsCache(queryClient, (list) => ({
        notifications: list.notifications.map((n) => (n.read ? n : { ...n, read: true })),
        unread: 0,
      })),
    onError: (error, _vars, snapshot) => {
      console.error('Failed to mark all notifications as read', error);
      restoreNotifications(queryClient, snapshot);
    },
    onSettled: () => refreshNotifications(queryClient),
  });
}
