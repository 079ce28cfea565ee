import { DEFAULT_TONE_OF_VOICE, type SystemSettingsView } from '@rw/core';
import { recordActivity } from '#src/modules/activities/index.js';
import { recordAudit } from '#src/modules/audit/index.js';
import type { Caller } from '#src/plugins/auth.js';
import { type AiSettingsDeps, readAiProvider } from './ai-provider-settings.service.js';
import { settingsOfDomain, upsertSettings } from './organization-settings.queries.js';
import { webhookView } from './webhook-settings.service.js';

/**
 * Everything System Settings keeps on the server for the caller's organisation
 * (docs/product/admin.md#system-settings): the AI provider, the webhook (secrets masked) and the default tone
 * of voice with the product's own beside it.
 */
export async function readSystemSettings(deps: AiSettingsDeps, caller: Caller): Promise<SystemSettingsView> {
  const [ai, row] = await Promise.all([
    readAiProvider(deps, caller),
    settingsOfDomain(deps.db, caller.domain),
  ]);
  return {
    ai,
    webhook: webhookView(row, deps.ai.config.masterKey),
    default_tone_of_voice: row?.defaultToneOfVoice ?? null,
    product_default_tone_of_voice: DEFAULT_TONE_OF_VOICE,
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedBy ?? null,
  };
}

/**
 * Sets the tone of voice new companies of the organisation start with (docs/product/companies.md#fields);
 * null restores the product's default. Audited in the same transaction.
 */
export async function updateDefaultTone(
  deps: AiSettingsDeps,
  caller: Caller,
  tone: string | null,
): Promise<SystemSettingsView> {
  await deps.db.transaction(async (tx) => {
    await upsertSettings(tx, caller.domain, { defaultToneOfVoice: tone }, caller.email);
    await recordActivity(tx, {
      user: caller,
      action: 'settings_changed',
      metadata: { setting: 'default_tone' },
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'default_tone_changed',
      details: { fields: ['default_tone_of_voice'], restored_default: tone === null },
    });
  });
  return readSystemSettings(deps, caller);
}
