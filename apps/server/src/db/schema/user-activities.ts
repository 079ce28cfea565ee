import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { users } from './users.js';

/** An action a user took, such as opening an app tile (docs/product/launcher.md#activity). */
export const userActivities = pgTable(
  'user_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    appId: text('app_id'),
    metadata: jsonb('metadata'),
    timestamp: tstz('timestamp').notNull().defaultNow(),
  },
  (t) => [
    index('user_activities_user_time_idx').on(t.userId, t.timestamp.desc()),
    index('user_activities_action_time_idx').on(t.action, t.timestamp.desc()),
  ],
);
