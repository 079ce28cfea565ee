import { trainerMessages, trainerReasons, trainingFailedMessage } from '@rw/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUsage, dataTrainerModelScores, dataTrainerRuns } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { type RunLifecycle, staleCutoff } from '#src/platform/queue/run-lifecycle.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { staleRunClocks, workerDeps } from '#src/test/stale-worker.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import {
  importSampleDescriptions,
  job,
  SCORE_TASK,
  startRun,
  state,
  uploadScoredSample,
  waitForRun,
} from './data-trainer-fixtures.js';
import { readRun } from './data-trainer-run.queries.js';
import { recoverTrainerRuns, startRun as startRunService } from './data-trainer-run.service.js';
import { dropRunKey } from './run-keys.js';

/*
 * A run whose worker died (docs/product/data-trainer.md#training): no process kill here — a worker whose clock
 * stands still stamps a heartbeat that goes stale, as a dead one's would, while the sweeper's clock is a
 * minute ahead. And the key given for one run: used, never stored, and gone after a restart.
 */

const { frozen, later } = staleRunClocks;

let mock: MockLlm;
let ctx: TestContext;
let keyless: TestContext;
let admin: TestUser;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  // No key anywhere: the provider's address only.
  keyless = await createTestContext({ env: { OPENAI_BASE_URL: mock.baseURL } });
  admin = await createOrganisationUser(ctx, { role: 'admin' });
  await importSampleDescriptions(ctx, admin);
  await uploadScoredSample(ctx, admin, 12);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await keyless?.close();
  await mock?.close();
});
beforeEach(() => mock.reset());

const deps = (c: TestContext, runs: RunLifecycle): DataTrainerDeps => workerDeps(c, runs);
const scoresKept = async (c: TestContext, runId: string) => {
  const [row] = await c.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataTrainerModelScores)
    .where(eq(dataTrainerModelScores.runId, runId));
  return row?.n ?? 0;
};

/** Starts a run whose worker keeps `answered` scores and then hangs on every call, like a dying server. */
async function runThatDies(c: TestContext, user: TestUser, answered: number, apiKey?: string) {
  mock.script([
    { match: { task: SCORE_TASK }, times: answered },
    { match: { task: SCORE_TASK }, fault: 'timeout', times: 10_000 },
  ]);
  const run = await startRunService(deps(c, frozen), user, { ...job, ...(apiKey ? { apiKey } : {}) });
  await vi.waitFor(
    async () => {
      if ((await scoresKept(c, run.id)) !== answered) throw new Error('not yet');
      // Every slot of the worker waits on a call that will not answer (4 at once, of the 8 to score).
      if (mock.requests({ task: SCORE_TASK }).length !== answered + 4) throw new Error('not all sent');
    },
    { timeout: 30_000, interval: 25 },
  );
  mock.reset();
  return run.id;
}

const usageOf = async (c: TestContext, user: TestUser) =>
  c.db
    .select()
    .from(apiUsage)
    .where(and(eq(apiUsage.userId, user.id), eq(apiUsage.service, 'data_trainer')));

describe('a training run whose worker died', () => {
  it('is resumed where it stopped: each candidate scored and paid for once', async () => {
    const id = await runThatDies(ctx, admin, 3);
    expect(await usageOf(ctx, admin)).toHaveLength(3);
    expect(await recoverTrainerRuns(deps(ctx, frozen), staleCutoff(frozen))).toBe(0);
    expect(await recoverTrainerRuns(deps(ctx, later), staleCutoff(later))).toBe(1);
    await vi.waitFor(
      async () => {
        const run = await readRun(ctx.db, id);
        if (run?.status !== 'completed') throw new Error(`run is ${run?.status}`);
      },
      { timeout: 60_000, interval: 50 },
    );
    const run = (await ctx.call('GET', `/api/data-trainer/runs/${id}`, { cookie: admin.cookie })).json();
    expect(run).toMatchObject({ status: 'completed', trainingCount: 8, heldOutCount: 4 });
    expect(run.iterations[0]).toMatchObject({ iteration: 1, scored: 8, error: null });
    expect((await readRun(ctx.db, id))?.resumes).toBe(1);
    // Every call the resumed worker made was kept (none asked twice: a second answer for a candidate would not
    // be), and the 3 kept before it were not asked again; each kept call was metered once.
    expect(await scoresKept(ctx, id)).toBe(mock.requests({ task: SCORE_TASK }).length + 3);
    expect(await usageOf(ctx, admin)).toHaveLength(mock.requests().length + 3);
  }, 120_000);
});

describe('a key given for one run', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createOrganisationUser(keyless, { role: 'admin' });
    await importSampleDescriptions(keyless, user);
    await uploadScoredSample(keyless, user, 12);
  }, 60_000);

  it("is asked for only when the organisation has no key: 'Please enter your OpenAI API key'", async () => {
    expect((await state(keyless, user)).organisationHasKey).toBe(false);
    expect((await state(ctx, admin)).organisationHasKey).toBe(true);
    const res = await startRun(keyless, user);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(trainerMessages.enterApiKey);
  });

  it('is used for the run and never stored', async () => {
    const key = 'sk-run-only-key-9876';
    const res = await startRun(keyless, user, { ...job, apiKey: key });
    expect(res.statusCode).toBe(202);
    const run = await waitForRun(keyless, user, res.json().id);
    expect(run.status).toBe('completed');
    expect(mock.requests().length).toBeGreaterThan(0);
    expect(mock.requests().every((r) => r.keySuffix === '9876')).toBe(true);
    const stored = await keyless.db.execute(
      sql`select 1 from ${dataTrainerRuns} t where row_to_json(t)::text like ${'%sk-run-only%'}`,
    );
    expect(stored.rows).toHaveLength(0);
  }, 60_000);

  it("ends 'Training failed: …' when the key is refused", async () => {
    const res = await startRun(keyless, user, { ...job, apiKey: 'sk-invalid-0000' });
    const run = await waitForRun(keyless, user, res.json().id);
    expect(run).toMatchObject({
      status: 'failed',
      error: trainingFailedMessage(trainerReasons.keyRejected),
    });
  }, 60_000);

  it("ends 'Training failed: …' when the run is resumed after a restart, the key being gone", async () => {
    const id = await runThatDies(keyless, user, 2, 'sk-run-only-key-9876');
    dropRunKey(id);
    expect(await recoverTrainerRuns(deps(keyless, later), staleCutoff(later))).toBe(1);
    const run = (await keyless.call('GET', `/api/data-trainer/runs/${id}`, { cookie: user.cookie })).json();
    expect(run).toMatchObject({ status: 'failed', error: trainingFailedMessage(trainerReasons.keyNotKept) });
  }, 60_000);
});
