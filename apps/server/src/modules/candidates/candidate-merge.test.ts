import crypto from 'node:crypto';
import {
  type CandidateDetailResponse,
  type CandidateMergeResponse,
  candidateMessages,
  candidateWriteMessages,
  eraseMergeMessages,
  GLANCE_STAGE_ID,
  pipelineMessages,
} from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageScorecards } from '#src/db/schema/index.js';
import {
  createJob,
  createOrganisationUser,
  saveWorkflow,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * POST /api/candidates/{id}/merge (docs/product/candidates.md#merge): values chosen field by field, the
 * duplicate's records moving to the survivor with their scorecards and moves (a job both are in keeps the
 * survivor's application, and says what was dropped), links following, the duplicate gone, the audit entry,
 * and the 404s of another organisation.
 */

let ctx: TestContext;
let admin: TestUser;
let recruiter: TestUser;
let rival: TestUser;
let shared: string; // both are in it
let moved: string; // only the duplicate, moved on to Talent Screen
let third: string; // only the duplicate
let survivor: string;
let duplicate: string;
let movedOperation: string;
const tag = crypto.randomBytes(4).toString('hex');

async function ok<T>(res: { statusCode: number; body: string }, status: number, what: string): Promise<T> {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body || 'null') as T;
}
const call = (user: TestUser, method: 'GET' | 'POST', url: string, body?: unknown) =>
  ctx.call(method, url, { cookie: user.cookie, ...(body === undefined ? {} : { body }) });
const createCandidate = async (fields: Record<string, string>) =>
  (await ok<{ id: string }>(await call(admin, 'POST', '/api/candidates', fields), 201, 'candidate')).id;
const addToGlance = async (jobId: string, candidateId: string) =>
  ok(
    await call(admin, 'POST', `/api/jobs/${jobId}/candidates`, {
      candidate_id: candidateId,
      stage_id: GLANCE_STAGE_ID,
    }),
    201,
    'add',
  );
async function move(jobId: string, candidateId: string, to: string) {
  const operationId = crypto.randomUUID();
  await ok(
    await call(admin, 'POST', `/api/jobs/${jobId}/pipeline/operations`, {
      operation_id: operationId,
      kind: 'move',
      to_stage_id: to,
      candidate_ids: [candidateId],
    }),
    200,
    'move',
  );
  return operationId;
}
const merge = (user: TestUser, survivorId: string, body: object) =>
  call(user, 'POST', `/api/candidates/${survivorId}/merge`, body);

beforeAll(async () => {
  ctx = await createTestContext();
  const domain = uniqueDomain('merge');
  admin = await createOrganisationUser(ctx, { domain, role: 'admin' });
  recruiter = await createOrganisationUser(ctx, { domain });
  rival = await createOrganisationUser(ctx, { domain: uniqueDomain('rival') });
  shared = await createJob(ctx, admin, { title: 'Shared Job' });
  moved = await createJob(ctx, admin, { title: 'Moved Job' });
  third = await createJob(ctx, admin, { title: 'Third Job' });
  for (const job of [shared, moved, third]) await saveWorkflow(ctx, admin, job);

  survivor = await createCandidate({
    first_name: 'Ana',
    last_name: 'Lima',
    email: `ana.${tag}@work.example`,
    phone: '+351 210 000 000',
    linkedin_url: `https://www.linkedin.com/in/ana-lima-${tag}`,
  });
  duplicate = await createCandidate({
    first_name: 'Ana Maria',
    last_name: 'Lima',
    email: `ana.${tag}@home.example`,
    phone: '+351 910 000 000',
    linkedin_url: `https://www.linkedin.com/in/ana-maria-${tag}`,
    cv_text: 'Eight years of payments.',
  });
  await addToGlance(shared, survivor);
  await move(shared, survivor, 'profile_review');
  await addToGlance(shared, duplicate);
  await addToGlance(moved, duplicate);
  movedOperation = await move(moved, duplicate, 'talent_screen');
  await addToGlance(third, duplicate);
  const [record] = (
    await ctx.db.execute<{ id: string }>(sql`
      select id from candidate_stage_records
      where candidate_id = ${duplicate}::uuid and job_id = ${moved}::uuid and stage_id = 'talent_screen'`)
  ).rows;
  await ok(
    await call(admin, 'POST', '/api/screen-evaluations', {
      transcript: 'Interviewer: Hello.\nCandidate: I led payments.',
      analysis: '## Summary\nStrong.',
      candidate_id: duplicate,
    }),
    201,
    'evaluation',
  );
  await ctx.db.insert(stageScorecards).values({
    recordId: record!.id,
    interviewerEmail: admin.email,
    ac1Score: 7,
    overallMatch: 7,
  });
}, 120_000);

afterAll(() => ctx?.close());

describe('refusals', () => {
  it('needs another candidate, of the organisation', async () => {
    const self = await merge(recruiter, survivor, { duplicate_id: survivor });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(eraseMergeMessages.mergeSelf);
    const unknown = await merge(recruiter, survivor, { duplicate_id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(candidateMessages.candidateNotFound);
    const theirs = await merge(rival, survivor, { duplicate_id: duplicate });
    expect(theirs.json()).toEqual(unknown.json());
  });

  it('refuses values that leave no name, changing nothing', async () => {
    const lastOnly = await createCandidate({ last_name: `Solo-${tag}` });
    const firstOnly = await createCandidate({ first_name: `Dee-${tag}` });
    const res = await merge(recruiter, lastOnly, {
      duplicate_id: firstOnly,
      fields: { last_name: 'duplicate' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(candidateWriteMessages.nameRequired);
    expect((await call(admin, 'GET', `/api/candidates/${firstOnly}`)).statusCode).toBe(200);
  });
});

describe('a merge, by a recruiter', () => {
  let result: CandidateMergeResponse;
  let detail: CandidateDetailResponse;

  beforeAll(async () => {
    result = await ok(
      await merge(recruiter, survivor, {
        duplicate_id: duplicate,
        fields: { first_name: 'duplicate', email: 'duplicate', linkedin_url: 'duplicate', cv: 'duplicate' },
      }),
      200,
      'merge',
    );
    detail = await ok(await call(admin, 'GET', `/api/candidates/${survivor}`), 200, 'detail');
  });

  it('keeps the chosen values field by field, the survivor’s where none was chosen', () => {
    expect(result.candidate).toMatchObject({
      id: survivor,
      first_name: 'Ana Maria',
      last_name: 'Lima',
      email: `ana.${tag}@home.example`,
      phone: '+351 210 000 000',
      linkedin_url: `https://www.linkedin.com/in/ana-maria-${tag}`,
      cv_text: 'Eight years of payments.',
    });
  });

  it("moves the duplicate's records, keeps the survivor's application where both were, and says what was dropped", () => {
    expect(result.moved_records).toBe(3);
    expect(result.dropped_records).toEqual([
      { job_id: shared, job_title: 'Shared Job', stage_id: GLANCE_STAGE_ID, stage_title: null },
    ]);
    expect(result.message).toBe(
      'Merged Ana Maria Lima into Ana Maria Lima. Dropped 1 stage record of the duplicate in jobs both were in.',
    );
    const byJob = (job: string) =>
      detail.stage_records
        .filter((r) => r.job_id === job)
        .map((r) => [r.stage_id, r.status])
        .sort();
    expect(byJob(shared)).toEqual([
      ['glance', 'moved_on'],
      ['profile_review', 'active'],
    ]);
    expect(byJob(moved)).toEqual([
      ['glance', 'moved_on'],
      ['talent_screen', 'active'],
    ]);
    expect(byJob(third)).toEqual([['glance', 'active']]);
  });

  it('takes scorecards and moves along with their records', async () => {
    const cards = await ctx.db.execute<{ candidate_id: string }>(sql`
      select r.candidate_id from stage_scorecards s join candidate_stage_records r on r.id = s.record_id`);
    expect(cards.rows).toEqual([{ candidate_id: survivor }]);
    const movesLeft = await ctx.db.execute(
      sql`select 1 from candidate_stage_moves where candidate_id = ${duplicate}::uuid`,
    );
    expect(movesLeft.rows).toEqual([]);
    const movesThere = await ctx.db.execute<{ to_stage_id: string }>(sql`
      select to_stage_id from candidate_stage_moves
      where candidate_id = ${survivor}::uuid and job_id = ${moved}::uuid and kind = 'move'`);
    expect(movesThere.rows.map((r) => r.to_stage_id)).toEqual(['talent_screen']);
  });

  it("lists the duplicate's Screen Evaluations on the survivor's page", async () => {
    const linked = await ctx.db.execute<{ candidate_id: string }>(
      sql`select candidate_id from screen_evaluations where transcript like 'Interviewer: Hello.%'`,
    );
    expect(linked.rows).toEqual([{ candidate_id: survivor }]);
  });

  it('deletes the duplicate; its LinkedIn profile now finds the survivor', async () => {
    expect((await call(admin, 'GET', `/api/candidates/${duplicate}`)).statusCode).toBe(404);
    const found = await ok<{ candidates: { id: string }[] }>(
      await call(
        admin,
        'GET',
        `/api/candidates?linkedin_url=${encodeURIComponent(`https://www.linkedin.com/in/ana-maria-${tag}`)}`,
      ),
      200,
      'lookup',
    );
    expect(found.candidates.map((c) => c.id)).toEqual([survivor]);
  });

  it('closes the undo of operations that kept rows of the duplicate', async () => {
    const undo = await call(admin, 'POST', `/api/jobs/${moved}/pipeline/operations/${movedOperation}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().error.message).toBe(pipelineMessages.undoExpired);
    const kept = await ctx.db.execute(
      sql`select 1 from pipeline_operation_rows where operation_id = ${movedOperation}::uuid`,
    );
    expect(kept.rows).toEqual([]);
  });

  it('records who merged which candidate into which, by id', async () => {
    const audit = await ctx.db.execute<{ user_id: string; metadata: unknown }>(sql`
      select user_id, metadata from user_activities where action = 'candidate_merged'`);
    expect(audit.rows).toEqual([
      {
        user_id: recruiter.id,
        metadata: { survivor_id: survivor, duplicate_id: duplicate, moved_records: 3, dropped_records: 1 },
      },
    ]);
  });

  it('answers 404 for the same merge again', async () => {
    expect((await merge(recruiter, survivor, { duplicate_id: duplicate })).statusCode).toBe(404);
  });
});
