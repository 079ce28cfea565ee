import {
  type CandidateDetailResponse,
  type JobCandidatesResponse,
  type StageScorecard,
  type StageScorecardsResponse,
  scorecardMessages,
} from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateStageRecords, candidates, stageScorecards } from '#src/db/schema/index.js';
import {
  createJob,
  createOrganisationUser,
  saveWorkflow,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { sampleWorkflow } from '#src/test/route-samples.js';
import { listStageCandidates } from './candidate-scoring.queries.js';

/*
 * Interviewers' scorecards on stage records (docs/product/pipeline.md#scorecards): saving one's own (created,
 * then replaced), the criteria it may score, the messages, deleting, another organisation's record, the
 * Overall a record uses (scorecards' mean, else the AI's) and the Job Score it feeds
 * (docs/product/candidates.md#job-score).
 */

const rubric = [
  { min: 0, max: 40, description: 'Little evidence' },
  { min: 41, max: 100, description: 'Strong evidence' },
];

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let mallory: TestUser;
let domain: string;
let job: string;
let ann: string;
/** Ann's records: Glance (moved on, AI 8.1), stage_1 'Technical Interview' (moved on, AI 5), Offer (current). */
let glance: string;
let technical: string;
let offer: string;

const url = (recordId: string, mine = false) =>
  `/api/stage-records/${recordId}/scorecards${mine ? '/mine' : ''}`;
const put = (user: TestUser, recordId: string, body: object) =>
  ctx.call('PUT', url(recordId, true), { cookie: user.cookie, body });
const list = async (user: TestUser, recordId: string) => {
  const res = await ctx.call('GET', url(recordId), { cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as StageScorecardsResponse;
};
const errorOf = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  message: (res.json() as { error: { message: string } }).error.message,
});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));

async function insertRecord(stageId: string, values: Partial<typeof candidateStageRecords.$inferInsert>) {
  const [row] = await ctx.db
    .insert(candidateStageRecords)
    .values({ candidateId: ann, jobId: job, stageId, stageTitle: stageId, ...values })
    .returning({ id: candidateStageRecords.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  domain = uniqueDomain('scorecards');
  alice = await createOrganisationUser(ctx, { domain, name: 'Alice Interviewer' });
  bob = await createOrganisationUser(ctx, { domain, name: 'Bob Manager' });
  mallory = await createOrganisationUser(ctx, { domain: uniqueDomain('rival') });
  job = await createJob(ctx, alice, { title: 'Payments Engineer' });
  await saveWorkflow(ctx, alice, job, sampleWorkflow());
  const details = await ctx.call('PUT', `/api/jobs/${job}/stages/stage_1/details`, {
    cookie: alice.cookie,
    body: {
      layer_id: 'stage_1',
      details: {
        assessmentCriteria: [
          { title: 'System design', rubric },
          { title: 'Debugging', rubric: [] },
          { title: 'Communication', rubric: [] },
        ],
      },
    },
  });
  expect(details.statusCode).toBe(200);
  const [row] = await ctx.db
    .insert(candidates)
    .values({ firstName: 'Ann', lastName: 'Example', domain, createdByEmail: alice.email })
    .returning({ id: candidates.id });
  ann = row!.id;
  glance = await insertRecord('glance', {
    progressedAlready: true,
    overallMatch: 8.1,
    enteredStageAt: at(1),
  });
  technical = await insertRecord('stage_1', {
    stageTitle: 'Technical Interview',
    progressedAlready: true,
    ac1Score: 5,
    overallMatch: 5,
    enteredStageAt: at(2),
  });
  offer = await insertRecord('offer', { enteredStageAt: at(3) });
});
afterAll(async () => ctx?.close());

describe('GET /api/stage-records/{recordId}/scorecards', () => {
  it("gives the stage's criteria with their rubric rows, and no scorecards yet", async () => {
    const r = await list(alice, technical);
    expect(r).toMatchObject({
      record_id: technical,
      job_id: job,
      stage_id: 'stage_1',
      stage_title: 'Technical Interview',
      criteria_source: 'stage',
      scorecards: [],
    });
    expect(r.criteria).toEqual([
      { key: 'ac1', title: 'System design', rubric },
      { key: 'ac2', title: 'Debugging', rubric: [] },
      { key: 'ac3', title: 'Communication', rubric: [] },
    ]);
  });

  it('falls back to the criteria AI scoring uses when the stage has none', async () => {
    const r = await list(alice, glance);
    expect(r.criteria_source).toBe('default');
    expect(r.criteria.map((c) => c.key)).toEqual(['ac1', 'ac2', 'ac3', 'ac4', 'ac5']);
  });
});

describe('PUT /api/stage-records/{recordId}/scorecards/mine', () => {
  let first: StageScorecard;

  it("creates the caller's scorecard: their scores, the mean as overall, their name, the feedback", async () => {
    const res = await put(alice, technical, {
      ac1_score: 7,
      ac2_score: 8.5,
      ac3_score: null,
      feedback: '  Clear thinker.  ',
    });
    expect(res.statusCode).toBe(200);
    first = res.json();
    expect(first).toMatchObject({
      record_id: technical,
      interviewer_email: alice.email,
      interviewer_name: 'Alice Interviewer',
      ac1_score: 7,
      ac2_score: 8.5,
      ac3_score: null,
      ac4_score: null,
      ac5_score: null,
      overall_match: 7.8,
      feedback: 'Clear thinker.',
      mine: true,
    });
  });

  it('replaces the same scorecard when the interviewer saves again (one per interviewer and record)', async () => {
    const res = await put(alice, technical, { ac1_score: 6, ac3_score: 9.2 });
    expect(res.statusCode).toBe(200);
    const again: StageScorecard = res.json();
    expect(again).toMatchObject({
      id: first.id,
      submitted_at: first.submitted_at,
      ac1_score: 6,
      ac2_score: null,
      ac3_score: 9.2,
      overall_match: 7.6,
      feedback: null,
    });
    const rows = await ctx.db.select().from(stageScorecards).where(eq(stageScorecards.recordId, technical));
    expect(rows).toHaveLength(1);
  });

  it("lists every interviewer's scorecard, latest saved first, the caller's marked as theirs", async () => {
    expect((await put(bob, technical, { ac1_score: 4, ac2_score: 5, ac3_score: 6 })).statusCode).toBe(200);
    await ctx.db
      .update(stageScorecards)
      .set({ updatedAt: at(10) })
      .where(eq(stageScorecards.recordId, technical));
    await ctx.db
      .update(stageScorecards)
      .set({ updatedAt: at(20) })
      .where(eq(stageScorecards.interviewerEmail, bob.email));
    const r = await list(alice, technical);
    expect(r.scorecards.map((s) => [s.interviewer_name, s.overall_match, s.mine])).toEqual([
      ['Bob Manager', 5, false],
      ['Alice Interviewer', 7.6, true],
    ]);
  });

  it.each([
    ['a score above 10', { ac1_score: 10.5 }, scorecardMessages.scoreRange],
    ['a score below 0', { ac1_score: -1 }, scorecardMessages.scoreRange],
    ['a score finer than 0.1', { ac1_score: 7.25 }, scorecardMessages.scoreRange],
    ['no score at all', { ac1_score: null, feedback: 'Nothing to say' }, scorecardMessages.noScore],
    ['an empty body', {}, scorecardMessages.noScore],
    [
      'feedback over 5,000 characters',
      { ac1_score: 5, feedback: 'x'.repeat(5001) },
      scorecardMessages.feedbackTooLong,
    ],
    [
      'a criterion the stage does not have',
      { ac1_score: 5, ac4_score: 6 },
      "AC4 is not one of this stage's criteria.",
    ],
  ])('refuses %s', async (_, body, message) => {
    const res = await put(alice, technical, body);
    expect(errorOf(res)).toEqual({ status: 400, message });
  });

  it('takes 0, 10 and 5,000 characters of feedback, and any of the fallback criteria', async () => {
    const res = await put(alice, glance, { ac1_score: 0, ac5_score: 10, feedback: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ac1_score: 0, ac5_score: 10, overall_match: 5 });
    expect((await ctx.call('DELETE', url(glance, true), { cookie: alice.cookie })).statusCode).toBe(204);
  });
});

describe('DELETE /api/stage-records/{recordId}/scorecards/mine', () => {
  it("deletes the caller's own scorecard only, and says so when they have none", async () => {
    expect((await put(alice, offer, { ac1_score: 3 })).statusCode).toBe(200);
    expect((await put(bob, offer, { ac1_score: 9 })).statusCode).toBe(200);
    const res = await ctx.call('DELETE', url(offer, true), { cookie: alice.cookie });
    expect(res.statusCode).toBe(204);
    expect((await list(alice, offer)).scorecards.map((s) => s.interviewer_email)).toEqual([bob.email]);
    const again = await ctx.call('DELETE', url(offer, true), { cookie: alice.cookie });
    expect(errorOf(again)).toEqual({ status: 404, message: scorecardMessages.scorecardNotFound });
    expect((await ctx.call('DELETE', url(offer, true), { cookie: bob.cookie })).statusCode).toBe(204);
  });
});

describe("another organisation's record", () => {
  it('answers 404 to every scorecard route, as an unknown record does, and changes nothing', async () => {
    const unknown = crypto.randomUUID();
    for (const id of [technical, unknown]) {
      const calls = [
        await ctx.call('GET', url(id), { cookie: mallory.cookie }),
        await put(mallory, id, { ac1_score: 1 }),
        await ctx.call('DELETE', url(id, true), { cookie: mallory.cookie }),
      ];
      for (const res of calls)
        expect(errorOf(res)).toEqual({ status: 404, message: scorecardMessages.recordNotFound });
    }
    expect((await list(alice, technical)).scorecards).toHaveLength(2);
  });
});

describe('the Overall a record uses and the Job Score', () => {
  it("keeps the AI's scores and uses the scorecards' mean, else the AI's, in both lists", async () => {
    const tab = await ctx.call('GET', `/api/jobs/${job}/candidates?status=all`, { cookie: alice.cookie });
    const rows = (tab.json() as JobCandidatesResponse).rows;
    const detail = (
      await ctx.call('GET', `/api/candidates/${ann}`, { cookie: alice.cookie })
    ).json() as CandidateDetailResponse;
    for (const records of [rows.map((r) => r.record), detail.stage_records]) {
      const byStage = Object.fromEntries(records.map((r) => [r.stage_id, r]));
      expect(byStage.stage_1).toMatchObject({
        ac1_score: 5,
        overall_match: 5,
        score_source: 'scorecard',
        overall_used: 6.3,
        scorecards: {
          count: 2,
          overall: 6.3,
          ac1_score: 5,
          ac2_score: 5,
          ac3_score: 7.6,
          ac4_score: null,
          latest_interviewer_email: bob.email,
          latest_interviewer_name: 'Bob Manager',
          latest_at: at(20).toISOString(),
        },
      });
      expect(byStage.glance).toMatchObject({
        overall_match: 8.1,
        score_source: 'ai',
        overall_used: 8.1,
        scorecards: { count: 0, overall: null, latest_at: null },
      });
      expect(byStage.offer).toMatchObject({ score_source: null, overall_used: null });
    }
    // Job Score: the mean of the progressed records' used Overall, (8.1 + 6.3) / 2 (the AI's alone: 6.6).
    expect(rows.map((r) => r.job_score)).toEqual([7.2, 7.2, 7.2]);
    expect(detail.jobs.find((j) => j.id === job)?.job_score).toBe(7.2);
  });

  it("filters, ranks and exports by the Overall the record uses, marked 'Scorecard' or 'AI'", async () => {
    const exported = async (scoreMin: number) => {
      const res = await ctx.call('POST', `/api/jobs/${job}/candidates/export`, {
        cookie: alice.cookie,
        body: { all_matching: { stage_id: null, status: 'moved_on', score_min: scoreMin }, view: 'score' },
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    };
    const [header, ...rows] = await exported(6);
    expect(header).toContain(',Overall,Scored By,Job Score,');
    // Best Overall first: Glance's AI 8.1, then the Technical Interview's scorecards (6.3; its AI's 5 alone would fail).
    expect(rows.map((r) => r.split(',').slice(6, 9))).toEqual([
      ['8.1', 'AI', '7.2'],
      ['6.3', 'Scorecard', '7.2'],
    ]);
    expect(await exported(6.4)).toHaveLength(2);
  });

  it("leaves a record with a scorecard out of 'Score with AI' unless it is picked", async () => {
    const scope = { domain, jobId: job, stageId: 'offer', limit: 10 };
    expect(await listStageCandidates(ctx.db, scope)).toHaveLength(1);
    expect((await put(bob, offer, { ac1_score: 9 })).statusCode).toBe(200);
    expect(await listStageCandidates(ctx.db, scope)).toHaveLength(0);
    expect(await listStageCandidates(ctx.db, { ...scope, candidateIds: [ann] })).toHaveLength(1);
  });
});
