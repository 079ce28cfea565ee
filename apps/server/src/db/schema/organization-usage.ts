import { bigint, date, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { organizations } from './organizations.js';

/**
 * An organisation's AI tokens of one calendar month (UTC), kept current in the statement that records each
 * call (docs/product/ai.md#credit-limit, docs/decisions/0016-usage-per-month-and-shared-ai-limits.md): what its
 * calls used, and what the calls in flight have reserved against the monthly credit limit. A new month is a
 * new row, so usage starts again at 0 and the previous months stay as they were.
 */
export const organizationUsage = pgTable(
  'organization_usage',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The first day of the month, UTC. */
    month: date('month', { mode: 'string' }).notNull(),
    tokensUsed: bigint('tokens_used', { mode: 'number' }).notNull().default(0),
    /** Estimates of the calls started and not yet settled (`ai_credit_reservations`). */
    tokensReserved: bigint('tokens_reserved', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

/**
 * One call's reservation against its organisation's monthly credit limit, from before the call until it is
 * settled with the tokens it used or released on failure. A reservation whose server stopped mid-call is
 * released by the cluster's sweep after an hour.
 */
export const aiCreditReservations = pgTable(
  'ai_credit_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_credit_reservations_created_idx').on(t.createdAt)],
);
