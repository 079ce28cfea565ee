import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateStageRecords,
  candidates,
  companies,
  companyMemberships,
  jobInterviewStages,
  jobs,
} from '#src/db/schema/index.js';
import { createOrganisationUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { demoAlreadyLoaded, loadDemo } from './demo-loader.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('loadDemo', () => {
  it('loads the demo data for the owner once, then reports it as already loaded', async () => {
    const owner = await createOrganisationUser(ctx, { role: 'owner' });
    const domain = owner.email.split('@')[1]!;

    const first = await loadDemo({ db: ctx.db, ownerUserId: owner.id, ownerEmail: owner.email });
    expect(first).toMatchObject({
      status: 'loaded',
      candidates: 200,
      interviewStages: 36,
      jobs: { total: 6 },
    });
    if (first.status !== 'loaded') throw new Error('expected a load');
    expect(first.companies).toHaveLength(3);

    const counts = async () => ({
      companies: (await ctx.db.select({ n: count() }).from(companies))[0]!.n,
      memberships: (await ctx.db.select({ n: count() }).from(companyMemberships))[0]!.n,
      jobs: (await ctx.db.select({ n: count() }).from(jobs))[0]!.n,
      stages: (await ctx.db.select({ n: count() }).from(jobInterviewStages))[0]!.n,
      candidates: (await ctx.db.select({ n: count() }).from(candidates))[0]!.n,
      records: (await ctx.db.select({ n: count() }).from(candidateStageRecords))[0]!.n,
    });
    const loaded = await counts();
    expect(loaded).toEqual({
      companies: 3,
      memberships: 3,
      jobs: 6,
      stages: 36,
      candidates: 200,
      records: first.stageRecords,
    });

    const companyRows = await ctx.db.select().from(companies);
    for (const c of companyRows) {
      expect(c).toMatchObject({ ownerUserId: owner.id, createdBy: owner.id, domain });
      expect(c.companyDomain).toBe(new URL(c.website!).hostname.replace(/^www\./, ''));
    }
    const jobRows = await ctx.db.select().from(jobs);
    for (const j of jobRows) {
      expect(j).toMatchObject({ createdBy: owner.id, domain });
      expect(companyRows.find((c) => c.id === j.companyId)?.name).toBe(j.companyName);
    }
    const candidateRows = await ctx.db.select().from(candidates);
    for (const c of candidateRows) {
      expect(c).toMatchObject({ createdByEmail: owner.email, domain });
      expect(jobRows.map((j) => j.id)).toContain(c.currentPrimaryJobId);
    }
    const unlinked = await ctx.db
      .select({ n: count() })
      .from(candidateStageRecords)
      .leftJoin(jobs, eq(jobs.id, candidateStageRecords.jobId))
      .where(isNull(jobs.id));
    expect(unlinked[0]!.n).toBe(0);

    const second = await loadDemo({ db: ctx.db, ownerUserId: owner.id, ownerEmail: owner.email });
    expect(second).toEqual({ status: 'skipped', message: demoAlreadyLoaded });
    expect(await counts()).toEqual(loaded);
  });
});
