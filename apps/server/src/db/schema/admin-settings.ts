import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';

/** Per-domain settings of the Admin Panel (docs/product/admin.md#settings); the key is stored encrypted. */
export const adminSettings = pgTable('admin_settings', {
  domain: text('domain').primaryKey(),
  openaiApiKey: text('openai_api_key'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
