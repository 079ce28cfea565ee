import type { Notification } from '@rw/core';
import type { Db } from '#src/db/client.js';
import type { EventBus } from '#src/platform/events/event.js';
import { createNotification } from './notifications.queries.js';

export type NotifyUserInput = {
  userId: string;
  /**
   * The notification's kind (docs/product/notifications.md#notification): info, success, warning or error.
   * Default info.
   */
  type?: Notification['type'];
  title: string;
  message: string;
  data?: unknown;
};

/**
 * Creates a notification row for the user and pushes it on the event stream as a `notification` event whose
 * data is the notification as the API returns it (docs/product/notifications.md#delivery; DESIGN.md,
 * Realtime). The row is the record: if the push fails the client still finds it on its next fetch.
 * @returns the created notification.
 * @throws database errors from the insert.
 */
export async function notifyUser(db: Db, bus: EventBus, input: NotifyUserInput): Promise<Notification> {
  const created = await createNotification(db, input);
  await bus.publish(input.userId, { type: 'notification', data: created });
  return created;
}
