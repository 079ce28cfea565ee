import { emailDomain, isAdminRole, messages, type Role, type SessionUser } from '@rw/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { endSessions, findAccessRole, findProfile, recordSignIn } from '#src/modules/auth/index.js';
import { type Auth, CLIENT_IP_HEADER } from './better-auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook (runs before the body is parsed or validated, so an anonymous caller gets 401, never a schema error): a signed-in, access-listed, active user, or 401/403. */
    authenticate: (req: FastifyRequest) => Promise<void>;
    /** onRequest hook factory: the signed-in user must hold `role` (owner includes admin). */
    requireRole: (role: Role) => (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser;
  }
}

/**
 * Who calls a service or query: the signed-in user's id, e-mail and organisation (the e-mail's domain),
 * taken from the session, never from the request. Every tenant-owned read and write is scoped by `domain`
 * (docs/product/shell.md#access-list-and-roles); `req.user` is one.
 */
export type Caller = Pick<SessionUser, 'id' | 'email' | 'domain'>;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?rw\.session_token=/;

function toSessionUser(p: NonNullable<Awaited<ReturnType<typeof findProfile>>>, role: Role): SessionUser {
  return {
    id: p.id,
    email: p.email,
    name: p.name,
    picture: p.picture,
    role,
    domain: p.domain,
    createdAt: p.createdAt.toISOString(),
    lastLogin: p.lastLogin?.toISOString() ?? null,
  };
}

async function handleAuthRoute(auth: Auth, req: FastifyRequest, reply: FastifyReply) {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const headers = fromNodeHeaders(req.headers);
  headers.set(CLIENT_IP_HEADER, req.ip);
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
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth; db: Db }) => {
  const { auth, db } = opts;
  app.decorate('auth', auth);
  app.decorateRequest('user', null as unknown as SessionUser);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: (req, reply) => handleAuthRoute(auth, req, reply),
  });

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!session) {
      const hadCookie = SESSION_COOKIE.test(req.headers.cookie ?? '');
      throw hadCookie
        ? new AppError('SESSION_EXPIRED', messages.sessionExpired)
        : new AppError('UNAUTHENTICATED', 'Please sign in.');
    }
    const role = await findAccessRole(db, session.user.email);
    let profile = await findProfile(db, session.user.id);
    if (!role || (profile && !profile.isActive)) {
      await endSessions(db, session.user.id);
      throw new AppError('ACCESS_DENIED', messages.accessDenied);
    }
    if (!profile) {
      await recordSignIn({
        db,
        bus: app.events,
        account: {
          id: session.user.id,
          email: session.user.email,
          name: session.user.name,
          picture: session.user.image ?? null,
          role,
        },
      });
      profile = await findProfile(db, session.user.id);
    }
    if (!profile) throw new AppError('INTERNAL', 'Profile could not be created');
    req.user = toSessionUser({ ...profile, domain: profile.domain || emailDomain(profile.email) }, role);
  });

  app.decorate('requireRole', (role: Role) => async (req: FastifyRequest) => {
    await app.authenticate(req);
    const ok =
      role === 'owner' ? req.user.role === 'owner' : role === 'admin' ? isAdminRole(req.user.role) : true;
    if (!ok) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  });
});
