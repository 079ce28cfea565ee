import type { ActivityAction, ActivityMetadata, Role } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { userActivities, users } from '#src/db/schema/index.js';

/** What `recordActivity` writes: who, in which organisation, what, and its details. */
export type ActivityRecord = {
  user: { id: string; domain: string };
  action: ActivityAction;
  /** The launcher app of an `app_clicked`. */
  appId?: string | null;
  metadata?: ActivityMetadata | null;
  /** When it happened; default the database's now() (the transaction's start). The demo back-dates. */
  at?: Date;
};

/**
 * Records one activity (docs/product/analytics.md#recorded-activity) and counts it in the organisation's
 * day (`user_activity_daily`, UTC), in one statement. Pass the transaction of the action itself, so the
 * activity exists exactly when the action committed. Bulk work records one activity with a `count`.
 * @param db the action's transaction (anything with `execute`), or the database for an action of its own.
 * @returns the new activity's id.
 */
export async function recordActivity(db: Pick<Db, 'execute'>, a: ActivityRecord): Promise<string> {
  const at = a.at ? sql`${a.at.toISOString()}::timestamptz` : sql`now()`;
  const { rows } = await db.execute<{ id: string }>(sql`
    with added as (
      insert into ${userActivities} (user_id, domain, action, app_id, metadata, timestamp)
      values (${a.user.id}, ${a.user.domain}, ${a.action}, ${a.appId ?? null},
        ${a.metadata ? JSON.stringify(a.metadata) : null}::jsonb, ${at})
      returning id, user_id, domain, action, app_id, timestamp
    ),
    counted as (
      insert into user_activity_daily as d (domain, day, user_id, action, app_id, count)
      select domain, (timestamp at time zone 'UTC')::date, user_id, action, coalesce(app_id, ''), 1 from added
      on conflict (domain, day, user_id, action, app_id) do update set count = d.count + 1
    )
    select id from added`);
  return rows[0]!.id;
}

/**
 * Recent activities for the Analytics group: an admin sees their organisation's, the owner every
 * organisation's. Newest first.
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
  const scoped = viewer.role === 'owner' ? base : base.where(eq(userActivities.domain, viewer.domain));
  const rows = await scoped.orderBy(descNullsLast(userActivities.timestamp)).limit(limit);
  return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
}
