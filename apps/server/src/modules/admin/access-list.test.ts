import { INVITATION_TOKEN_FIELD, messages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser, uniqueEmail } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { startTestSmtpServer } from '#src/test/smtp.js';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createOrganisationUser(ctx, { role: 'owner', domain: 'platform.test' });
});
afterAll(async () => ctx.close());

describe('access list administration', () => {
  it('is refused to admins and recruiters (403) and to anonymous callers (401)', async () => {
    const admin = await createOrganisationUser(ctx, { role: 'admin' });
    const recruiter = await createOrganisationUser(ctx, { role: 'recruiter' });
    for (const u of [admin, recruiter]) {
      expect((await ctx.call('GET', '/api/admin/access-list', { cookie: u.cookie })).statusCode).toBe(403);
      expect(
        (
          await ctx.call('POST', '/api/admin/access-list', {
            cookie: u.cookie,
            body: { email: 'x@y.test', role: 'owner' },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await ctx.call('GET', '/api/admin/access-list')).statusCode).toBe(401);
  });

  it('invites an e-mail who then sets a password once, from the link, and signs in with the granted role', async () => {
    const email = uniqueEmail('invited.test');
    const res = await ctx.call('POST', '/api/admin/access-list', {
      cookie: owner.cookie,
      body: {
        email: ` ${email.toUpperCase()} `,
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      role: 'admin',
      has_account: false,
      invitation: { expired: false },
      invitation_link: { emailed: false, email_error: null },
    });
    const dup = await ctx.call('POST', '/api/admin/access-list', {
      cookie: owner.cookie,
      body: { email, role: 'admin' },
    });
    expect(dup.statusCode).toBe(409);
    const listed = (await ctx.call('GET', '/api/admin/access-list', { cookie: owner.cookie })).json()
      .entries as {
      email: string | null;
      has_account: boolean;
    }[];
    expect(listed.find((e) => e.email === email)?.has_account).toBe(false);
    expect(listed.find((e) => e.email === owner.email)?.has_account).toBe(true);

    // Only the invitation link lets the invitee set a password, once.
    const token = new URL(res.json().invitation_link.url).hash.slice(1);
    const bare = await ctx.call('POST', '/api/auth/sign-up/email', {
      body: { email, password: 'chosen-password', name: 'Invited' },
    });
    expect(bare.statusCode).toBe(403);
    const up = await ctx.call('POST', '/api/auth/sign-up/email', {
      body: { password: 'chosen-password', name: 'Invited', [INVITATION_TOKEN_FIELD]: token },
    });
    expect(up.statusCode).toBe(200);
    const again = await ctx.call('POST', '/api/auth/sign-up/email', {
      body: { password: 'another-password', name: 'Invited', [INVITATION_TOKEN_FIELD]: token },
    });
    expect(again.statusCode).toBe(403);
    const cookie = await ctx.signIn(email, 'chosen-password');
    expect((await ctx.call('GET', '/api/me', { cookie })).json().user.role).toBe('admin');
  });

  it('changes a role and removes an entry, ending its sessions', async () => {
    const user = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'leaver.test' });
    const entries = (await ctx.call('GET', '/api/admin/access-list', { cookie: owner.cookie })).json()
      .entries as {
      id: string;
      email: string;
    }[];
    const entry = entries.find((e) => e.email === user.email)!;
    expect(
      (
        await ctx.call('PATCH', `/api/admin/access-list/${entry.id}`, {
          cookie: owner.cookie,
          body: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await ctx.call('GET', '/api/me', { cookie: user.cookie })).json().user.role).toBe('admin');
    expect(
      (await ctx.call('DELETE', `/api/admin/access-list/${entry.id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(204);
    // Ended by the removal itself, not only on the account's next request.
    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions).toHaveLength(0);
    const me = await ctx.call('GET', '/api/me', { cookie: user.cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('SESSION_EXPIRED');
    const signIn = await ctx.call('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: user.password },
    });
    expect(signIn.json().message).toBe(messages.accessDenied);
  });

  it('validates the body and keeps the last owner', async () => {
    const both = await ctx.call('POST', '/api/admin/access-list', {
      cookie: owner.cookie,
      body: {
        email: 'a@b.test',
        domain: 'b.test',
        role: 'recruiter',
      },
    });
    expect(both.statusCode).toBe(400);
    const badDomain = await ctx.call('POST', '/api/admin/access-list', {
      cookie: owner.cookie,
      body: {
        domain: 'not a domain',
        role: 'admin',
      },
    });
    expect(badDomain.json().error.message).toBe('Enter a domain such as example.com');
    const entries = (await ctx.call('GET', '/api/admin/access-list', { cookie: owner.cookie })).json()
      .entries as {
      id: string;
      role: string;
    }[];
    const ownerEntry = entries.find((e) => e.role === 'owner')!;
    const demote = await ctx.call('PATCH', `/api/admin/access-list/${ownerEntry.id}`, {
      cookie: owner.cookie,
      body: {
        role: 'admin',
      },
    });
    expect(demote.statusCode).toBe(409);
  });
});

describe('invitation e-mails', () => {
  it('are sent through SMTP_URL with the link; a failed send still gives the owner the link', async () => {
    const smtp = await startTestSmtpServer();
    const mailing = await createTestContext({
      env: {
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Hiring Team <hiring@platform.test>',
        APP_URL: 'https://hr.platform.test',
      },
    });
    try {
      const boss = await createOrganisationUser(mailing, { role: 'owner', domain: 'platform.test' });
      const email = uniqueEmail('mailed.test');
      const res = await mailing.call('POST', '/api/admin/access-list', {
        cookie: boss.cookie,
        body: { email, role: 'admin' },
      });
      const link = res.json().invitation_link;
      expect(link).toMatchObject({ emailed: true, email_error: null });
      expect(link.url).toMatch(/^https:\/\/hr\.platform\.test\/invite#/);
      const mail = smtp.received.find((m) => m.to.includes(email))!;
      expect(mail.from).toBe('hiring@platform.test');
      expect(mail.raw).toContain('Subject: Your invitation to Recruiting Workspace');
      // Quoted-printable may wrap the long link: compare the decoded text.
      const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(decoded).toContain(link.url);
      expect(decoded).toContain(`${boss.email} invited you to Recruiting Workspace as admin.`);

      const refused = await mailing.call('POST', '/api/admin/access-list', {
        cookie: boss.cookie,
        body: { email: uniqueEmail('refused.test'), role: 'recruiter' },
      });
      expect(refused.statusCode).toBe(201);
      expect(refused.json().invitation_link).toMatchObject({ emailed: false });
      expect(refused.json().invitation_link.email_error).toMatch(/Mailbox unavailable/);
      expect(refused.json().invitation_link.url).toMatch(/\/invite#/);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
