import { cvSorterMessages, SCORING_RUN_MAX_RESUMES } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUsage, cvSorterCandidates, cvSorterSearches } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { type RunLifecycle, staleCutoff } from '#src/platform/queue/run-lifecycle.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { staleRunClocks, workerDeps } from '#src/test/stale-worker.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import { readSearch } from './cv-sorter.queries.js';
import { job, SCORE_TASK, scoreReply, uploaded } from './cv-sorter-fixtures.js';
import {
  CV_SORTER_TASK,
  recoverCvSorterRuns,
  registerCvSorterHandlers,
  startSearchRun,
} from './cv-sorter-run.service.js';

/*
 * A run whose worker died (docs/product/cv-sorter.md#processing): a worker whose clock stands still, while the
 * sweeper's is a minute ahead (src/test/stale-worker.ts).
 */

const { frozen, later } = staleRunClocks;

let mock: MockLlm;
let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  user = await createOrganisationUser(ctx);
}, 60_000);
afterAll(async () => {
  await mock?.close();
  await ctx?.close();
});
beforeEach(() => mock.reset());

const deps = (runs: RunLifecycle): CvSorterDeps => workerDeps(ctx, runs);
const usageRows = async () =>
  (await ctx.db.select().from(apiUsage).where(eq(apiUsage.userId, user.id))).filter(
    (u) => u.service === 'cv_sorter',
  ).length;

/** A run whose worker scores `answered` candidates and then hangs on every call, like a dying server. */
async function runThatDies(n: number, answered: number) {
  const csv = ['Name,Title', ...Array.from({ length: n }, (_, i) => `Person ${i},Engineer ${i}`)].join('\n');
  const { search } = await uploaded(ctx, user, csv);
  mock.script([
    { match: { task: SCORE_TASK }, json: scoreReply(7), times: answered },
    { match: { task: SCORE_TASK }, fault: 'timeout', times: 10_000 },
  ]);
  const body = {
    ...job,
    weights: { companyRelevancy: 1, companyPrestige: 1, roleRelevancy: 1, seniorityMatch: 1 },
    batchSize: 5,
    delayMs: 100,
  };
  await startSearchRun(deps(frozen), user, search.id, body);
  await vi.waitFor(
    async () => {
      const rows = await ctx.db
        .select()
        .from(cvSorterCandidates)
        .where(eq(cvSorterCandidates.searchId, search.id));
      if (rows.filter((r) => r.status === 'scored').length !== answered) throw new Error('not yet');
    },
    { timeout: 30_000, interval: 25 },
  );
  await vi.waitFor(
    () => expect(mock.requests({ task: SCORE_TASK })).toHaveLength(Math.min(n, answered + 5)),
    {
      timeout: 30_000,
    },
  );
  mock.reset();
  return search.id;
}

describe('a CV Sorter run whose worker died', () => {
  it('is resumed for its unscored candidates only: each scored and charged once', async () => {
    const id = await runThatDies(9, 3);
    const before = await usageRows();
    expect(before).toBe(3);
    expect(await recoverCvSorterRuns(deps(frozen), staleCutoff(frozen))).toBe(0);
    expect(await recoverCvSorterRuns(deps(later), staleCutoff(later))).toBe(1);
    await vi.waitFor(
      async () => {
        const s = await readSearch(ctx.db, id);
        if (s?.status !== 'completed') throw new Error(`search is ${s?.status}`);
      },
      { timeout: 30_000, interval: 50 },
    );
    const search = await readSearch(ctx.db, id);
    expect(search).toMatchObject({ status: 'completed', scored: 9, failed: 0, resumes: 1 });
    const rows = await ctx.db.select().from(cvSorterCandidates).where(eq(cvSorterCandidates.searchId, id));
    expect(rows.every((r) => r.status === 'scored' && r.attempts === 0)).toBe(true);
    // Only the 6 unscored were asked again; 9 calls were kept and charged in all.
    expect(mock.requests({ task: SCORE_TASK })).toHaveLength(6);
    expect(await usageRows()).toBe(9);
  }, 90_000);

  it("ends failed ('Processing failed. Please try again.') after too many resumes; the scored keep their scores", async () => {
    const id = await runThatDies(4, 1);
    await ctx.db
      .update(cvSorterSearches)
      .set({ resumes: SCORING_RUN_MAX_RESUMES })
      .where(eq(cvSorterSearches.id, id));
    expect(await recoverCvSorterRuns(deps(later), staleCutoff(later))).toBe(1);
    const search = await readSearch(ctx.db, id);
    expect(search).toMatchObject({ status: 'failed', error: cvSorterMessages.processingFailed, scored: 1 });
    const res = await ctx.call('GET', `/api/cv-sorter/searches/${id}`, { cookie: user.cookie });
    expect(res.json().search).toMatchObject({
      status: 'failed',
      message: cvSorterMessages.processingFailed,
      pending: 3,
    });
  }, 90_000);
});

describe('through the job queue', () => {
  let queued: TestContext;
  afterAll(async () => queued?.close());

  it('sends the run as a queue task, whose handler scores it; the sweeper leaves a waiting task alone', async () => {
    queued = await createTestContext({ mockLlmUrl: mock.baseURL, queue: true });
    const queue = queued.queue!;
    const dana = await createOrganisationUser(queued);
    const qdeps: CvSorterDeps = { ...workerDeps(queued), queue };
    const { search } = await uploaded(queued, dana, 'Name,Title\nA B,Engineer\nC D,Designer\n');
    // The service is called directly: the HTTP route uses whatever queue app.ts gives it (none in tests).
    const started = await startSearchRun(qdeps, dana, search.id, {
      ...job,
      weights: { companyRelevancy: 1, companyPrestige: 1, roleRelevancy: 1, seniorityMatch: 1 },
      batchSize: 20,
      delayMs: 300,
    });
    expect(started.status).toBe('queued');
    const row = await readSearch(queued.db, search.id);
    expect(row?.taskId).toBeTruthy();
    // Waiting in the queue, even with a stale heartbeat, is not a dead worker.
    expect(await recoverCvSorterRuns(qdeps, new Date(Date.now() + 60_000))).toBe(0);
    expect((await queue.getTask(CV_SORTER_TASK, row!.taskId!))?.state).toBe('created');
    await registerCvSorterHandlers(queue, qdeps);
    await vi.waitFor(
      async () => {
        const s = await readSearch(queued.db, search.id);
        if (s?.status !== 'completed') throw new Error(`search is ${s?.status}`);
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(await readSearch(queued.db, search.id)).toMatchObject({ status: 'completed', scored: 2 });
  }, 120_000);
});
