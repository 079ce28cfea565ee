import { type JobCandidatesResponse, jobMessages, OTHER_JOBS_MAX } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateStageRecords, candidates, jobs } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * GET and POST /api/jobs/{id}/candidates (docs/product/candidates.md#candidates-tab): the
 * job's stage records with their candidates and derived fields, the stage filter and limit, the original's
 * RPC add_candidate_to_stage, and organisation scoping.
 */

let ctx: TestContext;
let alice: TestUser; // acme.test
let mallory: TestUser; // rival.test
let job: string;
let others: string[]; // four more acme jobs
let rivalJob: string;
let ann: string; // records in job and in every other job
let ben: string; // one record in job; primary job elsewhere
let cat: string; // two scored records in job
let spy: string; // rival.test candidate with a (stray) record in the acme job

const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 9, minute));

async function insertJob(domain: string, title: string) {
  const [row] = await ctx.db.insert(jobs).values({ title, domain }).returning({ id: jobs.id });
  return row!.id;
}
async function insertCandidate(domain: string, firstName: string, primary: string | null = null) {
  const [row] = await ctx.db
    .insert(candidates)
    .values({
      firstName,
      lastName: 'Test',
      domain,
      createdByEmail: `x@${domain}`,
      currentPrimaryJobId: primary,
    })
    .returning({ id: candidates.id });
  return row!.id;
}
type RecordSeed = Partial<typeof candidateStageRecords.$inferInsert> & { minute: number };
async function record(candidateId: string, jobId: string, stageId: string, r: RecordSeed) {
  const { minute, ...rest } = r;
  await ctx.db.insert(candidateStageRecords).values({
    candidateId,
    jobId,
    stageId,
    stageTitle: stageId.toUpperCase(),
    enteredStageAt: at(minute),
    ...rest,
  });
}

const get = async (user: TestUser, jobId: string, query = '') => {
  const res = await ctx.call('GET', `/api/jobs/${jobId}/candidates${query}`, { cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as JobCandidatesResponse;
};
const add = (user: TestUser, jobId: string, body: object) =>
  ctx.call('POST', `/api/jobs/${jobId}/candidates`, { cookie: user.cookie, body });

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
  mallory = await createOrganisationUser(ctx, { domain: 'rival.test' });
  job = await insertJob('acme.test', 'Main job');
  others = [];
  for (const n of [1, 2, 3, 4]) others.push(await insertJob('acme.test', `Other ${n}`));
  rivalJob = await insertJob('rival.test', 'Rival job');

  ann = await insertCandidate('acme.test', 'Ann', job);
  ben = await insertCandidate('acme.test', 'Ben', others[0]!);
  cat = await insertCandidate('acme.test', 'Cat');
  spy = await insertCandidate('rival.test', 'Spy');

  await record(ann, job, 'glance', { minute: 10, progressedAlready: true, overallMatch: 8 });
  await record(ann, job, 'screen', { minute: 20, progressedAlready: false, overallMatch: 9, ac1Score: 4.5 });
  await record(ann, job, 'final', { minute: 30, progressedAlready: true, overallMatch: 65 });
  await record(ann, others[0]!, 'glance', { minute: 5, progressedAlready: true });
  await record(ann, others[0]!, 'screen', { minute: 40 });
  await record(ann, others[1]!, 'glance', { minute: 15 });
  await record(ann, others[2]!, 'glance', { minute: 25 });
  await record(ann, others[3]!, 'glance', { minute: 1 });
  await record(ann, rivalJob, 'glance', { minute: 50 });
  await record(ben, job, 'glance', { minute: 12 });
  await record(cat, job, 'glance', { minute: 14, progressedAlready: true, overallMatch: 7.04 });
  await record(cat, job, 'screen', { minute: 16, progressedAlready: true, overallMatch: 7 });
  await record(spy, job, 'glance', { minute: 45 });
});
afterAll(async () => ctx?.close());

describe('GET /api/jobs/{id}/candidates', () => {
  it("lists the job's records of the organisation's candidates, newest entered first", async () => {
    const r = await get(alice, job, '?status=all');
    expect(r.total).toBe(6);
    expect(r.rows.map((x) => [x.candidate.first_name, x.record.stage_id])).toEqual([
      ['Ann', 'final'],
      ['Ann', 'screen'],
      ['Cat', 'screen'],
      ['Cat', 'glance'],
      ['Ben', 'glance'],
      ['Ann', 'glance'],
    ]);
    expect(r.rows[1]!.record).toMatchObject({
      job_id: job,
      stage_title: 'SCREEN',
      ac1_score: 4.5,
      overall_match: 9,
      progressed_already: false,
      entered_stage_at: at(20).toISOString(),
    });
    expect(r.rows[1]!.candidate).toMatchObject({ id: ann, last_name: 'Test', current_primary_job_id: job });
  });

  it('derives Total Jobs, the primary star, Other Jobs and Job Score', async () => {
    const r = await get(alice, job, '?status=all');
    const byName = (name: string) => r.rows.find((x) => x.candidate.first_name === name)!;
    const a = byName('Ann');
    expect(a.total_jobs).toBe(5);
    expect(a.is_primary).toBe(true);
    expect(a.other_jobs).toHaveLength(OTHER_JOBS_MAX);
    expect(a.other_jobs).toEqual([
      {
        job_id: others[0],
        job_title: 'Other 1',
        stage_title: 'SCREEN',
        entered_stage_at: at(40).toISOString(),
      },
      {
        job_id: others[2],
        job_title: 'Other 3',
        stage_title: 'GLANCE',
        entered_stage_at: at(25).toISOString(),
      },
      {
        job_id: others[1],
        job_title: 'Other 2',
        stage_title: 'GLANCE',
        entered_stage_at: at(15).toISOString(),
      },
    ]);
    // Progressed records only (8 and 65 / 10), mean 7.25, one decimal.
    expect(a.job_score).toBe(7.3);
    // The same derived values on each of Ann's rows.
    expect(r.rows.filter((x) => x.candidate.id === ann).map((x) => x.job_score)).toEqual([7.3, 7.3, 7.3]);

    const b = byName('Ben');
    expect(b).toMatchObject({ total_jobs: 1, is_primary: false, other_jobs: [], job_score: null });
    const c = byName('Cat');
    expect(c).toMatchObject({ total_jobs: 1, is_primary: false, other_jobs: [], job_score: 7 });
  });

  it('lists the records in their stage now unless another status is asked for', async () => {
    const active = await get(alice, job);
    expect(active.rows.map((x) => [x.candidate.first_name, x.record.stage_id, x.record.status])).toEqual([
      ['Ann', 'screen', 'active'],
      ['Ben', 'glance', 'active'],
    ]);
    const movedOn = await get(alice, job, '?status=moved_on');
    expect(movedOn.rows.map((x) => [x.candidate.first_name, x.record.stage_id, x.record.status])).toEqual([
      ['Ann', 'final', 'moved_on'],
      ['Cat', 'screen', 'moved_on'],
      ['Cat', 'glance', 'moved_on'],
      ['Ann', 'glance', 'moved_on'],
    ]);
    expect((await get(alice, job, '?status=rejected')).total).toBe(0);
  });

  it('filters by stage and cuts at the limit, counting before the cut', async () => {
    const glance = await get(alice, job, '?stage_id=glance&status=all');
    expect(glance.total).toBe(3);
    expect(glance.rows.map((x) => x.candidate.first_name)).toEqual(['Cat', 'Ben', 'Ann']);
    const cut = await get(alice, job, '?limit=2&status=all');
    expect(cut.total).toBe(6);
    expect(cut.rows.map((x) => x.record.stage_id)).toEqual(['final', 'screen']);
    expect(await get(alice, job, '?stage_id=nowhere')).toEqual({ rows: [], total: 0 });
  });

  it("answers 404 'Job not found' for another organisation's job or a missing one", async () => {
    for (const [user, id] of [
      [mallory, job],
      [alice, rivalJob],
      [alice, crypto.randomUUID()],
    ] as const) {
      const res = await ctx.call('GET', `/api/jobs/${id}/candidates`, { cookie: user.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(jobMessages.notFound);
    }
    expect((await ctx.call('GET', `/api/jobs/${job}/candidates`)).statusCode).toBe(401);
  });

  it('answers a stage of 5,000 candidates in full', async () => {
    const big = await insertJob('acme.test', 'Big job');
    await ctx.db.execute(sql`
      with people as (
        insert into candidates (first_name, last_name, domain, created_by_email)
        select 'Many', 'P' || g, 'acme.test', 'x@acme.test' from generate_series(1, 5000) g
        returning id
      )
      insert into candidate_stage_records (candidate_id, job_id, stage_id, entered_stage_at, overall_match,
        progressed_already)
      select id, j.job_id, 'glance', now() - random() * interval '30 days', 7.5, true
      from people cross join (values (${big}::uuid), (${others[0]}::uuid), (${others[1]}::uuid)) j(job_id)`);
    const r = await get(alice, big, '?stage_id=glance&status=moved_on');
    expect(r.total).toBe(5000);
    expect(r.rows).toHaveLength(5000);
    expect(new Set(r.rows.map((x) => x.candidate.id)).size).toBe(5000);
    expect(r.rows.every((x) => x.total_jobs === 3 && x.other_jobs.length === 2 && x.job_score === 7.5)).toBe(
      true,
    );
    const entered = r.rows.map((x) => x.record.entered_stage_at);
    expect(entered).toEqual([...entered].sort().reverse());
  });
});

describe('POST /api/jobs/{id}/candidates (add_candidate_to_stage)', () => {
  const placement = {
    stage_id: 'screen',
    stage_category: 'custom',
    stage_level: 2,
    stage_substep: 'a',
    stage_title: 'Phone screen',
    action_owner: 'hiring_manager',
  };

  it('adds a candidate to a stage once and makes the job their primary job when they have none', async () => {
    const dan = await insertCandidate('acme.test', 'Dan');
    const first = await add(alice, job, { ...placement, candidate_id: dan });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ added: true });
    const again = await add(alice, job, { ...placement, candidate_id: dan });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ added: false });
    const rows = (await get(alice, job, '?stage_id=screen')).rows.filter((x) => x.candidate.id === dan);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.record).toMatchObject({
      stage_category: 'custom',
      stage_level: 2,
      stage_substep: 'a',
      stage_title: 'Phone screen',
      action_owner: 'hiring_manager',
    });
    expect(rows[0]!.is_primary).toBe(true);
    const [row] = await ctx.db.select().from(candidates).where(eq(candidates.id, dan));
    expect(row!.currentPrimaryJobId).toBe(job);
  });

  it('defaults the action owner to recruiter', async () => {
    const eve = await insertCandidate('acme.test', 'Eve', others[3]!);
    expect((await add(alice, job, { stage_id: 'glance', candidate_id: eve })).json()).toEqual({
      added: true,
    });
    const row = (await get(alice, job, '?stage_id=glance')).rows.find((x) => x.candidate.id === eve)!;
    expect(row.record.action_owner).toBe('recruiter');
    expect(row.is_primary).toBe(false);
  });

  it('answers 404 for a job or a candidate of another organisation', async () => {
    const fay = await insertCandidate('acme.test', 'Fay');
    const theirJob = await add(mallory, job, { stage_id: 'glance', candidate_id: spy });
    expect(theirJob.statusCode).toBe(404);
    expect(theirJob.json().error.message).toBe(jobMessages.notFound);
    const rivalToAcme = await add(alice, rivalJob, { stage_id: 'glance', candidate_id: fay });
    expect(rivalToAcme.statusCode).toBe(404);
    expect(rivalToAcme.json().error.message).toBe(jobMessages.notFound);
    const theirCandidate = await add(alice, job, { stage_id: 'glance', candidate_id: spy });
    expect(theirCandidate.statusCode).toBe(404);
    expect(theirCandidate.json().error.message).toBe('Candidate not found');
    const stray = await ctx.db
      .select()
      .from(candidateStageRecords)
      .where(eq(candidateStageRecords.candidateId, fay));
    expect(stray).toEqual([]);
  });

  it('validates the body', async () => {
    expect((await add(alice, job, { stage_id: 'glance', candidate_id: 'nope' })).statusCode).toBe(400);
    expect((await add(alice, job, { candidate_id: ann })).statusCode).toBe(400);
    expect(
      (await add(alice, job, { stage_id: 'glance', candidate_id: ann, action_owner: 'boss' })).statusCode,
    ).toBe(400);
  });
});
