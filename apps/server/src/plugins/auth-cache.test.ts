import crypto from 'node:crypto';
import { messages } from '@rw/core';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessList } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext, type TestInstance } from '#src/test/harness.js';
import { CALLER_TTL_MS } from './caller-cache.js';

/*
 * The authentication caches (docs/decisions/0012-authentication-caches.md): a warm request reads nothing for
 * its caller, every change of access is seen by the next request, and a change nobody announced within
 * CALLER_TTL_MS.
 */

/** The SQL the app sends while `run` runs (every query of every pool goes through `pg.Client#query`). */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const first = args[0] as string | { text?: string };
    seen.push(typeof first === 'string' ? first : (first.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

const AUTH_TABLES = /auth_sessions|auth_users|access_list|"users"/;
const origin = { origin: 'http://localhost:3000' };

async function accessEntryId(app: TestInstance, owner: TestUser, email: string): Promise<string> {
  const res = await app.call('GET', '/api/admin/access-list', { cookie: owner.cookie });
  const entries = res.json().entries as { id: string; email: string | null }[];
  const entry = entries.find((e) => e.email === email);
  if (!entry) throw new Error(`${email} is not on the access list`);
  return entry.id;
}

describe('an authenticated request', () => {
  let ctx: TestContext;
  let now = new Date();
  beforeAll(async () => {
    ctx = await createTestContext({ clock: () => now });
  });
  afterAll(async () => ctx.close());

  it('checks its caller in one statement when cold, and reads nothing for its caller when warm', async () => {
    const user = await createOrganisationUser(ctx);
    const cold = await queriesDuring(async () => {
      expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
    });
    expect(cold).toHaveLength(1);
    const warm = await queriesDuring(async () => {
      const me = await ctx.call('GET', '/api/me', { cookie: user.cookie });
      expect(me.json().user).toMatchObject({ id: user.id, role: 'recruiter' });
    });
    expect(warm).toEqual([]);
    // Warm means no signature to check either: better-auth is not asked while the session's entry is fresh.
    const getSession = vi.spyOn(ctx.app.auth.api, 'getSession');
    try {
      expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
      expect(getSession).not.toHaveBeenCalled();
      // A cookie that is not the one checked (here: another value) is never served from the cache.
      const forged = user.cookie.replace(/rw\.session_token=[^;]+/, 'rw.session_token=forged.value');
      expect((await ctx.call('GET', '/api/me', { cookie: forged })).statusCode).toBe(401);
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
    const list = await queriesDuring(async () => {
      expect((await ctx.call('GET', '/api/notifications', { cookie: user.cookie })).statusCode).toBe(200);
    });
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((sql) => AUTH_TABLES.test(sql))).toEqual([]);
  });

  it('sees a change nobody announced (a write straight to the database) within CALLER_TTL_MS', async () => {
    const user = await createOrganisationUser(ctx);
    expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
    await ctx.db.delete(accessList).where(eq(accessList.email, user.email));
    // The bound, not a wish: until the entry expires the cached caller is served.
    expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
    now = new Date(now.getTime() + CALLER_TTL_MS);
    const denied = await ctx.call('GET', '/api/me', { cookie: user.cookie });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toEqual({ code: 'ACCESS_DENIED', message: messages.accessDenied });
  });

  it('refuses a signed-out session at once, even with its cookie cache, and keeps the other sessions', async () => {
    const user = await createOrganisationUser(ctx);
    const other = await ctx.signIn(user.email, user.password);
    for (const cookie of [user.cookie, other]) {
      expect((await ctx.call('GET', '/api/me', { cookie })).statusCode).toBe(200);
    }
    expect(user.cookie).toMatch(/rw\.session_data=/);
    const out = await ctx.call('POST', '/api/auth/sign-out', { cookie: user.cookie, headers: origin });
    expect(out.statusCode).toBe(200);
    // A copy of the signed-out cookies, as a stolen one would be: its cookie cache is still signed and fresh.
    const stale = await ctx.call('GET', '/api/me', { cookie: user.cookie });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toEqual({ code: 'SESSION_EXPIRED', message: messages.sessionExpired });
    const own = await ctx.call('GET', '/api/auth/get-session', { cookie: user.cookie });
    expect(own.json()).toBeNull();
    expect((await ctx.call('GET', '/api/me', { cookie: other })).statusCode).toBe(200);
  });

  it('refuses a genuine cookie cache sent with a session cookie that is not', async () => {
    const user = await createOrganisationUser(ctx);
    const forged = user.cookie.replace(/rw\.session_token=[^;]+/, 'rw.session_token=expired-token.value');
    expect(forged).not.toBe(user.cookie);
    const res = await ctx.call('GET', '/api/me', { cookie: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('never lets a cookie cache outlive a removed user, on our routes or better-auth’s', async () => {
    const owner = await createOrganisationUser(ctx, { role: 'owner' });
    const user = await createOrganisationUser(ctx);
    expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
    const id = await accessEntryId(ctx, owner, user.email);
    const removed = await ctx.call('DELETE', `/api/admin/access-list/${id}`, {
      cookie: owner.cookie,
      headers: origin,
    });
    expect(removed.statusCode).toBe(204);
    const me = await ctx.call('GET', '/api/me', { cookie: user.cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('SESSION_EXPIRED');
    expect((await ctx.call('GET', '/api/auth/get-session', { cookie: user.cookie })).json()).toBeNull();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL (DATABASE_URL)', () => {
  let ctx: TestContext;
  let other: TestInstance;
  // Frozen: the caller cache never expires here, so only the announcements can make an instance look again.
  const now = new Date();
  beforeAll(async () => {
    ctx = await createTestContext({ instances: true, clock: () => now });
    other = await ctx.addInstance();
  });
  afterAll(async () => ctx.close());

  /**
   * Resolves once the other instance has received every event this one sent so far: PostgreSQL delivers
   * notifications in commit order, so a marker sent now arrives after them.
   */
  const delivered = () =>
    new Promise<void>((resolve) => {
      const key = `test:${crypto.randomUUID()}`;
      const off = other.app.events.subscribe(key, () => {
        off();
        resolve();
      });
      void ctx.app.events.publish(key, { type: 'resync', data: null });
    });

  it('the next request on the other instance sees a role change, a deactivation and a removal', async () => {
    const owner = await createOrganisationUser(ctx, { role: 'owner' });
    const user = await createOrganisationUser(ctx);
    const role = async () => (await other.call('GET', '/api/me', { cookie: user.cookie })).json().user?.role;
    expect(await role()).toBe('recruiter');
    const write = { cookie: owner.cookie, headers: origin };

    // A role change.
    const entry = await accessEntryId(ctx, owner, user.email);
    const promoted = await ctx.call('PATCH', `/api/admin/access-list/${entry}`, {
      ...write,
      body: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(204);
    await delivered();
    expect(await role()).toBe('admin');

    // A deactivation (which also ends the sessions).
    const off = await ctx.call('PATCH', `/api/admin/users/${user.id}`, {
      ...write,
      body: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    await delivered();
    expect((await other.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(401);

    // Back in, then removed from the access list.
    const on = await ctx.call('PATCH', `/api/admin/users/${user.id}`, {
      ...write,
      body: { is_active: true },
    });
    expect(on.statusCode).toBe(200);
    await delivered();
    const again = await other.signIn(user.email, user.password);
    expect((await other.call('GET', '/api/me', { cookie: again })).statusCode).toBe(200);
    const removed = await ctx.call('DELETE', `/api/admin/access-list/${entry}`, write);
    expect(removed.statusCode).toBe(204);
    await delivered();
    const gone = await other.call('GET', '/api/me', { cookie: again });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('the other instance refuses at once a session signed out on this one', async () => {
    const user = await createOrganisationUser(ctx);
    expect((await other.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
    const out = await ctx.call('POST', '/api/auth/sign-out', { cookie: user.cookie, headers: origin });
    expect(out.statusCode).toBe(200);
    await delivered();
    expect((await other.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(401);
  });
});
