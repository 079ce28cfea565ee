import type { Notification, NotificationLink } from '@rw/core';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { notifications } from '#src/db/schema/index.js';
import { resolveNotificationLinks } from './notification-links.js';

type Row = typeof notifications.$inferSelect;

function toApi(r: Row, link: NotificationLink | null): Notification {
  return {
    id: r.id,
    user_id: r.userId,
    read: r.read,
    created_at: r.createdAt.toISOString(),
    type: r.type,
    title: r.title,
    message: r.message,
    data: r.data ?? null,
    link,
  };
}

/** The rows of one user as the API returns them, with their links (docs/product/notifications.md#links). */
async function withLinks(db: Db, userId: string, rows: Row[]): Promise<Notification[]> {
  const links = await resolveNotificationLinks(
    db,
    userId,
    rows.map((r) => r.data),
  );
  return rows.map((r, i) => toApi(r, links[i] ?? null));
}

/**
 * The user's notifications, newest first, each with its link, and their unread count
 * (docs/product/notifications.md#panel).
 */
export async function listNotifications(db: Db, userId: string, limit: number) {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(descNullsLast(notifications.createdAt), descNullsLast(notifications.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return { notifications: await withLinks(db, userId, rows), unread: unread[0]?.n ?? 0 };
}

/** Marks one of the user's notifications read; null when it is not theirs or does not exist. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  read: boolean,
): Promise<Notification | null> {
  const rows = await db
    .update(notifications)
    .set({ read })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return rows[0] ? ((await withLinks(db, userId, rows))[0] ?? null) : null;
}

/** Marks every unread notification of the user read. @returns how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the user's notifications. @returns false when it is not theirs or does not exist. */
export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Creates a notification for a user (used by workflows and AI jobs); returned with its link. */
export async function createNotification(
  db: Db,
  n: { userId: string; type?: Row['type']; title: string; message: string; data?: unknown },
): Promise<Notification> {
  const rows = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type ?? 'info',
      title: n.title,
      message: n.message,
      data: n.data ?? null,
    })
    .returning();
  return (await withLinks(db, n.userId, rows))[0]!;
}
