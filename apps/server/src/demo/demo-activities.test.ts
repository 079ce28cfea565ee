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
