import crypto from 'node:crypto';
import { appCatalogue, type CandidateErasure, eraseMergeMessages, GLANCE_STAGE_ID } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, reviews, stageScorecards } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import {
  createJob,
  createOrganisationUser,
  importCandidates,
  saveWorkflow,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { findLeftovers } from '#src/test/leftover-scan.js';
import { startScoring } from './candidate-scoring.service.js';

/*
 * DELETE /api/candidates/{id} (docs/product/candidates.md#erase): a candidate who is everywhere — two jobs,
 * a CSV import and its problem lines, a scoring run through the task queue, a pipeline move with its undo
 * snapshot, a scorecard, a notification, a search in the activity log, a merged duplicate, Reviewer reviews
 * (one made for her, one naming her only by name) and a Screen Evaluation made for her — is erased by an
 * admin, and afterwards no column of any table (information_schema, so tables added later are covered too)
 * holds their name, e-mail, phone, LinkedIn profile or id, but the audit entry's id; the API finds nothing.
 */

let mock: MockLlm;
let ctx: TestContext;
let admin: TestUser;
let recruiter: TestUser;
let rival: TestUser;
let jobA: string;
let jobB: string;
let jobC: string;
const tag = crypto.randomBytes(4).toString('hex');
const person = {
  first_name: 'Ysolde',
  last_name: `Quarrington-${tag}`,
  email: `ysolde.${tag}@mail-${tag}.example`,
  phone: `+44 7700 9${parseInt(tag, 16) % 100000}`,
  linkedin_url: `https://www.linkedin.com/in/ysolde-q-${tag}`,
  cv_text: `Ysolde Quarrington-${tag} led payments at Ledgerly.`,
  linkedin_raw_text: `Ysolde Quarrington-${tag} · Payments lead`,
  current_title: 'Payments Lead',
};
const duplicateEmail = `ysolde.work-${tag}@corp-${tag}.example`;
let ysolde: string;
let duplicate: string;
let bram: string;
let bramReview: string;
let rivalReview: string;

async function ok(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body || 'null');
}
const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  ctx.call(method, url, { cookie: user.cookie, ...(body === undefined ? {} : { body }) });
const addToStage = (jobId: string, candidateId: string) =>
  call(admin, 'POST', `/api/jobs/${jobId}/candidates`, {
    candidate_id: candidateId,
    stage_id: GLANCE_STAGE_ID,
  });

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL, queue: true });
  const domain = uniqueDomain('erase');
  admin = await createOrganisationUser(ctx, { domain, role: 'admin' });
  recruiter = await createOrganisationUser(ctx, { domain });
  rival = await createOrganisationUser(ctx, { domain: uniqueDomain('rival'), role: 'admin' });
  jobA = await createJob(ctx, admin, { title: 'Payments Engineer' });
  jobB = await createJob(ctx, admin, { title: 'Platform Engineer' });
  jobC = await createJob(ctx, admin, { title: 'Data Engineer' });
  for (const job of [jobA, jobB, jobC]) await saveWorkflow(ctx, admin, job);

  ysolde = (await ok(await call(admin, 'POST', '/api/candidates', person), 201, 'ysolde')).id;
  bram = (
    await ok(
      await call(admin, 'POST', '/api/candidates', { first_name: 'Bram', last_name: `Stayer-${tag}` }),
      201,
      'bram',
    )
  ).id;
  for (const id of [ysolde, bram]) await ok(await addToStage(jobA, id), 201, 'add to A');

  // A CSV import into B: her row joins B by e-mail; a second row of hers is refused and kept as a problem.
  const csv = `First Name,Last Name,Email\nYsolde,${person.last_name},${person.email}\nYsolde,${person.last_name},not-an-email\nBram,Stayer-${tag},\n`;
  await ok(await importCandidates(ctx, admin, jobB, csv), 200, 'import');

  // Scored through the task queue: run items, scores and rationales, a notification, the queued payload.
  // The service is called with the queue (the app in tests runs without one).
  const run = await startScoring({
    db: ctx.db,
    ai: ctx.app.ai,
    automation: ctx.automation,
    bus: ctx.app.events,
    caller: { id: admin.id, email: admin.email, domain },
    jobId: jobB,
    body: { stage_id: GLANCE_STAGE_ID },
  });
  await vi.waitFor(
    async () => {
      const state = await ok(
        await call(admin, 'GET', `/api/jobs/${jobB}/candidates/score/${run.run_id}`),
        200,
        'run',
      );
      if (state.status !== 'completed') throw new Error(`run ${state.status}`);
    },
    { timeout: 60_000, interval: 100 },
  );

  // A move in A (the moves log, an operation with its undo snapshot) and an interviewer's scorecard.
  await ok(
    await call(admin, 'POST', `/api/jobs/${jobA}/pipeline/operations`, {
      operation_id: crypto.randomUUID(),
      kind: 'move',
      to_stage_id: 'profile_review',
      candidate_ids: [ysolde, bram],
    }),
    200,
    'move',
  );
  const [record] = (
    await ctx.db.execute<{ id: string }>(sql`
      select id from candidate_stage_records where candidate_id = ${ysolde}::uuid and stage_id = 'profile_review'`)
  ).rows;
  await ctx.db.insert(stageScorecards).values({
    recordId: record!.id,
    interviewerEmail: recruiter.email,
    ac1Score: 8,
    overallMatch: 8,
    feedback: `${person.first_name} explained the ledger design well.`,
  });
  await ctx.db.insert(notifications).values({
    userId: recruiter.id,
    title: 'Candidate updated',
    message: 'A candidate you follow changed.',
    data: { candidate_id: ysolde, job_id: jobA },
  });
  const app = appCatalogue[0]!;
  await ok(
    await call(recruiter, 'POST', '/api/activities', {
      action: 'app_clicked',
      appId: app.id,
      metadata: { appName: app.name, appType: app.type, section: null, searchQuery: person.email },
    }),
    201,
    'activity',
  );

  // A duplicate the dedupe could not see (another e-mail), in B (where she is) and C; merged into her.
  duplicate = (
    await ok(
      await call(recruiter, 'POST', '/api/candidates', {
        first_name: 'Ysolde',
        last_name: person.last_name,
        email: duplicateEmail,
        phone: '+1 555 0100',
      }),
      201,
      'duplicate',
    )
  ).id;
  for (const job of [jobB, jobC]) await ok(await addToStage(job, duplicate), 201, 'add duplicate');
  await ok(
    await call(recruiter, 'POST', `/api/candidates/${ysolde}/merge`, {
      duplicate_id: duplicate,
      fields: { phone: 'duplicate' },
    }),
    200,
    'merge',
  );

  // Reviewer reviews: one made for her; one pasted, naming her only as its candidate (other case, accent,
  // spaces); Bram's; and one of another organisation under her name. Stored as the Reviewer stores them.
  const review = (user: TestUser, values: { candidateId?: string; candidateName: string }) => ({
    userId: user.id,
    domain: user.domain,
    jobId: null,
    jobTitle: 'Payments Engineer',
    pronouns: 'she/her' as const,
    jobDescription: 'Payments Engineer: five years of ledgers.',
    recruiterCommentary: '',
    candidateCv: `${values.candidateName} led payments at Ledgerly.`,
    callTranscript: '',
    status: 'completed' as const,
    content: `## Summary\n${values.candidateName} fits the role.`,
    promptVersion: 1,
    ...values,
  });
  const stored = await ctx.db
    .insert(reviews)
    .values([
      review(recruiter, { candidateId: ysolde, candidateName: `${person.first_name} ${person.last_name}` }),
      review(admin, { candidateName: `  YSOLDÉ   ${person.last_name.toLowerCase()} ` }),
      review(admin, { candidateId: bram, candidateName: `Bram Stayer-${tag}` }),
      review(rival, { candidateName: `${person.first_name} ${person.last_name}` }),
    ])
    .returning({ id: reviews.id });
  bramReview = stored[2]!.id;
  rivalReview = stored[3]!.id;
  await ok(
    await call(recruiter, 'POST', '/api/screen-evaluations', {
      transcript: `Recruiter: Hello ${person.first_name}.`,
      analysis: `## Role Fit\n${person.first_name} ${person.last_name} fits.`,
      candidate_id: ysolde,
      job_id: jobA,
    }),
    201,
    'screen evaluation',
  );
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});

const needles = () => [
  ysolde,
  duplicate,
  person.email,
  duplicateEmail,
  person.last_name,
  person.first_name,
  '+1 555 0100',
  person.phone,
  `ysolde-q-${tag}`,
];
const erase = (user: TestUser, id: string, confirm: string) =>
  call(user, 'DELETE', `/api/candidates/${id}`, { confirm });

describe('before the erasure', () => {
  it('finds her in every place the scan looks at', async () => {
    const tables = new Set((await findLeftovers(ctx.db, needles())).map((l) => l.table));
    for (const table of [
      'public.candidates',
      'public.candidate_stage_records',
      'public.candidate_stage_moves',
      'public.candidate_scoring_run_items',
      'public.candidate_imports',
      'public.pipeline_operation_rows',
      'public.notifications',
      'public.user_activities',
      'public.stage_scorecards',
      'public.reviews',
      'public.screen_evaluations',
      'pgboss.job',
    ]) {
      expect(tables, table).toContain(table);
    }
  });
});

describe('who may erase', () => {
  it('refuses a recruiter (403) and answers another organisation 404, as for an unknown id', async () => {
    const confirm = `${person.first_name} ${person.last_name}`;
    const refused = await erase(recruiter, ysolde, confirm);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const theirs = await erase(rival, ysolde, confirm);
    const unknown = await erase(rival, crypto.randomUUID(), confirm);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
  });

  it('needs her full name typed', async () => {
    const res = await erase(admin, ysolde, person.first_name);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(eraseMergeMessages.eraseMismatch);
    expect((await call(admin, 'GET', `/api/candidates/${ysolde}`)).statusCode).toBe(200);
  });
});

describe('the erasure', () => {
  let erasure: CandidateErasure;

  beforeAll(async () => {
    // Case, accents and spaces aside, as typed.
    const res = await erase(admin, ysolde, `  ysolde   ${person.last_name.toUpperCase()} `);
    erasure = await ok(res, 200, 'erase');
  });

  it('answers the audit entry and what went', () => {
    expect(erasure).toMatchObject({ candidate_id: ysolde, erased_by: admin.email });
    expect(erasure.removed).toMatchObject({
      // A's Glance and Profile Review, B's Glance, C's Glance from the duplicate.
      stage_records: 4,
      scorecards: 1,
      notifications: 1,
      import_rows: 1,
      operations_redacted: 1,
      reviews: 2,
      screen_evaluations: 1,
    });
    expect(erasure.removed.moves).toBeGreaterThan(0);
    expect(erasure.removed.scoring_items).toBe(1);
    // The search that named her, the merge, and the screen evaluation saved for her
    // (docs/product/analytics.md#recorded-activity).
    expect(erasure.removed.activities).toBe(3);
    expect(erasure.removed.queue_tasks_redacted).toBeGreaterThan(0);
  });

  it('leaves nothing of her in any column of any table, but the id in the erasure record and the audit log', async () => {
    const left = await findLeftovers(ctx.db, needles());
    // Another organisation's review under her name is theirs, not hers to erase.
    const rivals = await ctx.db.execute(sql`select id from reviews where domain = ${rival.domain}`);
    expect(rivals.rows).toEqual([{ id: rivalReview }]);
    expect(left.filter((l) => l.table !== 'public.reviews')).toEqual([
      { table: 'public.audit_log', column: 'details', needle: ysolde, rows: 1 },
      { table: 'public.candidate_erasures', column: 'candidate_id', needle: ysolde, rows: 1 },
    ]);
    await ctx.db.execute(sql`delete from reviews where id = ${rivalReview}::uuid`);
    expect(await findLeftovers(ctx.db, needles())).toEqual([
      { table: 'public.audit_log', column: 'details', needle: ysolde, rows: 1 },
      { table: 'public.candidate_erasures', column: 'candidate_id', needle: ysolde, rows: 1 },
    ]);
    const audit = await ctx.db.execute(sql`select * from candidate_erasures`);
    expect(Object.keys(audit.rows[0] ?? {}).sort()).toEqual([
      'candidate_id',
      'domain',
      'erased_at',
      'erased_by',
      'id',
    ]);
  });

  it('the API finds nothing of her: page, search, lookups, job lists, exports', async () => {
    expect((await call(admin, 'GET', `/api/candidates/${ysolde}`)).statusCode).toBe(404);
    for (const q of [person.last_name, person.email, 'ysolde']) {
      const list = await ok(
        await call(admin, 'GET', `/api/candidates?q=${encodeURIComponent(q)}`),
        200,
        'search',
      );
      expect(list.candidates, q).toEqual([]);
    }
    const byEmail = await ok(
      await call(admin, 'GET', `/api/candidates?email=${encodeURIComponent(person.email)}`),
      200,
      'lookup',
    );
    expect(byEmail.candidates).toEqual([]);
    for (const job of [jobA, jobB, jobC]) {
      const rows = await ok(
        await call(admin, 'GET', `/api/jobs/${job}/candidates?status=all`),
        200,
        'job list',
      );
      expect(JSON.stringify(rows)).not.toContain(ysolde);
      const file = await call(admin, 'POST', `/api/jobs/${job}/candidates/export`, {
        all_matching: { stage_id: null, status: 'all' },
        view: 'process',
      });
      expect(file.body).not.toContain('Ysolde');
    }
    const notes = await ok(await call(recruiter, 'GET', '/api/notifications'), 200, 'notifications');
    expect(JSON.stringify(notes)).not.toContain(ysolde);
  });

  it('keeps everyone else: Bram stays where he was', async () => {
    const a = await ok(await call(admin, 'GET', `/api/jobs/${jobA}/candidates`), 200, 'A');
    expect(
      a.rows.map((r: { candidate: { id: string }; record: { stage_id: string } }) => [
        r.candidate.id,
        r.record.stage_id,
      ]),
    ).toEqual([[bram, 'profile_review']]);
    expect((await call(admin, 'GET', `/api/candidates/${bram}`)).statusCode).toBe(200);
    const bramReviews = await ok(await call(admin, 'GET', `/api/candidates/${bram}/reviews`), 200, 'reviews');
    expect(bramReviews.reviews.map((r: { id: string }) => r.id)).toEqual([bramReview]);
  });

  it('answers 404 when she is erased again', async () => {
    expect((await erase(admin, ysolde, `${person.first_name} ${person.last_name}`)).statusCode).toBe(404);
  });
});
