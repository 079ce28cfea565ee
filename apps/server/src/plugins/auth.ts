import {
  ACCESS_TOKEN_SCOPE_PATH,
  accessTokenMessages,
  emailDomain,
  isAdminRole,
  messages,
  type Role,
  type SessionUser,
} from '@rw/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { findTokenCaller, hashAccessToken, touchToken } from '#src/modules/access-tokens/index.js';
import {
  endSessions,
  findCallerState,
  findProfile,
  type Profile,
  recordSignIn,
} from '#src/modules/auth/index.js';
import type { EventBus } from '#src/platform/events/event.js';
import { type Auth, CLIENT_IP_HEADER } from './better-auth.js';
import { announceCallerChange, CALLER_CACHE_MAX, createCallerCache } from './caller-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /**
     * onRequest hook (runs before the body is parsed or validated, so an anonymous caller gets 401, never a
     * schema error): a signed-in, access-listed, active user, or 401/403. With `reply`, a renewed session
     * cookie is sent back.
     */
    authenticate: (req: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /** onRequest hook factory: the signed-in user must hold `role` (owner includes admin). */
    requireRole: (role: Role) => (req: FastifyRequest, reply?: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser;
    /** The personal access token the request was authenticated with (its id), or null for a session. */
    accessTokenId: string | null;
  }
}

/**
 * Who calls a service or query: the signed-in user's id, e-mail and organisation (the e-mail's domain),
 * taken from the session, never from the request. Every tenant-owned read and write is scoped by `domain`
 * (docs/product/shell.md#access-list-and-roles); `req.user` is one.
 */
export type Caller = Pick<SessionUser, 'id' | 'email' | 'domain'>;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?rw\.session_token=/;
/** The session cookie's name and signed value, as sent: the key of the caller cache's warm path. */
const SESSION_TOKEN = /(?:^|;\s*)((?:__Secure-)?rw\.session_token=[^;]+)/;
/** better-auth's signed copy of the session (its cookie cache), whole or in chunks. */
const SESSION_DATA_COOKIE = /^(?:__Secure-)?rw\.session_data(?:\.\d+)?$/;
/** An `Authorization: Bearer …` header: the request is authenticated by a token, never by its cookies. */
export const BEARER = /^Bearer\s/i;
/** `Authorization: Bearer rwpat_…` with a well-formed personal access token (docs/product/access-tokens.md). */
const BEARER_TOKEN = /^Bearer (rwpat_[A-Za-z0-9_-]{43})$/;
/** A token's use is written down at most this often (ms), so a busy token costs no write per request. */
const TOKEN_TOUCH_MS = 60_000;

/**
 * The Cookie header without the session's cookie cache: better-auth's own endpoints (get-session, sign-out,
 * ...) then read the session from the database, since only `authenticate` checks a cached session against
 * the caller cache.
 */
function withoutSessionData(cookie: string | undefined): string {
  return (cookie ?? '')
    .split(';')
    .filter((pair) => !SESSION_DATA_COOKIE.test(pair.split('=')[0]?.trim() ?? ''))
    .join(';');
}

function toSessionUser(p: Profile, role: Role): SessionUser {
  return {
    id: p.id,
    email: p.email,
    name: p.name,
    picture: p.picture,
    role,
    domain: p.domain || emailDomain(p.email),
    createdAt: p.createdAt.toISOString(),
    lastLogin: p.lastLogin?.toISOString() ?? null,
  };
}

async function handleAuthRoute(auth: Auth, req: FastifyRequest, reply: FastifyReply) {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const headers = fromNodeHeaders(req.headers);
  headers.set(CLIENT_IP_HEADER, req.ip);
  const cookie = withoutSessionData(req.headers.cookie);
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  const response = await auth.handler(
    new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? JSON.stringify(req.body) : undefined,
    }),
  );
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * Mounts better-auth under /api/auth and decorates `authenticate` and `requireRole`. A session whose
 * e-mail left the access list, or whose profile was deactivated, is ended and answered with the
 * access-denied message (docs/product/shell.md#access-list-and-roles); a stale cookie answers 'Session
 * expired. Please sign in again.'
 *
 * A warm request reads nothing from the database and checks no signature
 * (docs/decisions/0012-authentication-caches.md): the caller cache holds the profile and role of a session
 * this instance checked within `CALLER_TTL_MS`, found by the exact signed session cookie it was checked
 * with, and dropped at once on any instance when `announceCallerChange` names the user. Past the TTL,
 * better-auth verifies the session from its signed cookie cache; otherwise one statement checks the session,
 * role and profile.
 * @param opts.bus carries the caller cache's invalidations between instances.
 * @param opts.now the clock of the caller cache (tests move it); default the real time.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { auth: Auth; db: Db; bus: EventBus; now?: () => Date }) => {
    const { auth, db, bus } = opts;
    const clock = opts.now ?? (() => new Date());
    const callers = createCallerCache({ bus, now: () => clock().getTime() });
    app.addHook('onClose', async () => callers.close());
    app.decorate('auth', auth);
    app.decorateRequest('user', null as unknown as SessionUser);
    app.decorateRequest('accessTokenId', null);

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: (req, reply) => handleAuthRoute(auth, req, reply),
    });

    /** The caller of a live session, from the database. @throws AppError SESSION_EXPIRED, ACCESS_DENIED */
    async function lookUpCaller(
      account: { id: string; email: string; name: string; image?: string | null },
      sessionId: string,
    ) {
      const state = await findCallerState(db, { userId: account.id, sessionId, email: account.email });
      if (state.session === 'ended') throw new AppError('SESSION_EXPIRED', messages.sessionExpired);
      const { role } = state;
      let profile = state.profile;
      if (!role || (profile && !profile.isActive)) {
        await endSessions(db, account.id);
        await announceCallerChange(bus, [account.id]);
        throw new AppError('ACCESS_DENIED', messages.accessDenied);
      }
      if (!profile) {
        await recordSignIn({
          db,
          bus,
          account: {
            id: account.id,
            email: account.email,
            name: account.name,
            picture: account.image ?? null,
            role,
          },
        });
        profile = await findProfile(db, account.id);
      }
      if (!profile) throw new AppError('INTERNAL', 'Profile could not be created');
      return toSessionUser(profile, role);
    }

    // A token's key in the caller cache → its id and when it expires (ms; null: never), checked when warm too.
    const knownTokens = new Map<string, { id: string; expiresAt: number | null }>();

    /**
     * The caller of a personal access token (docs/product/access-tokens.md#using): only on the LinkedIn
     * Parser's routes; one indexed lookup, then the caller cache as for sessions (a revocation drops the
     * owner's entries on every instance; a lookup that raced with one is trusted for at most CALLER_TTL_MS).
     * Cookies are ignored, so a request with a token has no ambient authority.
     * @throws AppError UNAUTHENTICATED (out of scope; invalid, expired or revoked), ACCESS_DENIED
     */
    async function authenticateToken(req: FastifyRequest, authorization: string) {
      const route = req.routeOptions.url ?? '';
      if (!route.startsWith(ACCESS_TOKEN_SCOPE_PATH))
        throw new AppError('UNAUTHENTICATED', accessTokenMessages.outOfScope);
      const token = BEARER_TOKEN.exec(authorization)?.[1];
      if (!token) throw new AppError('UNAUTHENTICATED', accessTokenMessages.invalid);
      const hash = hashAccessToken(token);
      const key = `pat:${hash}`;
      const at = clock();
      const known = knownTokens.get(key);
      if (known && (known.expiresAt === null || known.expiresAt > at.getTime())) {
        const warm = callers.getByToken(key);
        if (warm) {
          req.user = warm;
          req.accessTokenId = known.id;
          return;
        }
      }
      const found = await findTokenCaller(db, hash);
      if (!found || (found.expiresAt && found.expiresAt <= at))
        throw new AppError('UNAUTHENTICATED', accessTokenMessages.invalid);
      if (!found.role || !found.profile.isActive) throw new AppError('ACCESS_DENIED', messages.accessDenied);
      if (!found.lastUsedAt || at.getTime() - found.lastUsedAt.getTime() >= TOKEN_TOUCH_MS)
        await touchToken(db, found.tokenId, at);
      req.user = toSessionUser(found.profile, found.role);
      req.accessTokenId = found.tokenId;
      // Bounded like the caller cache's own token index: past the cap it starts again.
      if (knownTokens.size >= CALLER_CACHE_MAX * 4) knownTokens.clear();
      knownTokens.set(key, { id: found.tokenId, expiresAt: found.expiresAt?.getTime() ?? null });
      callers.put(callers.begin(found.profile.id), req.user, `pat:${found.tokenId}`, key);
    }

    app.decorate('authenticate', async (req: FastifyRequest, reply?: FastifyReply) => {
      const authorization = req.headers.authorization;
      if (authorization && BEARER.test(authorization)) return authenticateToken(req, authorization);
      // Warm path: this exact signed cookie was verified within the caller cache's TTL, and nothing changed.
      const token = SESSION_TOKEN.exec(req.headers.cookie ?? '')?.[1];
      const warm = token ? callers.getByToken(token) : undefined;
      if (warm) {
        req.user = warm;
        return;
      }
      const { headers, response: session } = await auth.api.getSession({
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      });
      // A session read from the database renews the cookie cache (and, once a day, the session cookie).
      const cookies = headers.getSetCookie();
      if (reply && cookies.length) reply.header('set-cookie', cookies);
      if (!session) {
        const hadCookie = SESSION_COOKIE.test(req.headers.cookie ?? '');
        throw hadCookie
          ? new AppError('SESSION_EXPIRED', messages.sessionExpired)
          : new AppError('UNAUTHENTICATED', 'Please sign in.');
      }
      const sessionId = session.session.id;
      const cached = callers.get(session.user.id, sessionId);
      if (cached) {
        req.user = cached;
        return;
      }
      const slot = callers.begin(session.user.id);
      req.user = await lookUpCaller(session.user, sessionId);
      callers.put(slot, req.user, sessionId, token);
    });

    app.decorate('requireRole', (role: Role) => async (req: FastifyRequest, reply?: FastifyReply) => {
      await app.authenticate(req, reply);
      const ok =
        role === 'owner' ? req.user.role === 'owner' : role === 'admin' ? isAdminRole(req.user.role) : true;
      if (!ok) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    });
  },
);
