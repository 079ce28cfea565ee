import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  refreshNotifications,
  restoreNotifications,
  updateNotificationsCache,
} from '#/features/notifications/api/optimistic-update';
import { apiRequest } from '#/lib/api-client';

/** Deletes one notification (`DELETE /api/notifications/:id`, 204). @throws ApiError */
export function deleteNotification(id: string) {
  return apiRequest(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete with an optimistic cache update; failures roll back and are only logged. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: (id: string) =>
      updateNotificationsCache(queryClient, (list) => {
        const target = list.notifications.find((n) => n.id === id);
        if (!target) return list;
        return {
          notifications: list.notifications.filter((n) => n.id !== id),
          unread: target.read ? list.unread : Math.max(0, list.unread - 1),
        };
      }),
    onError: (error, _id, snapshot) => {
      console.error('Failed to delete notification', error);
      restoreNotifications(queryClient, snapshot);
    },
    onSettled: () => refreshNotifications(queryClient),
  });
}
