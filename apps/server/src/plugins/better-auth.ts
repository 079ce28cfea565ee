import { messages, normalizeEmail } from '@rw/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Db } from '#src/db/client.js';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from '#src/db/schema/index.js';
import { findAccessRole, findProfile, isListedByEmail, recordSignIn } from '#src/modules/auth/index.js';
import type { EventBus } from '#src/platform/events/event.js';

/**
 * The header through which the Fastify mount hands better-auth the client address (Fastify's `req.ip`,
 * which honours TRUST_PROXY). It is always overwritten, so a client cannot choose its own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = 'x-rw-client-ip';

export type AuthConfig = {
  db: Db;
  /** Live events: first sign-in notifications are pushed on it. */
  bus: EventBus;
  secret: string;
  baseURL: string;
  google?: { clientId: string; clientSecret: string; issuer: string };
  signInPerMinute: number;
  /** The origins sign-in and sign-up may come from (allowed-origins.ts); never the request's Host. */
  isAllowedOrigin: (origin: string) => boolean;
};

/**
 * Builds the better-auth instance (DESIGN.md, Identity and access): e-mail + password and Google through
 * OIDC, DB sessions, rate-limited sign-in, and the access list enforced before a password is checked, at
 * account creation (sign-up or Google) and at every session creation (deactivated profiles refused).
 */
export function createAuth(cfg: AuthConfig) {
  const { db } = cfg;
  const refuse = () => new APIError('FORBIDDEN', { message: messages.accessDenied, code: 'ACCESS_DENIED' });
  return betterAuth({
    appName: 'Recruiting Workspace',
    baseURL: cfg.baseURL,
    basePath: '/api/auth',
    secret: cfg.secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      return origin && cfg.isAllowedOrigin(origin) ? [origin] : [new URL(cfg.baseURL).origin];
    },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: cfg.signInPerMinute },
        '/sign-up/email': { window: 60, max: cfg.signInPerMinute },
      },
    },
    advanced: { cookiePrefix: 'rw', ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    user: {
      validateUserInfo: async ({ user }) => {
        const role = user.email ? await findAccessRole(db, user.email) : null;
        if (!role) return { error: 'access_denied', errorDescription: messages.accessDenied };
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' && ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
        const email = typeof body.email === 'string' ? body.email.trim() : '';
        if (!email || typeof body.password !== 'string' || body.password === '') {
          throw new APIError('BAD_REQUEST', {
            message: messages.missingCredentials,
            code: 'MISSING_CREDENTIALS',
          });
        }
        if (!(await findAccessRole(db, email))) throw refuse();
        if (ctx.path === '/sign-up/email' && !(await isListedByEmail(db, email))) {
          throw new APIError('FORBIDDEN', { message: messages.domainUsesGoogle, code: 'USE_GOOGLE' });
        }
        // The access list compares trimmed and case-insensitive; the stored e-mail is normalised the same way.
        return { context: { body: { ...body, email: normalizeEmail(email) } } };
      }),
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const account = await db.query.authUsers.findFirst({
              where: (u, { eq }) => eq(u.id, session.userId),
            });
            const role = account ? await findAccessRole(db, account.email) : null;
            const profile = await findProfile(db, session.userId);
            if (!role || (profile && !profile.isActive)) throw refuse();
          },
          after: async (session) => {
            const account = await db.query.authUsers.findFirst({
              where: (u, { eq }) => eq(u.id, session.userId),
            });
            if (!account) return;
            const role = await findAccessRole(db, account.email);
            if (!role) return;
            await recordSignIn({
              db,
              bus: cfg.bus,
              account: {
                id: account.id,
                email: account.email,
                name: account.name,
                picture: account.image ?? null,
                role,
              },
            });
          },
        },
      },
    },
    plugins: cfg.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                clientId: cfg.google.clientId,
                clientSecret: cfg.google.clientSecret,
                discoveryUrl: `${cfg.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
