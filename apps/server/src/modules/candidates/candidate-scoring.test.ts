import {
  candidateMessages,
  defaultScoringCriteria,
  type ScoringRun,
  scoringDoneMessage,
  scoringNotificationTitles,
} from '@rw/core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  candidateScoringRuns,
  candidateStageRecords,
  candidates,
  jobInterviewStages,
  jobs,
  notifications,
} from '#src/db/schema/index.js';
import { aiMessages } from '#src/platform/ai/ai-errors.js';
import type { AppEvent } from '#src/platform/events/event.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { PROGRESS_INTERVAL_MS } from './candidate-scoring.automation.js';
import { startScoring } from './candidate-scoring.service.js';

const DOMAIN = 'scoring.test';
const OTHER = 'other-scoring.test';
const TASK = 'score-candidate';
const pronouns = /\b(?:he|she|him|his|her|hers|himself|herself)\b/i;

let mock: MockLlm;
let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

type Person = Partial<typeof candidates.$inferInsert>;

/** A 'Payments Engineer' job of `owner` with `fields`, through the jobs API. @returns its id. */
const newJob = (c: TestContext, owner: TestUser, fields: Parameters<typeof createJob>[2] = {}) =>
  createJob(c, owner, { title: 'Payments Engineer', ...fields });

/** Inserts candidates of `owner`'s organisation and puts them in a stage of the job. @returns their ids. */
async function addCandidates(
  c: TestContext,
  owner: TestUser,
  jobId: string,
  stageId: string,
  people: Person[],
): Promise<string[]> {
  const domain = owner.email.split('@')[1]!;
  const rows = await c.db
    .insert(candidates)
    .values(
      people.map((p, i) => ({
        firstName: `Cand${i}`,
        lastName: 'Example',
        currentTitle: 'Backend Engineer',
        currentCompany: 'Ledgerly',
        location: 'Leeds',
        cvText: 'Built payment reconciliation services in Go and PostgreSQL for five years.',
        createdByEmail: owner.email,
        domain,
        ...p,
      })),
    )
    .returning({ id: candidates.id });
  const ids = rows.map((r) => r.id);
  await c.db
    .insert(candidateStageRecords)
    .values(ids.map((candidateId) => ({ candidateId, jobId, stageId, actionOwner: 'recruiter' })));
  return ids;
}

const records = (c: TestContext, jobId: string, ids: string[]) =>
  c.db
    .select()
    .from(candidateStageRecords)
    .where(and(eq(candidateStageRecords.jobId, jobId), inArray(candidateStageRecords.candidateId, ids)));

/** Polls the run like the screen's fallback does, until it ends. */
function waitForRun(c: TestContext, cookie: string, jobId: string, runId: string): Promise<ScoringRun> {
  return vi.waitFor(
    async () => {
      const res = await c.call('GET', `/api/jobs/${jobId}/candidates/score/${runId}`, { cookie });
      expect(res.statusCode).toBe(200);
      const run: ScoringRun = res.json();
      if (run.status !== 'completed' && run.status !== 'failed')
        throw new Error(`run ${runId} still ${run.status}`);
      return run;
    },
    { timeout: 60_000, interval: 25 },
  );
}

const score = (c: TestContext, user: TestUser, jobId: string, body: object) =>
  c.call('POST', `/api/jobs/${jobId}/candidates/score`, { cookie: user.cookie, body });

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  alice = await createOrganisationUser(ctx, { domain: DOMAIN });
  bob = await createOrganisationUser(ctx, { domain: OTHER });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => {
  mock.reset();
  mock.configure({ latencyMs: 0 });
});

/** The user's notification with `title`, waited for: a run's end is saved before it is announced. */
async function notificationTitled(userId: string, title: string) {
  const find = async () =>
    (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).find(
      (n) => n.title === title,
    );
  await expect.poll(find, { timeout: 5000 }).toBeDefined();
  return (await find())!;
}

describe('scoring criteria', () => {
  it("uses the stage's AC titles by slot, else the job's requirements, else general criteria", async () => {
    const jobId = await newJob(ctx, alice);
    const criteria = (stage: string) =>
      ctx.call('GET', `/api/jobs/${jobId}/candidates/scoring-criteria?stage_id=${stage}`, {
        cookie: alice.cookie,
      });

    const none = await criteria('glance');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      stage_id: 'glance',
      source: 'default',
      criteria: defaultScoringCriteria.map((title, i) => ({ key: `ac${i + 1}`, title })),
    });

    const requirements = ['Go', ' ', 'PostgreSQL', 'Payments', 'Kafka', 'Mentoring', 'On-call'];
    await ctx.db.update(jobs).set({ jdRequirements: requirements }).where(eq(jobs.id, jobId));
    expect((await criteria('glance')).json()).toEqual({
      stage_id: 'glance',
      source: 'requirements',
      criteria: [
        { key: 'ac1', title: 'Go' },
        { key: 'ac2', title: 'PostgreSQL' },
        { key: 'ac3', title: 'Payments' },
        { key: 'ac4', title: 'Kafka' },
        { key: 'ac5', title: 'Mentoring' },
      ],
    });

    await ctx.db.insert(jobInterviewStages).values({
      jobId,
      stageType: 'talent_screen',
      stageTitle: 'Talent Screen',
      ac1: 'Payments domain',
      ac3: 'System design',
    });
    expect((await criteria('talent_screen')).json()).toEqual({
      stage_id: 'talent_screen',
      source: 'stage',
      criteria: [
        { key: 'ac1', title: 'Payments domain' },
        { key: 'ac3', title: 'System design' },
      ],
    });
    // A stage row without criteria falls back like a missing one.
    await ctx.db.insert(jobInterviewStages).values({ jobId, stageType: 'glance', stageTitle: 'Glance' });
    expect((await criteria('glance')).json().source).toBe('requirements');
  });
});

describe('Score with AI', () => {
  it('scores every unscored candidate against the stage criteria and rubrics: scores, mean, rationales, events, notification', async () => {
    const jobId = await newJob(ctx, alice, {
      jd_role_mission: 'Own the ledger that moves money for our merchants.',
      jd_requirements: ['Payments experience'],
    });
    await ctx.db.insert(jobInterviewStages).values({
      jobId,
      stageType: 'talent_screen',
      ac1: 'Payments domain',
      ac2: 'Go services',
      ac3: 'Mentoring',
      rubric1: JSON.stringify([
        { min: 0, max: 40, description: 'No payments work' },
        { min: 41, max: 100, description: 'Shipped card or ledger systems' },
      ]),
    });
    const ids = await addCandidates(ctx, alice, jobId, 'talent_screen', [{}, {}, {}, {}]);
    const [scoredBefore] = await addCandidates(ctx, alice, jobId, 'talent_screen', [{}]);
    await ctx.db
      .update(candidateStageRecords)
      .set({ overallMatch: 7 })
      .where(eq(candidateStageRecords.candidateId, scoredBefore!));
    const events: { at: number; event: AppEvent }[] = [];
    const stop = ctx.app.events.subscribe(alice.id, (event) => events.push({ at: Date.now(), event }));

    const res = await score(ctx, alice, jobId, { stage_id: 'talent_screen' });
    expect(res.statusCode).toBe(202);
    const started: ScoringRun = res.json();
    expect(started).toMatchObject({ job_id: jobId, stage_id: 'talent_screen', status: 'queued', total: 4 });
    const run = await waitForRun(ctx, alice.cookie, jobId, started.run_id);
    expect(run).toEqual({ ...started, status: 'completed', scored: 4, failed: 0, error: null });

    for (const r of await records(ctx, jobId, ids)) {
      const acs = [r.ac1Score, r.ac2Score, r.ac3Score];
      for (const v of acs) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(10);
        expect(Math.round(v! * 10) / 10).toBe(v);
      }
      expect([r.ac4Score, r.ac5Score]).toEqual([null, null]);
      const mean = Math.round(((acs[0]! + acs[1]! + acs[2]!) / 3) * 10) / 10;
      expect(r.overallMatch).toBe(mean);
      expect(Object.keys(r.scoreRationales ?? {}).sort()).toEqual(['ac1', 'ac2', 'ac3', 'overall']);
      for (const text of Object.values(r.scoreRationales ?? {})) expect(text.length).toBeLessThanOrEqual(200);
      expect(r.scoredAt).toBeInstanceOf(Date);
    }
    const [untouched] = await records(ctx, jobId, [scoredBefore!]);
    expect(untouched).toMatchObject({ overallMatch: 7, scoredAt: null });

    const sent = mock.requests({ task: TASK });
    expect(sent).toHaveLength(4);
    const user = sent[0]!.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Payments domain');
    expect(user).toContain('41-100: Shipped card or ledger systems');
    expect(user).toContain('Own the ledger that moves money');

    // The run's end is saved first, then announced: the last event and the notification follow it.
    const note = await notificationTitled(alice.id, scoringNotificationTitles.completed);
    await expect.poll(() => events.some((e) => e.event.type === 'notification')).toBe(true);
    stop();
    const progress = events.filter((e) => e.event.type === 'scoring.progress');
    expect(progress.at(-1)!.event.data).toEqual(run);
    expect(note).toMatchObject({
      type: 'success',
      title: scoringNotificationTitles.completed,
      message: scoringDoneMessage(4, 'Payments Engineer'),
    });
    expect(note.message).toBe('4 candidates scored for Payments Engineer');

    // Everything is scored now; the latest run of the stage is this one.
    const again = await score(ctx, alice, jobId, { stage_id: 'talent_screen' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(candidateMessages.allScored);
    const latest = await ctx.call('GET', `/api/jobs/${jobId}/candidates/score?stage_id=talent_screen`, {
      cookie: alice.cookie,
    });
    expect(latest.json()).toEqual({ run });
    const noRun = await ctx.call('GET', `/api/jobs/${jobId}/candidates/score?stage_id=offer`, {
      cookie: alice.cookie,
    });
    expect(noRun.statusCode).toBe(200);
    expect(noRun.json()).toEqual({ run: null });
  });

  it('reads rubric bands as points out of 100: a candidate who fits the 21-60 band scores 2.1 to 6.0', async () => {
    const jobId = await newJob(ctx, alice);
    await ctx.db.insert(jobInterviewStages).values({
      jobId,
      stageType: 'talent_screen',
      ac1: 'Kubernetes operations',
      rubric1: JSON.stringify([
        { min: 0, max: 20, description: 'Has never worked with containers' },
        { min: 21, max: 60, description: 'Operated Kubernetes clusters for staging environments' },
        { min: 61, max: 100, description: 'Designed multi-region production platforms serving millions' },
      ]),
    });
    const [id] = await addCandidates(ctx, alice, jobId, 'talent_screen', [
      {
        cvText: 'Platform engineer. Operated Kubernetes clusters for our staging environments for two years.',
      },
    ]);
    const res = await score(ctx, alice, jobId, { stage_id: 'talent_screen' });
    await waitForRun(ctx, alice.cookie, jobId, res.json().run_id);
    const [r] = await records(ctx, jobId, [id!]);
    expect(r!.ac1Score).toBeGreaterThanOrEqual(2.1);
    expect(r!.ac1Score).toBeLessThanOrEqual(6);
    expect(r!.overallMatch).toBe(r!.ac1Score);
    const user = mock.requests({ task: TASK })[0]!.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Rubric (points out of 100):');
    expect(user).toContain('band 2, 21-60: Operated Kubernetes clusters for staging environments');

    // A model that names the middle band but scores outside it is brought inside the band.
    await ctx.db
      .update(candidateStageRecords)
      .set({ overallMatch: null, scoredAt: null })
      .where(eq(candidateStageRecords.candidateId, id!));
    mock.script({
      match: { task: TASK },
      json: {
        ac1: { band: 2, score: 8.5, rationale: 'Ran staging clusters.' },
        ac2: null,
        ac3: null,
        ac4: null,
        ac5: null,
        overall_rationale: 'Partly meets.',
      },
    });
    const again = await score(ctx, alice, jobId, { stage_id: 'talent_screen', candidate_ids: [id!] });
    expect(again.statusCode, again.body).toBe(202);
    await waitForRun(ctx, alice.cookie, jobId, again.json().run_id);
    const [clamped] = await records(ctx, jobId, [id!]);
    expect(clamped).toMatchObject({ ac1Score: 6, overallMatch: 6 });
  });

  it('sends the model a blind profile: no name, e-mail, phone, links or gendered pronouns', async () => {
    const jobId = await newJob(ctx, alice, { jd_requirements: ['Card issuing'] });
    const [id] = await addCandidates(ctx, alice, jobId, 'glance', [
      {
        firstName: 'Priya',
        lastName: 'Raman',
        email: 'priya.raman@mail.example',
        phone: '+44 7700 900456',
        linkedinUrl: 'https://www.linkedin.com/in/priya-raman-42',
        currentTitle: 'Senior Payments Engineer',
        currentCompany: 'Raman Labs',
        cvText:
          'PRIYA RAMAN\npriya.raman@mail.example | 07700 900456 | https://priya.dev | linkedin.com/in/priya-raman-42\n' +
          'She built a card-issuing platform; her team of six shipped it. Mrs Raman mentors juniors herself.',
        linkedinRawText: 'Priya is great to work with. He said she owns his roadmap.',
      },
    ]);
    const res = await score(ctx, alice, jobId, { stage_id: 'glance' });
    expect((await waitForRun(ctx, alice.cookie, jobId, res.json().run_id)).scored).toBe(1);
    const [request] = mock.requests({ task: TASK });
    const sent = request!.messages.map((m) => m.content).join('\n');
    for (const secret of [
      'Priya',
      'Raman',
      'priya',
      '900456',
      '7700',
      'priya.dev',
      'linkedin.com/in',
      'Mrs',
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).not.toMatch(pronouns);
    expect(sent).toContain('Senior Payments Engineer');
    expect(sent).toContain('They built a card-issuing platform; their team of six shipped it.');
    expect((await records(ctx, jobId, [id!]))[0]!.overallMatch).not.toBeNull();
  });

  it('counts candidates the model fails on as failed and leaves their records untouched', async () => {
    const jobId = await newJob(ctx, alice);
    const ids = await addCandidates(ctx, alice, jobId, 'glance', [{}, {}, {}, {}, {}]);
    mock.script({ match: { task: TASK }, status: 400, message: 'Bad request', times: 2 });
    const res = await score(ctx, alice, jobId, { stage_id: 'glance' });
    const run = await waitForRun(ctx, alice.cookie, jobId, res.json().run_id);
    expect(run).toMatchObject({
      status: 'completed',
      total: 5,
      scored: 3,
      failed: 2,
      error: aiMessages.failed,
    });
    const rows = await records(ctx, jobId, ids);
    expect(rows.filter((r) => r.overallMatch === null && r.scoredAt === null)).toHaveLength(2);
    expect(rows.filter((r) => r.overallMatch !== null)).toHaveLength(3);
  });

  it('a run whose every candidate fails after the retries ends failed, with the spec message notified', async () => {
    const jobId = await newJob(ctx, alice);
    const [id] = await addCandidates(ctx, alice, jobId, 'profile_review', [{}]);
    mock.script({ match: { task: TASK }, status: 500, times: 3 });
    const res = await score(ctx, alice, jobId, { stage_id: 'profile_review' });
    const run = await waitForRun(ctx, alice.cookie, jobId, res.json().run_id);
    expect(run).toMatchObject({
      status: 'failed',
      scored: 0,
      failed: 1,
      error: aiMessages.failed,
      error_detail:
        'The AI provider answered with an error (HTTP 500); stopped after 3 failed calls in a row',
    });
    expect(mock.requests({ task: TASK })).toHaveLength(3);
    expect((await records(ctx, jobId, [id!]))[0]).toMatchObject({ overallMatch: null, ac1Score: null });
    expect((await notificationTitled(alice.id, scoringNotificationTitles.failed)).message).toBe(
      'Error sending candidates for AI scoring',
    );
  }, 30_000);

  it('fails fast when the provider is down: the run stops after 3 failed calls in a row, not after every retry', async () => {
    const jobId = await newJob(ctx, alice);
    const ids = await addCandidates(ctx, alice, jobId, 'stage_2', [{}, {}, {}, {}, {}]);
    mock.script({ match: { task: TASK }, fault: 'disconnect', times: 100 });
    const res = await score(ctx, alice, jobId, { stage_id: 'stage_2' });
    const run = await waitForRun(ctx, alice.cookie, jobId, res.json().run_id);
    const detail =
      'The AI provider could not be reached (connection closed); stopped after 3 failed calls in a row';
    expect(run).toMatchObject({ status: 'failed', total: 5, scored: 0, failed: 5, error_detail: detail });
    // Without the breaker: 5 candidates × 3 attempts. With it: the 5 first attempts at most, and any retry
    // already on its way when the third failure opened it.
    expect(mock.requests({ task: TASK }).length).toBeLessThanOrEqual(7);
    expect((await records(ctx, jobId, ids)).map((r) => r.overallMatch)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    // A later run with the provider back scores as usual: the breaker belongs to one run.
    mock.reset();
    const again = await score(ctx, alice, jobId, { stage_id: 'stage_2' });
    expect(await waitForRun(ctx, alice.cookie, jobId, again.json().run_id)).toMatchObject({
      status: 'completed',
      scored: 5,
      error_detail: null,
    });
  });

  it('keeps the detail of candidates whose reply could not be used in a completed run', async () => {
    const jobId = await newJob(ctx, alice);
    await addCandidates(ctx, alice, jobId, 'stage_3', [{}, {}]);
    // Three unreadable replies for two candidates, each asked again once: one gets two, the other one.
    mock.script({ match: { task: TASK }, content: 'not json', times: 3 });
    const res = await score(ctx, alice, jobId, { stage_id: 'stage_3' });
    const run = await waitForRun(ctx, alice.cookie, jobId, res.json().run_id);
    expect(run).toMatchObject({
      status: 'completed',
      scored: 1,
      failed: 1,
      error: aiMessages.invalidOutput,
      error_detail: 'The AI reply did not match the expected format',
    });
  });

  it('re-scores exactly the given candidates, which must be in the stage; a live run is returned, not doubled', async () => {
    const jobId = await newJob(ctx, alice);
    const ids = await addCandidates(ctx, alice, jobId, 'glance', [{}, {}, {}]);
    const [elsewhere] = await addCandidates(ctx, alice, jobId, 'offer', [{}]);
    const missing = await score(ctx, alice, jobId, {
      stage_id: 'glance',
      candidate_ids: [ids[0], elsewhere],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(candidateMessages.candidateNotFound);

    mock.configure({ latencyMs: 300 });
    const first = await score(ctx, alice, jobId, { stage_id: 'glance', candidate_ids: [ids[0], ids[1]] });
    const second = await score(ctx, alice, jobId, { stage_id: 'glance' });
    expect(second.statusCode).toBe(202);
    expect(second.json().run_id).toBe(first.json().run_id);
    expect((await waitForRun(ctx, alice.cookie, jobId, first.json().run_id)).scored).toBe(2);
    const rows = await records(ctx, jobId, ids);
    expect(rows.filter((r) => r.overallMatch !== null)).toHaveLength(2);
    // An explicit list re-scores a scored candidate.
    const rescore = await score(ctx, alice, jobId, { stage_id: 'glance', candidate_ids: [ids[0]] });
    expect((await waitForRun(ctx, alice.cookie, jobId, rescore.json().run_id)).scored).toBe(1);
  });

  it('scores candidates concurrently through the limiter, with progress events at most 4 a second', async () => {
    const jobId = await newJob(ctx, alice);
    await addCandidates(
      ctx,
      alice,
      jobId,
      'stage_1b',
      Array.from({ length: 20 }, () => ({})),
    );
    mock.configure({ latencyMs: 1500 });
    const events: { at: number; run: ScoringRun }[] = [];
    const stop = ctx.app.events.subscribe(alice.id, (e) => {
      if (e.type === 'scoring.progress') events.push({ at: Date.now(), run: e.data as ScoringRun });
    });
    const res = await score(ctx, alice, jobId, { stage_id: 'stage_1b' });
    const run = await waitForRun(ctx, alice.cookie, jobId, res.json().run_id);
    stop();
    expect(run).toMatchObject({ status: 'completed', scored: 20 });
    // Calls overlap: a wave of starts goes out at once, so several are at the model together (each is held
    // 1.5 s). How the limiter spreads starts over each second is proven on a fake clock in limiter.test.ts;
    // arrival times measured here would depend on the machine's load.
    const arrivals = mock.requests({ task: TASK }).map((r) => Date.parse(r.at));
    expect(arrivals).toHaveLength(20);
    const inFlightAt = (t: number) => arrivals.filter((a) => a <= t && t < a + 1500).length;
    expect(Math.max(...arrivals.map(inFlightAt))).toBeGreaterThanOrEqual(4);
    // All but the final event are throttled to one per 250 ms; counts only grow.
    const throttled = events.slice(0, -1);
    for (let i = 1; i < throttled.length; i++) {
      expect(throttled[i]!.at - throttled[i - 1]!.at).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS - 5);
    }
    expect(events.at(-1)!.run).toEqual(run);
    const done = events.map((e) => e.run.scored + e.run.failed);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });
});

describe('across organisations', () => {
  it("answers 404 on every scoring route for another organisation's job, run or candidate", async () => {
    const jobId = await newJob(ctx, alice);
    const [id] = await addCandidates(ctx, alice, jobId, 'glance', [{}]);
    const res = await score(ctx, alice, jobId, { stage_id: 'glance' });
    const runId: string = res.json().run_id;
    await waitForRun(ctx, alice.cookie, jobId, runId);

    const calls = [
      ctx.call('GET', `/api/jobs/${jobId}/candidates/scoring-criteria?stage_id=glance`, {
        cookie: bob.cookie,
      }),
      score(ctx, bob, jobId, { stage_id: 'glance' }),
      ctx.call('GET', `/api/jobs/${jobId}/candidates/score/${runId}`, { cookie: bob.cookie }),
      ctx.call('GET', `/api/jobs/${jobId}/candidates/score?stage_id=glance`, { cookie: bob.cookie }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.statusCode).toBe(404);
      expect(r.json().error.message).toBe('Job not found');
    }
    // Bob's own job cannot reach Alice's candidate or run either.
    const bobJob = await newJob(ctx, bob);
    const foreign = await score(ctx, bob, bobJob, { stage_id: 'glance', candidate_ids: [id] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(candidateMessages.candidateNotFound);
    const foreignRun = await ctx.call('GET', `/api/jobs/${bobJob}/candidates/score/${runId}`, {
      cookie: bob.cookie,
    });
    expect(foreignRun.statusCode).toBe(404);
    const anonymous = await ctx.call('GET', `/api/jobs/${jobId}/candidates/score/${runId}`);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('without an AI key', () => {
  let bare: TestContext;
  afterAll(async () => bare?.close());

  it("answers at once with the spec's key message and starts nothing", async () => {
    bare = await createTestContext();
    const carol = await createOrganisationUser(bare, { domain: 'nokey-scoring.test' });
    const jobId = await newJob(bare, carol);
    await addCandidates(bare, carol, jobId, 'glance', [{}]);
    const res = await score(bare, carol, jobId, { stage_id: 'glance' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(
      'OpenAI API key not configured for your organization. Please contact your administrator.',
    );
    expect(await bare.db.select().from(candidateScoringRuns)).toHaveLength(0);
  }, 60_000);
});

describe('through the automation queue', () => {
  let queued: TestContext;
  afterAll(async () => queued?.close());

  it('dispatches ScoreCandidates to the queue, whose handler scores and reports on the bus', async () => {
    queued = await createTestContext({
      mockLlmUrl: mock.baseURL,
      queue: true,
    });
    const dana = await createOrganisationUser(queued, { domain: 'queue-scoring.test' });
    const jobId = await newJob(queued, dana);
    const ids = await addCandidates(queued, dana, jobId, 'glance', [{}, {}, {}]);
    const events: AppEvent[] = [];
    const stop = queued.app.events.subscribe(dana.id, (e) => events.push(e));
    // The service is called directly: the HTTP route uses whatever automation app.ts gives it.
    const deps = { db: queued.db, ai: queued.app.ai, automation: queued.automation, bus: queued.app.events };
    const user = { id: dana.id, email: dana.email, domain: 'queue-scoring.test' };
    const started = await startScoring({ ...deps, caller: user, jobId, body: { stage_id: 'glance' } });
    expect(started).toMatchObject({ status: 'queued', total: 3, scored: 0 });
    const run = await waitForRun(queued, dana.cookie, jobId, started.run_id);
    // The run's end is saved first, then announced (last progress event, then the notification): wait for
    // the announcement before unsubscribing.
    await vi.waitFor(() => expect(events.some((e) => e.type === 'notification')).toBe(true), {
      timeout: 10_000,
    });
    stop();
    expect(run).toMatchObject({ status: 'completed', scored: 3, failed: 0 });
    expect((await records(queued, jobId, ids)).every((r) => r.overallMatch !== null)).toBe(true);
    expect(events.filter((e) => e.type === 'scoring.progress').at(-1)?.data).toEqual(run);
    expect(events.find((e) => e.type === 'notification')?.data).toMatchObject({
      title: 'Candidates scored',
      message: '3 candidates scored for Payments Engineer',
    });
  }, 90_000);
});
