import { messages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessList, users } from '#src/db/schema/index.js';
import { createTestContext, type TestContext, uniqueEmail } from '#src/test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('first-run setup', () => {
  it('offers setup on an empty database, creates the owner once, then refuses', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/setup' });
    expect(before.json()).toEqual({ needsSetup: true, googleEnabled: false });

    const email = uniqueEmail('owner.test', 'Owner');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { name: 'Olivia Owner', email, password: 'a-long-password' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: email.toLowerCase(), role: 'owner', name: 'Olivia Owner' });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/setup' })).json().needsSetup).toBe(false);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { name: 'Mallory', email: uniqueEmail(), password: 'a-long-password' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('sign-in and the access list', () => {
  it('refuses an e-mail not on the list before the password is checked', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'stranger@elsewhere.test', password: 'whatever-it-is' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accessDenied);
  });

  it('compares the e-mail trimmed and case-insensitively', async () => {
    const user = await ctx.createUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: `  ${user.email.toUpperCase()} `, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/access-check',
      payload: { email: ` ${user.email.toUpperCase()}` },
    });
    expect(check.json()).toEqual({ allowed: true, hasAccount: true, canSetPassword: false });
  });

  it('asks for credentials when they are missing', async () => {
    const user = await ctx.createUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.missingCredentials);
  });

  it('refuses a wrong password with a generic error', async () => {
    const user = await ctx.createUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets a whole domain in, but only through Google: nobody proves an address by setting a password', async () => {
    const domain = `team${Date.now()}.test`;
    await ctx.db.insert(accessList).values({ domain, role: 'admin' });
    const email = `new.hire@${domain}`;
    const check = await ctx.app.inject({ method: 'POST', url: '/api/auth/access-check', payload: { email } });
    expect(check.json()).toEqual({ allowed: true, hasAccount: false, canSetPassword: false });
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'first-password', name: 'New Hire' },
    });
    expect(up.statusCode).toBe(403);
    expect(up.json().message).toBe(messages.domainUsesGoogle);
  });

  it('refuses sign-up for an e-mail not on the list', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'intruder@nowhere.test', password: 'first-password', name: 'Intruder' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accessDenied);
  });
});

describe('profile', () => {
  it('is created on first sign-in and last_login moves on each sign-in', async () => {
    const user = await ctx.createUser({ role: 'recruiter' });
    const [first] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(first).toMatchObject({ role: 'recruiter', isActive: true, domain: 'acme.test' });
    expect(first?.lastLogin).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 20));
    await ctx.signIn(user.email, user.password);
    const [second] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(second!.lastLogin!.getTime()).toBeGreaterThan(first!.lastLogin!.getTime());
  });
});

describe('first sign-in', () => {
  it('greets the new user and tells the owners who joined', async () => {
    const owner = await ctx.createUser({ role: 'owner', email: uniqueEmail('platform.test') });
    const user = await ctx.createUser({ role: 'recruiter' });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: user.cookie },
    });
    expect(mine.json().notifications.map((n: { title: string }) => n.title)).toEqual([
      'Welcome to Recruiting Workspace',
    ]);
    await ctx.signIn(user.email, user.password);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: user.cookie },
    });
    expect(again.json().notifications).toHaveLength(1);
    const owners = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: owner.cookie },
    });
    expect(owners.json().notifications[0]).toMatchObject({
      title: 'New user joined',
      message: `${user.email} signed in for the first time as recruiter.`,
    });
  });
});

describe('sessions', () => {
  it('answers 401 without a session and "Session expired" for a stale cookie', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'rw.session_token=expired.token' },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toEqual({ code: 'SESSION_EXPIRED', message: messages.sessionExpired });
  });

  it('ends the session of an account removed from the access list', async () => {
    const user = await ctx.createUser();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    await ctx.db.delete(accessList).where(eq(accessList.email, user.email));
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(messages.accessDenied);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(after.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('refuses sign-in and ends sessions of a deactivated profile', async () => {
    const user = await ctx.createUser();
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(denied.statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accessDenied);
  });
});

describe('roles', () => {
  it('reports the role from the access list', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } });
    expect(me.json().user.role).toBe('admin');
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const user = await ctx.createUser();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
