import {
  NOTIFICATIONS_LIMIT,
  NOTIFICATIONS_POLL_MS,
  type NotificationList,
  notificationList,
} from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#/lib/api-client';
import { pollUnlessStreaming } from '#/lib/events/api/event-stream';

export const notificationsQueryKey = ['notifications'] as const;

/**
 * The user's latest notifications, newest first, and the unread count (`GET /api/notifications`).
 * Errors are only logged (docs/product/notifications.md#panel) and rethrown for the query's state.
 * @throws ApiError
 */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  try {
    return await apiRequest(`/api/notifications?limit=${NOTIFICATIONS_LIMIT}`, {
      schema: notificationList,
      signal,
    });
  } catch (error) {
    // A lost session is handled (and reported) once by the API client.
    const sessionLost = error instanceof ApiError && error.status === 401;
    if (!signal?.aborted && !sessionLost) console.error('Failed to load notifications', error);
    throw error;
  }
}

/**
 * Pushed over the event stream while it is connected; polled every 5 s
 * (docs/product/notifications.md#delivery) when it is not. Also refetched on focus and reconnect.
 */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: pollUnlessStreaming(NOTIFICATIONS_POLL_MS),
    staleTime: 0,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
