import { INVITATION_TOKEN_FIELD, userManagementMessages as m, messages } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser, type TestUser, uniqueDomain } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * User Management (docs/product/admin.md#user-management): an organisation's admins invite people of their
 * domain, change roles, deactivate, activate and delete, and always keep one admin.
 */

let ctx: TestContext;
let domain: string;
let admin: TestUser;
let recruiter: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  domain = uniqueDomain('people');
  admin = await createOrganisationUser(ctx, { role: 'admin', domain, name: 'Ada Admin' });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain, name: 'Remy Recruiter' });
  outsider = await createOrganisationUser(ctx, { role: 'admin', domain: uniqueDomain('other') });
});
afterAll(async () => ctx.close());

type View = {
  domain: string;
  users: { id: string; email: string; role: string; is_active: boolean; last_login: string | null }[];
  invitations: { id: string; email: string; role: string; invitation: { expired: boolean } | null }[];
};
const view = async (user = admin): Promise<View> =>
  (await ctx.call('GET', '/api/organization/users', { cookie: user.cookie })).json();
const invite = (body: object, user = admin) =>
  ctx.call('POST', '/api/organization/invitations', { cookie: user.cookie, body });
const patch = (id: string, body: object, user = admin) =>
  ctx.call('PATCH', `/api/organization/users/${id}`, { cookie: user.cookie, body });
const remove = (id: string, user = admin) =>
  ctx.call('DELETE', `/api/organization/users/${id}`, { cookie: user.cookie });
const message = (res: { json: () => { error: { message: string } } }) => res.json().error.message;

describe('User Management', () => {
  it("lists the organisation's people with their last login, and nobody else's", async () => {
    const mine = await view();
    expect(mine.domain).toBe(domain);
    expect(mine.users.map((u) => u.email).sort()).toEqual([admin.email, recruiter.email].sort());
    expect(mine.users.every((u) => u.is_active && u.last_login)).toBe(true);
    expect((await view(outsider)).users.map((u) => u.email)).toEqual([outsider.email]);
  });

  it('invites an e-mail of the domain with a one-time link; the invitee joins with the role given', async () => {
    const email = `new.hire@${domain}`;
    const res = await invite({ email: ` ${email.toUpperCase()} `, role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      invitation: { email, role: 'admin', invited_by: admin.email, invitation: { expired: false } },
      invitation_link: { emailed: false, email_error: null },
    });
    expect((await view()).invitations.map((i) => i.email)).toContain(email);
    expect(message(await invite({ email, role: 'recruiter' }))).toBe(m.alreadyInvited(email));
    expect(message(await invite({ email: recruiter.email, role: 'admin' }))).toBe(
      m.alreadyMember(recruiter.email),
    );
    const elsewhere = await invite({ email: 'someone@elsewhere.test', role: 'recruiter' });
    expect(elsewhere.statusCode).toBe(400);
    expect(message(elsewhere)).toBe(m.otherDomain(domain));
    expect((await invite({ email, role: 'owner' })).statusCode).toBe(400);

    const token = new URL(res.json().invitation_link.url).hash.slice(1);
    const up = await ctx.call('POST', '/api/auth/sign-up/email', {
      body: { name: 'New Hire', password: 'chosen-password', [INVITATION_TOKEN_FIELD]: token },
    });
    expect(up.statusCode).toBe(200);
    const after = await view();
    expect(after.invitations.map((i) => i.email)).not.toContain(email);
    expect(after.users.find((u) => u.email === email)).toMatchObject({ role: 'admin' });
  });

  it('makes a new link for a pending invitation and withdraws one', async () => {
    const email = `maybe@${domain}`;
    const created = (await invite({ email, role: 'recruiter' })).json();
    const id = created.invitation.id;
    const first = new URL(created.invitation_link.url).hash.slice(1);
    const renewed = await ctx.call('POST', `/api/organization/invitations/${id}/link`, {
      cookie: admin.cookie,
    });
    expect(renewed.statusCode).toBe(201);
    const lookup = (token: string) => ctx.call('POST', '/api/auth/invitation', { body: { token } });
    expect((await lookup(first)).statusCode).toBe(404);
    expect((await lookup(new URL(renewed.json().url).hash.slice(1))).statusCode).toBe(200);

    const theirs = await ctx.call('DELETE', `/api/organization/invitations/${id}`, {
      cookie: outsider.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect(message(theirs)).toBe(m.invitationNotFound);
    const gone = await ctx.call('DELETE', `/api/organization/invitations/${id}`, { cookie: admin.cookie });
    expect(gone.statusCode).toBe(204);
    expect((await view()).invitations.map((i) => i.email)).not.toContain(email);
    expect((await lookup(new URL(renewed.json().url).hash.slice(1))).statusCode).toBe(404);
  });

  it('changes a role: the person has it at their next request', async () => {
    const res = await patch(recruiter.id, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: recruiter.id, role: 'admin' });
    expect((await ctx.call('GET', '/api/me', { cookie: recruiter.cookie })).json().user.role).toBe('admin');
    expect((await view(recruiter)).domain).toBe(domain);
    expect((await patch(recruiter.id, { role: 'recruiter' })).json().role).toBe('recruiter');
    expect((await ctx.call('GET', '/api/organization/users', { cookie: recruiter.cookie })).statusCode).toBe(
      403,
    );
    expect((await patch(recruiter.id, {})).statusCode).toBe(400);
    expect((await patch(recruiter.id, { role: 'owner' })).statusCode).toBe(400);
  });

  it('deactivates (ending the sessions) and activates a person', async () => {
    const res = await patch(recruiter.id, { is_active: false });
    expect(res.json()).toMatchObject({ is_active: false });
    expect([401, 403]).toContain((await ctx.call('GET', '/api/me', { cookie: recruiter.cookie })).statusCode);
    const refused = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email: recruiter.email, password: recruiter.password },
    });
    expect(refused.json().message).toBe(messages.accessDenied);
    expect((await patch(recruiter.id, { is_active: true })).json()).toMatchObject({ is_active: true });
    recruiter.cookie = await ctx.signIn(recruiter.email, recruiter.password);
    expect(message(await patch(admin.id, { is_active: false }))).toBe(m.ownDeactivate);
  });

  it('keeps the last admin: no demotion of the only admin, and an admin may step down while another remains', async () => {
    const solo = uniqueDomain('solo');
    const only = await createOrganisationUser(ctx, { role: 'admin', domain: solo });
    const demoted = await patch(only.id, { role: 'recruiter' }, only);
    expect(demoted.statusCode).toBe(409);
    expect(message(demoted)).toBe(m.lastAdmin);

    const second = await createOrganisationUser(ctx, { role: 'admin', domain: solo });
    // A deactivated admin is no admin: with the second one inactive, the first is still the last.
    expect((await patch(second.id, { is_active: false }, only)).statusCode).toBe(200);
    expect(message(await patch(only.id, { role: 'recruiter' }, only))).toBe(m.lastAdmin);
    expect((await patch(second.id, { is_active: true }, only)).statusCode).toBe(200);
    const stepDown = await patch(only.id, { role: 'recruiter' }, only);
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().role).toBe('recruiter');
  });

  it("leaves the owner's account to the Admin Panel", async () => {
    const local = await createOrganisationUser(ctx, { role: 'owner', domain });
    expect(message(await patch(local.id, { role: 'recruiter' }))).toBe(m.ownerAccount);
    expect(message(await remove(local.id))).toBe(m.ownerAccount);
  });

  it("deletes a person of the organisation; another organisation's person answers 404", async () => {
    expect(message(await remove(admin.id))).toBe(m.ownDelete);
    const theirs = await remove(outsider.id);
    expect(theirs.statusCode).toBe(404);
    expect(message(theirs)).toBe(m.userNotFound);
    expect((await patch(outsider.id, { role: 'recruiter' })).statusCode).toBe(404);
    const leaver = await createOrganisationUser(ctx, { role: 'recruiter', domain });
    expect((await remove(leaver.id)).statusCode).toBe(204);
    expect((await view()).users.map((u) => u.id)).not.toContain(leaver.id);
    const { rows } = await ctx.db.execute(sql`select 1 from access_list where email = ${leaver.email}`);
    expect(rows).toEqual([]);
    expect((await ctx.call('GET', '/api/me', { cookie: leaver.cookie })).statusCode).toBe(401);
    expect((await remove(leaver.id)).statusCode).toBe(404);
  });

  it('is refused to recruiters (403) and anonymous callers (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/organization/users'],
      ['POST', '/api/organization/invitations'],
      ['PATCH', `/api/organization/users/${admin.id}`],
      ['DELETE', `/api/organization/users/${admin.id}`],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { role: 'recruiter' };
      expect((await ctx.call(method, url, { cookie: recruiter.cookie, body })).statusCode).toBe(403);
      expect((await ctx.call(method, url, { body })).statusCode).toBe(401);
    }
  });
});
