import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActivities } from '#src/db/schema/index.js';
import { createOrganisationUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const click = {
  action: 'app_clicked',
  appId: 'csv-sorter',
  metadata: { appName: 'CSV Sorter', appType: 'frontend', section: 'frontend', searchQuery: 'csv' },
};

describe('activities', () => {
  it('records an app click with its metadata for the signed-in user', async () => {
    const user = await createOrganisationUser(ctx);
    const res = await ctx.call('POST', '/api/activities', { cookie: user.cookie, body: click });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(userActivities).where(eq(userActivities.id, res.json().id));
    expect(row).toMatchObject({
      userId: user.id,
      action: 'app_clicked',
      appId: 'csv-sorter',
      metadata: click.metadata,
    });
  });

  it('refuses an unknown app and an anonymous caller', async () => {
    const user = await createOrganisationUser(ctx);
    const bad = await ctx.call('POST', '/api/activities', {
      cookie: user.cookie,
      body: { ...click, appId: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await ctx.call('POST', '/api/activities', { body: click });
    expect(anon.statusCode).toBe(401);
  });

  it('lists activity to admins of the same organisation only; recruiters get 403', async () => {
    const recruiter = await createOrganisationUser(ctx, { domain: 'org-a.test', role: 'recruiter' });
    const admin = await createOrganisationUser(ctx, { domain: 'org-a.test', role: 'admin' });
    const otherAdmin = await createOrganisationUser(ctx, { domain: 'org-b.test', role: 'admin' });
    const owner = await createOrganisationUser(ctx, { domain: 'platform.test', role: 'owner' });
    await ctx.call('POST', '/api/activities', { cookie: recruiter.cookie, body: click });

    const forbidden = await ctx.call('GET', '/api/activities', { cookie: recruiter.cookie });
    expect(forbidden.statusCode).toBe(403);
    const mine = await ctx.call('GET', '/api/activities', { cookie: admin.cookie });
    expect(mine.json().activities.map((a: { user_email: string }) => a.user_email)).toContain(
      recruiter.email,
    );
    const other = await ctx.call('GET', '/api/activities', { cookie: otherAdmin.cookie });
    const seen = other.json().activities.map((a: { user_id: string }) => a.user_id);
    expect(seen).not.toContain(recruiter.id);
    expect(seen).not.toContain(admin.id);
    const all = await ctx.call('GET', '/api/activities', { cookie: owner.cookie });
    expect(all.json().activities.length).toBeGreaterThanOrEqual(1);
  });
});
