import crypto from 'node:crypto';
import {
  TRAINER_TEMPLATE_FILENAME,
  trainerMessages,
  trainerTemplateColumns,
  trainerTemplateCsv,
  trainerTemplateRows,
} from '@rw/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUsage } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser, uniqueDomain } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { job, state, upload, waitForDescribing } from './data-trainer-fixtures.js';

/* The Data Trainer's set, hand scores, settings and access (docs/product/data-trainer.md). */

let mock: MockLlm;
let ctx: TestContext;
let admin: TestUser;
let recruiter: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  const domain = uniqueDomain();
  admin = await createOrganisationUser(ctx, { role: 'admin', domain });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain });
  otherAdmin = await createOrganisationUser(ctx, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => mock.reset());

/** The company descriptions the model wrote for `user`'s organisation (metered calls; other tests' work runs beside). */
async function describedFor(user: TestUser): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(apiUsage)
    .where(and(eq(apiUsage.userId, user.id), eq(apiUsage.service, 'data_trainer')));
  return rows.length;
}

const template = trainerTemplateCsv(trainerTemplateColumns, trainerTemplateRows);
const error = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('access', () => {
  it('refuses a recruiter every route with 403, and an anonymous caller with 401', async () => {
    const id = crypto.randomUUID();
    const calls: [Parameters<TestContext['call']>[0], string, unknown?][] = [
      ['GET', '/api/data-trainer'],
      ['DELETE', '/api/data-trainer/candidates'],
      ['PUT', `/api/data-trainer/candidates/${id}/scores`, { scores: {} }],
      ['PUT', '/api/data-trainer/settings', job],
      ['POST', '/api/data-trainer/companies/describe'],
      ['POST', '/api/data-trainer/runs', job],
      ['GET', `/api/data-trainer/runs/${id}`],
      ['POST', `/api/data-trainer/runs/${id}/adopt`],
      ['GET', '/api/data-trainer/versions'],
      ['POST', '/api/data-trainer/versions/1/restore'],
    ];
    for (const [method, url, body] of calls) {
      const res = await ctx.call(method, url, { cookie: recruiter.cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(error(res)).toBe(trainerMessages.adminsOnly);
      expect((await ctx.call(method, url, { body })).statusCode).toBe(401);
    }
    const res = await upload(ctx, recruiter, template);
    expect(res.statusCode).toBe(403);
    expect(error(res)).toBe(trainerMessages.adminsOnly);
  });
});

describe('the upload', () => {
  it(`reads the template (${TRAINER_TEMPLATE_FILENAME}) in the LinkedIn format`, async () => {
    const res = await upload(ctx, admin, template, { name: TRAINER_TEMPLATE_FILENAME });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      format: 'linkedin',
      loaded: 3,
      dropped: 0,
      candidates: [
        {
          name: 'Jane Doe',
          currentCompany: 'Stripe',
          currentTitle: 'Senior Software Engineer',
          scores: null,
        },
        { name: 'Sam Patel' },
        { name: 'Alex Kim' },
      ],
    });
  });

  it('reads the standard format, semicolon-separated in Windows-1252, leaving out rows without a name, company or title', async () => {
    const csv = Buffer.from(
      'current_job_title;candidate_name;current_company\r\nIngénieur;José Núñez;Société Générale\r\nAnalyst;;Monzo\r\n;Ann Lee;Monzo\r\nDesigner;Bo Li;Figma\r\n',
      'latin1',
    );
    const res = await upload(ctx, admin, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      format: 'standard',
      loaded: 2,
      dropped: 2,
      candidates: [
        { name: 'José Núñez', currentCompany: 'Société Générale', currentTitle: 'Ingénieur' },
        { name: 'Bo Li', currentCompany: 'Figma', currentTitle: 'Designer' },
      ],
    });
  });

  it('answers each problem with its message and keeps the set it had', async () => {
    await upload(ctx, admin, template);
    const cases: [string | Buffer, string, { name?: string; type?: string }?][] = [
      ['Name,Email\nAnn,ann@example.com\n', trainerMessages.csvNotRecognized],
      ['candidate_name,current_company,current_job_title\n,Monzo,\n', trainerMessages.noValidData],
      ['', trainerMessages.noValidData],
      [template, trainerMessages.csvOnly, { name: 'people.txt', type: 'text/plain' }],
      [template, trainerMessages.csvOnly, { name: 'people.xlsx', type: 'application/vnd.ms-excel' }],
    ];
    for (const [csv, message, opts] of cases) {
      const res = await upload(ctx, admin, csv, opts);
      expect(res.statusCode, message).toBe(400);
      expect(error(res)).toBe(message);
    }
    const unclosed = await upload(
      ctx,
      admin,
      'candidate_name,current_company,current_job_title\n"Ann Lee,Monzo,Engineer\n',
    );
    expect(error(unclosed)).toBe(trainerMessages.parseError);
    const noFile = await ctx.call('POST', '/api/data-trainer/candidates', {
      cookie: admin.cookie,
      body: '--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(error(noFile)).toBe(trainerMessages.noFile);
    expect((await state(ctx, admin)).candidates.map((c) => c.name)).toEqual([
      'Jane Doe',
      'Sam Patel',
      'Alex Kim',
    ]);
  });

  it("describes the set's companies the dataset lacks, once, into the CV Sorter's company dataset", async () => {
    const admin = await createOrganisationUser(ctx, { role: 'admin' });
    const res = await upload(ctx, admin, template);
    expect(res.json().companiesToDescribe).toBe(3);
    const s = await waitForDescribing(ctx, admin);
    expect(s.describing).toMatchObject({ status: 'idle', done: 3, total: 3, error: null });
    expect(s.companies).toHaveLength(3);
    expect(s.companies.every((c) => c.description && c.source === 'generated')).toBe(true);
    const stripe = s.companies.find((c) => c.name === 'Stripe');
    expect(s.candidates[0]?.companyDescription).toBe(stripe?.description);
    expect(await describedFor(admin)).toBe(3);
    const dataset = await ctx.call('GET', '/api/cv-sorter/company-dataset', { cookie: admin.cookie });
    expect(
      dataset
        .json()
        .companies.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Deliveroo', 'Lloyds Banking Group', 'Stripe']);
    // Described once: a new upload of the same companies asks for none.
    expect((await upload(ctx, admin, template)).json().companiesToDescribe).toBe(0);
    const again = await ctx.call('POST', '/api/data-trainer/companies/describe', { cookie: admin.cookie });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ status: 'idle', total: 0 });
    expect(await describedFor(admin)).toBe(3);
  });
});

describe('hand scores, settings and Clear Data', () => {
  it('saves hand scores with who and when, reads them back, and keeps them to 2 decimals', async () => {
    const { candidates } = (await upload(ctx, admin, template)).json();
    const id = candidates[1].id as string;
    const scores = { companyRelevancy: 7.256, companyPrestige: 8, roleRelevancy: 6.5, seniorityMatch: 0 };
    const res = await ctx.call('PUT', `/api/data-trainer/candidates/${id}/scores`, {
      cookie: admin.cookie,
      body: { scores },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      scores: { ...scores, companyRelevancy: 7.26 },
      handFinalScore: 5.44,
      scoredBy: admin.email,
    });
    const read = (await state(ctx, admin)).candidates.find((c) => c.id === id);
    expect(read).toMatchObject({ scores: { companyRelevancy: 7.26 }, scoredBy: admin.email });
    expect(Date.parse(read?.scoredAt ?? '')).not.toBeNaN();
    const out = await ctx.call('PUT', `/api/data-trainer/candidates/${id}/scores`, {
      cookie: admin.cookie,
      body: { scores: { ...scores, seniorityMatch: 10.5 } },
    });
    expect(out.statusCode).toBe(400);
  });

  it("answers 404 for another organisation's candidate, exactly as for an unknown one", async () => {
    const { candidates } = (await upload(ctx, admin, template)).json();
    const body = { scores: { companyRelevancy: 1, companyPrestige: 1, roleRelevancy: 1, seniorityMatch: 1 } };
    const theirs = await ctx.call('PUT', `/api/data-trainer/candidates/${candidates[0].id}/scores`, {
      cookie: otherAdmin.cookie,
      body,
    });
    const unknown = await ctx.call('PUT', `/api/data-trainer/candidates/${crypto.randomUUID()}/scores`, {
      cookie: otherAdmin.cookie,
      body,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(error(theirs)).toBe(trainerMessages.candidateNotFound);
    expect((await state(ctx, admin)).candidates[0]?.scores).toBeNull();
    expect((await state(ctx, otherAdmin)).candidates).toEqual([]);
  });

  it('keeps the settings per organisation, within their limits', async () => {
    const body = { ...job, metric: 'pearson', improvementThreshold: 0.05 };
    const res = await ctx.call('PUT', '/api/data-trainer/settings', { cookie: admin.cookie, body });
    expect(res.json()).toEqual(body);
    expect((await state(ctx, admin)).settings).toEqual(body);
    expect((await state(ctx, otherAdmin)).settings).toMatchObject({
      metric: 'spearman',
      improvementThreshold: 0.02,
    });
    for (const improvementThreshold of [0.005, 0.21]) {
      const bad = await ctx.call('PUT', '/api/data-trainer/settings', {
        cookie: admin.cookie,
        body: { ...body, improvementThreshold },
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('Clear Data removes the set and its hand scores; the company dataset stays', async () => {
    await upload(ctx, admin, template);
    const res = await ctx.call('DELETE', '/api/data-trainer/candidates', { cookie: admin.cookie });
    expect(res.statusCode).toBe(204);
    const s = await state(ctx, admin);
    expect(s.candidates).toEqual([]);
    expect(s.companies).toEqual([]);
    const dataset = await ctx.call('GET', '/api/cv-sorter/company-dataset', { cookie: admin.cookie });
    expect(dataset.json().companies.length).toBeGreaterThan(0);
  });

  it("refuses training without candidates, then without hand scores, with the spec's words", async () => {
    await ctx.call('DELETE', '/api/data-trainer/candidates', { cookie: admin.cookie });
    const none = await ctx.call('POST', '/api/data-trainer/runs', { cookie: admin.cookie, body: job });
    expect(error(none)).toBe(trainerMessages.uploadFirst);
    await upload(ctx, admin, template);
    const unscored = await ctx.call('POST', '/api/data-trainer/runs', { cookie: admin.cookie, body: job });
    expect(error(unscored)).toBe(trainerMessages.scoreFirst);
  });
});
