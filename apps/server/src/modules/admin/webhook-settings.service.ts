import crypto from 'node:crypto';
import {
  systemSettingsMessages,
  type WebhookSettings,
  type WebhookTestResult,
  type WebhookUpdate,
} from '@rw/core';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { organizationSettings, users } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import { decryptSecret, encryptSecret, maskSecret } from '#src/lib/crypto.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { recordAudit } from '#src/modules/audit/index.js';
import type { OrganisationWebhooks } from '#src/platform/automation/automation.service.js';
import { postWebhook } from '#src/platform/automation/webhook-delivery.js';
import { assertPublicHost, WebhookRefusedError } from '#src/platform/automation/webhook-target.js';
import type { Caller } from '#src/plugins/auth.js';
import { type SettingsRow, settingsOfDomain, upsertSettings } from './organization-settings.queries.js';

/** What the webhook section runs on. */
export type WebhookDeps = {
  db: Db;
  /** The key that seals the secret (the AI layer's master key). */
  masterKey: Buffer;
  /** AUTOMATION_ALLOW_PRIVATE_WEBHOOKS: a receiver may be on a private or loopback address. */
  allowPrivate?: boolean;
  /** Limit of the test event, in ms (default 10 s). */
  timeoutMs?: number;
};

/** The secret of a row in clear; null when none, or when it no longer decrypts (the master key changed). */
function secretOf(row: SettingsRow | null, masterKey: Buffer): string | null {
  if (!row?.webhookSecret) return null;
  try {
    return decryptSecret(row.webhookSecret, masterKey);
  } catch {
    return null;
  }
}

/** The webhook as a browser may see it: the URL, and the secret's hint only. */
export function webhookView(row: SettingsRow | null, masterKey: Buffer): WebhookSettings {
  const secret = secretOf(row, masterKey);
  return {
    url: row?.webhookUrl ?? null,
    has_secret: Boolean(row?.webhookSecret),
    secret_hint: secret ? maskSecret(secret) : row?.webhookSecret ? '••••' : null,
  };
}

/** @throws AppError VALIDATION systemSettingsMessages.privateWebhook when the URL's host is not public. */
async function checkTarget(url: string, allowPrivate: boolean | undefined) {
  if (allowPrivate) return;
  try {
    await assertPublicHost(new URL(url).hostname);
  } catch (err) {
    // A name that does not resolve now is checked again when a delivery connects.
    if (err instanceof WebhookRefusedError && !/ does not resolve/.test(err.message)) {
      throw new AppError('VALIDATION', systemSettingsMessages.privateWebhook, { field: 'url' });
    }
  }
}

/**
 * Sets the caller's organisation's automation webhook (docs/product/admin.md#automation-webhook): a blank URL
 * turns it off; a new secret replaces the stored one (sealed with AES-256-GCM); a URL without any secret gets
 * a generated one (32 random bytes, hex), since every payload is signed. Audited in the same transaction.
 * @throws AppError VALIDATION systemSettingsMessages.privateWebhook.
 */
export async function updateWebhook(
  deps: WebhookDeps,
  caller: Caller,
  body: WebhookUpdate,
): Promise<WebhookSettings> {
  if (body.url) await checkTarget(body.url, deps.allowPrivate);
  await deps.db.transaction(async (tx) => {
    const current = await settingsOfDomain(tx, caller.domain);
    const values: { webhookUrl: string | null; webhookSecret?: string } = { webhookUrl: body.url };
    let secret: 'replaced' | 'generated' | undefined;
    if (body.secret) {
      values.webhookSecret = encryptSecret(body.secret, deps.masterKey);
      secret = 'replaced';
    } else if (body.url && !current?.webhookSecret) {
      values.webhookSecret = encryptSecret(crypto.randomBytes(32).toString('hex'), deps.masterKey);
      secret = 'generated';
    }
    await upsertSettings(tx, caller.domain, values, caller.email);
    await recordActivity(tx, { user: caller, action: 'settings_changed', metadata: { setting: 'webhook' } });
    await recordAudit(tx, {
      actor: caller,
      action: 'webhook_changed',
      details: { fields: secret ? ['url', 'secret'] : ['url'], url: body.url, ...(secret ? { secret } : {}) },
    });
  });
  return webhookView(await settingsOfDomain(deps.db, caller.domain), deps.masterKey);
}

/**
 * 'Send test event' (docs/product/admin.md#automation-webhook): POSTs a signed test payload
 * (`{ instruction: 'Test', … }`, `X-RW-Signature: sha256=<HMAC-SHA256 of the body>`) to the saved webhook,
 * http(s) only, private targets refused unless allowed, no redirect followed, 10 s limit.
 * @returns the receiver's status and the time it took, or why there was no answer.
 * @throws AppError CONFLICT systemSettingsMessages.noWebhook when no webhook is saved.
 */
export async function sendTestEvent(
  deps: WebhookDeps,
  caller: Caller,
  now = new Date(),
): Promise<WebhookTestResult> {
  const row = await settingsOfDomain(deps.db, caller.domain);
  const secret = secretOf(row, deps.masterKey);
  if (!row?.webhookUrl || !secret) throw new AppError('CONFLICT', systemSettingsMessages.noWebhook);
  const body = JSON.stringify({
    instruction: 'Test',
    message: 'A test event from System Settings.',
    organization: caller.domain,
    sentBy: caller.email,
    sentAt: now.toISOString(),
  });
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await postWebhook({
      url: row.webhookUrl,
      body,
      secret,
      timeoutMs: deps.timeoutMs,
      allowPrivate: deps.allowPrivate,
      deliveryId: crypto.randomUUID(),
    });
    const redirect = res.status >= 300 && res.status < 400;
    return {
      ok: res.ok,
      status: res.status,
      latency_ms: took(),
      error: res.ok
        ? null
        : redirect
          ? systemSettingsMessages.webhookRedirect
          : `HTTP ${res.status} ${res.text}`.trim(),
    };
  } catch (err) {
    const refused = err instanceof WebhookRefusedError && / private /.test(err.message);
    return {
      ok: false,
      status: null,
      latency_ms: took(),
      error: refused ? systemSettingsMessages.privateWebhook : (err as Error).message,
    };
  }
}

/** Organisations' webhooks for the automation dispatcher (platform/automation), read from System Settings. */
export function organisationWebhooks(deps: { db: Db; masterKey: Buffer }): OrganisationWebhooks {
  return {
    domainWithWebhook: async (userId) => {
      const [row] = await deps.db
        .select({ domain: users.domain, url: organizationSettings.webhookUrl })
        .from(users)
        .innerJoin(organizationSettings, eq(organizationSettings.domain, users.domain))
        .where(eq(users.id, userId))
        .limit(1);
      return row?.url ? row.domain : null;
    },
    target: async (domain) => {
      const row = await settingsOfDomain(deps.db, domain);
      const secret = secretOf(row, deps.masterKey);
      return row?.webhookUrl && secret ? { url: row.webhookUrl, secret } : null;
    },
  };
}
