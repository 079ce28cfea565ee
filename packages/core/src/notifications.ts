import { z } from 'zod';

export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;

/** A notification as the API returns it (docs/product/notifications.md#notification). */
export const notification = z.object({
  id: z.string(),
  user_id: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  data: z.unknown().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.object({
  notifications: z.array(notification),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** Notifications are read newest first, 50 at a time, every 5 s (docs/product/notifications.md#limits). */
export const NOTIFICATIONS_LIMIT = 50;
export const NOTIFICATIONS_POLL_MS = 5000;

/** Badge text: the count, or '{cap}+' past the cap ('9+' in the sidebar, '99+' in the panel). */
export function badgeCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
