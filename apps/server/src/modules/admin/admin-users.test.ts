import { messages, userManagementMessages } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, users } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createOrganisationUser(ctx, { role: 'owner', domain: 'platform.test' });
});
afterAll(async () => ctx.close());

type Row = {
  id: string;
  email: string;
  is_active: boolean;
  last_login: string | null;
  organization_domain: string | null;
};
const listUsers = async (query = '') =>
  (await ctx.call('GET', `/api/admin/users${query}`, { cookie: owner.cookie })).json().users as Row[];
const signInAttempt = (user: TestUser) =>
  ctx.call('POST', '/api/auth/sign-in/email', { body: { email: user.email, password: user.password } });

describe('users', () => {
  it('lists profiles newest first with organisation and last login ("Never" is null)', async () => {
    const member = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'users-org.test' });
    const org = (
      await ctx.call('POST', '/api/admin/organizations', {
        cookie: owner.cookie,
        body: {
          domain: 'users-org.test',
          name: 'Users Org',
          openai_api_key: 'sk-users-0000',
        },
      })
    ).json();
    await ctx.db
      .insert(authUsers)
      .values({ id: 'never-signed-in', name: 'Newcomer', email: 'newcomer@users-org.test' });
    await ctx.db.insert(users).values({
      id: 'never-signed-in',
      email: 'newcomer@users-org.test',
      name: 'Newcomer',
      role: 'recruiter',
      domain: 'users-org.test',
      organizationId: org.id,
    });

    const all = await listUsers();
    expect(all[0]).toMatchObject({
      id: 'never-signed-in',
      last_login: null,
      organization_domain: 'users-org.test',
    });
    expect(all.find((u) => u.id === owner.id)).toMatchObject({
      email: owner.email,
      is_active: true,
      organization_domain: null,
    });
    expect(all.find((u) => u.id === owner.id)?.last_login).toEqual(expect.any(String));

    const filtered = await listUsers(`?organization_id=${org.id}`);
    expect(filtered.map((u) => u.id).sort()).toEqual(['never-signed-in', member.id].sort());
    expect(
      (await ctx.call('GET', '/api/admin/users?organization_id=nope', { cookie: owner.cookie })).statusCode,
    ).toBe(400);
  });

  it('deactivating ends the sessions and blocks sign-in; activating lets the user back in', async () => {
    const user = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'leaver.test' });
    expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(200);
    const res = await ctx.call('PATCH', `/api/admin/users/${user.id}`, {
      cookie: owner.cookie,
      body: { is_active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, is_active: false });
    expect([401, 403]).toContain((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode);
    const refused = await signInAttempt(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.accessDenied);

    const back = await ctx.call('PATCH', `/api/admin/users/${user.id}`, {
      cookie: owner.cookie,
      body: { is_active: true },
    });
    expect(back.json().is_active).toBe(true);
    expect((await signInAttempt(user)).statusCode).toBe(200);
  });

  it('deletes a user, ending their sessions and withdrawing their own invitation', async () => {
    const user = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'deleted.test' });
    expect(
      (await ctx.call('DELETE', `/api/admin/users/${user.id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(204);
    expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).statusCode).toBe(401);
    expect((await listUsers()).some((u) => u.id === user.id)).toBe(false);
    const check = await ctx.call('POST', '/api/auth/access-check', { body: { email: user.email } });
    expect(check.json()).toEqual({ allowed: false, useGoogle: false });
    expect(
      (await ctx.call('DELETE', `/api/admin/users/${user.id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.call('PATCH', `/api/admin/users/${user.id}`, {
          cookie: owner.cookie,
          body: { is_active: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to deactivate or delete the owner themself', async () => {
    const off = await ctx.call('PATCH', `/api/admin/users/${owner.id}`, {
      cookie: owner.cookie,
      body: { is_active: false },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe('You cannot deactivate your own account.');
    const del = await ctx.call('DELETE', `/api/admin/users/${owner.id}`, { cookie: owner.cookie });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('You cannot delete your own account.');
    const bad = await ctx.call('PATCH', `/api/admin/users/${owner.id}`, {
      cookie: owner.cookie,
      body: { is_active: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.call('GET', '/api/me', { cookie: owner.cookie })).statusCode).toBe(200);
  });

  it("keeps an organisation's last active admin while other members remain; the last person may go", async () => {
    const admin = await createOrganisationUser(ctx, { role: 'admin', domain: 'last-admin.test' });
    const recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'last-admin.test' });
    const message = userManagementMessages.lastAdminOfOrganization;
    const off = await ctx.call('PATCH', `/api/admin/users/${admin.id}`, {
      cookie: owner.cookie,
      body: { is_active: false },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(message);
    const del = await ctx.call('DELETE', `/api/admin/users/${admin.id}`, { cookie: owner.cookie });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(message);
    expect((await ctx.call('GET', '/api/me', { cookie: admin.cookie })).statusCode).toBe(200);

    // Once nobody else is left to manage, the organisation may be wound up.
    expect(
      (await ctx.call('DELETE', `/api/admin/users/${recruiter.id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.call('DELETE', `/api/admin/users/${admin.id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(204);
  });
});
