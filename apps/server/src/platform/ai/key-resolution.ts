import { emailDomain } from '@rw/core';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { adminSettings, organizations } from '#src/db/schema/index.js';
import { decryptSecret, isEncryptedSecret } from '#src/lib/crypto.js';
import { aiFailure } from './ai-errors.js';

/** The server-wide provider settings (env OPENAI_API_KEY / OPENAI_BASE_URL), passed in, never read here. */
export type ServerAiConfig = {
  apiKey?: string;
  baseURL?: string;
  /** Model used when neither the organisation nor the task names one. */
  model?: string;
  /** Provider limits of the server-wide key, shared by every organisation that falls back to it. */
  rpmLimit?: number;
  tpmLimit?: number;
};

/** Where the key came from; 'given': a key the caller sent for one piece of work (the Data Trainer's run key). */
export type ProviderSource = 'organization' | 'admin_settings' | 'server' | 'given';

/** Where and how to call the model for one user. */
export type ResolvedProvider = {
  apiKey: string;
  /** undefined: the official OpenAI endpoint. */
  baseURL: string | undefined;
  /** The organisation's model, else the server's, else undefined (the task's default applies). */
  model: string | undefined;
  /**
   * The organisation's model per kind of task (core `aiTaskKinds`), over `model` for that kind's calls
   * (docs/product/ai.md#models-per-task); {} when none.
   */
  taskModels: Partial<Record<string, string>>;
  /**
   * The organisation the usage is attributed to (docs/product/ai.md#key-resolution), whatever the key's
   * source.
   */
  organizationId: string | null;
  source: ProviderSource;
  /**
   * Whether `baseURL` is the organisation's own (an admin typed it) rather than the server's: such a URL is
   * only connected to on public addresses unless AI_ALLOW_PRIVATE_BASE_URL (base-url-guard.ts).
   */
  organisationBaseUrl: boolean;
  /** Requests and tokens per minute of the key (organisation columns; defaults 500 / 200,000). */
  rpmLimit: number;
  tpmLimit: number;
};

export const defaultLimits = { rpmLimit: 500, tpmLimit: 200_000 } as const;

function reveal(stored: string, masterKey: Buffer): string {
  // Keys are written encrypted; a clear value can only come from a hand-made import, so it is used as is.
  if (!isEncryptedSecret(stored)) return stored;
  try {
    return decryptSecret(stored, masterKey);
  } catch {
    // A key written under another master key (SECRETS_KEY changed, DATA_DIR lost) is as good as none.
    throw aiFailure('not_configured');
  }
}

/**
 * Resolves the provider key for a caller by their e-mail domain (docs/product/ai.md#key-resolution): the
 * organisation's `openai_api_key`, then `admin_settings.openai_api_key` for the domain, then the server-wide
 * key. The base URL and model come from the organisation row when set, else from the server config.
 * `apiKey`, when given, is the key for this call only (the Data Trainer's API Configuration field,
 * docs/product/data-trainer.md#the-key): it replaces whichever key would be found, with the organisation's
 * base URL, model and limits, and is never stored.
 * @throws AppError UNAVAILABLE 'OpenAI API key not configured for your organization. Please contact your
 *   administrator.' when no key is found (or a stored key cannot be decrypted with this master key).
 */
export async function resolveProvider(
  db: Db,
  opts: { userEmail: string; masterKey: Buffer; server?: ServerAiConfig; apiKey?: string },
): Promise<ResolvedProvider> {
  const domain = emailDomain(opts.userEmail);
  const server = opts.server ?? {};
  const [org] = domain
    ? await db.select().from(organizations).where(eq(organizations.domain, domain)).limit(1)
    : [];
  const base = {
    baseURL: org?.aiBaseUrl ?? server.baseURL,
    organisationBaseUrl: Boolean(org?.aiBaseUrl),
    model: org?.aiModel ?? server.model,
    taskModels: org?.aiTaskModels ?? {},
    organizationId: org?.id ?? null,
  };
  const orgLimits = {
    rpmLimit: org?.rpmLimit ?? defaultLimits.rpmLimit,
    tpmLimit: org?.tpmLimit ?? defaultLimits.tpmLimit,
  };
  if (opts.apiKey) return { ...base, ...orgLimits, apiKey: opts.apiKey, source: 'given' };
  if (org?.openaiApiKey) {
    return {
      ...base,
      ...orgLimits,
      apiKey: reveal(org.openaiApiKey, opts.masterKey),
      source: 'organization',
    };
  }
  const [settings] = domain
    ? await db.select().from(adminSettings).where(eq(adminSettings.domain, domain)).limit(1)
    : [];
  if (settings?.openaiApiKey) {
    return {
      ...base,
      ...orgLimits,
      apiKey: reveal(settings.openaiApiKey, opts.masterKey),
      source: 'admin_settings',
    };
  }
  if (server.apiKey) {
    return {
      ...base,
      rpmLimit: server.rpmLimit ?? defaultLimits.rpmLimit,
      tpmLimit: server.tpmLimit ?? defaultLimits.tpmLimit,
      apiKey: server.apiKey,
      source: 'server',
    };
  }
  throw aiFailure('not_configured');
}
