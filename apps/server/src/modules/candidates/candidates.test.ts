import {
  type Candidate,
  type CandidateDetailResponse,
  type CandidateListResponse,
  candidateMessages,
  candidateWriteMessages,
} from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateStageRecords, candidates, companies, jobs } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * POST / PATCH / GET /api/candidates/{id} and the exact lookups: validation with the messages of
 * docs/product/candidates.md#messages, the LinkedIn conflict, organisation scoping (another organisation's
 * candidate is 404 everywhere) and the candidate page's records, jobs and summary
 * (docs/product/candidates.md#candidate-page).
 */

let ctx: TestContext;
let alice: TestUser; // acme.test
let carol: TestUser; // acme.test, Alice's colleague
let mallory: TestUser; // rival.test

const create = (user: TestUser, body: object) =>
  ctx.call('POST', '/api/candidates', { cookie: user.cookie, body });
const patch = (user: TestUser, id: string, body: object) =>
  ctx.call('PATCH', `/api/candidates/${id}`, { cookie: user.cookie, body });
const detail = (user: TestUser, id: string) =>
  ctx.call('GET', `/api/candidates/${id}`, { cookie: user.cookie });

async function createOk(user: TestUser, body: object): Promise<Candidate> {
  const res = await create(user, body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function insertJob(domain: string, title: string, extra: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(jobs)
    .values({ title, domain, ...extra })
    .returning({ id: jobs.id });
  return row!.id;
}

async function insertRecord(
  candidateId: string,
  jobId: string,
  stageId: string,
  enteredAt: string,
  progressedAlready = false,
) {
  await ctx.db.insert(candidateStageRecords).values({
    candidateId,
    jobId,
    stageId,
    progressedAlready,
    stageTitle: stageId.toUpperCase(),
    enteredStageAt: new Date(enteredAt),
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
  carol = await createOrganisationUser(ctx, { domain: 'acme.test' });
  mallory = await createOrganisationUser(ctx, { domain: 'rival.test' });
});
afterAll(async () => ctx?.close());

describe('POST /api/candidates', () => {
  it('needs a session', async () => {
    expect((await ctx.call('POST', '/api/candidates', { body: { first_name: 'A' } })).statusCode).toBe(401);
  });

  it("creates a candidate of the caller's organisation, recording the caller", async () => {
    const c = await createOk(alice, {
      first_name: '  Jane ',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: '',
      current_title: 'Engineer',
      linkedin_url: 'linkedin.com/in/Jane-Doe/',
    });
    expect(c).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: null,
      current_title: 'Engineer',
      linkedin_url: 'https://www.linkedin.com/in/jane-doe',
      created_by_email: alice.email,
      current_primary_job_id: null,
      job_history: null,
    });
    expect(Date.parse(c.created_at)).not.toBeNaN();
    const [row] = await ctx.db.select().from(candidates).where(eq(candidates.id, c.id));
    expect(row).toMatchObject({ domain: 'acme.test', linkedinKey: 'linkedin.com/in/jane-doe' });
  });

  it.each([
    ['no name at all', { email: 'x@example.com' }],
    ['blank names', { first_name: '  ', last_name: '' }],
  ])('refuses %s', async (_case, body) => {
    const res = await create(alice, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(candidateWriteMessages.nameRequired);
  });

  it.each(['jane', 'jane@localhost', 'jane@@x.com', 'ja ne@x.com'])(
    "refuses the e-mail '%s' with 'Invalid email format'",
    async (email) => {
      const res = await create(alice, { first_name: 'Jane', email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid email format');
    },
  );

  it('answers 409 for a LinkedIn profile the organisation already has, however it is written', async () => {
    await createOk(alice, { first_name: 'Li', linkedin_url: 'https://www.linkedin.com/in/li-unique' });
    const res = await create(carol, {
      first_name: 'Li',
      linkedin_url: 'HTTP://linkedin.com/in/Li-Unique/?trk=x',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: candidateWriteMessages.linkedinTaken });
    // Another organisation may hold the same person.
    await createOk(mallory, { first_name: 'Li', linkedin_url: 'https://www.linkedin.com/in/li-unique' });
  });
});

describe('PATCH /api/candidates/{id}', () => {
  it('changes the given fields only and stamps updated_at', async () => {
    const c = await createOk(alice, { first_name: 'Pat', last_name: 'Lee', location: 'Leeds' });
    const res = await patch(carol, c.id, { current_company: 'Globex', location: null, cv_text: 'CV' });
    expect(res.statusCode).toBe(200);
    const changed = res.json() as Candidate;
    expect(changed).toMatchObject({
      first_name: 'Pat',
      last_name: 'Lee',
      current_company: 'Globex',
      location: null,
      cv_text: 'CV',
    });
    expect(changed.cv_last_updated).not.toBeNull();
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(c.updated_at));
  });

  it('keeps a name and checks the e-mail', async () => {
    const c = await createOk(alice, { first_name: 'Sam' });
    expect((await patch(alice, c.id, { last_name: 'Only', first_name: null })).statusCode).toBe(200);
    const noName = await patch(alice, c.id, { last_name: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe(candidateWriteMessages.nameRequired);
    const badEmail = await patch(alice, c.id, { email: 'sam@nowhere' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toBe(candidateMessages.invalidEmail);
  });

  it('answers 409 when the new LinkedIn profile belongs to another candidate', async () => {
    await createOk(alice, { first_name: 'One', linkedin_url: 'https://linkedin.com/in/patch-one' });
    const two = await createOk(alice, {
      first_name: 'Two',
      linkedin_url: 'https://linkedin.com/in/patch-two',
    });
    expect((await patch(alice, two.id, { linkedin_url: 'www.linkedin.com/in/patch-one' })).statusCode).toBe(
      409,
    );
    expect(
      (await patch(alice, two.id, { linkedin_url: 'https://linkedin.com/in/Patch-Two/' })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another organisation's candidate and leaves it unchanged", async () => {
    const c = await createOk(alice, { first_name: 'Kept' });
    const res = await patch(mallory, c.id, { first_name: 'Stolen' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Candidate not found');
    const [row] = await ctx.db.select().from(candidates).where(eq(candidates.id, c.id));
    expect(row!.firstName).toBe('Kept');
    expect((await patch(alice, crypto.randomUUID(), { first_name: 'X' })).statusCode).toBe(404);
  });
});

describe('GET /api/candidates/{id}', () => {
  let jobA: string;
  let jobB: string;
  let jobC: string;
  let rivalJob: string;

  beforeAll(async () => {
    const [company] = await ctx.db
      .insert(companies)
      .values({ name: 'Zenith Health', domain: 'acme.test', companyDomain: 'zenith.test' })
      .returning({ id: companies.id });
    jobA = await insertJob('acme.test', 'Staff Engineer', {
      companyId: company!.id,
      companyName: 'Old Name',
      location: 'Leeds',
    });
    jobB = await insertJob('acme.test', 'Nurse', { companyName: 'St Mary', location: null });
    jobC = await insertJob('acme.test', 'Pilot');
    rivalJob = await insertJob('rival.test', 'Rival job');
  });

  it('returns the candidate, records newest entered first, their jobs and the summary', async () => {
    const c = await createOk(alice, { first_name: 'Dana', last_name: 'Scully' });
    await insertRecord(c.id, jobA, 'glance', '2025-01-01T10:00:00Z', true);
    await insertRecord(c.id, jobB, 'glance', '2025-01-03T10:00:00Z');
    await insertRecord(c.id, jobA, 'screen', '2025-01-05T10:00:00Z');
    await insertRecord(c.id, rivalJob, 'glance', '2025-01-09T10:00:00Z'); // not the organisation's job
    await ctx.db.update(candidates).set({ currentPrimaryJobId: jobB }).where(eq(candidates.id, c.id));

    const res = await detail(carol, c.id);
    expect(res.statusCode).toBe(200);
    const d = res.json() as CandidateDetailResponse;
    expect(d.candidate).toMatchObject({ id: c.id, first_name: 'Dana', current_primary_job_id: jobB });
    expect(d.stage_records.map((r) => [r.job_id, r.stage_id])).toEqual([
      [jobA, 'screen'],
      [jobB, 'glance'],
      [jobA, 'glance'],
    ]);
    expect(d.stage_records[0]).toMatchObject({
      stage_title: 'SCREEN',
      progressed_already: false,
      overall_match: null,
      entered_stage_at: '2025-01-05T10:00:00.000Z',
    });
    expect(d.jobs).toEqual([
      {
        id: jobA,
        title: 'Staff Engineer',
        company_name: 'Zenith Health',
        location: 'Leeds',
        job_score: null,
      },
      { id: jobB, title: 'Nurse', company_name: 'St Mary', location: null, job_score: null },
    ]);
    expect(d.summary).toEqual({ primaryJobId: jobB, totalJobs: 2 });
  });

  it('takes the newest record’s job as primary when the primary job is not visible, else null', async () => {
    const c = await createOk(alice, { first_name: 'Fox', last_name: 'Mulder' });
    expect((await detail(alice, c.id)).json()).toMatchObject({
      summary: { primaryJobId: null, totalJobs: 0 },
      stage_records: [],
      jobs: [],
    });
    await ctx.db.update(candidates).set({ currentPrimaryJobId: rivalJob }).where(eq(candidates.id, c.id));
    await insertRecord(c.id, jobC, 'glance', '2025-02-01T10:00:00Z');
    await insertRecord(c.id, jobB, 'glance', '2025-02-02T10:00:00Z');
    expect((await detail(alice, c.id)).json().summary).toEqual({ primaryJobId: jobB, totalJobs: 2 });
    // A primary job of the organisation counts even without records.
    await ctx.db.update(candidates).set({ currentPrimaryJobId: jobA }).where(eq(candidates.id, c.id));
    expect((await detail(alice, c.id)).json().summary).toEqual({ primaryJobId: jobA, totalJobs: 2 });
  });

  it("answers 404 'Candidate not found' for another organisation's or a missing candidate", async () => {
    const c = await createOk(alice, { first_name: 'Hidden' });
    for (const res of [await detail(mallory, c.id), await detail(alice, crypto.randomUUID())]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: candidateMessages.candidateNotFound });
    }
    expect((await ctx.call('GET', `/api/candidates/${c.id}`)).statusCode).toBe(401);
  });
});

describe('lookups by linkedin_url and email', () => {
  const lookup = async (user: TestUser, query: string) => {
    const res = await ctx.call('GET', `/api/candidates?${query}`, { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    return (res.json() as CandidateListResponse).candidates.map((c) => c.first_name);
  };

  it('finds by normalised LinkedIn URL and by e-mail ignoring case, within the organisation', async () => {
    await createOk(alice, {
      first_name: 'Lookup',
      email: 'Look.Up@Example.com',
      linkedin_url: 'https://www.linkedin.com/in/look-up',
    });
    await createOk(mallory, {
      first_name: 'Theirs',
      email: 'look.up@example.com',
      linkedin_url: 'https://www.linkedin.com/in/look-up',
    });
    const url = encodeURIComponent('linkedin.com/in/Look-Up/?utm=1');
    expect(await lookup(alice, `linkedin_url=${url}`)).toEqual(['Lookup']);
    expect(await lookup(alice, 'email=LOOK.UP%40example.COM')).toEqual(['Lookup']);
    expect(await lookup(mallory, 'email=look.up%40example.com')).toEqual(['Theirs']);
    expect(await lookup(alice, 'email=nobody%40example.com')).toEqual([]);
    expect(await lookup(alice, `linkedin_url=${url}&email=other%40example.com`)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the candidates routes with their query parameters', async () => {
    const res = await ctx.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    expect(Object.keys(doc.paths['/api/candidates']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/candidates/{id}']!).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(doc.paths['/api/jobs/{jobId}/candidates']!).sort()).toEqual(['get', 'post']);
    const params = doc.paths['/api/candidates']!.get!.parameters!.map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['q', 'limit', 'cursor', 'linkedin_url', 'email']));
  });
});
