import { bigint, boolean, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** A client organisation, identified by the domain of its users' work e-mail (spec 1 section 3). */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  domain: text('domain').notNull().unique(),
  /** AES-256-GCM ciphertext, never the clear key. */
  openaiApiKey: text('openai_api_key'),
  billingEnabled: boolean('billing_enabled').notNull().default(false),
  /** Token budget per month; 0 means unlimited. */
  monthlyCreditLimit: numeric('monthly_credit_limit', { mode: 'number' }).notNull().default(0),
  currentMonthUsage: bigint('current_month_usage', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});
