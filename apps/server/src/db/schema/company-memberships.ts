import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** A user's membership of a company, added when they choose it for a job (docs/product/jobs.md#add-a-job). */
export const companyMemberships = pgTable(
  'company_memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('company_memberships_company_idx').on(t.companyId),
  ],
);
