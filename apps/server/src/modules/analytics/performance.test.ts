import crypto from 'node:crypto';
import {
  addDays,
  defaultWorkflow,
  type FunnelRecord,
  funnelOf,
  performanceMessages,
  pipelineStagesOf,
  scoreAgreement,
  toIsoDate,
} from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJob,
  createOrganisationUser,
  importCandidates,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * Performance Metrics and the job's Analytics tab (docs/product/analytics.md#performance-metrics): the funnel
 * of a cohort from the summary the database keeps (docs/decisions/0020-funnel-summary.md), held to known
 * figures, to core's reference `funnelOf` over the same records, and to a rebuild from scratch after the
 * app's own writes (import, move, undo, reject, erase).
 */

let ctx: TestContext;
let domain: string;
let admin: TestUser;
let recruiter: TestUser;
let outsider: TestUser;
let jobId: string;
const MARCH = 'from=2025-03-01&to=2025-03-31';
const level = Object.fromEntries(pipelineStagesOf(defaultWorkflow()).map((s) => [s.stage_id, s.stage_level]));

type Visit = {
  stage: string;
  entered: string;
  left?: string;
  rejected?: [string, string];
  hired?: string;
  ai?: number;
};

/** A candidate of the organisation with one record per visit; the first record's time starts the application. */
async function application(job: string, source: string, visits: Visit[]): Promise<string[]> {
  const candidateId = crypto.randomUUID();
  await ctx.db.execute(sql`
    insert into candidates (id, first_name, last_name, created_by_email, domain)
    values (${candidateId}::uuid, 'Test', 'Person', ${admin.email}, ${domain})`);
  const ids: string[] = [];
  for (const [i, v] of visits.entries()) {
    const { rows } = await ctx.db.execute<{ id: string }>(sql`
      insert into candidate_stage_records (candidate_id, job_id, stage_id, stage_level, progressed_already,
        created_at, entered_stage_at, left_stage_at, rejected_at, rejection_reason, hired_at, overall_match, source)
      values (${candidateId}::uuid, ${job}::uuid, ${v.stage}, ${level[v.stage]!}, ${Boolean(v.left)},
        ${v.entered}::timestamptz, ${v.entered}::timestamptz, ${v.left ?? null}::timestamptz,
        ${v.rejected?.[0] ?? null}::timestamptz, ${v.rejected?.[1] ?? null}, ${v.hired ?? null}::timestamptz,
        ${v.ai ?? null}, ${i === 0 ? source : null})
      returning id`);
    ids.push(rows[0]!.id);
  }
  return ids;
}

let profileRecords: string[];

beforeAll(async () => {
  ctx = await createTestContext({ clock: () => new Date('2025-04-02T12:00:00Z') });
  domain = uniqueDomain('funnel');
  admin = await createOrganisationUser(ctx, { role: 'admin', domain, name: 'Ada Admin' });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain });
  outsider = await createOrganisationUser(ctx, { role: 'admin', domain: uniqueDomain('other') });
  jobId = await createJob(ctx, admin, { title: 'Payments Engineer' });
  const c1 = await application(jobId, 'csv_import', [
    { stage: 'glance', entered: '2025-03-03T10:00Z', left: '2025-03-05T10:00Z' },
    { stage: 'profile_review', entered: '2025-03-05T10:00Z', left: '2025-03-06T12:00Z', ai: 6 },
    { stage: 'talent_screen', entered: '2025-03-06T12:00Z', rejected: ['2025-03-10T13:00Z', 'Salary'] },
  ]);
  const c2 = await application(jobId, 'cv_upload', [
    { stage: 'glance', entered: '2025-03-04T09:00Z', left: '2025-03-04T20:00Z' },
    { stage: 'profile_review', entered: '2025-03-04T20:00Z', ai: 4 },
  ]);
  // Entered Glance in February: outside March's cohort although it moved on in March.
  await application(jobId, 'csv_import', [
    { stage: 'glance', entered: '2025-02-20T10:00Z', left: '2025-03-05T10:00Z' },
    { stage: 'profile_review', entered: '2025-03-05T10:00Z', ai: 9.5 },
  ]);
  const c4 = await application(jobId, 'cv_sorter', [
    { stage: 'glance', entered: '2025-03-05T00:00Z', left: '2025-03-06T00:00Z' },
    { stage: 'profile_review', entered: '2025-03-06T00:00Z', left: '2025-03-09T00:00Z', ai: 8 },
    { stage: 'talent_screen', entered: '2025-03-09T00:00Z', left: '2025-03-19T00:00Z' },
    { stage: 'washup', entered: '2025-03-19T00:00Z', left: '2025-03-20T00:00Z' },
    { stage: 'offer', entered: '2025-03-20T00:00Z', hired: '2025-03-25T00:00Z' },
  ]);
  profileRecords = [c1[1]!, c2[1]!, c4[1]!];
  // Interviewers' scorecards on Profile Review: AI 6, 4, 8 against people's 7, 3, 9.
  for (const [i, people] of [7, 3, 9].entries()) {
    await ctx.db.execute(sql`
      insert into stage_scorecards (record_id, interviewer_email, overall_match, submitted_at)
      values (${profileRecords[i]!}::uuid, 'pat@x.test', ${people}, '2025-03-10T10:00Z')`);
  }
});
afterAll(async () => ctx.close());

const performance = (query: string, user = admin) =>
  ctx.call('GET', `/api/analytics/performance?${query}`, { cookie: user.cookie });

describe('the funnel of a job (docs/product/analytics.md#performance-metrics)', () => {
  it('counts the cohort that entered the first stage in the period, through every later stage', async () => {
    const res = await performance(`${MARCH}&job_id=${jobId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ scope: 'job', jobs: 1, cohort: 3, hires: 1 });
    const stage = (key: string) => body.stages.find((s: { key: string }) => s.key === key);
    expect(body.stages.map((s: { key: string }) => s.key)).toEqual([
      'glance',
      'profile_review',
      'talent_screen',
      'washup',
      'offer',
    ]);
    expect(stage('glance')).toMatchObject({ title: 'Glance', entered: 3, passed: 3, pass_through: 1 });
    expect(stage('glance').days).toEqual({ count: 3, median: 1, p90: 2 });
    expect(stage('profile_review')).toMatchObject({ entered: 3, passed: 2 });
    expect(stage('profile_review').pass_through).toBeCloseTo(2 / 3);
    expect(stage('profile_review').days).toEqual({ count: 2, median: 1, p90: 3 });
    expect(stage('talent_screen')).toMatchObject({ entered: 2, passed: 1, rejected: 1 });
    expect(stage('talent_screen').days).toEqual({ count: 2, median: 4, p90: 10 });
    expect(stage('offer')).toMatchObject({ entered: 1, passed: 0, pass_through: 0 });
    expect(stage('offer').days).toEqual({ count: 1, median: 5, p90: 5 });
    expect(body.time_to_hire).toEqual({ count: 1, median: 20, p90: 20 });
    expect(body.time_to_fill.count).toBe(1);
    expect(body.rejections).toEqual([{ reason: 'Salary', count: 1 }]);
    expect(body.sources).toEqual(
      expect.arrayContaining([
        { source: 'csv_import', count: 1 },
        { source: 'cv_upload', count: 1 },
        { source: 'cv_sorter', count: 1 },
      ]),
    );
    // The February candidate's 9.5 is not of the cohort.
    expect(stage('profile_review').scores).toEqual([0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 0]);
    expect(body.ai_cost).toBeNull();
  });

  it("agrees with core's reference funnel over the same records", async () => {
    const { rows } = await ctx.db.execute<FunnelRecord & { candidate_id: string }>(sql`
      select candidate_id, stage_id, stage_level as level, created_at::text, entered_stage_at::text as entered_at,
        left_stage_at::text as left_at, rejected_at::text, rejection_reason, hired_at::text
      from candidate_stage_records where job_id = ${jobId}::uuid`);
    const iso = (t: string | null) => (t ? new Date(t).toISOString() : null);
    const apps = new Map<string, FunnelRecord[]>();
    for (const r of rows) {
      const rec = {
        ...r,
        created_at: iso(r.created_at)!,
        entered_at: iso(r.entered_at)!,
        left_at: iso(r.left_at),
        rejected_at: iso(r.rejected_at),
        hired_at: iso(r.hired_at),
      };
      apps.set(r.candidate_id, [...(apps.get(r.candidate_id) ?? []), rec]);
    }
    const ref = funnelOf([...apps.values()], { from: '2025-03-01', to: '2025-03-31' });
    const body = (await performance(`${MARCH}&job_id=${jobId}`)).json();
    expect(body.cohort).toBe(ref.cohort);
    for (const s of body.stages) {
      expect({ key: s.key, entered: s.entered, passed: s.passed, ...s.days }).toEqual({
        key: s.key,
        entered: ref.stages[s.key]!.entered,
        passed: ref.stages[s.key]!.passed,
        count: ref.stages[s.key]!.count,
        median: ref.stages[s.key]!.median,
        p90: ref.stages[s.key]!.p90,
      });
    }
    expect(body.time_to_hire).toEqual(ref.time_to_hire);
    // February alone: only the one who started then.
    expect((await performance(`from=2025-02-01&to=2025-02-28&job_id=${jobId}`)).json().cohort).toBe(1);
  });

  it("measures the AI's agreement with scorecards per job and stage (Spearman, with the pairs)", async () => {
    const body = (await performance(`${MARCH}&job_id=${jobId}`)).json();
    expect(body.agreement).toEqual([
      {
        job_id: jobId,
        job_title: 'Payments Engineer',
        stage_id: 'profile_review',
        stage_title: 'profile_review',
        ...scoreAgreement([6, 4, 8], [7, 3, 9]),
      },
    ]);
    expect(body.agreement[0].spearman).toBeCloseTo(1);
  });

  it('follows the AI when it scores a record again after its scorecards', async () => {
    const rescore = (overall: number) =>
      ctx.db.execute(sql`update candidate_stage_records set overall_match = ${overall}
        where id = ${profileRecords[0]!}::uuid`);
    await rescore(2);
    try {
      const body = (await performance(`${MARCH}&job_id=${jobId}`)).json();
      expect(body.agreement[0]).toMatchObject(scoreAgreement([2, 4, 8], [7, 3, 9]));
    } finally {
      await rescore(6);
    }
    const back = (await performance(`${MARCH}&job_id=${jobId}`)).json();
    expect(back.agreement[0]).toMatchObject(scoreAgreement([6, 4, 8], [7, 3, 9]));
  });

  it("groups the organisation's stages across jobs and gives AI cost per hire unfiltered", async () => {
    const body = (await performance(MARCH)).json();
    expect(body).toMatchObject({ scope: 'organization', cohort: 3, hires: 1 });
    expect(body.stages[0]).toMatchObject({ key: 'glance', entered: 3, passed: 3 });
    expect(body.ai_cost).toMatchObject({ currency: 'USD', hires: 1, cost: 0, per_hire: 0 });
    const byRecruiter = (await performance(`${MARCH}&recruiter_id=${admin.id}`)).json();
    expect(byRecruiter).toMatchObject({ scope: 'organization', cohort: 3, ai_cost: null });
    expect(byRecruiter.stages).toEqual(body.stages);
    const company = (await ctx.call('GET', `/api/jobs/${jobId}`, { cookie: admin.cookie })).json().company_id;
    const byCompany = (await performance(`${MARCH}&company_id=${company}`)).json();
    expect(byCompany.stages).toEqual(body.stages);
    // Both together read the jobs' own rows and group them the same way.
    const both = (await performance(`${MARCH}&company_id=${company}&recruiter_id=${admin.id}`)).json();
    expect(both.stages).toEqual(body.stages);
    expect((await performance(`${MARCH}&recruiter_id=${recruiter.id}`)).json().cohort).toBe(0);
  });

  it('exports each table as CSV', async () => {
    const res = await ctx.call(
      'GET',
      `/api/analytics/performance/export?${MARCH}&job_id=${jobId}&report=stages`,
      {
        cookie: admin.cookie,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('performance-stages-2025-03-01-to-2025-03-31.csv');
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Stage,Entered,Moved to a later stage,Pass-through (%),Rejected here,Visits ended,Median days in stage,90th percentile days in stage',
    );
    expect(lines[1]).toBe('Glance,3,3,100,0,3,1,2');
    // Each table reads only what it shows: the agreement its scorecards, the others the funnel.
    const table = async (report: string) => {
      const got = await ctx.call(
        'GET',
        `/api/analytics/performance/export?${MARCH}&job_id=${jobId}&report=${report}`,
        { cookie: admin.cookie },
      );
      expect(got.statusCode).toBe(200);
      return got.body.slice(1).trim().split('\r\n');
    };
    const agreement = await table('agreement');
    expect(agreement[0]).toBe("Job,Stage,Pairs,Spearman's rho");
    expect(agreement.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      'Payments Engineer,profile_review,3',
    ]);
    expect(Number(agreement[1]!.split(',')[3])).toBeCloseTo(1);
    const sources = await table('sources');
    expect(sources[0]).toBe('Source,Candidates');
    expect(sources.length).toBeGreaterThan(1);
    expect((await table('scores'))[1]).toMatch(/^Glance,/);
  });

  it('says the cohort rule and is for admins of the organisation only', async () => {
    expect(performanceMessages.cohortRule).toMatch(/entered the first stage/);
    expect((await performance(MARCH, recruiter)).statusCode).toBe(403);
    const exported = await ctx.call('GET', `/api/analytics/performance/export?${MARCH}`, {
      cookie: recruiter.cookie,
    });
    expect(exported.statusCode).toBe(403);
    expect((await performance(`${MARCH}&job_id=${jobId}`, outsider)).statusCode).toBe(404);
    // A job the other filters leave out is an empty funnel, not a missing job.
    const elsewhere = await performance(`${MARCH}&job_id=${jobId}&recruiter_id=${recruiter.id}`);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ jobs: 0, cohort: 0, stages: [] });
    expect((await performance(MARCH, outsider)).json().cohort).toBe(0);
  });

  it('counts the hires of the period by the day they were made for AI cost per hire, the cohort by its start', async () => {
    const FEBRUARY = 'from=2025-02-01&to=2025-02-28';
    const before = (await performance(FEBRUARY)).json();
    const late = await application(jobId, 'cv_upload', [
      { stage: 'glance', entered: '2025-02-20T10:00Z', left: '2025-02-24T10:00Z' },
      { stage: 'offer', entered: '2025-02-24T10:00Z', hired: '2025-03-02T09:00Z' },
    ]);
    try {
      const march = (await performance(MARCH)).json();
      expect(march).toMatchObject({ cohort: 3, hires: 1 });
      expect(march.ai_cost).toMatchObject({ hires: 2 });
      // February's cohort gains the application and its hire; February's hires made do not.
      const february = (await performance(FEBRUARY)).json();
      expect(february).toMatchObject({ cohort: before.cohort + 1, hires: before.hires + 1 });
      expect(february.ai_cost).toMatchObject({ hires: before.ai_cost.hires });
    } finally {
      await ctx.db.execute(
        sql`delete from candidate_stage_records where id = any(${sql.param(late)}::uuid[])`,
      );
    }
    expect((await performance(MARCH)).json().ai_cost).toMatchObject({ hires: 1 });
  });
});

describe("the summary follows the app's writes (docs/decisions/0020-funnel-summary.md)", () => {
  const today = toIsoDate(new Date());
  const around = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
  let live: string;

  const snapshot = async () =>
    (
      await ctx.db.execute<{ row: string }>(sql`
        select concat_ws('|', scope, day, metric, key, level, bucket, n) as row from funnel_daily
        where domain = ${domain} and n <> 0 order by 1`)
    ).rows.map((r) => r.row);

  const operate = async (body: Record<string, unknown>) => {
    const res = await ctx.call('POST', `/api/jobs/${live}/pipeline/operations`, {
      cookie: admin.cookie,
      body: { operation_id: crypto.randomUUID(), ...body },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string };
  };

  it('counts an import, a move, its undo, a rejection and an erasure as they commit', async () => {
    live = await createJob(ctx, admin, { title: 'Live Job' });
    const csv =
      'First Name,Last Name,Profile URL\nAnn,One,https://www.linkedin.com/in/ann-one-perf\nBob,Two,https://www.linkedin.com/in/bob-two-perf\n';
    expect((await importCandidates(ctx, admin, live, csv)).statusCode).toBe(200);
    const { rows } = await ctx.db.execute<{ candidate_id: string }>(sql`
      select r.candidate_id from candidate_stage_records r join candidates c on c.id = r.candidate_id
      where r.job_id = ${live}::uuid order by c.first_name`);
    const [ann, bob] = rows.map((r) => r.candidate_id);
    const funnel = async () => (await performance(`${around}&job_id=${live}`)).json();
    expect(await funnel()).toMatchObject({ cohort: 2, sources: [{ source: 'csv_import', count: 2 }] });

    const move = await operate({ kind: 'move', to_stage_id: 'profile_review', candidate_ids: [ann] });
    let body = await funnel();
    expect(body.stages[0]).toMatchObject({ key: 'glance', entered: 2, passed: 1 });
    expect(body.stages[1]).toMatchObject({ key: 'profile_review', entered: 1, passed: 0 });
    expect(body.stages[0].days.count).toBe(1);

    const undo = await ctx.call('POST', `/api/jobs/${live}/pipeline/operations/${move.id}/undo`, {
      cookie: admin.cookie,
    });
    expect(undo.statusCode).toBe(200);
    body = await funnel();
    expect(body.stages[0]).toMatchObject({ entered: 2, passed: 0 });
    expect(body.stages[1]).toMatchObject({ entered: 0 });

    await operate({ kind: 'reject', reason: 'Withdrew', candidate_ids: [bob] });
    expect((await funnel()).rejections).toEqual([{ reason: 'Withdrew', count: 1 }]);

    const erased = await ctx.call('DELETE', `/api/candidates/${bob}`, {
      cookie: admin.cookie,
      body: { confirm: 'Bob Two' },
    });
    expect([200, 204]).toContain(erased.statusCode);
    body = await funnel();
    expect(body).toMatchObject({ cohort: 1, rejections: [] });
  });

  it("moves a job's counts with its company and owner, and drops them with the job", async () => {
    const job = await ctx.call('GET', `/api/jobs/${live}`, { cookie: admin.cookie });
    const before = job.json().company_id as string;
    const other = await ctx.call('POST', '/api/companies', {
      cookie: admin.cookie,
      body: { name: 'Other Co' },
    });
    const moved = await ctx.call('PATCH', `/api/jobs/${live}`, {
      cookie: admin.cookie,
      body: { company_id: other.json().id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await performance(`${around}&company_id=${other.json().id}`)).json().cohort).toBe(1);
    expect((await performance(`${around}&company_id=${before}`)).json().cohort).toBe(0);
    expect((await performance(`${around}&recruiter_id=${admin.id}`)).json().cohort).toBe(1);
    const kept = await snapshot();
    await ctx.db.execute(sql`select funnel_rebuild(${domain})`);
    expect(await snapshot()).toEqual(kept);
    expect((await ctx.call('DELETE', `/api/jobs/${live}`, { cookie: admin.cookie })).statusCode).toBeLessThan(
      300,
    );
    expect((await performance(around)).json().cohort).toBe(0);
    expect((await performance(`${around}&company_id=${other.json().id}`)).json().cohort).toBe(0);
  });

  it('holds exactly what a rebuild from the records gives', async () => {
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(0);
    await ctx.db.execute(sql`select funnel_rebuild(${domain})`);
    expect(await snapshot()).toEqual(kept);
  });
});
