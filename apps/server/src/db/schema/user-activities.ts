import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { users } from './users.js';

/**
 * An action a user took (docs/product/analytics.md#recorded-activity): signing in, opening an app tile
 * (docs/product/launcher.md#activity), creating a job, moving candidates, … written in the same transaction as
 * the action. `domain` is the user's organisation; `metadata` holds ids, titles and counts (core's
 * ActivityMetadata). The indexes serve the timeline (by organisation, person or action, newest first).
 */
export const userActivities = pgTable(
  'user_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    action: text('action').notNull(),
    appId: text('app_id'),
    metadata: jsonb('metadata'),
    timestamp: tstz('timestamp').notNull().defaultNow(),
  },
  (t) => [
    index('user_activities_user_time_idx').on(t.userId, t.timestamp.desc()),
    index('user_activities_domain_time_idx').on(t.domain, t.timestamp.desc(), t.id.desc()),
    index('user_activities_domain_user_time_idx').on(t.domain, t.userId, t.timestamp.desc(), t.id.desc()),
    index('user_activities_domain_action_time_idx').on(t.domain, t.action, t.timestamp.desc(), t.id.desc()),
  ],
);

/**
 * Activities counted per organisation, UTC day, person, action and app (`app_id` '' for actions without
 * one), kept current by the statement that records each activity: the User Activity and App Usage figures
 * read these few rows instead of every activity (DESIGN.md, Data: analytics read summary tables).
 */
export const userActivityDaily = pgTable(
  'user_activity_daily',
  {
    domain: text('domain').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    appId: text('app_id').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.domain, t.day, t.userId, t.action, t.appId] }),
    index('user_activity_daily_user_idx').on(t.userId),
    index('user_activity_daily_opens_idx').on(t.domain, t.day).where(sql`action = 'app_clicked'`),
  ],
);
