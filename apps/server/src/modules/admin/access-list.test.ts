import { messages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '#src/db/schema/index.js';
import { createTestContext, type TestContext, type TestUser, uniqueEmail } from '#src/test/harness.js';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.createUser({ role: 'owner', email: uniqueEmail('platform.test') });
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('access list administration', () => {
  it('is refused to admins and recruiters (403) and to anonymous callers (401)', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const recruiter = await ctx.createUser({ role: 'recruiter' });
    for (const u of [admin, recruiter]) {
      expect((await call('GET', '/api/admin/access-list', u.cookie)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/admin/access-list', u.cookie, { email: 'x@y.test', role: 'owner' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/access-list' })).statusCode).toBe(401);
  });

  it('invites an e-mail who then sets a password once and signs in with the granted role', async () => {
    const email = uniqueEmail('invited.test');
    const res = await call('POST', '/api/admin/access-list', owner.cookie, {
      email: ` ${email.toUpperCase()} `,
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, role: 'admin', has_account: false });
    const dup = await call('POST', '/api/admin/access-list', owner.cookie, { email, role: 'admin' });
    expect(dup.statusCode).toBe(409);
    const listed = (await call('GET', '/api/admin/access-list', owner.cookie)).json().entries as {
      email: string | null;
      has_account: boolean;
    }[];
    expect(listed.find((e) => e.email === email)?.has_account).toBe(false);
    expect(listed.find((e) => e.email === owner.email)?.has_account).toBe(true);

    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'chosen-password', name: 'Invited' },
    });
    expect(up.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'another-password', name: 'Invited' },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const cookie = await ctx.signIn(email, 'chosen-password');
    expect((await call('GET', '/api/me', cookie)).json().user.role).toBe('admin');
  });

  it('changes a role and removes an entry, ending its sessions', async () => {
    const user = await ctx.createUser({ role: 'recruiter', email: uniqueEmail('leaver.test') });
    const entries = (await call('GET', '/api/admin/access-list', owner.cookie)).json().entries as {
      id: string;
      email: string;
    }[];
    const entry = entries.find((e) => e.email === user.email)!;
    expect(
      (await call('PATCH', `/api/admin/access-list/${entry.id}`, owner.cookie, { role: 'admin' })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/me', user.cookie)).json().user.role).toBe('admin');
    expect((await call('DELETE', `/api/admin/access-list/${entry.id}`, owner.cookie)).statusCode).toBe(204);
    // Ended by the removal itself, not only on the account's next request.
    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions).toHaveLength(0);
    const me = await call('GET', '/api/me', user.cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('SESSION_EXPIRED');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.json().message).toBe(messages.accessDenied);
  });

  it('validates the body and keeps the last owner', async () => {
    const both = await call('POST', '/api/admin/access-list', owner.cookie, {
      email: 'a@b.test',
      domain: 'b.test',
      role: 'recruiter',
    });
    expect(both.statusCode).toBe(400);
    const badDomain = await call('POST', '/api/admin/access-list', owner.cookie, {
      domain: 'not a domain',
      role: 'admin',
    });
    expect(badDomain.json().error.message).toBe('Enter a domain such as example.com');
    const entries = (await call('GET', '/api/admin/access-list', owner.cookie)).json().entries as {
      id: string;
      role: string;
    }[];
    const ownerEntry = entries.find((e) => e.role === 'owner')!;
    const demote = await call('PATCH', `/api/admin/access-list/${ownerEntry.id}`, owner.cookie, {
      role: 'admin',
    });
    expect(demote.statusCode).toBe(409);
  });
});
