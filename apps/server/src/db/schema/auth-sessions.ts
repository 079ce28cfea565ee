import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { authUsers } from './auth-users.js';
import { createdAt, tstz, updatedAt } from './columns.js';

/** Database-backed sessions (better-auth); the cookie holds the token. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: tstz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);
