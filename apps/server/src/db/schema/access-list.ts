import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Who may sign in, and with which role: one e-mail or a whole e-mail domain per row (DESIGN.md, Identity
 * and access). Seeded with the owner; values are stored trimmed and lower-cased.
 */
export const accessList = pgTable(
  'access_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').unique(),
    domain: text('domain').unique(),
    role: text('role', { enum: ['owner', 'admin', 'recruiter'] }).notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
  },
  (t) => [check('access_list_email_xor_domain', sql`(${t.email} is null) <> (${t.domain} is null)`)],
);
