import type { AppClickedActivity, Role } from '@rw/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { userActivities, users } from '#src/db/schema/index.js';

/** Records one app click for the user (docs/product/launcher.md#activity). @returns the new row id. */
export async function recordActivity(db: Db, userId: string, a: AppClickedActivity): Promise<string> {
  const rows = await db
    .insert(userActivities)
    .values({ userId, action: a.action, appId: a.appId, metadata: a.metadata })
    .returning({ id: userActivities.id });
  return rows[0]!.id;
}

/**
 * Recent activities for the Analytics group: an admin sees their organisation's users, the owner sees
 * every organisation. Newest first.
 */
export async function listActivities(db: Db, viewer: { role: Role; domain: string }, limit: number) {
  const base = db
    .select({
      id: userActivities.id,
      user_id: userActivities.userId,
      user_email: users.email,
      action: userActivities.action,
      app_id: userActivities.appId,
      metadata: userActivities.metadata,
      timestamp: userActivities.timestamp,
    })
    .from(userActivities)
    .innerJoin(users, eq(users.id, userActivities.userId));
  const scoped = viewer.role === 'owner' ? base : base.where(eq(users.domain, viewer.domain));
  const rows = await scoped.orderBy(desc(userActivities.timestamp)).limit(limit);
  return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
}
