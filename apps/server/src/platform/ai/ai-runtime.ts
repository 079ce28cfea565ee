import crypto from 'node:crypto';
import type OpenAI from 'openai';
import type { Db } from '#src/db/client.js';
import type { Env } from '#src/env.js';
import { loadMasterKey } from '#src/lib/crypto.js';
import { publicOnlyFetch } from './base-url-guard.js';
import type { ResolvedProvider, ServerAiConfig } from './key-resolution.js';
import { type Limiter, LimiterRegistry, type Limiters } from './limiter.js';
import { createProviderClient } from './provider.js';
import type { RetryOptions } from './retry.js';
import { SharedLimiterRegistry } from './shared-limiter.js';

/** Where failures are logged (a Fastify/pino logger fits); 5xx details stay in the log (STYLE.md, Errors). */
export type AiLogger = { warn: (obj: object, msg: string) => void };

export type AiConfig = {
  /** 32-byte key that decrypts stored provider keys (lib/crypto.ts). */
  masterKey: Buffer;
  /** Server-wide OPENAI_API_KEY / OPENAI_BASE_URL fallback (docs/product/ai.md#key-resolution). */
  server: ServerAiConfig;
  /** Model when neither the organisation, the server nor the prompt names one. */
  defaultModel?: string;
  /** Timeout of each attempt in ms (default 60 s); a feature may ask for less (tone: 20 s overall). */
  timeoutMs?: number;
  /** Retry policy and clock (tests inject a fake sleep). */
  retry?: Omit<RetryOptions, 'signal' | 'onRetry'>;
  /** Calls in flight per provider key (default 64, see limiter.ts). */
  maxConcurrent?: number;
  /** Length of the limiter window in ms (60,000; tests shorten it). */
  windowMs?: number;
  logger?: AiLogger;
  /** AI_ALLOW_PRIVATE_BASE_URL: an organisation's base URL may point at a private or loopback address. */
  allowPrivateBaseUrl?: boolean;
  /**
   * Pace each key through this database, shared by every instance on it (a real PostgreSQL,
   * shared-limiter.ts); without it each key is paced in this process (the embedded database: one instance).
   */
  sharedLimits?: { db: Pick<Db, 'execute'> };
};

/**
 * The AI layer's process-wide state: configuration, one limiter and one client per provider key (the limiter
 * shared with the other instances through the database when `config.sharedLimits`). Created
 * once at boot and handed to the feature modules (and to the admin module, which encrypts keys with the
 * same `masterKey`).
 */
export type AiRuntime = {
  config: AiConfig;
  limiters: Limiters;
  /** The client and limiter of a resolved provider (same key and base URL → same instances). */
  connect: (provider: ResolvedProvider) => { client: OpenAI; limiter: Limiter };
};

export const fallbackModel = 'gpt-4o-mini';

/**
 * Builds the runtime; `now` drives the limiters (tests may pass a fake clock; a shared limiter then sends it
 * to the database in place of the database's clock).
 */
export function createAiRuntime(config: AiConfig, now?: () => number): AiRuntime {
  const limiters: Limiters = config.sharedLimits
    ? new SharedLimiterRegistry({ db: config.sharedLimits.db, log: config.logger, clock: now })
    : new LimiterRegistry(now);
  const clients = new Map<string, OpenAI>();
  return {
    config,
    limiters,
    connect: (provider) => {
      // The provider's limits are per key, so the key (hashed, never kept in clear) names the limiter.
      const id = crypto
        .createHash('sha256')
        .update(`${provider.baseURL ?? ''}\n${provider.apiKey}`)
        .digest('hex')
        .slice(0, 24);
      const guarded = provider.organisationBaseUrl && !config.allowPrivateBaseUrl;
      const clientId = guarded ? `${id}:public-only` : id;
      let client = clients.get(clientId);
      if (!client) {
        client = createProviderClient({
          apiKey: provider.apiKey,
          baseURL: provider.baseURL,
          fetch: guarded ? publicOnlyFetch : undefined,
        });
        clients.set(clientId, client);
      }
      const limiter = limiters.get(id, {
        rpm: provider.rpmLimit,
        tpm: provider.tpmLimit,
        maxConcurrent: config.maxConcurrent,
        windowMs: config.windowMs,
      });
      return { client, limiter };
    },
  };
}

/**
 * The runtime from the validated environment: SECRETS_KEY (else generated into DATA_DIR when
 * `persistSecrets`, else random for the process), OPENAI_API_KEY, OPENAI_BASE_URL and the server-wide key's
 * limits OPENAI_RPM_LIMIT / OPENAI_TPM_LIMIT (default 500 requests and 200,000 tokens per minute), and
 * AI_ALLOW_PRIVATE_BASE_URL.
 */
export function aiRuntimeFromEnv(
  env: Env,
  opts: {
    persistSecrets?: boolean;
    logger?: AiLogger;
    sharedLimits?: AiConfig['sharedLimits'];
    /** Settings over those from the environment (tests shorten the limiter window). */
    overrides?: Partial<AiConfig>;
  } = {},
): AiRuntime {
  const masterKey = loadMasterKey({
    secretsKey: env.SECRETS_KEY,
    dataDir: opts.persistSecrets ? env.dataDir : undefined,
  });
  return createAiRuntime({
    masterKey,
    server: {
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL,
      rpmLimit: env.OPENAI_RPM_LIMIT,
      tpmLimit: env.OPENAI_TPM_LIMIT,
    },
    logger: opts.logger,
    allowPrivateBaseUrl: env.AI_ALLOW_PRIVATE_BASE_URL,
    sharedLimits: opts.sharedLimits,
    ...opts.overrides,
  });
}
