import {
  acceptInvitationBody,
  accountLockedMessage,
  INVITATION_TOKEN_FIELD,
  invitationMessages,
  messages,
  normalizeEmail,
} from '@rw/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Db } from '#src/db/client.js';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from '#src/db/schema/index.js';
import {
  beginSignInAttempt,
  clearSignInFailures,
  consumeInvitation,
  findAccessRole,
  findProfile,
  hashInvitationToken,
  isListedByEmail,
  recordSignIn,
  releaseInvitation,
} from '#src/modules/auth/index.js';
import type { EventBus } from '#src/platform/events/event.js';
import { announceCallerChange } from './caller-cache.js';

/**
 * The header through which the Fastify mount hands better-auth the client address (Fastify's `req.ip`,
 * which honours TRUST_PROXY). It is always overwritten, so a client cannot choose its own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = 'x-rw-client-ip';

/**
 * Lifetime of better-auth's cookie cache (the signed `rw.session_data` cookie), in seconds. It only names the
 * session without a database read; the caller cache decides whether that session still has access
 * (docs/decisions/0012-authentication-caches.md).
 */
export const SESSION_COOKIE_CACHE_SECONDS = 5 * 60;

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
  /** The clock of invitations and of the sign-in lockout (tests move it instead of waiting); default now. */
  now?: () => Date;
};

type AuthBody = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The answer while an e-mail is locked (docs/product/shell.md#lockout): 429 with Retry-After. */
function lockedError(until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: accountLockedMessage(seconds / 60), code: 'ACCOUNT_LOCKED' },
    { 'Retry-After': String(seconds) },
  );
}

const invalidInvitation = () =>
  new APIError('FORBIDDEN', { message: invitationMessages.invalid, code: 'INVITATION_INVALID' });

/**
 * Builds the better-auth instance (DESIGN.md, Identity and access): e-mail + password and Google through
 * OIDC, DB sessions, rate-limited sign-in, and the access list enforced before a password is checked, at
 * account creation (sign-up or Google) and at every session creation (deactivated profiles refused).
 *
 * - Sign-up (`POST /api/auth/sign-up/email`) needs a valid invitation token in the body (`invitationToken`;
 *   docs/product/shell.md#invitation): it is consumed in the same request, before the account is made, and
 *   the account takes the invitation's e-mail. Without one, everyone is refused.
 * - Password sign-in counts attempts per e-mail and locks it after repeated failures
 *   (docs/product/shell.md#lockout), the same for e-mails with and without an account.
 * - The session cookie is `Secure` when the base URL is https.
 * - Sessions are also cached in a signed cookie for `SESSION_COOKIE_CACHE_SECONDS`; every session created or
 *   deleted (sign-in, sign-out, revocation) is announced to the caller caches of every instance.
 */
export function createAuth(cfg: AuthConfig) {
  const { db } = cfg;
  const now = cfg.now ?? (() => new Date());
  const refuse = () => new APIError('FORBIDDEN', { message: messages.accessDenied, code: 'ACCESS_DENIED' });

  /**
   * Checks a sign-up body and consumes its invitation token (one statement, so a token makes one account).
   * @returns the body with the invitation's e-mail and the trimmed name.
   * @throws APIError 400 for a missing or invalid name or password, 403 INVITATION_INVALID for a missing or
   * unusable token.
   */
  async function acceptInvitation(raw: unknown): Promise<AuthBody> {
    const body = (raw ?? {}) as AuthBody;
    const token = text(body[INVITATION_TOKEN_FIELD]);
    if (!token) throw invalidInvitation();
    if (text(body.password) === '') {
      throw new APIError('BAD_REQUEST', {
        message: messages.missingCredentials,
        code: 'MISSING_CREDENTIALS',
      });
    }
    const fields = acceptInvitationBody.safeParse({ name: text(body.name), password: text(body.password) });
    if (!fields.success) {
      const message = fields.error.issues[0]?.message ?? 'Check the name and password';
      throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION' });
    }
    const email = await consumeInvitation(db, hashInvitationToken(token), now());
    if (!email) throw invalidInvitation();
    return { ...body, email, name: fields.data.name };
  }

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
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
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
    advanced: {
      cookiePrefix: 'rw',
      useSecureCookies: new URL(cfg.baseURL).protocol === 'https:',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      validateUserInfo: async ({ user }) => {
        const role = user.email ? await findAccessRole(db, user.email) : null;
        if (!role) return { error: 'access_denied', errorDescription: messages.accessDenied };
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') return { context: { body: await acceptInvitation(ctx.body) } };
        if (ctx.path !== '/sign-in/email') return;
        const body = (ctx.body ?? {}) as AuthBody;
        const email = text(body.email).trim();
        if (!email || text(body.password) === '') {
          throw new APIError('BAD_REQUEST', {
            message: messages.missingCredentials,
            code: 'MISSING_CREDENTIALS',
          });
        }
        if (!(await findAccessRole(db, email))) throw refuse();
        if (!(await isListedByEmail(db, email))) {
          throw new APIError('FORBIDDEN', { message: messages.domainUsesGoogle, code: 'USE_GOOGLE' });
        }
        const at = now();
        const { refusedUntil } = await beginSignInAttempt(db, email, at);
        if (refusedUntil) throw lockedError(refusedUntil, at);
        // The access list compares trimmed and case-insensitive; the stored e-mail is normalised the same way.
        return { context: { body: { ...body, email: normalizeEmail(email) } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as AuthBody;
        const failed = isAPIError(ctx.context.returned);
        if (ctx.path === '/sign-up/email' && failed) {
          // The body was refused after the link was consumed: the link works again.
          await releaseInvitation(db, hashInvitationToken(text(body[INVITATION_TOKEN_FIELD])));
        }
        if (ctx.path === '/sign-in/email' && !failed) await clearSignInFailures(db, text(body.email));
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
            // The sign-in refreshed the profile (role, last login) the caller caches may hold.
            await announceCallerChange(cfg.bus, [account.id]);
          },
        },
        delete: {
          after: async (session) => {
            await announceCallerChange(cfg.bus, [session.userId]);
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
