import { type AiConnectionTest, type AiProviderSettings, type AiProviderUpdate, aiTaskKinds } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { organizations } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { recordAudit } from '#src/modules/audit/index.js';
import { runAiText } from '#src/platform/ai/ai.service.js';
import { aiDeadline } from '#src/platform/ai/ai-errors.js';
import { type AiRuntime, fallbackModel } from '#src/platform/ai/ai-runtime.js';
import { assertPublicBaseUrl } from '#src/platform/ai/base-url-guard.js';
import { defaultLimits } from '#src/platform/ai/key-resolution.js';
import type { Caller } from '#src/plugins/auth.js';
import { sealApiKey, viewApiKey } from './api-key.js';
import { organizationOfDomain } from './organization-settings.queries.js';
import { linkDomainUsers, type OrganizationRow } from './organizations.queries.js';

/** What the AI provider section runs on: the database and the AI layer (its master key seals the key). */
export type AiSettingsDeps = { db: Db; ai: AiRuntime };

/** The task models kept: known kinds with a model name. */
function cleanTaskModels(models: Record<string, string | null | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const kind of aiTaskKinds) {
    const model = models[kind];
    if (model) kept[kind] = model;
  }
  return kept;
}

/**
 * The caller's organisation's AI provider (docs/product/admin.md#ai-provider): base URL, key hint, model,
 * a model per task kind, per-minute limits, and the monthly credit limit with this month's usage. An
 * organisation the owner has not added shows the server's defaults with `configured: false`.
 */
export async function readAiProvider(deps: AiSettingsDeps, caller: Caller): Promise<AiProviderSettings> {
  const row = await organizationOfDomain(deps.db, caller.domain);
  return toView(row, deps.ai.config.masterKey);
}

function toView(row: OrganizationRow | null, masterKey: Buffer): AiProviderSettings {
  return {
    configured: Boolean(row),
    ...viewApiKey(row?.openaiApiKey ?? null, masterKey),
    base_url: row?.aiBaseUrl ?? null,
    model: row?.aiModel ?? null,
    task_models: cleanTaskModels(row?.aiTaskModels ?? {}),
    rpm_limit: row?.rpmLimit ?? defaultLimits.rpmLimit,
    tpm_limit: row?.tpmLimit ?? defaultLimits.tpmLimit,
    monthly_credit_limit: row?.monthlyCreditLimit ?? 0,
    current_month_usage: row?.monthUsage ?? 0,
  };
}

/** The names of the fields `body` changes (never their secret values), for the audit log. */
function changedFields(body: AiProviderUpdate): string[] {
  const fields: string[] = [];
  if (body.base_url !== undefined) fields.push('base_url');
  if (body.api_key) fields.push('api_key');
  if (body.model !== undefined) fields.push('model');
  if (body.task_models !== undefined) fields.push('task_models');
  if (body.rpm_limit !== undefined) fields.push('rpm_limit');
  if (body.tpm_limit !== undefined) fields.push('tpm_limit');
  return fields;
}

/**
 * Changes the caller's organisation's AI provider (docs/product/admin.md#ai-provider): the fields sent; a
 * blank or absent key keeps the stored one (the key is only ever replaced, sealed with AES-256-GCM). An
 * organisation without a row gets one named after its domain (credit limit 0, unlimited, until the owner
 * sets one). The change and its audit entry (the field names and the non-secret new values) commit together.
 * @throws AppError VALIDATION adminMessages.privateBaseUrl for a private base URL the server does not allow.
 */
export async function updateAiProvider(
  deps: AiSettingsDeps,
  caller: Caller,
  body: AiProviderUpdate,
): Promise<AiProviderSettings> {
  const { db, ai } = deps;
  if (body.base_url && !ai.config.allowPrivateBaseUrl) await assertPublicBaseUrl(body.base_url);
  const values: Partial<typeof organizations.$inferInsert> = {
    updatedAt: new Date(),
    updatedBy: caller.email,
  };
  if (body.base_url !== undefined) values.aiBaseUrl = body.base_url;
  if (body.api_key) values.openaiApiKey = sealApiKey(body.api_key, ai.config.masterKey);
  if (body.model !== undefined) values.aiModel = body.model;
  if (body.task_models !== undefined) values.aiTaskModels = cleanTaskModels(body.task_models);
  if (body.rpm_limit !== undefined) values.rpmLimit = body.rpm_limit;
  if (body.tpm_limit !== undefined) values.tpmLimit = body.tpm_limit;
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(organizations)
      .values({ domain: caller.domain, name: caller.domain, ...values })
      .onConflictDoUpdate({ target: organizations.domain, set: values })
      .returning({ id: organizations.id, domain: organizations.domain, createdAt: organizations.createdAt });
    const row = inserted[0];
    if (!row) throw new AppError('INTERNAL', 'Organization not saved');
    const { api_key: _key, ...shown } = body;
    await recordActivity(tx, {
      user: caller,
      action: 'settings_changed',
      metadata: { setting: 'ai_provider' },
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'ai_provider_changed',
      details: { fields: changedFields(body), ...shown, ...(body.api_key ? { api_key: 'replaced' } : {}) },
    });
    return row;
  });
  await linkDomainUsers(db, created);
  return readAiProvider(deps, caller);
}

/** The question of 'Test connection': short, so the call costs a few tokens. */
const TEST_MESSAGES = [
  { role: 'system' as const, content: 'You check that a connection works. Answer with one word.' },
  { role: 'user' as const, content: 'Reply with the single word OK.' },
];
/** Longest wait for the answer, retries included. */
export const CONNECTION_TEST_TIMEOUT_MS = 20_000;

/**
 * 'Test connection' (docs/product/admin.md#ai-provider): one short call through the AI layer with the
 * organisation's saved settings (key resolution, credit, pacing and metering as any call: it is recorded as
 * `connection-test`), timed from the request to the whole answer.
 * @returns ok with the latency in ms, the model and its answer; or ok false with the AI layer's message and
 *   what happened (never thrown: a failed test is an answer).
 */
export async function testAiConnection(
  deps: AiSettingsDeps,
  caller: Caller,
  clock: () => number = performance.now.bind(performance),
): Promise<AiConnectionTest> {
  const started = clock();
  let model: string | null = null;
  try {
    const answer = await runAiText({
      db: deps.db,
      ai: deps.ai,
      user: caller,
      task: 'connection-test',
      service: 'connection-test',
      messages: TEST_MESSAGES,
      maxTokens: 5,
      temperature: 0,
      signal: aiDeadline(CONNECTION_TEST_TIMEOUT_MS),
      onModel: (m) => {
        model = m;
      },
    });
    const latency = Math.round(clock() - started);
    return {
      ok: true,
      latency_ms: latency,
      model: model ?? deps.ai.config.defaultModel ?? fallbackModel,
      answer: answer.trim(),
      error: null,
      detail: null,
    };
  } catch (err) {
    const latency = Math.round(clock() - started);
    if (!(err instanceof AppError)) throw err;
    const detail = (err.details as { detail?: unknown } | undefined)?.detail;
    return {
      ok: false,
      latency_ms: latency,
      model,
      answer: null,
      error: err.message,
      detail: typeof detail === 'string' ? detail : null,
    };
  }
}
