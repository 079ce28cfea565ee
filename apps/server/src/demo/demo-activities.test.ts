import type { ActivityTimelinePage, AppUsageReport, PerformanceReport, UserActivityReport } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { demoActivities } from './demo-activities.js';
import { generateDemoData } from './demo-generator.js';
import { loadDemo } from './demo-loader.js';

const now = new Date('2026-03-16T12:00:00Z');

describe('the demo activity history (docs/product/analytics.md)', () => {
  const data = generateDemoData({ now });
  const history = demoActivities(data, now);

  it('agrees with the pipeline: one activity per day of bulk work, with its count', () => {
    const counted = (action: string) =>
      history.filter((a) => a.action === action).reduce((n, a) => n + (a.metadata?.count ?? 0), 0);
    const records = data.candidates.flatMap((c) => c.stageRecords);
    expect(counted('candidates_imported')).toBe(records.filter((r) => r.stageId === 'glance').length);
    expect(counted('candidates_moved')).toBe(records.filter((r) => r.stageId !== 'glance').length);
    expect(counted('candidates_hired')).toBe(records.filter((r) => r.hiredAt).length);
    expect(history.filter((a) => a.action === 'job_created')).toHaveLength(data.jobs.length);
    expect(history.some((a) => a.action === 'app_clicked')).toBe(true);
  });

  it('is in the past, oldest first, with a sign-in on each day of activity', () => {
    expect(history.every((a) => a.at <= now)).toBe(true);
    const times = history.map((a) => a.at.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
    const days = new Set(history.map((a) => a.at.toISOString().slice(0, 10)));
    const signIns = new Set(
      history.filter((a) => a.action === 'sign_in').map((a) => a.at.toISOString().slice(0, 10)),
    );
    expect(signIns.size).toBeGreaterThan(10);
    expect([...days].filter((d) => !signIns.has(d))).toEqual([]);
  });
});

describe('loadDemo with its activity', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('records the history for the owner, with the day counts and the real job ids', async () => {
    const owner = await createOrganisationUser(ctx, { role: 'owner' });
    const mine = async () => {
      const { rows } = await ctx.db.execute<{ n: number; counted: number; linked: number }>(sql`
        select (select count(*)::int from user_activities where user_id = ${owner.id}) as n,
          (select coalesce(sum(count), 0)::int from user_activity_daily where user_id = ${owner.id}) as counted,
          (select count(*)::int from user_activities a join jobs j on j.id = (a.metadata->>'jobId')::uuid
            where a.user_id = ${owner.id}) as linked`);
      return rows[0]!;
    };
    const before = await mine();
    const summary = await loadDemo({ db: ctx.db, ownerUserId: owner.id, ownerEmail: owner.email });
    if (summary.status !== 'loaded') throw new Error('expected a load');
    const after = await mine();
    expect(summary.activities).toBeGreaterThan(50);
    expect(after.n - before.n).toBe(summary.activities);
    expect(after.counted).toBe(after.n);
    const rows = [after];
    expect(rows[0]!.linked).toBeGreaterThan(0);
  });
});

describe('the demo on the analytics screens (docs/product/analytics.md)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('gives every chart and table of the default periods something real to show', async () => {
    const owner = await createOrganisationUser(ctx, { role: 'owner' });
    const summary = await loadDemo({ db: ctx.db, ownerUserId: owner.id, ownerEmail: owner.email });
    if (summary.status !== 'loaded') throw new Error('expected a load');
    const read = async <T>(url: string): Promise<T> => {
      const res = await ctx.call('GET', url, { cookie: owner.cookie });
      expect(res.statusCode, url).toBe(200);
      return res.json() as T;
    };

    const activity = await read<UserActivityReport>('/api/analytics/activity');
    expect(activity.active_users).toBeGreaterThan(0);
    expect(activity.days.filter((d) => d.active_users > 0).length).toBeGreaterThan(5);
    expect(activity.weeks.filter((w) => w.active_users > 0).length).toBeGreaterThan(1);
    expect(activity.users.find((u) => u.id === owner.id)?.actions).toBeGreaterThan(0);
    const timeline = await read<ActivityTimelinePage>('/api/analytics/activity/timeline');
    expect(new Set(timeline.rows.map((r) => r.action)).size).toBeGreaterThan(1);

    const usage = await read<AppUsageReport>('/api/analytics/usage');
    expect(usage.apps.totals.length).toBeGreaterThan(0);
    expect(
      usage.apps.buckets.filter((b) => Object.values(b.opens).some((n) => n > 0)).length,
    ).toBeGreaterThan(1);
    expect(usage.ai.services.length).toBeGreaterThan(1);
    expect(usage.ai.users.some((u) => u.user_id === owner.id && u.cost > 0)).toBe(true);
    expect(usage.ai.buckets.filter((b) => b.calls > 0).length).toBeGreaterThan(1);

    const performance = await read<PerformanceReport>('/api/analytics/performance');
    expect(performance.cohort).toBeGreaterThan(0);
    expect(performance.stages.filter((s) => s.entered > 0).length).toBeGreaterThan(2);
    expect(performance.stages.some((s) => (s.pass_through ?? 0) > 0)).toBe(true);
    expect(performance.stages.some((s) => s.days.count > 0 && s.days.median !== null)).toBe(true);
    expect(performance.stages.some((s) => s.scores.some((n) => n > 0))).toBe(true);
    expect(performance.hires).toBeGreaterThan(0);
    expect(performance.time_to_hire.count).toBeGreaterThan(0);
    expect(performance.time_to_fill.count).toBeGreaterThan(0);
    expect(performance.rejections.length).toBeGreaterThan(0);
    expect(performance.sources.length).toBeGreaterThan(0);
    expect(performance.agreement.some((a) => a.pairs >= 3 && a.spearman !== null)).toBe(true);
    expect(performance.ai_cost?.per_hire).toBeGreaterThan(0);

    const { rows } = await ctx.db.execute<{ id: string }>(sql`
      select job_id as id from candidate_stage_records r join jobs j on j.id = r.job_id
      where j.domain = ${owner.domain} group by job_id order by count(*) desc limit 1`);
    const job = await read<PerformanceReport>(`/api/analytics/performance?job_id=${rows[0]!.id}`);
    expect(job.scope).toBe('job');
    expect(job.cohort).toBeGreaterThan(0);
    expect(job.stages.filter((s) => s.entered > 0).length).toBeGreaterThan(1);
  });
});
