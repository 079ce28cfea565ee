import { index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** One metered model call (docs/product/ai.md#usage-metering): tokens and cost in US dollars. */
export const apiUsage = pgTable(
  'api_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    service: text('service').notNull(),
    tokensUsed: integer('tokens_used').notNull(),
    cost: numeric('cost', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    timestamp: tstz('timestamp').notNull().defaultNow(),
  },
  (t) => [
    index('api_usage_org_time_idx').on(t.organizationId, t.timestamp.desc()),
    index('api_usage_time_idx').on(t.timestamp.desc()),
  ],
);
