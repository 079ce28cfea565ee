import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns.js';

/** Short-lived verification values (OAuth state and the like), managed by better-auth. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters shared by every server instance (better-auth, storage 'database'). */
export const authRateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
