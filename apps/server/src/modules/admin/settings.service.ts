import { type AdminSettingsView, emailDomain } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { adminSettings } from '#src/db/schema/index.js';
import { sealApiKey, viewApiKey } from './api-key.js';

/** The owner's Domain Settings: the database, the key-encryption key and the caller's e-mail. */
export type SettingsContext = { db: Db; masterKey: Buffer; email: string };

/**
 * The admin_settings row of the caller's e-mail domain (spec 1 section 7: select by domain), key masked;
 * a domain without a row answers `has_api_key: false` and null dates.
 */
export async function readDomainSettings(ctx: SettingsContext): Promise<AdminSettingsView> {
  const domain = emailDomain(ctx.email);
  const [row] = await ctx.db.select().from(adminSettings).where(eq(adminSettings.domain, domain)).limit(1);
  return {
    domain,
    ...viewApiKey(row?.openaiApiKey ?? null, ctx.masterKey),
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedBy ?? null,
  };
}

/**
 * Stores the key of the caller's domain, encrypted (spec 1 section 7: upsert {domain, openai_api_key,
 * updated_at, updated_by}).
 */
export async function saveDomainSettings(ctx: SettingsContext, apiKey: string): Promise<AdminSettingsView> {
  const values = {
    domain: emailDomain(ctx.email),
    openaiApiKey: sealApiKey(apiKey, ctx.masterKey),
    updatedAt: new Date(),
    updatedBy: ctx.email,
  };
  await ctx.db
    .insert(adminSettings)
    .values(values)
    .onConflictDoUpdate({
      target: adminSettings.domain,
      set: {
        openaiApiKey: sql`excluded.openai_api_key`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
      },
    });
  return readDomainSettings(ctx);
}
