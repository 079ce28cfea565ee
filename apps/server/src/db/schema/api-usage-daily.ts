import { bigint, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Metered AI calls counted per organisation (e-mail domain), UTC day, person and service, kept current by
 * the statement that records each call's `api_usage` row (platform/ai/metering.ts): App Usage reads these
 * few rows instead of every call (docs/product/analytics.md#ai-usage). `user_id` is '' for a call without a
 * person and stays as it was when the person is deleted (the screen then says 'Deleted user').
 */
export const apiUsageDaily = pgTable(
  'api_usage_daily',
  {
    domain: text('domain').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: text('user_id').notNull().default(''),
    service: text('service').notNull(),
    calls: integer('calls').notNull().default(0),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    /** US dollars, as `api_usage.cost`. */
    cost: numeric('cost', { precision: 16, scale: 6, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.domain, t.day, t.userId, t.service] })],
);
