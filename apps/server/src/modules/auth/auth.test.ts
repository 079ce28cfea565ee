import { invitationMessages, messages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessList, authUsers, users } from '#src/db/schema/index.js';
import { grantAccess, seedOwner } from '#src/modules/auth/index.js';
import { announceCallerChange } from '#src/plugins/caller-cache.js';
import { createOrganisationUser, uniqueEmail } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('first-run setup', () => {
  it('offers setup on an empty database, creates the owner once, then refuses', async () => {
    const before = await ctx.call('GET', '/api/setup');
    expect(before.json()).toEqual({ needsSetup: true, googleEnabled: false });

    const email = uniqueEmail('owner.test', 'Owner');
    const res = await ctx.call('POST', '/api/setup', {
      body: { name: 'Olivia Owner', email, password: 'a-long-password' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await ctx.call('GET', '/api/me', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: email.toLowerCase(), role: 'owner', name: 'Olivia Owner' });

    expect((await ctx.call('GET', '/api/setup')).json().needsSetup).toBe(false);
    const again = await ctx.call('POST', '/api/setup', {
      body: { name: 'Mallory', email: uniqueEmail(), password: 'a-long-password' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('owner from OWNER_EMAIL and OWNER_PASSWORD', () => {
  it('creates the password account once, through an invitation; a second start keeps the password', async () => {
    const email = uniqueEmail('seeded.test', 'Owner');
    await seedOwner({ db: ctx.db, auth: ctx.app.auth, email, password: 'seeded-password' });
    const cookie = await ctx.signIn(email, 'seeded-password');
    expect((await ctx.call('GET', '/api/me', { cookie })).json().user.role).toBe('owner');
    await seedOwner({ db: ctx.db, auth: ctx.app.auth, email, password: 'another-password' });
    await ctx.signIn(email, 'seeded-password');
  });
});

describe('sign-in and the access list', () => {
  it('refuses an e-mail not on the list before the password is checked', async () => {
    const res = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email: 'stranger@elsewhere.test', password: 'whatever-it-is' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accessDenied);
  });

  it('compares the e-mail trimmed and case-insensitively', async () => {
    const user = await createOrganisationUser(ctx);
    const res = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email: `  ${user.email.toUpperCase()} `, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const check = await ctx.call('POST', '/api/auth/access-check', {
      body: { email: ` ${user.email.toUpperCase()}` },
    });
    expect(check.json()).toEqual({ allowed: true, useGoogle: false });
  });

  it('asks for credentials when they are missing', async () => {
    const user = await createOrganisationUser(ctx);
    const res = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.missingCredentials);
  });

  it('refuses a wrong password with a generic error', async () => {
    const user = await createOrganisationUser(ctx);
    const res = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets a whole domain in, but only through Google: no password sign-in, no sign-up', async () => {
    const domain = `team${Date.now()}.test`;
    await ctx.db.insert(accessList).values({ domain, role: 'admin' });
    const email = `new.hire@${domain}`;
    const check = await ctx.call('POST', '/api/auth/access-check', { body: { email } });
    expect(check.json()).toEqual({ allowed: true, useGoogle: true });
    const signIn = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email, password: 'first-password' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(messages.domainUsesGoogle);
    const up = await ctx.call('POST', '/api/auth/sign-up/email', {
      body: { email, password: 'first-password', name: 'New Hire' },
    });
    expect(up.statusCode).toBe(403);
    expect(up.json().message).toBe(invitationMessages.invalid);
  });

  it('refuses sign-up without an invitation, for e-mails on the list and off it', async () => {
    const listed = uniqueEmail('listed.test');
    await grantAccess(ctx.db, { email: listed, role: 'admin' });
    for (const email of [listed, 'intruder@nowhere.test']) {
      const res = await ctx.call('POST', '/api/auth/sign-up/email', {
        body: { email, password: 'first-password', name: 'Intruder' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'INVITATION_INVALID', message: invitationMessages.invalid });
    }
    expect(await ctx.db.select().from(authUsers).where(eq(authUsers.email, listed))).toHaveLength(0);
  });

  it('answers the access check from the access list alone: claimed and unclaimed e-mails look the same', async () => {
    const claimed = await createOrganisationUser(ctx);
    const unclaimed = uniqueEmail('unclaimed.test');
    await grantAccess(ctx.db, { email: unclaimed, role: 'admin' });
    const answers = [];
    for (const email of [claimed.email, unclaimed]) {
      answers.push((await ctx.call('POST', '/api/auth/access-check', { body: { email } })).json());
    }
    expect(answers).toEqual([
      { allowed: true, useGoogle: false },
      { allowed: true, useGoogle: false },
    ]);
    const stranger = await ctx.call('POST', '/api/auth/access-check', { body: { email: 'x@nowhere.test' } });
    expect(stranger.json()).toEqual({ allowed: false, useGoogle: false });
  });
});

describe('profile', () => {
  it('is created on first sign-in and last_login moves on each sign-in', async () => {
    const user = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'acme.test' });
    const [first] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(first).toMatchObject({ role: 'recruiter', isActive: true, domain: 'acme.test' });
    expect(first?.lastLogin).toBeInstanceOf(Date);
    // last_login is the process clock's `new Date()` (profile.queries.ts), not the database's now(): move
    // that clock a minute on instead of sleeping, so the next sign-in is later on any machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(first!.lastLogin!.getTime() + 60_000);
      await ctx.signIn(user.email, user.password);
    } finally {
      vi.useRealTimers();
    }
    const [second] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(second!.lastLogin!.getTime()).toBeGreaterThan(first!.lastLogin!.getTime());
  });
});

describe('first sign-in', () => {
  it('greets the new user and tells the owners who joined', async () => {
    const owner = await createOrganisationUser(ctx, { role: 'owner', domain: 'platform.test' });
    const user = await createOrganisationUser(ctx, { role: 'recruiter' });
    const mine = await ctx.call('GET', '/api/notifications', { cookie: user.cookie });
    expect(mine.json().notifications.map((n: { title: string }) => n.title)).toEqual([
      'Welcome to Recruiting Workspace',
    ]);
    await ctx.signIn(user.email, user.password);
    const again = await ctx.call('GET', '/api/notifications', { cookie: user.cookie });
    expect(again.json().notifications).toHaveLength(1);
    const owners = await ctx.call('GET', '/api/notifications', { cookie: owner.cookie });
    expect(owners.json().notifications[0]).toMatchObject({
      title: 'New user joined',
      message: `${user.email} signed in for the first time as recruiter.`,
    });
  });
});

describe('sessions', () => {
  it('answers 401 without a session and "Session expired" for a stale cookie', async () => {
    const none = await ctx.call('GET', '/api/me');
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    const stale = await ctx.call('GET', '/api/me', { cookie: 'rw.session_token=expired.token' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toEqual({ code: 'SESSION_EXPIRED', message: messages.sessionExpired });
  });

  it('answers the browser session check 200: the user, or none (expired for a stale cookie)', async () => {
    const none = await ctx.call('GET', '/api/session');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ user: null, expired: false });
    const stale = await ctx.call('GET', '/api/session', { cookie: 'rw.session_token=expired.token' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ user: null, expired: true });
    const user = await createOrganisationUser(ctx, { role: 'admin' });
    const signedIn = await ctx.call('GET', '/api/session', { cookie: user.cookie });
    expect(signedIn.statusCode).toBe(200);
    const me = (await ctx.call('GET', '/api/me', { cookie: user.cookie })).json();
    expect(signedIn.json()).toEqual({ user: me.user, expired: false });
    expect(signedIn.json().user).toMatchObject({ id: user.id, email: user.email, role: 'admin' });
  });

  it('refuses the session check of an account removed from the access list and ends its session', async () => {
    const user = await createOrganisationUser(ctx);
    await ctx.db.delete(accessList).where(eq(accessList.email, user.email));
    const denied = await ctx.call('GET', '/api/session', { cookie: user.cookie });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toEqual({ code: 'ACCESS_DENIED', message: messages.accessDenied });
    const after = await ctx.call('GET', '/api/session', { cookie: user.cookie });
    expect(after.json()).toEqual({ user: null, expired: true });
  });

  it('ends the session of an account removed from the access list', async () => {
    const user = await createOrganisationUser(ctx);
    expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
    await ctx.db.delete(accessList).where(eq(accessList.email, user.email));
    // Announced as every service that changes the access list does (plugins/auth-cache.test.ts covers a
    // change that is not).
    await announceCallerChange(ctx.app.events, 'all');
    const denied = await ctx.call('GET', '/api/me', { cookie: user.cookie });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(messages.accessDenied);
    const after = await ctx.call('GET', '/api/me', { cookie: user.cookie });
    expect(after.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('refuses sign-in and ends sessions of a deactivated profile', async () => {
    const user = await createOrganisationUser(ctx);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const denied = await ctx.call('GET', '/api/me', { cookie: user.cookie });
    expect(denied.statusCode).toBe(403);
    const res = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accessDenied);
  });
});

describe('session cookie', () => {
  it('is Secure, with the __Secure- prefix, when APP_URL is https; not over plain http', async () => {
    const https = await createTestContext({ env: { APP_URL: 'https://hr.example.test' } });
    try {
      const user = await createOrganisationUser(https);
      const res = await https.call('POST', '/api/auth/sign-in/email', {
        body: { email: user.email, password: user.password },
      });
      const session = res.cookies.find((c) => c.name.endsWith('rw.session_token'));
      expect(session).toMatchObject({ name: '__Secure-rw.session_token', secure: true, httpOnly: true });
      expect((await https.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
    } finally {
      await https.close();
    }
    const user = await createOrganisationUser(ctx);
    const plain = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: user.password },
    });
    const session = plain.cookies.find((c) => c.name.endsWith('rw.session_token'));
    expect(session?.name).toBe('rw.session_token');
    expect(session?.secure).toBeFalsy();
  });
});

describe('roles', () => {
  it('reports the role from the access list', async () => {
    const admin = await createOrganisationUser(ctx, { role: 'admin' });
    const me = await ctx.call('GET', '/api/me', { cookie: admin.cookie });
    expect(me.json().user.role).toBe('admin');
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const user = await createOrganisationUser(ctx);
    const res = await ctx.call('POST', '/api/notifications/mark-all-read', {
      cookie: user.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses the DNS-rebinding shape: a foreign Origin with a matching Host, at setup and at sign-in', async () => {
    const rebinding = { host: 'evil.example', origin: 'http://evil.example' };
    const setup = await ctx.call('POST', '/api/setup', {
      headers: rebinding,
      body: { name: 'Mallory', email: uniqueEmail(), password: 'a-long-password' },
    });
    expect(setup.statusCode).toBe(403);
    const user = await createOrganisationUser(ctx);
    const signIn = await ctx.call('POST', '/api/auth/sign-in/email', {
      headers: rebinding,
      body: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies).toHaveLength(0);
  });

  it('accepts the loopback origin on the server port and refuses it on another port', async () => {
    const user = await createOrganisationUser(ctx);
    const own = await ctx.call('POST', '/api/notifications/mark-all-read', {
      cookie: user.cookie,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
    const other = await ctx.call('POST', '/api/notifications/mark-all-read', {
      cookie: user.cookie,
      headers: { origin: 'http://localhost:8080' },
    });
    expect(other.statusCode).toBe(403);
  });
});
