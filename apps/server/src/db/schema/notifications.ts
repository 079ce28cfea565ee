import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** A notification for one user (docs/product/notifications.md#notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    type: text('type', { enum: ['info', 'success', 'warning', 'error'] })
      .notNull()
      .default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data'),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);
