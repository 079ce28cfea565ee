import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(
  z.url({ message: 'must be a URL such as https://example.com' }).optional(),
);

/** Every environment variable the server reads (README, Configuration). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default; `0.0.0.0` in a container or behind a proxy (README, Configuration). */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  OWNER_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  OWNER_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  APP_URL: optionalUrl,
  /** Further origins (comma-separated) a state-changing request may come from, besides APP_URL's. */
  ALLOWED_ORIGINS: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => v.split(',').every((o) => !o.trim() || URL.canParse(o.trim())),
        'must be comma-separated URLs such as https://hr.example.com',
      )
      .optional(),
  ),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: z.url('must be a URL').default('https://accounts.google.com'),
  SECRETS_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  /** Requests and tokens per minute the server-wide key allows; the limiter paces calls to them. */
  OPENAI_RPM_LIMIT: optionalString.pipe(z.coerce.number<string | undefined>().int().positive().optional()),
  OPENAI_TPM_LIMIT: optionalString.pipe(z.coerce.number<string | undefined>().int().positive().optional()),
  AUTOMATION_WEBHOOK_URL: optionalUrl,
  AUTOMATION_WEBHOOK_SECRET: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  AI_ALLOW_PRIVATE_BASE_URL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  AUTOMATION_ALLOW_PRIVATE_WEBHOOKS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The SMTP server that e-mails invitation links (`smtp://user:password@host:587`, `smtps://` for implicit
   * TLS); without it the owner copies each link from the Admin Panel (docs/product/admin.md#invitations).
   */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => /^smtps?:$/.test(URL.canParse(v) ? new URL(v).protocol : '') && new URL(v).hostname !== '',
        'must be a URL such as smtp://user:password@mail.example.com:587 (smtp:// or smtps://)',
      )
      .optional(),
  ),
  /** The sender of those e-mails (`Name <address>` or an address); default no-reply at APP_URL's host. */
  SMTP_FROM: optionalString.pipe(
    z.string().regex(/@/, 'must be an e-mail address or Name <address>').optional(),
  ),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(1200),
  BODY_LIMIT_MB: z.coerce.number().positive().default(10),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  /**
   * Where uploaded files (CVs, LinkedIn PDFs) are kept (docs/product/documents.md#stored-files): `local`,
   * under DATA_DIR/files, or `s3`, an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT, S3_REGION, keys).
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style URLs (`endpoint/bucket/key`); default true with S3_ENDPOINT (MinIO and most others). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

/** Raised at boot when a variable is invalid; the message names the variable. */
export class ConfigError extends Error {}

/**
 * Reads and validates the configuration (fail fast, epic-stack style).
 * Relative DATA_DIR is resolved against the directory npm was started from (INIT_CWD), so
 * `npm start` at the repo root keeps data in `./data` there.
 * @throws ConfigError naming each invalid variable.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (env.OWNER_PASSWORD && !env.OWNER_EMAIL) {
    throw new ConfigError('Invalid configuration:\n  OWNER_EMAIL: required when OWNER_PASSWORD is set');
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER is s3');
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const base = source.INIT_CWD ?? process.cwd();
  return { ...env, dataDir: path.resolve(base, env.DATA_DIR) };
}
