import { addDays, appCatalogue, projectMonth, toIsoDate } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser, uniqueDomain } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { usageExportHeaders } from './usage-export.service.js';

/*
 * App Usage (docs/product/analytics.md#app-usage): app openings, AI usage per service and person from the
 * real metering path (the mock provider), the month against the credit limit, and the CSV export.
 */

let mock: MockLlm;
let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let recruiter: TestUser;
let domain: string;
// The metering counts calls in the database's day: a period from yesterday to tomorrow holds them whatever
// the hour.
const today = toIsoDate(new Date());
const period = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;

const reviewer = appCatalogue.find((a) => a.id === 'reviewer')!;
const click = {
  action: 'app_clicked',
  appId: reviewer.id,
  metadata: { appName: reviewer.name, appType: reviewer.type, section: null, searchQuery: null },
};

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  domain = uniqueDomain('usage');
  owner = await createOrganisationUser(ctx, { role: 'owner', domain: uniqueDomain('platform') });
  admin = await createOrganisationUser(ctx, { role: 'admin', domain, name: 'Ada Admin' });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain, name: '=HYPERLINK("x")' });
  const org = await ctx.call('POST', '/api/admin/organizations', {
    cookie: owner.cookie,
    body: { domain, name: 'Usage Org', openai_api_key: 'sk-test-usage', monthly_credit_limit: 1_000_000 },
  });
  expect(org.statusCode).toBe(201);
  for (const user of [admin, recruiter, recruiter]) {
    const res = await ctx.call('POST', '/api/activities', { cookie: user.cookie, body: click });
    expect(res.statusCode).toBe(201);
  }
  for (const user of [recruiter, recruiter, admin]) {
    const tone = await ctx.call('POST', '/api/generate-tone', {
      cookie: user.cookie,
      body: { sampleText: 'We write short, warm sentences.', companyName: 'Acme' },
    });
    expect(tone.statusCode).toBe(200);
  }
  const review = await ctx.call('POST', '/api/reviews', {
    cookie: recruiter.cookie,
    headers: { accept: 'application/json' },
    body: {
      job_description: 'Payments Engineer.\n- Five years of Go',
      candidate_cv: 'Built payment services in Go for five years.',
      candidate_name: 'Ann Example',
      job_title: 'Payments Engineer',
      pronouns: 'she/her',
    },
  });
  expect(review.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await mock.close();
});

const usage = (query = period, user = admin) =>
  ctx.call('GET', `/api/analytics/usage?${query}`, { cookie: user.cookie });

describe('App Usage', () => {
  it('counts openings per app over the period, every bucket present', async () => {
    const res = await usage(`${period}&bucket=day`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bucket).toBe('day');
    expect(body.apps.totals).toEqual([{ app_id: 'reviewer', app_name: 'Reviewer', opens: 3 }]);
    expect(body.apps.buckets.map((b: { start: string }) => b.start)).toEqual([
      addDays(today, -1),
      today,
      addDays(today, 1),
    ]);
    const opens = body.apps.buckets.reduce(
      (n: number, b: { opens: Record<string, number> }) => n + (b.opens.reviewer ?? 0),
      0,
    );
    expect(opens).toBe(3);
  });

  it('gives AI calls, tokens and cost per service and per person, in US dollars', async () => {
    const body = (await usage()).json();
    expect(body.currency).toBe('USD');
    const { rows } = await ctx.db.execute<{
      service: string;
      calls: number;
      tokens: number;
      cost: number;
    }>(sql`
      select a.service, count(*)::int as calls, sum(a.tokens_used)::float8 as tokens, sum(a.cost)::float8 as cost
      from api_usage a join users u on u.id = a.user_id where u.domain = ${domain} group by a.service`);
    const metered = Object.fromEntries(rows.map((r) => [r.service, r]));
    expect(body.ai.services.map((s: { service: string }) => s.service).sort()).toEqual([
      'generate-tone',
      'reviewer',
    ]);
    for (const s of body.ai.services) {
      expect(s.calls).toBe(metered[s.service]!.calls);
      expect(s.tokens).toBe(metered[s.service]!.tokens);
      expect(s.cost).toBeCloseTo(metered[s.service]!.cost, 6);
    }
    expect(body.ai.services.find((s: { service: string }) => s.service === 'generate-tone').calls).toBe(3);
    const people = Object.fromEntries(
      body.ai.users.map((u: { user_id: string; calls: number }) => [u.user_id, u.calls]),
    );
    expect(people[admin.id]).toBe(1);
    expect(people[recruiter.id]).toBeGreaterThanOrEqual(3);
    const total = body.ai.buckets.reduce((n: number, b: { calls: number }) => n + b.calls, 0);
    expect(total).toBe(rows.reduce((n, r) => n + r.calls, 0));
  });

  it('sets the month to date against the credit limit, with the projection to its end', async () => {
    const body = (await usage()).json();
    const { rows } = await ctx.db.execute<{ tokens: number }>(sql`
      select u.tokens_used as tokens from organization_usage u join organizations o on o.id = u.organization_id
      where o.domain = ${domain} and u.month = ${body.month.month}::date`);
    expect(body.month.tokens_used).toBe(rows[0]!.tokens);
    expect(body.month.limit).toBe(1_000_000);
    const at = new Date(`${body.month.month}T00:00:00Z`);
    at.setUTCDate(body.month.days_elapsed);
    expect(body.month).toEqual(
      projectMonth({ tokensUsed: rows[0]!.tokens, cost: body.month.cost, limit: 1_000_000, now: at }),
    );
  });

  it('records a generated review as an activity of its author', async () => {
    const { rows } = await ctx.db.execute<{ metadata: { reviewId?: string } }>(sql`
      select metadata from user_activities where user_id = ${recruiter.id} and action = 'review_generated'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.metadata.reviewId).toEqual(expect.any(String));
  });

  it('exports AI usage and app openings as CSV, with formula cells neutralised', async () => {
    const res = await ctx.call('GET', `/api/analytics/usage/export?${period}&report=ai`, {
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `ai-usage-${addDays(today, -1)}-to-${addDays(today, 1)}.csv`,
    );
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(usageExportHeaders.ai.join(','));
    expect(lines.some((l) => l.includes(`"'=HYPERLINK(""x"")",${recruiter.email},generate-tone`))).toBe(true);
    expect(lines.some((l) => l.includes(`Ada Admin,${admin.email},generate-tone,1,`))).toBe(true);

    const apps = await ctx.call('GET', `/api/analytics/usage/export?${period}&report=apps`, {
      cookie: admin.cookie,
    });
    const appLines = apps.body.slice(1).trim().split('\r\n');
    expect(appLines[0]).toBe('Date,App,Person,E-mail,Opens');
    expect(appLines.some((l) => l.endsWith(`Reviewer,"'=HYPERLINK(""x"")",${recruiter.email},2`))).toBe(true);
  });

  it("is for admins, and shows one organisation's usage to its own admins only", async () => {
    expect((await usage(period, recruiter)).statusCode).toBe(403);
    const exported = await ctx.call('GET', `/api/analytics/usage/export?${period}`, {
      cookie: recruiter.cookie,
    });
    expect(exported.statusCode).toBe(403);
    const outsider = await createOrganisationUser(ctx, { role: 'admin', domain: uniqueDomain('other') });
    const theirs = (await usage(period, outsider)).json();
    expect(theirs.apps.totals).toEqual([]);
    expect(theirs.ai.services).toEqual([]);
    expect(theirs.month).toMatchObject({ tokens_used: 0, limit: 0, used_share: null });
  });
});
