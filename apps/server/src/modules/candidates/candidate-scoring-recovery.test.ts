import {
  interruptedRunMessages,
  SCORING_RUN_MAX_RESUMES,
  type ScoringRun,
  scoringNotificationTitles,
} from '@rw/core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiUsage,
  candidateScoringRunItems,
  candidateScoringRuns,
  candidateStageRecords,
  candidates,
  notifications,
} from '#src/db/schema/index.js';
import type { AppEvent } from '#src/platform/events/event.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { type RunLifecycle, staleCutoff } from '#src/platform/queue/run-lifecycle.js';
import { createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { silentLog, staleRunClocks, workerDeps } from '#src/test/stale-worker.js';
import { insertRun, readRun, setRunTasks } from './candidate-scoring.queries.js';
import { recoverScoringRuns } from './candidate-scoring.recovery.js';
import { startScoring } from './candidate-scoring.service.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/*
 * A scoring run whose worker died (docs/product/candidates.md#interrupted-runs): a worker whose clock stands
 * still, while the sweeper's is a minute ahead (src/test/stale-worker.ts).
 */

const TASK = 'score-candidate';
const { T0, frozen, later } = staleRunClocks;

let mock: MockLlm;
let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  user = await createOrganisationUser(ctx, { domain: 'recovery.test' });
}, 60_000);
afterAll(async () => {
  await mock?.close();
  await ctx?.close();
});
beforeEach(() => mock.reset());

const deps = (runs: RunLifecycle): CandidatesDeps => workerDeps(ctx, runs);
const caller = () => ({ id: user.id, email: user.email, domain: user.domain });

async function stageWithCandidates(n: number) {
  const jobId = await createJob(ctx, user, { title: 'Payments Engineer' });
  const rows = await ctx.db
    .insert(candidates)
    .values(
      Array.from({ length: n }, (_, i) => ({
        firstName: `Cand${i}`,
        lastName: 'Example',
        currentTitle: 'Backend Engineer',
        cvText: 'Built payment services in Go.',
        createdByEmail: user.email,
        domain: user.domain,
      })),
    )
    .returning({ id: candidates.id });
  const ids = rows.map((r) => r.id);
  await ctx.db
    .insert(candidateStageRecords)
    .values(ids.map((candidateId) => ({ candidateId, jobId, stageId: 'glance', actionOwner: 'recruiter' })));
  return { jobId, ids };
}

const scoredRecords = async (jobId: string, ids: string[]) =>
  (
    await ctx.db
      .select()
      .from(candidateStageRecords)
      .where(and(eq(candidateStageRecords.jobId, jobId), inArray(candidateStageRecords.candidateId, ids)))
  ).filter((r) => r.overallMatch !== null).length;
const usageRows = async () =>
  (await ctx.db.select().from(apiUsage)).filter(
    (u) => u.userId === user.id && u.service === 'candidate-scoring',
  ).length;
const itemsOf = (runId: string) =>
  ctx.db.select().from(candidateScoringRunItems).where(eq(candidateScoringRunItems.runId, runId));

function waitForEnd(runId: string) {
  return vi.waitFor(
    async () => {
      const run = await readRun(ctx.db, runId);
      if (run?.status !== 'completed' && run?.status !== 'failed') throw new Error(`run is ${run?.status}`);
      return run;
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** Starts a run whose worker scores `answered` candidates and then hangs on every call, like a dying server. */
async function runThatDies(n: number, answered: number) {
  const stage = await stageWithCandidates(n);
  mock.script([
    { match: { task: TASK }, times: answered },
    { match: { task: TASK }, fault: 'timeout', times: 10_000 },
  ]);
  const started = await startScoring({
    ...deps(frozen),
    caller: caller(),
    jobId: stage.jobId,
    body: { stage_id: 'glance' },
  });
  // Committed, and counted from the items: the counter never runs ahead of the records.
  await vi.waitFor(
    async () => {
      const run = await readRun(ctx.db, started.run_id);
      if (run?.scored !== answered) throw new Error(`scored ${run?.scored} of ${answered}`);
    },
    { timeout: 30_000, interval: 25 },
  );
  await vi.waitFor(() => expect(mock.requests({ task: TASK })).toHaveLength(n), { timeout: 30_000 });
  // Later requests are answered: the resumed worker's.
  mock.reset();
  return { ...stage, runId: started.run_id };
}

describe('a scoring run whose worker died', () => {
  it('is resumed by the sweeper for its unscored candidates only: each scored and charged once, counters from rows', async () => {
    const events: AppEvent[] = [];
    const stop = ctx.app.events.subscribe(user.id, (e) => events.push(e));
    const { jobId, ids, runId } = await runThatDies(12, 5);
    expect(await scoredRecords(jobId, ids)).toBe(5);
    expect(await usageRows()).toBe(5);

    // A fresh heartbeat is left alone; a stale one is taken over.
    expect(await recoverScoringRuns(deps(frozen), { cutoff: staleCutoff(frozen) })).toBe(0);
    expect(await recoverScoringRuns(deps(later), { cutoff: staleCutoff(later) })).toBe(1);
    const ended = await waitForEnd(runId);
    expect(ended).toMatchObject({
      status: 'completed',
      total: 12,
      scored: 12,
      failed: 0,
      resumes: 1,
      generation: 1,
    });
    expect(await scoredRecords(jobId, ids)).toBe(12);
    expect(await usageRows()).toBe(12);
    expect((await itemsOf(runId)).every((i) => i.status === 'scored')).toBe(true);
    // 5 answered, 7 never answered (the dead worker's), 7 by the resumed worker: only answered calls were charged.
    expect(mock.requests({ task: TASK })).toHaveLength(7);

    await vi.waitFor(() => expect(events.some((e) => e.type === 'notification')).toBe(true), {
      timeout: 10_000,
    });
    stop();
    const runs = events.filter((e) => e.type === 'scoring.progress').map((e) => e.data as ScoringRun);
    expect(runs.some((r) => r.status === 'queued' && r.scored === 5)).toBe(true);
    expect(runs.at(-1)).toMatchObject({ run_id: runId, status: 'completed', scored: 12 });
  }, 120_000);

  it("'Score with AI' on its stage takes the dead run over at once instead of waiting for it", async () => {
    const { jobId, runId } = await runThatDies(4, 1);
    const again = await startScoring({
      ...deps(later),
      caller: caller(),
      jobId,
      body: { stage_id: 'glance' },
    });
    expect(again.run_id).toBe(runId);
    expect(await waitForEnd(runId)).toMatchObject({ status: 'completed', scored: 4, resumes: 1 });
    expect(await usageRows()).toBe(12 + 4);
  }, 120_000);

  it('ends failed with the interrupted message after too many resumes; the user is told and can score the rest', async () => {
    const { jobId, ids, runId } = await runThatDies(6, 2);
    await ctx.db
      .update(candidateScoringRuns)
      .set({ resumes: SCORING_RUN_MAX_RESUMES })
      .where(eq(candidateScoringRuns.id, runId));
    expect(await recoverScoringRuns(deps(later), { cutoff: staleCutoff(later) })).toBe(1);
    const ended = await readRun(ctx.db, runId);
    expect(ended).toMatchObject({
      status: 'failed',
      scored: 2,
      failed: 0,
      error: interruptedRunMessages.scoring,
    });
    expect(ended!.finishedAt).toBeInstanceOf(Date);
    await vi.waitFor(
      async () => {
        const notes = await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
        expect(notes.find((n) => n.message === interruptedRunMessages.scoring)?.title).toBe(
          scoringNotificationTitles.failed,
        );
      },
      { timeout: 10_000 },
    );
    const res = await ctx.call('GET', `/api/jobs/${jobId}/candidates/score/${runId}`, {
      cookie: user.cookie,
    });
    expect(res.json()).toMatchObject({ status: 'failed', error: interruptedRunMessages.scoring });

    // The stage is free at once: a new run scores the four left.
    const next = await startScoring({
      ...deps(later),
      caller: caller(),
      jobId,
      body: { stage_id: 'glance' },
    });
    expect(next.run_id).not.toBe(runId);
    expect(next.total).toBe(4);
    expect(await waitForEnd(next.run_id)).toMatchObject({ status: 'completed', scored: 4 });
    expect(await scoredRecords(jobId, ids)).toBe(6);
  }, 120_000);
});

describe('with the queue', () => {
  let queued: TestContext;
  afterAll(async () => queued?.close());

  it('leaves a stale run alone while a task of it waits in the queue', async () => {
    queued = await createTestContext({ mockLlmUrl: mock.baseURL, queue: true });
    const owner = await createOrganisationUser(queued, { domain: 'recovery-queue.test' });
    const jobId = await createJob(queued, owner);
    const run = await insertRun(
      queued.db,
      { jobId, stageId: 'glance', domain: owner.domain, requestedBy: owner.id, createdAt: T0 },
      [crypto.randomUUID()],
    );
    // A task that waits (all workers busy elsewhere): its run is not dead, whatever its heartbeat says.
    const waiting = await queued.queue!.send(
      'automation.ScoreCandidates',
      { waiting: true },
      { startAfterSeconds: 3600 },
    );
    await setRunTasks(queued.db, run.id, run.generation, [waiting!]);
    const d = {
      db: queued.db,
      ai: queued.app.ai,
      automation: queued.automation,
      log: silentLog,
      runs: later,
    };
    expect(await recoverScoringRuns(d, { cutoff: staleCutoff(later) })).toBe(0);
    expect(await readRun(queued.db, run.id)).toMatchObject({ status: 'queued', generation: 0 });

    // Once no task waits (here: it was cancelled), the run is taken over.
    await queued.queue!.cancel('automation.ScoreCandidates', [waiting!]);
    expect(await recoverScoringRuns(d, { cutoff: staleCutoff(later) })).toBe(1);
    expect(await readRun(queued.db, run.id)).toMatchObject({ generation: 1 });
  }, 120_000);
});
