import crypto from 'node:crypto';
import { type LiveEvent, type TrainerRun, trainerMessages } from '@rw/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUsage, dataTrainerModelScores } from '#src/db/schema/index.js';
import { scoringPromptFor } from '#src/modules/cv-sorter/index.js';
import { cvSorterScoringInstructions } from '#src/platform/ai/prompts/cv-sorter-score.prompt.js';
import { VALUED_MORE_LINE } from '#src/platform/ai/prompts/data-trainer-optimise.prompt.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';
import {
  importSampleDescriptions,
  job,
  OPTIMISE_TASK,
  SCORE_TASK,
  startRun,
  state,
  uploadScoredSample,
  waitForRun,
} from './data-trainer-fixtures.js';

/*
 * Training runs end to end against the project's mock provider, whose scores depend on the instructions'
 * wording and whose optimiser learns from the disagreements (docs/product/data-trainer.md#the-mock).
 */

let mock: MockLlm;
let ctx: TestContext;
let admin: TestUser;
let otherAdmin: TestUser;
const events: LiveEvent[] = [];

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  admin = await createOrganisationUser(ctx, { role: 'admin' });
  otherAdmin = await createOrganisationUser(ctx, { role: 'admin' });
  ctx.app.events.subscribe(admin.id, (e) => events.push(e as LiveEvent));
  await importSampleDescriptions(ctx, admin);
  await uploadScoredSample(ctx, admin, 40);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => mock.reset());

const error = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;
let first: TrainerRun;

describe('a training run', () => {
  it('raises agreement over the iterations, and reports held-out beside training agreement', async () => {
    events.length = 0;
    const res = await startRun(ctx, admin);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: 'queued',
      trainingCount: 28,
      heldOutCount: 12,
      allUsed: false,
      baseVersion: null,
      startedBy: admin.email,
    });
    const again = await startRun(ctx, admin);
    expect(again.statusCode).toBe(409);
    expect(error(again)).toBe(trainerMessages.alreadyTraining);

    first = await waitForRun(ctx, admin, res.json().id);
    expect(first.status).toBe('completed');
    const [one, two] = first.iterations;
    expect(one?.improvement).toBe(0);
    expect(two?.prompt).toContain(VALUED_MORE_LINE);
    expect(two?.prompt).toContain('"payments"');
    expect(two!.similarity! - one!.similarity!).toBeGreaterThan(0.2);
    for (const [i, it] of first.iterations.entries()) {
      expect(it).toMatchObject({ iteration: i + 1, error: null, scored: 28 });
      const bestBefore = Math.max(...first.iterations.slice(0, i).map((b) => b.similarity!));
      if (i > 0) expect(it.improvement).toBeCloseTo(it.similarity! - bestBefore, 10);
    }
    const last = first.iterations.at(-1)!;
    expect(first.iterations.length === 5 || last.improvement! < job.improvementThreshold).toBe(true);
    const best = first.iterations.find((it) => it.iteration === first.bestIteration)!;
    expect(first.trainingSimilarity).toBe(best.similarity);
    expect(best.similarity).toBe(Math.max(...first.iterations.map((it) => it.similarity!)));
    expect(first.heldOutSimilarity! - first.heldOutBaselineSimilarity!).toBeGreaterThanOrEqual(0.2);

    // Every candidate scored once per set of instructions, each call metered once.
    const heldOutCalls = first.bestIteration === 1 ? 12 : 24;
    expect(mock.requests({ task: SCORE_TASK })).toHaveLength(28 * first.iterations.length + heldOutCalls);
    expect(mock.requests({ task: OPTIMISE_TASK })).toHaveLength(first.iterations.length - 1);
    const [kept] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dataTrainerModelScores)
      .where(eq(dataTrainerModelScores.runId, first.id));
    expect(kept?.n).toBe(mock.requests({ task: SCORE_TASK }).length);
    const usage = await ctx.db
      .select()
      .from(apiUsage)
      .where(and(eq(apiUsage.userId, admin.id), eq(apiUsage.service, 'data_trainer')));
    expect(usage).toHaveLength(mock.requests().length);

    const progress = events.filter((e) => e.type === 'data-trainer.progress').map((e) => e.data);
    expect(new Set(progress.map((p) => p.phase))).toEqual(
      new Set(['describing', 'scoring', 'optimising', 'held-out', 'done']),
    );
    expect(progress.at(-1)).toMatchObject({ runId: first.id, status: 'completed', phase: 'done' });
    expect((await state(ctx, admin)).run?.id).toBe(first.id);
  }, 120_000);

  it("answers 404 for another organisation's run, as for an unknown one", async () => {
    for (const url of [`/api/data-trainer/runs/${first.id}`, `/api/data-trainer/runs/${first.id}/adopt`]) {
      const method = url.endsWith('adopt') ? 'POST' : 'GET';
      const theirs = await ctx.call(method, url, { cookie: otherAdmin.cookie });
      const unknown = await ctx.call(method, url.replace(first.id, crypto.randomUUID()), {
        cookie: otherAdmin.cookie,
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(unknown.body);
      expect(error(theirs)).toBe(trainerMessages.runNotFound);
    }
  });

  it("Adopt makes the best instructions the CV Sorter's scoring version, which its runs name", async () => {
    const res = await ctx.call('POST', `/api/data-trainer/runs/${first.id}/adopt`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(201);
    const best = first.iterations.find((it) => it.iteration === first.bestIteration)!;
    expect(res.json()).toMatchObject({
      version: 1,
      prompt: best.prompt,
      metric: 'spearman',
      heldOutSimilarity: first.heldOutSimilarity,
      trainingSimilarity: first.trainingSimilarity,
      runId: first.id,
      adoptedBy: admin.email,
      active: true,
    });
    const twice = await ctx.call('POST', `/api/data-trainer/runs/${first.id}/adopt`, {
      cookie: admin.cookie,
    });
    expect(twice.json().version).toBe(1);

    const choice = await scoringPromptFor(ctx.db, admin.domain);
    expect(choice).toMatchObject({ adopted: true, version: 'org v1', versionNumber: 1 });
    expect(choice.prompt.system).toContain(best.prompt);
    expect(choice.prompt.system).toMatch(/^You are an experienced recruiter/);
    expect(choice.prompt.system).toMatch(/Reply with a JSON object/);
    expect((await scoringPromptFor(ctx.db, otherAdmin.domain)).adopted).toBe(false);

    // A CV Sorter run of the organisation scores with it and says so.
    const { payload, contentType } = multipartFile(
      'people.csv',
      Buffer.from('Name,Title,Company\nAnn Example,Senior Backend Engineer,Ledgerly\n'),
      { type: 'text/csv' },
    );
    const search = await ctx.call('POST', '/api/cv-sorter/searches', {
      cookie: admin.cookie,
      body: payload,
      headers: { 'content-type': contentType },
    });
    const id = search.json().search.id as string;
    await ctx.call('POST', `/api/cv-sorter/searches/${id}/run`, {
      cookie: admin.cookie,
      body: { jobTitle: job.jobTitle, jobDescription: job.roleSummary },
    });
    const scored = await vi.waitFor(
      async () => {
        const s = (await ctx.call('GET', `/api/cv-sorter/searches/${id}`, { cookie: admin.cookie })).json();
        if (s.search.status !== 'completed') throw new Error(s.search.status);
        return s.search;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(scored).toMatchObject({ promptVersion: 'org v1', promptAdopted: true });
    expect(mock.requests({ task: SCORE_TASK }).at(-1)?.messages[0]?.content).toContain(best.prompt);
  }, 60_000);

  it('starts the next run from the adopted version; an earlier version can be restored', async () => {
    const res = await startRun(ctx, admin);
    const second = await waitForRun(ctx, admin, res.json().id);
    expect(second).toMatchObject({ status: 'completed', baseVersion: 1 });
    const adopted = await scoringPromptFor(ctx.db, admin.domain);
    expect(second.iterations[0]?.prompt).toBe(adopted.instructions);
    expect(
      (await ctx.call('POST', `/api/data-trainer/runs/${second.id}/adopt`, { cookie: admin.cookie })).json(),
    ).toMatchObject({ version: 2, active: true });

    const restored = await ctx.call('POST', '/api/data-trainer/versions/1/restore', { cookie: admin.cookie });
    expect(restored.json()).toMatchObject({ version: 1, active: true });
    expect(await scoringPromptFor(ctx.db, admin.domain)).toMatchObject({ version: 'org v1' });
    const list = await ctx.call('GET', '/api/data-trainer/versions', { cookie: admin.cookie });
    expect(
      list.json().versions.map((v: { version: number; active: boolean }) => [v.version, v.active]),
    ).toEqual([
      [2, false],
      [1, true],
    ]);

    for (const user of [admin, otherAdmin]) {
      const missing = await ctx.call('POST', '/api/data-trainer/versions/3/restore', { cookie: user.cookie });
      expect(missing.statusCode).toBe(404);
      expect(error(missing)).toBe(trainerMessages.versionNotFound);
    }
    const theirs = await ctx.call('POST', '/api/data-trainer/versions/1/restore', {
      cookie: otherAdmin.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect(await scoringPromptFor(ctx.db, admin.domain)).toMatchObject({ version: 'org v1' });

    // Back to the built-in instructions: no version active, the versions kept, one restorable again.
    const builtIn = await ctx.call('POST', '/api/data-trainer/versions/built-in/restore', {
      cookie: admin.cookie,
    });
    expect(builtIn.statusCode).toBe(204);
    expect(await scoringPromptFor(ctx.db, admin.domain)).toMatchObject({
      adopted: false,
      versionNumber: null,
      instructions: cvSorterScoringInstructions,
    });
    const after = await ctx.call('GET', '/api/data-trainer/versions', { cookie: admin.cookie });
    expect(after.json().versions.map((v: { active: boolean }) => v.active)).toEqual([false, false]);
    const again = await ctx.call('POST', '/api/data-trainer/versions/built-in/restore', {
      cookie: admin.cookie,
    });
    expect(again.statusCode).toBe(204);
    await ctx.call('POST', '/api/data-trainer/versions/2/restore', { cookie: admin.cookie });
    expect(await scoringPromptFor(ctx.db, admin.domain)).toMatchObject({ version: 'org v2' });
    // Another organisation's built-in choice leaves this one's version alone.
    await ctx.call('POST', '/api/data-trainer/versions/built-in/restore', { cookie: otherAdmin.cookie });
    expect(await scoringPromptFor(ctx.db, admin.domain)).toMatchObject({ version: 'org v2' });
  }, 120_000);

  it("records a failed iteration as 'Error in iteration N: {reason}' with no similarity, and goes on", async () => {
    mock.script({ match: { task: OPTIMISE_TASK }, status: 400, message: 'Bad request.' });
    const res = await startRun(ctx, admin, { ...job, improvementThreshold: 0.01 });
    const run = await waitForRun(ctx, admin, res.json().id);
    expect(run.status).toBe('completed');
    expect(run.iterations[1]).toMatchObject({ iteration: 2, similarity: null, improvement: null, scored: 0 });
    expect(run.iterations[1]?.error).toMatch(/^Error in iteration 2: /);
    expect(run.iterations[2]?.similarity).not.toBeNull();
  }, 120_000);
});
