import crypto from 'node:crypto';
import { DEFAULT_REJECTION_REASONS, GLANCE_STAGE_ID, OFFER_STAGE_ID } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import {
  createJob,
  createOrganisationUser,
  createScreenEvaluation,
  importCandidates,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * Every action worth analysing records one activity, committed with the action
 * (docs/product/analytics.md#recorded-activity): bulk work once with its count, a refused action not at all.
 */

let mock: MockLlm;
let ctx: TestContext;
let admin: TestUser;
let recruiter: TestUser;
let domain: string;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  domain = uniqueDomain('recorded');
  admin = await createOrganisationUser(ctx, { role: 'admin', domain });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain });
});
afterAll(async () => {
  await ctx.close();
  await mock.close();
});

type Recorded = { user_id: string; action: string; metadata: Record<string, unknown> | null };

/** The organisation's activities of `action`, oldest first. */
async function recorded(action: string): Promise<Recorded[]> {
  const { rows } = await ctx.db.execute<Recorded>(sql`
    select user_id, action, metadata from user_activities
    where domain = ${domain} and action = ${action} order by timestamp, id`);
  return rows;
}

describe('recorded activity', () => {
  it('records each sign-in', async () => {
    const mine = async () => (await recorded('sign_in')).filter((a) => a.user_id === recruiter.id).length;
    const before = await mine();
    await ctx.signIn(recruiter.email, recruiter.password);
    expect(await mine()).toBe(before + 1);
  });

  it('records a job created and a new status, not a save that keeps the status', async () => {
    const jobId = await createJob(ctx, recruiter, { title: 'Payments Engineer' });
    expect(await recorded('job_created')).toContainEqual({
      user_id: recruiter.id,
      action: 'job_created',
      metadata: { jobId, jobTitle: 'Payments Engineer' },
    });
    const patch = (body: object) =>
      ctx.call('PATCH', `/api/jobs/${jobId}`, { cookie: recruiter.cookie, body });
    expect((await patch({ status: 'active' })).statusCode).toBe(200);
    expect((await patch({ status: 'active', title: 'Payments Engineer II' })).statusCode).toBe(200);
    expect(await recorded('job_status_changed')).toEqual([
      {
        user_id: recruiter.id,
        action: 'job_status_changed',
        metadata: { jobId, jobTitle: 'Payments Engineer', from: 'draft', to: 'active' },
      },
    ]);
    const refused = await ctx.call('POST', '/api/jobs', {
      cookie: recruiter.cookie,
      body: { title: 'No company', company_id: crypto.randomUUID() },
    });
    expect(refused.statusCode).toBe(400);
    expect((await recorded('job_created')).map((a) => a.metadata?.jobTitle)).toEqual(['Payments Engineer']);
  });

  it('records an import, a scoring run, moves, a rejection and a hire once each, with their counts', async () => {
    const jobId = await createJob(ctx, admin, { title: 'Data Engineer' });
    const csv = 'First Name,Last Name,Email\nAnn,One,ann@x.test\nBen,Two,ben@x.test\nCai,Three,cai@x.test\n';
    const imported = await importCandidates(ctx, admin, jobId, csv, {
      query: { stage_id: GLANCE_STAGE_ID, import_id: crypto.randomUUID() },
    });
    expect(imported.statusCode).toBe(200);
    expect(await recorded('candidates_imported')).toEqual([
      expect.objectContaining({ user_id: admin.id, metadata: expect.objectContaining({ jobId, count: 3 }) }),
    ]);

    const run = await ctx.call('POST', `/api/jobs/${jobId}/candidates/score`, {
      cookie: admin.cookie,
      body: { stage_id: GLANCE_STAGE_ID },
    });
    expect(run.statusCode).toBe(202);
    expect(await recorded('scoring_started')).toEqual([
      expect.objectContaining({
        metadata: { jobId, stageId: GLANCE_STAGE_ID, runId: run.json().run_id, count: 3 },
      }),
    ]);
    await vi.waitFor(
      async () => {
        const state = await ctx.call('GET', `/api/jobs/${jobId}/candidates/score/${run.json().run_id}`, {
          cookie: admin.cookie,
        });
        if (['queued', 'running'].includes(state.json().status)) throw new Error('still scoring');
      },
      { timeout: 30_000, interval: 50 },
    );

    const { rows } = await ctx.db.execute<{ id: string }>(sql`
      select candidate_id as id from candidate_stage_records where job_id = ${jobId}::uuid order by candidate_id`);
    const ids = rows.map((r) => r.id);
    const operate = (body: object) =>
      ctx.call('POST', `/api/jobs/${jobId}/pipeline/operations`, {
        cookie: admin.cookie,
        body: { operation_id: crypto.randomUUID(), ...body },
      });
    expect(
      (await operate({ kind: 'move', to_stage_id: OFFER_STAGE_ID, candidate_ids: ids })).statusCode,
    ).toBe(200);
    expect(
      (await operate({ kind: 'reject', reason: DEFAULT_REJECTION_REASONS[0], candidate_ids: [ids[0]] }))
        .statusCode,
    ).toBe(200);
    expect((await operate({ kind: 'hire', candidate_ids: [ids[1]] })).statusCode).toBe(200);
    // Nothing changes: nothing recorded.
    expect(
      (await operate({ kind: 'move', to_stage_id: OFFER_STAGE_ID, candidate_ids: [ids[2]] })).statusCode,
    ).toBe(200);
    const moved = await recorded('candidates_moved');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.metadata).toMatchObject({ jobId, count: 3, stageId: OFFER_STAGE_ID });
    expect((await recorded('candidates_rejected')).map((a) => a.metadata)).toEqual([{ jobId, count: 1 }]);
    expect((await recorded('candidates_hired')).map((a) => a.metadata)).toEqual([{ jobId, count: 1 }]);
  });

  it('records a settings change, a saved screen evaluation and an erasure naming no one', async () => {
    const reasons = await ctx.call('PUT', '/api/pipeline/rejection-reasons', {
      cookie: admin.cookie,
      body: { reasons: ['Not qualified', 'Other'] },
    });
    expect(reasons.statusCode).toBe(200);
    expect((await recorded('settings_changed')).map((a) => a.metadata)).toEqual([
      { setting: 'rejection_reasons' },
    ]);

    const evaluation = await createScreenEvaluation(ctx, recruiter, {
      transcript: 'Interviewer: Hi.',
      analysis: '## Summary',
    });
    expect((await recorded('evaluation_saved')).map((a) => a.metadata)).toEqual([
      { evaluationId: evaluation.id },
    ]);

    const person = await ctx.call('POST', '/api/candidates', {
      cookie: admin.cookie,
      body: { first_name: 'Erin', last_name: 'Erased', email: 'erin@erased.test' },
    });
    const erased = await ctx.call('DELETE', `/api/candidates/${person.json().id}`, {
      cookie: admin.cookie,
      body: { confirm: 'Erin Erased' },
    });
    expect(erased.statusCode).toBe(200);
    expect(await recorded('candidate_erased')).toEqual([
      { user_id: admin.id, action: 'candidate_erased', metadata: null },
    ]);
  });

  it('keeps the day counts equal to the activities, erasures included', async () => {
    const { rows } = await ctx.db.execute<{ activities: number; counted: number }>(sql`
      select (select count(*)::int from user_activities where domain = ${domain}) as activities,
        (select coalesce(sum(count), 0)::int from user_activity_daily where domain = ${domain}) as counted`);
    expect(rows[0]!.counted).toBe(rows[0]!.activities);
  });
});
