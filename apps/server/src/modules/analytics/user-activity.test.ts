import { periodMessages } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '#src/modules/activities/index.js';
import { createOrganisationUser, type TestUser, uniqueDomain } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

// The app's clock: Friday 14 March 2025, noon UTC. Activities are back-dated around it.
const NOW = new Date('2025-03-14T12:00:00Z');
const at = (iso: string) => new Date(iso);

let ctx: TestContext;
let domain: string;
let admin: TestUser;
let recruiter: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ clock: () => NOW });
  domain = uniqueDomain('activity');
  admin = await createOrganisationUser(ctx, { role: 'admin', domain, name: 'Ada Admin' });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain, name: 'Remy Recruiter' });
  outsider = await createOrganisationUser(ctx, { role: 'admin', domain: uniqueDomain('other') });
  const record = (user: TestUser, action: 'sign_in' | 'app_clicked' | 'job_created', when: string) =>
    recordActivity(ctx.db, {
      user,
      action,
      appId: action === 'app_clicked' ? 'reviewer' : null,
      metadata: action === 'app_clicked' ? { appName: 'Reviewer' } : null,
      at: at(when),
    });
  // Monday 10 March: a sign-in and two app openings; Tuesday: a job; Saturday 8 March: a move (a weekend).
  await record(recruiter, 'sign_in', '2025-03-10T08:00:00Z');
  await record(recruiter, 'app_clicked', '2025-03-10T08:05:00Z');
  await record(recruiter, 'app_clicked', '2025-03-10T23:59:59Z');
  await record(recruiter, 'job_created', '2025-03-11T00:00:00Z');
  await recordActivity(ctx.db, {
    user: recruiter,
    action: 'candidates_moved',
    metadata: { count: 4, stageTitle: 'Phone Screen' },
    at: at('2025-03-08T10:00:00Z'),
  });
  await record(admin, 'sign_in', '2025-03-12T09:00:00Z');
  await record(outsider, 'sign_in', '2025-03-12T09:00:00Z');
  // Outside the period.
  await record(recruiter, 'job_created', '2025-03-02T23:59:59Z');
});
afterAll(async () => ctx.close());

const report = (user: TestUser, query = 'from=2025-03-03&to=2025-03-14') =>
  ctx.call('GET', `/api/analytics/activity?${query}`, { cookie: user.cookie });

describe('User Activity (docs/product/analytics.md#user-activity)', () => {
  it('counts sign-ins, actions, active days and adoption per person from the day counts', async () => {
    const res = await report(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ period: { from: '2025-03-03', to: '2025-03-14' }, working_days: 10 });
    const remy = body.users.find((u: { id: string }) => u.id === recruiter.id);
    expect(remy).toMatchObject({
      name: 'Remy Recruiter',
      email: recruiter.email,
      role: 'recruiter',
      is_active: true,
      sign_ins: 1,
      actions: 4,
      active_days: 3,
      active_working_days: 2,
      adoption: 0.2,
    });
    const ada = body.users.find((u: { id: string }) => u.id === admin.id);
    expect(ada).toMatchObject({ sign_ins: 1, actions: 0, active_days: 1, adoption: 0.1 });
    expect(body.users.map((u: { email: string }) => u.email)).not.toContain(outsider.email);
    expect(body.active_users).toBe(2);
    expect(body.adoption).toBeCloseTo(0.15);
  });

  it('gives active people per day and per ISO week, every day and week of the period', async () => {
    const body = (await report(admin)).json();
    expect(body.days).toHaveLength(12);
    const byDay = Object.fromEntries(
      body.days.map((d: { date: string; active_users: number }) => [d.date, d.active_users]),
    );
    expect(byDay).toMatchObject({
      '2025-03-03': 0,
      '2025-03-08': 1,
      '2025-03-10': 1,
      '2025-03-11': 1,
      '2025-03-12': 1,
      '2025-03-14': 0,
    });
    expect(body.weeks).toEqual([
      { week_start: '2025-03-03', active_users: 1 },
      { week_start: '2025-03-10', active_users: 2 },
    ]);
  });

  it('defaults to the last 30 days and refuses a period out of order or too long', async () => {
    expect((await report(admin, '')).json().period).toEqual({ from: '2025-02-13', to: '2025-03-14' });
    const backwards = await report(admin, 'from=2025-03-14&to=2025-03-13');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe(periodMessages.order);
    const long = await report(admin, 'from=2024-01-01&to=2025-03-13');
    expect(long.json().error.message).toBe(periodMessages.tooLong);
    expect((await report(admin, 'from=2025-02-30')).statusCode).toBe(400);
  });

  it('is for admins: a recruiter gets 403 and an anonymous caller 401', async () => {
    expect((await report(recruiter)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/analytics/activity')).statusCode).toBe(401);
    const timeline = await ctx.call('GET', '/api/analytics/activity/timeline', { cookie: recruiter.cookie });
    expect(timeline.statusCode).toBe(403);
  });
});

describe('the timeline (docs/product/analytics.md#timeline)', () => {
  const page = (query: string, user = admin) =>
    ctx.call('GET', `/api/analytics/activity/timeline?${query}`, { cookie: user.cookie });

  it("lists the organisation's activities newest first, by person, action and period, page by page", async () => {
    const inMarch = 'from=2025-03-03&to=2025-03-14';
    const first = (await page(`${inMarch}&limit=2`)).json();
    expect(first.rows.map((r: { action: string }) => r.action)).toEqual(['sign_in', 'job_created']);
    expect(first.rows[0]).toMatchObject({
      user_id: admin.id,
      user_name: 'Ada Admin',
      user_email: admin.email,
    });
    const second = (await page(`${inMarch}&limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.rows.map((r: { timestamp: string }) => r.timestamp)).toEqual([
      '2025-03-10T23:59:59.000Z',
      '2025-03-10T08:05:00.000Z',
    ]);
    const all = (await page(`${inMarch}&limit=200`)).json();
    expect(all.rows).toHaveLength(6);
    expect(all.next_cursor).toBeNull();

    const opens = (await page(`${inMarch}&action=app_clicked&user_id=${recruiter.id}`)).json();
    expect(opens.rows).toHaveLength(2);
    expect(opens.rows[0]).toMatchObject({ app_id: 'reviewer', metadata: { appName: 'Reviewer' } });
    const oneDay = (await page('from=2025-03-02&to=2025-03-02')).json();
    expect(oneDay.rows.map((r: { action: string }) => r.action)).toEqual(['job_created']);
    expect((await page(`user_id=${outsider.id}`)).json().rows).toEqual([]);
    expect((await page('cursor=nonsense')).statusCode).toBe(400);
    expect((await page('action=nonsense')).statusCode).toBe(400);
  });

  it("shows another organisation's admin nothing of it", async () => {
    const theirs = (await page('limit=200', outsider)).json();
    expect(theirs.rows.every((r: { user_id: string }) => r.user_id === outsider.id)).toBe(true);
  });
});

describe('recordActivity', () => {
  it('writes nothing, not even a day count, when the action’s transaction rolls back', async () => {
    const before = await counts();
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordActivity(tx, { user: admin, action: 'settings_changed', metadata: { setting: 'x' } });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await counts()).toEqual(before);
  });

  it('keeps the day counts equal to the activities', async () => {
    const { rows } = await ctx.db.execute<{ activities: number; counted: number }>(sql`
      select (select count(*)::int from user_activities where domain = ${domain}) as activities,
        (select coalesce(sum(count), 0)::int from user_activity_daily where domain = ${domain}) as counted`);
    expect(rows[0]!.counted).toBe(rows[0]!.activities);
  });
});

async function counts() {
  const { rows } = await ctx.db.execute<{ a: number; d: number }>(sql`
    select (select count(*)::int from user_activities where domain = ${domain}) as a,
      (select coalesce(sum(count), 0)::int from user_activity_daily where domain = ${domain}) as d`);
  return rows[0];
}
