import { type AdminSettingsView, emailDomain } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { adminSettings } from '#src/db/schema/index.js';
import type { Caller } from '#src/plugins/auth.js';
import { sealApiKey, viewApiKey } from './api-key.js';

/** The owner's Domain Settings: the database, the key-encryption key and the caller (by e-mail domain). */
export type SettingsContext = { db: Db; masterKey: Buffer; caller: Caller };

/**
 * The admin_settings row of the caller's e-mail domain (docs/product/admin.md#settings: selected by domain),
 * key masked; a domain without a row answers `has_api_key: false` and null dates.
 */
export async function readDomainSettings(opts: SettingsContext): Promise<AdminSettingsView> {
  const domain = emailDomain(opts.caller.email);
  const [row] = await opts.db.select().from(adminSettings).where(eq(adminSettings.domain, domain)).limit(1);
  return {
    domain,
    ...viewApiKey(row?.openaiApiKey ?? null, opts.masterKey),
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedBy ?? null,
  };
}

/**
 * Stores `apiKey` as the key of the caller's domain, encrypted (docs/product/admin.md#settings: upsert
 * {domain, openai_api_key, updated_at, updated_by}); `updated_by` is the caller's e-mail.
 */
export async function saveDomainSettings(
  opts: SettingsContext & { apiKey: string },
): Promise<AdminSettingsView> {
  const { db, masterKey, caller, apiKey } = opts;
  const values = {
    domain: emailDomain(caller.email),
    openaiApiKey: sealApiKey(apiKey, masterKey),
    updatedAt: new Date(),
    updatedBy: caller.email,
  };
  await db
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
  return readDomainSettings({ db, masterKey, caller });
}
