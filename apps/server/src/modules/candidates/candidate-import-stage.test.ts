import { GLANCE_STAGE, type StagePlacement } from '@rw/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateStageRecords, candidates } from '#src/db/schema/index.js';
import { createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { addCandidatesToStage } from './candidate-stage.queries.js';

/*
 * addCandidatesToStage: the original's RPC add_candidate_to_stage (docs/product/candidates.md#import) for
 * many candidates at once.
 */

let ctx: TestContext;
let user: TestUser;
let jobA: string;
let jobB: string;
const domain = 'stage.test';

beforeAll(async () => {
  ctx = await createTestContext();
  user = await createOrganisationUser(ctx, { domain });
  jobA = await createJob(ctx, user, { title: 'Job A' });
  jobB = await createJob(ctx, user, { title: 'Job B' });
});
afterAll(async () => ctx?.close());

async function newCandidates(n: number): Promise<string[]> {
  const rows = await ctx.db
    .insert(candidates)
    .values(Array.from({ length: n }, (_, i) => ({ firstName: `C${i}`, createdByEmail: user.email, domain })))
    .returning({ id: candidates.id });
  return rows.map((r) => r.id);
}

const recordsOf = (ids: string[]) =>
  ctx.db.select().from(candidateStageRecords).where(inArray(candidateStageRecords.candidateId, ids));

const profileReview: StagePlacement = {
  stage_id: 'profile_review',
  stage_category: 'research',
  stage_level: 2,
  stage_substep: 'a',
  stage_title: 'Profile Review',
  action_owner: 'hiring_manager',
};

describe('addCandidatesToStage', () => {
  it('adds each candidate once with the placement, and is idempotent', async () => {
    const ids = await newCandidates(3);
    expect(
      await addCandidatesToStage(ctx.db, {
        jobId: jobA,
        placement: GLANCE_STAGE,
        candidateIds: [...ids, ids[0]!],
      }),
    ).toBe(3);
    const first = await recordsOf(ids);
    expect(first).toHaveLength(3);
    expect(first[0]).toMatchObject({
      jobId: jobA,
      stageId: 'glance',
      stageCategory: 'research',
      stageLevel: 1,
      stageSubstep: null,
      stageTitle: 'Glance',
      actionOwner: 'recruiter',
      progressedAlready: false,
    });
    expect(
      await addCandidatesToStage(ctx.db, { jobId: jobA, placement: GLANCE_STAGE, candidateIds: ids }),
    ).toBe(0);
    const again = await recordsOf(ids);
    expect(again.map((r) => [r.id, r.enteredStageAt.getTime()]).sort()).toEqual(
      first.map((r) => [r.id, r.enteredStageAt.getTime()]).sort(),
    );
    expect(
      await addCandidatesToStage(ctx.db, { jobId: jobA, placement: GLANCE_STAGE, candidateIds: [] }),
    ).toBe(0);
  });

  it('puts a candidate in another job as a new record with that placement, never in a second stage of one job', async () => {
    const [id, other] = await newCandidates(2);
    await addCandidatesToStage(ctx.db, { jobId: jobA, placement: GLANCE_STAGE, candidateIds: [id!] });
    // Already in Glance of job A: one current stage per job, so adding to Profile Review changes nothing.
    expect(
      await addCandidatesToStage(ctx.db, { jobId: jobA, placement: profileReview, candidateIds: [id!] }),
    ).toBe(0);
    expect(
      await addCandidatesToStage(ctx.db, { jobId: jobB, placement: GLANCE_STAGE, candidateIds: [id!] }),
    ).toBe(1);
    expect(
      await addCandidatesToStage(ctx.db, { jobId: jobA, placement: profileReview, candidateIds: [other!] }),
    ).toBe(1);
    const records = await recordsOf([id!]);
    expect(records.map((r) => [r.jobId === jobA ? 'A' : 'B', r.stageId]).sort()).toEqual([
      ['A', 'glance'],
      ['B', 'glance'],
    ]);
    expect((await recordsOf([other!])).find((r) => r.stageId === 'profile_review')).toMatchObject({
      stageLevel: 2,
      stageSubstep: 'a',
      stageTitle: 'Profile Review',
      actionOwner: 'hiring_manager',
    });
  });

  it('makes the job primary for candidates without one and records their activity', async () => {
    const [fresh, placed] = await newCandidates(2);
    await ctx.db.update(candidates).set({ currentPrimaryJobId: jobB }).where(eq(candidates.id, placed!));
    await addCandidatesToStage(ctx.db, {
      jobId: jobA,
      placement: GLANCE_STAGE,
      candidateIds: [fresh!, placed!],
    });
    const rows = await ctx.db
      .select()
      .from(candidates)
      .where(inArray(candidates.id, [fresh!, placed!]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(fresh!)).toMatchObject({ currentPrimaryJobId: jobA });
    expect(byId.get(placed!)).toMatchObject({ currentPrimaryJobId: jobB });
    for (const r of rows) expect(r.lastActivityAt).toBeInstanceOf(Date);
  });

  it('runs inside a transaction: a rollback leaves neither the record nor the primary job', async () => {
    const [id] = await newCandidates(1);
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(
          await addCandidatesToStage(tx, { jobId: jobA, placement: GLANCE_STAGE, candidateIds: [id!] }),
        ).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await recordsOf([id!])).toHaveLength(0);
    const [row] = await ctx.db.select().from(candidates).where(eq(candidates.id, id!));
    expect(row).toMatchObject({ currentPrimaryJobId: null, lastActivityAt: null });
  });
});
