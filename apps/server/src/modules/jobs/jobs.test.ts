import { jobMessages } from '@rw/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMemberships } from '#src/db/schema/index.js';
import { createCompany, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { today } from './jobs.service.js';

let ctx: TestContext;
let alice: TestUser;
let carol: TestUser; // Alice's colleague (same organisation)
let mallory: TestUser; // another organisation
let acme: { id: string };
let zenith: { id: string };
let rival: { id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
  carol = await createOrganisationUser(ctx, { domain: 'acme.test' });
  mallory = await createOrganisationUser(ctx, { domain: 'rival.test' });
  zenith = await createCompany(ctx, alice, {
    name: 'Zenith Health',
    company_benefits: ['Pension', 'Private health'],
    job_spec_intro: '<p>We build <strong>care</strong> software.</p>',
    tone_of_voice_instructions: 'Warm and plain.',
  });
  acme = await createCompany(ctx, alice, { name: 'Acme Robotics' });
  rival = await createCompany(ctx, mallory, { name: 'Rival Inc' });
});
afterAll(async () => ctx?.close());

const create = (cookie: string, payload: object) => ctx.call('POST', '/api/jobs', { cookie, body: payload });

describe('POST /api/jobs', () => {
  it('needs a session', async () => {
    expect((await ctx.call('GET', '/api/jobs')).statusCode).toBe(401);
    expect((await create('', { title: 'x', company_id: acme.id })).statusCode).toBe(401);
  });

  it.each([
    ['no title', { location: 'Leeds' }],
    ['a blank title', { title: '   ' }],
    ['no company', { title: 'Engineer' }],
    ['a company id that is not one', { title: 'Engineer', company_id: 'acme' }],
  ])('refuses %s with the spec message', async (_case, body) => {
    const res = await create(alice.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please provide a title and select a company.');
  });

  it("refuses another organisation's company with the same message", async () => {
    const res = await create(alice.cookie, { title: 'Engineer', company_id: rival.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(jobMessages.titleAndCompanyRequired);
  });

  it('creates a draft dated today, trimmed, with an empty location as null, and records the creator', async () => {
    const res = await create(alice.cookie, {
      title: '  Staff Engineer ',
      company_id: acme.id,
      location: '  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Staff Engineer',
      company_id: acme.id,
      company_name: 'Acme Robotics',
      location: null,
      status: 'draft',
      date_posted: today(),
      domain: 'acme.test',
      created_by: alice.id,
      jd_responsibilities: [],
    });
    const member = await ctx.db
      .select()
      .from(companyMemberships)
      .where(and(eq(companyMemberships.userId, alice.id), eq(companyMemberships.companyId, acme.id)));
    expect(member).toHaveLength(1);
  });

  it('keeps the status and date the modal sends, and stores the fields of a reviewed draft', async () => {
    const res = await create(alice.cookie, {
      title: 'Data Engineer',
      company_id: zenith.id,
      location: 'Leeds',
      status: 'active',
      date_posted: '2025-02-03',
      seniority: 'IC3 - Mid',
      skills_hard: ['Python', 'python', ' SQL '],
      jd_requirements: [' 3 years of Python ', ''],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'active',
      date_posted: '2025-02-03',
      seniority: 'IC3 - Mid',
      skills_hard: 'Python;SQL',
      jd_requirements: ['3 years of Python'],
    });
  });
});

describe('GET /api/jobs and the company dropdown', () => {
  it("lists only the caller's own jobs, newest first, with the company name", async () => {
    await create(carol.cookie, { title: 'Carol job', company_id: acme.id });
    const res = await ctx.call('GET', '/api/jobs', { cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    const titles = res.json().jobs.map((j: { title: string }) => j.title);
    expect(titles).toEqual(['Data Engineer', 'Staff Engineer']);
    expect(res.json().jobs[0]).toMatchObject({ company_name: 'Zenith Health', location: 'Leeds' });
    expect((await ctx.call('GET', '/api/jobs', { cookie: mallory.cookie })).json().jobs).toEqual([]);
  });

  it("offers the organisation's companies ordered by name, and none of another organisation", async () => {
    const res = await ctx.call('GET', '/api/jobs/companies', { cookie: alice.cookie });
    expect(res.json().companies.map((c: { name: string }) => c.name)).toEqual([
      'Acme Robotics',
      'Zenith Health',
    ]);
    const theirs = await ctx.call('GET', '/api/jobs/companies', { cookie: mallory.cookie });
    expect(theirs.json().companies).toEqual([{ id: rival.id, name: 'Rival Inc' }]);
    const lonely = await createOrganisationUser(ctx, { domain: 'empty.test' });
    expect(
      (await ctx.call('GET', '/api/jobs/companies', { cookie: lonely.cookie })).json().companies,
    ).toEqual([]);
  });
});

describe('GET and PATCH /api/jobs/:id', () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = (await create(alice.cookie, { title: 'Product Manager', company_id: zenith.id })).json().id;
  });

  it('answers the job with its joined company', async () => {
    const res = await ctx.call('GET', `/api/jobs/${jobId}`, { cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toEqual({
      id: zenith.id,
      name: 'Zenith Health',
      company_benefits: ['Pension', 'Private health'],
      job_spec_intro: '<p>We build <strong>care</strong> software.</p>',
      tone_of_voice_instructions: 'Warm and plain.',
    });
    // A colleague of the same organisation may open it too.
    expect((await ctx.call('GET', `/api/jobs/${jobId}`, { cookie: carol.cookie })).statusCode).toBe(200);
  });

  it('normalises skills, salaries and lists and keeps enum values', async () => {
    const res = await ctx.call('PATCH', `/api/jobs/${jobId}`, {
      cookie: alice.cookie,
      body: {
        skills_hard: 'TypeScript; typescript ,Go;; ',
        skills_soft: ['Mentoring', ' mentoring', 'Writing'],
        salary_min: '95,000',
        salary_max: 115000,
        currency: 'GBP',
        work_style: 'hybrid',
        employment_type: 'full_time',
        seniority: 'IC4 - Senior',
        job_function: 'Product Management',
        urgency: 'P1',
        department: '  ',
        jd_role_mission: ' Own the roadmap ',
        jd_benefits: ['Pension', ' ', 'Pension', 'Gym'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      skills_hard: 'TypeScript;Go',
      skills_soft: 'Mentoring;Writing',
      salary_min: 95000,
      salary_max: 115000,
      currency: 'GBP',
      work_style: 'hybrid',
      seniority: 'IC4 - Senior',
      department: null,
      jd_role_mission: 'Own the roadmap',
      jd_benefits: ['Pension', 'Gym'],
    });
    const cleared = await ctx.call('PATCH', `/api/jobs/${jobId}`, {
      cookie: alice.cookie,
      body: {
        salary_min: '',
        skills_hard: ' ; ',
        work_style: '',
      },
    });
    expect(cleared.json()).toMatchObject({ salary_min: null, skills_hard: null, work_style: null });
  });

  it.each([
    [{ work_style: 'office' }],
    [{ employment_type: 'gig' }],
    [{ seniority: 'IC9 - Wizard' }],
    [{ job_function: 'Astrology' }],
    [{ urgency: 'P9' }],
    [{ currency: 'XYZ' }],
    [{ status: 'archived' }],
    [{ date_posted: '03/02/2025' }],
  ])('refuses a value outside its list: %o', async (body) => {
    const res = await ctx.call('PATCH', `/api/jobs/${jobId}`, { cookie: alice.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });

  it("says 'Salary must be a number.' and refuses a blank title", async () => {
    const salary = await ctx.call('PATCH', `/api/jobs/${jobId}`, {
      cookie: alice.cookie,
      body: { salary_max: 'lots' },
    });
    expect(salary.json().error.message).toBe('Salary must be a number.');
    const blank = await ctx.call('PATCH', `/api/jobs/${jobId}`, {
      cookie: alice.cookie,
      body: { title: ' ' },
    });
    expect(blank.json().error.message).toBe('Please provide a title and select a company.');
  });

  it('moves the job to another company and adds the user to its members', async () => {
    const res = await ctx.call('PATCH', `/api/jobs/${jobId}`, {
      cookie: carol.cookie,
      body: { company_id: acme.id },
    });
    expect(res.json()).toMatchObject({ company_id: acme.id, company_name: 'Acme Robotics' });
    const again = await ctx.call('PATCH', `/api/jobs/${jobId}`, {
      cookie: carol.cookie,
      body: { company_id: acme.id },
    });
    expect(again.statusCode).toBe(200);
    const rows = await ctx.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, carol.id));
    expect(rows.map((r) => r.companyId)).toEqual([acme.id]);
    const foreign = await ctx.call('PATCH', `/api/jobs/${jobId}`, {
      cookie: alice.cookie,
      body: { company_id: rival.id },
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('tenancy', () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = (await create(alice.cookie, { title: 'Secret role', company_id: acme.id })).json().id;
  });

  it("answers 404 for every route on another organisation's job", async () => {
    const calls = [
      ctx.call('GET', `/api/jobs/${jobId}`, { cookie: mallory.cookie }),
      ctx.call('PATCH', `/api/jobs/${jobId}`, { cookie: mallory.cookie, body: { title: 'Mine now' } }),
      ctx.call('DELETE', `/api/jobs/${jobId}`, { cookie: mallory.cookie }),
      ctx.call('GET', `/api/jobs/${jobId}/pdf`, { cookie: mallory.cookie }),
      ctx.call('POST', '/api/pdf/job-description', { cookie: mallory.cookie, body: { jobId } }),
      ctx.call('POST', `/api/jobs/${jobId}/ai/generate-jd`, { cookie: mallory.cookie, body: {} }),
      ctx.call('GET', `/api/jobs/${jobId}/ai/tasks/abc`, { cookie: mallory.cookie }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Job not found');
    }
    const still = await ctx.call('GET', `/api/jobs/${jobId}`, { cookie: alice.cookie });
    expect(still.json().title).toBe('Secret role');
  });

  it('deletes a job of the organisation, after which it is not found', async () => {
    expect((await ctx.call('DELETE', `/api/jobs/${jobId}`, { cookie: alice.cookie })).statusCode).toBe(204);
    expect((await ctx.call('GET', `/api/jobs/${jobId}`, { cookie: alice.cookie })).statusCode).toBe(404);
    expect((await ctx.call('DELETE', `/api/jobs/${jobId}`, { cookie: alice.cookie })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the jobs routes', async () => {
    const res = await ctx.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/jobs', '/api/jobs/{id}', '/api/jobs/{id}/ai/{task}', '/api/pdf/job-description']) {
      expect(paths).toContain(p);
    }
  });
});
