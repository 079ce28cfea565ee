import crypto from 'node:crypto';
import { INVITATION_TOKEN_FIELD, invitationMessages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessList, authUsers, invitations } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser, uniqueEmail } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

// The clock of invitations: tests move it instead of waiting (7 days of expiry).
let clock = new Date('2026-03-02T09:00:00Z');
let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock });
  owner = await createOrganisationUser(ctx, { role: 'owner', domain: 'platform.test' });
});
afterAll(async () => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

/** Puts `email` on the access list as the owner. @returns the entry id and the link's token. */
async function invite(email: string, role = 'recruiter') {
  const res = await ctx.call('POST', '/api/admin/access-list', {
    cookie: owner.cookie,
    body: { email, role },
  });
  expect(res.statusCode).toBe(201);
  const { id, invitation_link } = res.json() as { id: string; invitation_link: { url: string } };
  return { id, url: invitation_link.url, token: tokenOf(invitation_link.url) };
}

const tokenOf = (url: string) => new URL(url).hash.slice(1);

const signUp = (token: string | undefined, fields: Record<string, unknown> = {}) =>
  ctx.call('POST', '/api/auth/sign-up/email', {
    body: { name: 'New Person', password: 'chosen-password', [INVITATION_TOKEN_FIELD]: token, ...fields },
  });

const lookup = (token: string) => ctx.call('POST', '/api/auth/invitation', { body: { token } });

describe('invitation links', () => {
  it('are made when the owner adds an e-mail: the invitee sets a password once, through the link only', async () => {
    const email = uniqueEmail('invited.test');
    const { url, token } = await invite(email, 'admin');
    expect(url).toMatch(/^http:\/\/localhost:3000\/invite#[A-Za-z0-9_-]{43}$/);

    const page = await lookup(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ email, expires_at: new Date(clock.getTime() + 7 * DAY).toISOString() });

    // The account takes the invitation's e-mail whatever the body says, and is signed in at once.
    const up = await signUp(token, { email: 'someone.else@elsewhere.test', name: '  Ivy Invited ' });
    expect(up.statusCode).toBe(200);
    expect(up.json().user).toMatchObject({ email, name: 'Ivy Invited' });
    const cookie = up.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await ctx.call('GET', '/api/me', { cookie })).json().user).toMatchObject({
      email,
      role: 'admin',
    });
    expect(
      await ctx.db.select().from(authUsers).where(eq(authUsers.email, 'someone.else@elsewhere.test')),
    ).toEqual([]);

    // Used once: the link and the sign-up refuse it now, the same way as any unknown token.
    expect((await lookup(token)).json().error.message).toBe(invitationMessages.invalid);
    const again = await signUp(token, { password: 'taking-it-over' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(invitationMessages.invalid);
    await ctx.signIn(email, 'chosen-password');
  });

  it('are stored only as SHA-256 hashes of the token', async () => {
    const email = uniqueEmail('hashed.test');
    const { token } = await invite(email);
    const [row] = await ctx.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row?.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('expire after 7 days', async () => {
    const email = uniqueEmail('late.test');
    const { id, token } = await invite(email);
    const issued = clock;
    try {
      clock = new Date(issued.getTime() + 7 * DAY - 1000);
      expect((await lookup(token)).statusCode).toBe(200);
      clock = new Date(issued.getTime() + 7 * DAY);
      expect((await lookup(token)).statusCode).toBe(404);
      expect((await signUp(token)).statusCode).toBe(403);
      const entries = (await ctx.call('GET', '/api/admin/access-list', { cookie: owner.cookie })).json()
        .entries;
      expect(entries.find((e: { id: string }) => e.id === id).invitation).toEqual({
        expires_at: new Date(issued.getTime() + 7 * DAY).toISOString(),
        expired: true,
      });
    } finally {
      clock = issued;
    }
  });

  it('can be issued anew, which revokes the earlier link', async () => {
    const email = uniqueEmail('renewed.test');
    const first = await invite(email);
    const res = await ctx.call('POST', `/api/admin/access-list/${first.id}/invitation`, {
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailed: false, email_error: null });
    const second = tokenOf(res.json().url);
    expect(second).not.toBe(first.token);
    expect((await signUp(first.token)).statusCode).toBe(403);
    expect((await signUp(second)).statusCode).toBe(200);
    // Once signed up, there is no link to send.
    const late = await ctx.call('POST', `/api/admin/access-list/${first.id}/invitation`, {
      cookie: owner.cookie,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(invitationMessages.hasAccount(email));
  });

  it('make one account when the same link is sent twice at once', async () => {
    const email = uniqueEmail('race.test');
    const { token } = await invite(email);
    const answers = await Promise.all([
      signUp(token, { password: 'first-password' }),
      signUp(token, { password: 'second-password' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    expect(await ctx.db.select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(1);
  });

  it('keep working after a refused body: a short password does not use the link up', async () => {
    const email = uniqueEmail('retry.test');
    const { token } = await invite(email);
    const short = await signUp(token, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const noName = await signUp(token, { name: '  ' });
    expect(noName.json().message).toBe('Name is required');
    // Refused by better-auth itself, after the link was consumed: the link is given back.
    const badImage = await signUp(token, { image: 42 });
    expect(badImage.statusCode).toBe(400);
    expect((await lookup(token)).statusCode).toBe(200);
    expect((await signUp(token)).statusCode).toBe(200);
  });

  it('stop working when the e-mail leaves the access list', async () => {
    const email = uniqueEmail('removed.test');
    const { id, token } = await invite(email);
    expect(
      (await ctx.call('DELETE', `/api/admin/access-list/${id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(204);
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await signUp(token)).statusCode).toBe(403);
    expect(await ctx.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
  });

  it('are not made for a domain, nor for an e-mail that already has an account', async () => {
    const domain = `whole-${crypto.randomBytes(3).toString('hex')}.test`;
    const res = await ctx.call('POST', '/api/admin/access-list', {
      cookie: owner.cookie,
      body: { domain, role: 'recruiter' },
    });
    expect(res.json()).toMatchObject({ domain, invitation: null, invitation_link: null });
    const renew = await ctx.call('POST', `/api/admin/access-list/${res.json().id}/invitation`, {
      cookie: owner.cookie,
    });
    expect(renew.statusCode).toBe(409);
    expect(renew.json().error.message).toBe(invitationMessages.domainHasNoLink);

    // Re-listed after a removal: the account is still there, so no link.
    const user = await createOrganisationUser(ctx);
    await ctx.db.delete(accessList).where(eq(accessList.email, user.email));
    const back = await ctx.call('POST', '/api/admin/access-list', {
      cookie: owner.cookie,
      body: { email: user.email, role: 'recruiter' },
    });
    expect(back.json()).toMatchObject({ has_account: true, invitation: null, invitation_link: null });
  });

  it('are looked up only with a well-formed token, and answer an unknown one like a used one', async () => {
    expect((await lookup('')).statusCode).toBe(400);
    const unknown = await lookup('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(invitationMessages.invalid);
  });

  it('are refused to anyone but the owner', async () => {
    const admin = await createOrganisationUser(ctx, { role: 'admin' });
    const entry = (await ctx.call('GET', '/api/admin/access-list', { cookie: owner.cookie })).json()
      .entries[0];
    const res = await ctx.call('POST', `/api/admin/access-list/${entry.id}/invitation`, {
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(403);
    expect((await ctx.call('POST', `/api/admin/access-list/${entry.id}/invitation`)).statusCode).toBe(401);
  });
});
