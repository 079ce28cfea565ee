import crypto from 'node:crypto';
import {
  addLayer,
  DEFAULT_REJECTION_REASONS,
  defaultWorkflow,
  type JobCandidatesResponse,
  type PipelineOperation,
  pipelineMessages,
  UNDO_WINDOW_MS,
  type Workflow,
} from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '#src/platform/events/event.js';
import { organisationChannel } from '#src/platform/events/event.js';
import { createJob, createOrganisationUser, saveWorkflow, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * The pipeline operations (docs/product/pipeline.md): moves forwards and back, reject and restore, hire,
 * action owner, add to another job, removal, select-all by filter, idempotency, undo that restores exactly,
 * its window and conflicts, rejection reasons, live events and organisation scoping.
 */

let ctx: TestContext;
let clockMs = Date.UTC(2026, 10, 26, 9, 0, 0);
let alice: TestUser; // recruiter, acme
let admin: TestUser; // admin, acme
let mallory: TestUser; // rival
let job: string;
let otherJob: string;
let rivalJob: string;

function withCustomStage(): Workflow {
  const edit = addLayer(defaultWorkflow(), { title: 'Technical Interview', emoji: '💻' });
  if (!edit.ok) throw new Error(edit.error.message);
  return edit.workflow;
}

async function newCandidates(domain: string, n: number, jobId: string): Promise<string[]> {
  const rows = await ctx.db.execute<{ id: string }>(sql`
    with people as (
      insert into candidates (first_name, last_name, domain, created_by_email)
      select 'P' || g, 'Test', ${domain}, ${`x@${domain}`} from generate_series(1, ${n}) g returning id
    ), placed as (
      insert into candidate_stage_records (candidate_id, job_id, stage_id, stage_category, stage_level, stage_title,
        action_owner)
      select id, ${jobId}::uuid, 'glance', 'research', 1, 'Glance', 'recruiter' from people returning candidate_id
    )
    select candidate_id as id from placed`);
  return rows.rows.map((r) => r.id);
}

const operate = (user: TestUser, jobId: string, body: Record<string, unknown>) =>
  ctx.call('POST', `/api/jobs/${jobId}/pipeline/operations`, {
    cookie: user.cookie,
    body: { operation_id: crypto.randomUUID(), ...body },
  });

async function operateOk(user: TestUser, jobId: string, body: Record<string, unknown>) {
  const res = await operate(user, jobId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PipelineOperation;
}

const undo = (user: TestUser, jobId: string, opId: string) =>
  ctx.call('POST', `/api/jobs/${jobId}/pipeline/operations/${opId}/undo`, { cookie: user.cookie });

/** Every record of the candidates in the job, whole, in a stable order: what undo must restore exactly. */
async function recordsOf(jobId: string, ids: string[]) {
  const rows = await ctx.db.execute<{ row: Record<string, unknown> }>(sql`
    select to_jsonb(r) as row from candidate_stage_records r
    where r.job_id = ${jobId}::uuid and r.candidate_id = any(${sql.param(ids)}::uuid[]) order by r.id`);
  return rows.rows.map((r) => r.row);
}

async function current(jobId: string, id: string) {
  const rows = await ctx.db.execute<Record<string, unknown>>(sql`
    select * from candidate_stage_records where job_id = ${jobId}::uuid and candidate_id = ${id}::uuid
      and not progressed_already`);
  return rows.rows;
}

async function list(user: TestUser, jobId: string, query: string) {
  const res = await ctx.call('GET', `/api/jobs/${jobId}/candidates?${query}`, { cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as JobCandidatesResponse;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock: () => new Date(clockMs) });
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
  admin = await createOrganisationUser(ctx, { domain: 'acme.test', role: 'admin' });
  mallory = await createOrganisationUser(ctx, { domain: 'rival.test' });
  job = await createJob(ctx, alice, { title: 'Platform Engineer' });
  await saveWorkflow(ctx, alice, job, withCustomStage());
  otherJob = await createJob(ctx, alice, { title: 'Data Engineer' });
  rivalJob = await createJob(ctx, mallory, { title: 'Rival job' });
});

beforeEach(() => {
  clockMs += 60_000;
});

afterAll(async () => ctx?.close());

describe('moves', () => {
  it('moves a candidate forward: the stage left is completed, the new record takes its placement', async () => {
    const [ann] = await newCandidates('acme.test', 1, job);
    const op = await operateOk(alice, job, { kind: 'move', to_stage_id: 'stage_1', candidate_ids: [ann] });
    expect(op).toMatchObject({
      kind: 'move',
      affected: 1,
      message: 'Moved 1 candidate to Technical Interview.',
      stage_ids: ['glance', 'stage_1'],
    });
    expect(new Date(op.undo_until!).getTime() - clockMs).toBe(UNDO_WINDOW_MS);
    const records = await recordsOf(job, [ann!]);
    expect(records.map((r) => [r.stage_id, r.progressed_already]).sort()).toEqual([
      ['glance', true],
      ['stage_1', false],
    ]);
    expect(records.find((r) => r.stage_id === 'stage_1')).toMatchObject({
      stage_category: 'custom',
      stage_level: 4,
      stage_substep: null,
      stage_title: 'Technical Interview',
      action_owner: 'hiring_manager',
    });
    const moves = await ctx.db.execute(
      sql`select kind, from_stage_id, to_stage_id, moved_by from candidate_stage_moves where candidate_id = ${ann}::uuid`,
    );
    expect(moves.rows).toEqual([
      { kind: 'move', from_stage_id: 'glance', to_stage_id: 'stage_1', moved_by: alice.email },
    ]);
    // The candidate page counts the move as their last activity.
    const page = await ctx.call('GET', `/api/candidates/${ann}`, { cookie: alice.cookie });
    expect(page.json().candidate.last_activity_at).not.toBeNull();
    // The stage's list shows them; Glance shows them only as moved on.
    expect((await list(alice, job, 'stage_id=stage_1')).rows.map((r) => r.candidate.id)).toEqual([ann]);
    expect(
      (await list(alice, job, 'stage_id=glance&status=moved_on')).rows.map((r) => r.candidate.id),
    ).toContain(ann);
  });

  it('moves back by reopening the earlier record with its scores, and logs every visit', async () => {
    const [ben] = await newCandidates('acme.test', 1, job);
    await ctx.db.execute(
      sql`update candidate_stage_records set overall_match = 7.5 where candidate_id = ${ben}::uuid`,
    );
    const [glanceBefore] = await current(job, ben!);
    await operateOk(alice, job, { kind: 'move', to_stage_id: 'talent_screen', candidate_ids: [ben] });
    await operateOk(alice, job, { kind: 'move', to_stage_id: 'glance', candidate_ids: [ben] });
    const [now] = await current(job, ben!);
    expect(now).toMatchObject({ id: glanceBefore!.id, stage_id: 'glance', overall_match: '7.5' });
    const moves = await ctx.db.execute<{ to_stage_id: string }>(
      sql`select to_stage_id from candidate_stage_moves where candidate_id = ${ben}::uuid order by moved_at, id`,
    );
    expect(moves.rows.map((r) => r.to_stage_id).sort()).toEqual(['glance', 'talent_screen']);
  });

  it('leaves candidates already in the stage alone, and refuses a stage the process does not have', async () => {
    const [cat] = await newCandidates('acme.test', 1, job);
    const op = await operateOk(alice, job, { kind: 'move', to_stage_id: 'glance', candidate_ids: [cat] });
    expect(op).toMatchObject({ affected: 0, message: pipelineMessages.nothingChanged, undo_until: null });
    const res = await operate(alice, job, { kind: 'move', to_stage_id: 'stage_4', candidate_ids: [cat] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(pipelineMessages.unknownStage);
  });

  it('is idempotent by operation id, and refuses the id for another action', async () => {
    const [dan] = await newCandidates('acme.test', 1, job);
    const body = {
      operation_id: crypto.randomUUID(),
      kind: 'move',
      to_stage_id: 'profile_review',
      candidate_ids: [dan],
    };
    const [a, b] = await Promise.all([
      ctx.call('POST', `/api/jobs/${job}/pipeline/operations`, { cookie: alice.cookie, body }),
      ctx.call('POST', `/api/jobs/${job}/pipeline/operations`, { cookie: alice.cookie, body }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    const again = await ctx.call('POST', `/api/jobs/${job}/pipeline/operations`, {
      cookie: alice.cookie,
      body,
    });
    expect(again.json()).toEqual(a.json());
    const moves = await ctx.db.execute(
      sql`select 1 from candidate_stage_moves where candidate_id = ${dan}::uuid`,
    );
    expect(moves.rows).toHaveLength(1);
    const reused = await ctx.call('POST', `/api/jobs/${job}/pipeline/operations`, {
      cookie: alice.cookie,
      body: { ...body, kind: 'unreject', to_stage_id: undefined },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(pipelineMessages.operationIdReused);
  });

  it("resolves 'select all matching' on the server: stage, status and score", async () => {
    const people = await newCandidates('acme.test', 4, otherJob);
    await ctx.db.execute(sql`
      update candidate_stage_records set overall_match = case when candidate_id = ${people[0]}::uuid then 85
        when candidate_id = ${people[1]}::uuid then 6 else 3 end
      where candidate_id = any(${sql.param(people)}::uuid[])`);
    const op = await operateOk(alice, otherJob, {
      kind: 'move',
      to_stage_id: 'profile_review',
      all_matching: { stage_id: 'glance', status: 'active', score_min: 6 },
    });
    // 85 counts as 8.5; 6 is on the bound; the two at 3 stay.
    expect(op.affected).toBe(2);
    const moved = await list(alice, otherJob, 'stage_id=profile_review');
    expect(moved.rows.map((r) => r.candidate.id).sort()).toEqual([people[0], people[1]].sort());
  });
});

describe('undo', () => {
  it('restores a move exactly, removes the new record and the moves-log row', async () => {
    const ids = await newCandidates('acme.test', 3, job);
    const before = await recordsOf(job, ids);
    const op = await operateOk(alice, job, {
      kind: 'move',
      to_stage_id: 'talent_screen',
      candidate_ids: ids,
    });
    expect(op.affected).toBe(3);
    clockMs += UNDO_WINDOW_MS - 1;
    const res = await undo(alice, job, op.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: op.id, undo_until: null });
    expect((res.json() as PipelineOperation).undone_at).not.toBeNull();
    expect(await recordsOf(job, ids)).toEqual(before);
    const moves = await ctx.db.execute(
      sql`select 1 from candidate_stage_moves where operation_id = ${op.id}::uuid`,
    );
    expect(moves.rows).toHaveLength(0);
    // Undoing twice answers the undone operation.
    expect((await undo(alice, job, op.id)).statusCode).toBe(200);
  });

  it('restores a removal with its scorecards and primary job', async () => {
    const [eve] = await newCandidates('acme.test', 1, job);
    await ctx.db.execute(
      sql`update candidates set current_primary_job_id = ${job}::uuid where id = ${eve}::uuid`,
    );
    await operateOk(alice, job, { kind: 'move', to_stage_id: 'profile_review', candidate_ids: [eve] });
    const [record] = await current(job, eve!);
    await ctx.db.execute(sql`
      insert into stage_scorecards (record_id, interviewer_email, ac1_score, overall_match, feedback)
      values (${record!.id}::uuid, ${alice.email}, 8, 8, 'Strong')`);
    clockMs += 60_000;
    const before = await recordsOf(job, [eve!]);
    const op = await operateOk(alice, job, { kind: 'remove_from_job', candidate_ids: [eve] });
    expect(op.message).toBe('Removed 1 candidate from this job.');
    expect(await recordsOf(job, [eve!])).toEqual([]);
    expect((await undo(alice, job, op.id)).statusCode).toBe(200);
    expect(await recordsOf(job, [eve!])).toEqual(before);
    const cards = await ctx.db.execute(
      sql`select feedback from stage_scorecards where record_id = ${record!.id}::uuid`,
    );
    expect(cards.rows).toEqual([{ feedback: 'Strong' }]);
    const primary = await ctx.db.execute(
      sql`select current_primary_job_id from candidates where id = ${eve}::uuid`,
    );
    expect(primary.rows[0]).toEqual({ current_primary_job_id: job });
  });

  it('answers 409 after the window, and when the candidates changed since', async () => {
    const [fay, gus] = await newCandidates('acme.test', 2, job);
    const late = await operateOk(alice, job, { kind: 'move', to_stage_id: 'washup', candidate_ids: [fay] });
    clockMs += UNDO_WINDOW_MS + 1;
    const expired = await undo(alice, job, late.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(pipelineMessages.undoExpired);

    const first = await operateOk(alice, job, { kind: 'move', to_stage_id: 'washup', candidate_ids: [gus] });
    // Someone changes the record afterwards (a later transaction, so a later time).
    await ctx.db.execute(sql`
      update candidate_stage_records set action_owner = 'candidate', last_updated_at = now() + interval '1 second'
      where candidate_id = ${gus}::uuid and not progressed_already`);
    const conflict = await undo(alice, job, first.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.message).toBe(pipelineMessages.undoConflict);
  });

  it("answers 404 for another organisation's operation", async () => {
    const [hal] = await newCandidates('acme.test', 1, job);
    const op = await operateOk(alice, job, { kind: 'move', to_stage_id: 'washup', candidate_ids: [hal] });
    expect((await undo(mallory, job, op.id)).statusCode).toBe(404);
    expect((await undo(mallory, rivalJob, op.id)).statusCode).toBe(404);
    expect((await undo(alice, otherJob, op.id)).statusCode).toBe(404);
  });
});

describe('reject, restore, hire, action owner, add to another job', () => {
  it('rejects with a reason from the list, shows them under Rejected, and restores them', async () => {
    const [ivy] = await newCandidates('acme.test', 1, job);
    const unknown = await operate(alice, job, { kind: 'reject', reason: 'Too tall', candidate_ids: [ivy] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(pipelineMessages.unknownReason);
    const noNote = await operate(alice, job, { kind: 'reject', reason: 'Other', candidate_ids: [ivy] });
    expect(noNote.json().error.message).toBe(pipelineMessages.noteRequired);

    const op = await operateOk(alice, job, {
      kind: 'reject',
      reason: 'Other',
      note: 'Relocating abroad',
      candidate_ids: [ivy],
    });
    expect(op.message).toBe('Rejected 1 candidate.');
    const rejected = await list(alice, job, 'stage_id=glance&status=rejected');
    const row = rejected.rows.find((r) => r.candidate.id === ivy)!;
    expect(row.record).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Other',
      rejection_note: 'Relocating abroad',
      rejected_by: alice.email,
    });
    expect((await list(alice, job, 'stage_id=glance')).rows.map((r) => r.candidate.id)).not.toContain(ivy);
    // A rejected candidate is not moved.
    const move = await operateOk(alice, job, { kind: 'move', to_stage_id: 'offer', candidate_ids: [ivy] });
    expect(move.affected).toBe(0);
    const restored = await operateOk(alice, job, { kind: 'unreject', candidate_ids: [ivy] });
    expect(restored.message).toBe('Restored 1 candidate to their stage.');
    expect((await current(job, ivy!))[0]).toMatchObject({ rejected_at: null, rejection_reason: null });
  });

  it('hires only at Offer, which closes the application', async () => {
    const [jon] = await newCandidates('acme.test', 1, job);
    const early = await operate(alice, job, { kind: 'hire', candidate_ids: [jon] });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(pipelineMessages.hireOnlyAtOffer);
    const toOffer = await operateOk(alice, job, { kind: 'move', to_stage_id: 'offer', candidate_ids: [jon] });
    expect(toOffer.message).toBe('Moved 1 candidate to Offer.');
    expect((await current(job, jon!))[0]).toMatchObject({
      action_owner: 'candidate',
      stage_category: 'final',
    });
    const hired = await operateOk(alice, job, { kind: 'hire', candidate_ids: [jon] });
    expect(hired.message).toBe('Marked 1 candidate as hired.');
    expect((await list(alice, job, 'stage_id=offer&status=hired')).rows.map((r) => r.candidate.id)).toEqual([
      jon,
    ]);
    expect(
      (await operateOk(alice, job, { kind: 'move', to_stage_id: 'glance', candidate_ids: [jon] })).affected,
    ).toBe(0);
  });

  it('sets the action owner of a selection', async () => {
    const ids = await newCandidates('acme.test', 2, job);
    const op = await operateOk(alice, job, {
      kind: 'set_owner',
      action_owner: 'hiring_manager',
      candidate_ids: ids,
    });
    expect(op.message).toBe('Set the action owner of 2 candidates to hiring_manager.');
    for (const id of ids)
      expect((await current(job, id))[0]).toMatchObject({ action_owner: 'hiring_manager' });
  });

  it("adds candidates to another job's Glance once, and undo takes them out again", async () => {
    const ids = await newCandidates('acme.test', 2, job);
    const op = await operateOk(alice, job, {
      kind: 'add_to_job',
      target_job_id: otherJob,
      candidate_ids: ids,
    });
    expect(op.message).toBe('Added 2 candidates to Data Engineer (Glance).');
    expect(await recordsOf(otherJob, ids)).toHaveLength(2);
    const again = await operateOk(alice, job, {
      kind: 'add_to_job',
      target_job_id: otherJob,
      candidate_ids: ids,
    });
    expect(again.affected).toBe(0);
    expect((await undo(alice, job, op.id)).statusCode).toBe(200);
    expect(await recordsOf(otherJob, ids)).toEqual([]);
    const same = await operate(alice, job, { kind: 'add_to_job', target_job_id: job, candidate_ids: ids });
    expect(same.json().error.message).toBe(pipelineMessages.sameJob);
    const rival = await operate(alice, job, {
      kind: 'add_to_job',
      target_job_id: rivalJob,
      candidate_ids: ids,
    });
    expect(rival.statusCode).toBe(404);
  });
});

describe('organisation scoping and live events', () => {
  it("answers 404 for another organisation's job and never touches its candidates", async () => {
    const theirs = await newCandidates('rival.test', 1, rivalJob);
    const res = await operate(mallory, job, {
      kind: 'move',
      to_stage_id: 'offer',
      all_matching: { stage_id: null },
    });
    expect(res.statusCode).toBe(404);
    const before = await recordsOf(rivalJob, theirs);
    const op = await operateOk(alice, job, { kind: 'move', to_stage_id: 'offer', candidate_ids: theirs });
    expect(op.affected).toBe(0);
    expect(await recordsOf(rivalJob, theirs)).toEqual(before);
  });

  it('tells everyone in the organisation that the pipeline changed', async () => {
    const [kim] = await newCandidates('acme.test', 1, job);
    const seen: AppEvent[] = [];
    const rivals: AppEvent[] = [];
    const stop = ctx.app.events.subscribe(organisationChannel('acme.test'), (e) => seen.push(e));
    const stopRival = ctx.app.events.subscribe(organisationChannel('rival.test'), (e) => rivals.push(e));
    try {
      const op = await operateOk(alice, job, {
        kind: 'move',
        to_stage_id: 'profile_review',
        candidate_ids: [kim],
      });
      expect(seen.map((e) => [e.type, e.data])).toContainEqual([
        'pipeline.changed',
        { job_id: job, operation_id: op.id, stage_ids: ['glance', 'profile_review'] },
      ]);
      expect(rivals).toEqual([]);
    } finally {
      stop();
      stopRival();
    }
  });
});

describe('rejection reasons', () => {
  it('starts with the defaults; admins replace them, recruiters may not', async () => {
    const get = await ctx.call('GET', '/api/pipeline/rejection-reasons', { cookie: alice.cookie });
    expect(get.json()).toEqual({ reasons: [...DEFAULT_REJECTION_REASONS] });
    const body = { reasons: ['Not qualified', 'Withdrew', 'Visa', 'Other'] };
    expect(
      (await ctx.call('PUT', '/api/pipeline/rejection-reasons', { cookie: alice.cookie, body })).statusCode,
    ).toBe(403);
    const withoutOther = { reasons: ['Not qualified', 'Visa'] };
    const refused = await ctx.call('PUT', '/api/pipeline/rejection-reasons', {
      cookie: admin.cookie,
      body: withoutOther,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(pipelineMessages.reasonsNeedOther);
    const put = await ctx.call('PUT', '/api/pipeline/rejection-reasons', { cookie: admin.cookie, body });
    expect(put.statusCode).toBe(200);
    expect(
      (await ctx.call('GET', '/api/pipeline/rejection-reasons', { cookie: alice.cookie })).json(),
    ).toEqual(body);
    // Another organisation keeps its own list.
    expect(
      (await ctx.call('GET', '/api/pipeline/rejection-reasons', { cookie: mallory.cookie })).json().reasons,
    ).toEqual([...DEFAULT_REJECTION_REASONS]);
  });
});
