import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/**
 * An organisation's System Settings kept by its admins (docs/product/admin.md#system-settings), by e-mail
 * domain like every tenant's row (an organisation need not have an `organizations` row): the automation
 * webhook (its secret AES-256-GCM encrypted) and the default tone of voice of new companies.
 */
export const organizationSettings = pgTable('organization_settings', {
  domain: text('domain').primaryKey(),
  webhookUrl: text('webhook_url'),
  /** `encryptSecret` output, never the clear secret. */
  webhookSecret: text('webhook_secret'),
  defaultToneOfVoice: text('default_tone_of_voice'),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});
