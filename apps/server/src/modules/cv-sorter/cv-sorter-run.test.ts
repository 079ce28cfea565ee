import {
  type CvSorterCandidateDetail,
  type CvSorterProgressEvent,
  cvSorterMessages,
  processingCompleteMessage,
} from '@rw/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUsage, companyDescriptions, userActivities } from '#src/db/schema/index.js';
import type { AppEvent } from '#src/platform/events/event.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import {
  COMPANY_TASK,
  job,
  SCORE_TASK,
  scoreReply,
  startRun,
  uploaded,
  waitForEnd,
} from './cv-sorter-fixtures.js';
import { startSearchRun } from './cv-sorter-run.service.js';

let mock: MockLlm;
let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  user = await createOrganisationUser(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => mock.reset());

const detail = async (searchId: string, id: string): Promise<CvSorterCandidateDetail> =>
  (
    await ctx.call('GET', `/api/cv-sorter/searches/${searchId}/candidates/${id}`, { cookie: user.cookie })
  ).json();
const usage = async () =>
  (await ctx.db.select().from(apiUsage).where(eq(apiUsage.userId, user.id))).filter(
    (u) => u.service === 'cv_sorter',
  );

describe('a run', () => {
  it('scores every candidate blind, one call each, in the background, with progress over the event stream', async () => {
    const events: AppEvent[] = [];
    const stop = ctx.app.events.subscribe(user.id, (e) => events.push(e));
    const csv = [
      'First Name,Last Name,Email,Phone,Current Title,Current Company,LinkedIn URL',
      'Zelda,Quokka,zelda@quokka.test,+44 7700 900123,Zelda Quokka Consulting lead,Stripe,https://www.linkedin.com/in/zelda-quokka-77',
      'Bartholomew,Ynysgyffylog,bart@yny.test,+1 415 555 0100,Backend Engineer,Globex Payments,/in/bart-yny',
      'Cordelia,Vantablack,,,Staff Engineer,Stripe,cordelia-vb',
    ].join('\n');
    const { search } = await uploaded(ctx, user, csv);
    mock.script({ match: { task: SCORE_TASK }, json: scoreReply(8), times: 3 });
    const res = await startRun(ctx, user, search.id);
    expect(res.statusCode).toBe(202);
    expect(res.json().search).toMatchObject({
      status: 'queued',
      jobTitle: job.jobTitle,
      batchSize: 20,
      delayMs: 300,
    });
    expect(res.json().search.estimatedCost).toBeGreaterThan(0);
    // Queued with its activity (docs/product/analytics.md#recorded-activity).
    const runs = await ctx.db
      .select({ metadata: userActivities.metadata })
      .from(userActivities)
      .where(and(eq(userActivities.userId, user.id), eq(userActivities.action, 'cv_sorter_run')));
    expect(runs.map((r) => r.metadata)).toEqual([{ searchId: search.id, count: 3 }]);

    const ended = await waitForEnd(ctx, user, search.id);
    expect(ended).toMatchObject({ status: 'completed', scored: 3, failed: 0, pending: 0, percent: 100 });
    expect(ended.message).toBe(processingCompleteMessage(3, 0));
    expect(ended.promptVersion).toBe('cv-sorter-score v1');
    expect(ended.cost).toBeGreaterThan(0);
    expect(ended.tokensUsed).toBeGreaterThan(0);

    // Blind: no name, e-mail, phone or profile link reaches the model, in any request.
    const sent = mock
      .requests()
      .flatMap((r) => r.messages.map((m) => m.content))
      .join('\n');
    for (const secret of [
      'Zelda',
      'Quokka',
      'Bartholomew',
      'Ynysgyffylog',
      'Cordelia',
      'Vantablack',
      '@quokka.test',
      '@yny.test',
      '7700',
      '555 0100',
      'linkedin',
      'zelda-quokka',
      'bart-yny',
      'cordelia-vb',
    ]) {
      expect(sent, secret).not.toContain(secret);
    }
    expect(sent).toContain('Backend Engineer');
    expect(sent).toContain(job.jobDescription);
    // One scoring call per candidate; one description per distinct company (Stripe twice is one).
    expect(mock.requests({ task: SCORE_TASK })).toHaveLength(3);
    expect(mock.requests({ task: COMPANY_TASK })).toHaveLength(2);
    const params = mock.requests({ task: SCORE_TASK })[0]!.params;
    expect(params.temperature).toBe(0.3);

    // Every kept call is metered for the user under the CV Sorter's service name.
    expect(await usage()).toHaveLength(5);
    const descriptions = await ctx.db
      .select()
      .from(companyDescriptions)
      .where(eq(companyDescriptions.domain, user.domain));
    expect(descriptions.map((d) => [d.name, d.source]).sort()).toEqual([
      ['Globex Payments', 'generated'],
      ['Stripe', 'generated'],
    ]);

    await vi.waitFor(() => expect(events.some((e) => e.type === 'notification')).toBe(true));
    stop();
    const progress = events
      .filter((e) => e.type === 'cv-sorter.progress')
      .map((e) => e.data as CvSorterProgressEvent);
    expect(progress[0]).toMatchObject({ searchId: search.id, status: 'running' });
    expect(progress.flatMap((p) => p.candidates).map((c) => c.status)).toContain('scored');
    expect(progress.at(-1)).toMatchObject({
      status: 'completed',
      scored: 3,
      message: processingCompleteMessage(3, 0),
    });

    const { candidates } = (
      await ctx.call('GET', `/api/cv-sorter/searches/${search.id}`, { cookie: user.cookie })
    ).json();
    const one = await detail(search.id, candidates[0].id);
    expect(one).toMatchObject({
      status: 'scored',
      score: 8,
      scores: { companyRelevancy: 8, companyPrestige: 8, roleRelevancy: 8, seniorityMatch: 8 },
      assessment: 'Solid fit on title and company.',
      promptVersion: 'cv-sorter-score v1',
      category: 'notSorted',
    });
    expect(one.rationales?.roleRelevancy).toContain('Evidence');
    expect(one.companyDescription).toBeTruthy();
  }, 60_000);

  it('reuses the dataset’s descriptions, clamps and rounds scores and takes the weighted mean', async () => {
    const { search } = await uploaded(ctx, user, 'Name,Title,Company\nA B,Engineer,Stripe\n');
    mock.script({
      match: { task: SCORE_TASK },
      json: scoreReply(5, {
        companyRelevancy: { score: 12, rationale: 'Same market.' },
        companyPrestige: { score: '7.456', rationale: 'Well known.' },
        roleRelevancy: { score: -1, rationale: 'Different role.' },
      }),
    });
    const weights = { companyRelevancy: 2, companyPrestige: 0, roleRelevancy: 1, seniorityMatch: 1 };
    expect((await startRun(ctx, user, search.id, { ...job, weights })).statusCode).toBe(202);
    await waitForEnd(ctx, user, search.id);
    expect(mock.requests({ task: COMPANY_TASK })).toHaveLength(0);
    const { candidates } = (
      await ctx.call('GET', `/api/cv-sorter/searches/${search.id}`, { cookie: user.cookie })
    ).json();
    expect(candidates[0]).toMatchObject({
      scores: { companyRelevancy: 10, companyPrestige: 7.46, roleRelevancy: 0, seniorityMatch: 5 },
      score: 6.25,
    });
  }, 60_000);

  it('asks again when a reply misses a criterion, and never invents a score', async () => {
    const { search } = await uploaded(ctx, user, 'Name,Title,Company\nA B,Engineer,Unknown\n');
    const { seniorityMatch: _drop, ...partial } = scoreReply(6);
    mock.script([
      { match: { task: SCORE_TASK }, json: partial },
      {
        match: { task: SCORE_TASK },
        json: scoreReply(6, { roleRelevancy: { score: 'high', rationale: 'x' } }),
      },
      { match: { task: SCORE_TASK }, json: scoreReply(6) },
    ]);
    await startRun(ctx, user, search.id);
    expect(await waitForEnd(ctx, user, search.id)).toMatchObject({ scored: 1, failed: 0 });
    expect(mock.requests({ task: SCORE_TASK })).toHaveLength(3);
    const { candidates } = (
      await ctx.call('GET', `/api/cv-sorter/searches/${search.id}`, { cookie: user.cookie })
    ).json();
    const one = await detail(search.id, candidates[0].id);
    expect(one).toMatchObject({ status: 'scored', score: 6, attempts: 2 });
  }, 60_000);

  it("fails a candidate after 3 attempts with 'Processing failed after 3 attempts: …', no score; Retry failed scores it", async () => {
    const { search } = await uploaded(
      ctx,
      user,
      'Name,Title,Company\nA B,Engineer,Unknown\nC D,Designer,Unknown\n',
    );
    const { seniorityMatch: _drop, ...partial } = scoreReply(6);
    // The first candidate scored takes the first good reply; the other gets three partial ones.
    mock.script([
      { match: { task: SCORE_TASK }, json: scoreReply(9) },
      { match: { task: SCORE_TASK }, json: partial, times: 3 },
    ]);
    await startRun(ctx, user, search.id);
    const ended = await waitForEnd(ctx, user, search.id);
    expect(ended).toMatchObject({ status: 'completed', scored: 1, failed: 1 });
    expect(ended.message).toBe('Processing complete! 1 successful, 1 failed');
    const { candidates } = (
      await ctx.call('GET', `/api/cv-sorter/searches/${search.id}`, { cookie: user.cookie })
    ).json();
    const failed = candidates.find((c: { status: string }) => c.status === 'failed');
    expect(failed).toMatchObject({
      score: null,
      scores: null,
      assessment:
        'Processing failed after 3 attempts: The reply gave no usable score and rationale for seniorityMatch.',
    });

    mock.script({ match: { task: SCORE_TASK }, json: scoreReply(4) });
    const retry = await ctx.call('POST', `/api/cv-sorter/searches/${search.id}/retry-failed`, {
      cookie: user.cookie,
    });
    expect(retry.statusCode).toBe(202);
    expect(await waitForEnd(ctx, user, search.id)).toMatchObject({
      status: 'completed',
      scored: 2,
      failed: 0,
    });
    const again = await ctx.call('POST', `/api/cv-sorter/searches/${search.id}/retry-failed`, {
      cookie: user.cookie,
    });
    expect(again.json().error.message).toBe(cvSorterMessages.noFailedCandidates);
  }, 60_000);

  it('refuses a run without a job title or description, and a second run while one is processing', async () => {
    const { search } = await uploaded(ctx, user, 'Name,Title\nA B,Engineer\n');
    const blank = await startRun(ctx, user, search.id, { jobTitle: ' ', jobDescription: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please enter a job title.');
    const noDescription = await startRun(ctx, user, search.id, { jobTitle: 'PM' });
    expect(noDescription.json().error.message).toBe('Please enter a job description.');
    mock.script({ match: { task: SCORE_TASK }, fault: 'timeout', delayMs: 0 });
    mock.configure({ latencyMs: 300 });
    expect((await startRun(ctx, user, search.id)).statusCode).toBe(202);
    const second = await startRun(ctx, user, search.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(cvSorterMessages.alreadyProcessing);
    mock.reset();
  }, 60_000);

  it('estimates the cost from the price table before a run', async () => {
    const { search } = await uploaded(
      ctx,
      user,
      'Name,Title,Company\nA B,Engineer,NewCo One\nC D,PM,NewCo Two\n',
    );
    const res = await ctx.call('POST', `/api/cv-sorter/searches/${search.id}/estimate`, {
      cookie: user.cookie,
      body: job,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ candidates: 2, companiesToDescribe: 2, model: 'gpt-4o-mini' });
    expect(res.json().estimatedCost).toBeGreaterThan(0);
    expect(mock.requests()).toHaveLength(0);
  });

  it("needs the user's e-mail, and the organisation's key", async () => {
    const { search } = await uploaded(ctx, user, 'Name\nA B\n');
    const body = {
      ...job,
      weights: { companyRelevancy: 1, companyPrestige: 1, roleRelevancy: 1, seniorityMatch: 1 },
      batchSize: 20,
      delayMs: 300,
    };
    await expect(
      startSearchRun({ db: ctx.db, ai: ctx.app.ai }, { ...user, email: '' }, search.id, body),
    ).rejects.toThrow('User email not available. Please log in again.');

    const keyless = await createTestContext();
    try {
      const someone = await createOrganisationUser(keyless);
      const other = await uploaded(keyless, someone, 'Name\nA B\n');
      const res = await startRun(keyless, someone, other.search.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'OpenAI API key not configured for your organization. Please contact your administrator.',
      );
      expect(
        (
          await keyless.call('GET', `/api/cv-sorter/searches/${other.search.id}`, { cookie: someone.cookie })
        ).json().search.status,
      ).toBe('draft');
    } finally {
      await keyless.close();
    }
  }, 60_000);
});
