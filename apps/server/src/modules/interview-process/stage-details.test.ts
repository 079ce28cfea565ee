import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, createOrganisationUser, saveWorkflow, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { designed, processState, rubric, workflowUrl } from './process-test-fixtures.js';

let ctx: TestContext;
let alice: TestUser;
let eve: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
  eve = await createOrganisationUser(ctx, { domain: 'other.test' });
});
afterAll(async () => ctx.close());

const state = (jobId: string) => processState(ctx.db, jobId);

describe('PUT /api/jobs/:id/stages/:blockId/details', () => {
  const detailsUrl = (jobId: string, blockId: string) => `/api/jobs/${jobId}/stages/${blockId}/details`;
  const scorecard = {
    durationMinutes: 75,
    interviewers: [{ firstName: 'Grace', lastName: 'Hopper', email: 'grace@acme.test', slack: '@grace' }],
    assessmentCriteria: [{ title: 'Debugging', rubric }],
    interviewPlan: ' Walk through an incident ',
    killerQuestions: [' Tell us about an outage you owned. ', ' '],
  };

  it('saves a saved block’s details into its row and the stored workflow', async () => {
    const jobId = await createJob(ctx, alice);
    await saveWorkflow(ctx, alice, jobId, designed());
    const res = await ctx.call('PUT', detailsUrl(jobId, 'stage_1b'), {
      cookie: alice.cookie,
      body: {
        layer_id: 'stage_1',
        details: scorecard,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      block_id: 'stage_1b',
      in_saved_workflow: true,
      details: {
        durationMinutes: 75,
        interviewPlan: 'Walk through an incident',
        killerQuestions: ['Tell us about an outage you owned.'],
      },
    });
    const saved = (await ctx.call('GET', workflowUrl(jobId), { cookie: alice.cookie })).json().workflow;
    expect(saved.layers[3].blocks[1].details.interviewers[0]).toMatchObject({ firstName: 'Grace' });
    expect(saved.layers[3].blocks[1].details.durationMinutes).toBe(75);
    const { rows } = await state(jobId);
    expect(rows.find((r) => r.stageType === 'stage_1b')).toMatchObject({
      ac1: 'Debugging',
      interviewerName: 'Grace Hopper',
      durationMinutes: 75,
    });
  });

  it('keeps the details of a block the saved workflow does not have yet, and saves a fixed block of an unsaved job', async () => {
    const jobId = await createJob(ctx, alice);
    const unsaved = await ctx.call('PUT', detailsUrl(jobId, 'stage_3'), {
      cookie: alice.cookie,
      body: {
        layer_id: 'stage_3',
        details: scorecard,
      },
    });
    expect(unsaved.json().in_saved_workflow).toBe(false);
    expect((await state(jobId)).details.map((d) => d.blockId)).toEqual(['stage_3']);
    const fixed = await ctx.call('PUT', detailsUrl(jobId, 'talent_screen'), {
      cookie: alice.cookie,
      body: {
        layer_id: 'talent',
        details: scorecard,
      },
    });
    expect(fixed.json().in_saved_workflow).toBe(true);
    const body = (await ctx.call('GET', workflowUrl(jobId), { cookie: alice.cookie })).json();
    expect(body.source).toBe('saved');
    expect(body.workflow.layers[2].blocks[0].details.assessmentCriteria[0].title).toBe('Debugging');
  });

  it('leaves the saved step alone when the canvas names a different step by the same id', async () => {
    const jobId = await createJob(ctx, alice);
    await saveWorkflow(ctx, alice, jobId, designed());
    const res = await ctx.call('PUT', detailsUrl(jobId, 'stage_2'), {
      cookie: alice.cookie,
      body: {
        layer_id: 'stage_2',
        title: 'Peer Interview',
        details: scorecard,
      },
    });
    expect(res.json().in_saved_workflow).toBe(false);
    const saved = (await ctx.call('GET', workflowUrl(jobId), { cookie: alice.cookie })).json().workflow;
    expect(saved.layers[4].blocks[0]).toMatchObject({
      title: 'Values Interview',
      details: { interviewers: [] },
    });
  });

  it('refuses details over the limits and unknown stages', async () => {
    const jobId = await createJob(ctx, alice);
    const six = Array.from({ length: 6 }, (_, i) => ({ title: `C${i}`, rubric: [] }));
    const res = await ctx.call('PUT', detailsUrl(jobId, 'stage_1'), {
      cookie: alice.cookie,
      body: {
        layer_id: 'stage_1',
        details: { assessmentCriteria: six },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('At most 5 assessment criteria per stage');
    const rows = Array.from({ length: 6 }, () => ({ min: 0, max: 20, description: '' }));
    const many = await ctx.call('PUT', detailsUrl(jobId, 'stage_1'), {
      cookie: alice.cookie,
      body: {
        layer_id: 'stage_1',
        details: { assessmentCriteria: [{ title: 'A', rubric: rows }] },
      },
    });
    expect(many.json().error.message).toBe('At most 5 rubric rows per criterion');
    expect(
      (
        await ctx.call('PUT', detailsUrl(jobId, 'stage_x'), {
          cookie: alice.cookie,
          body: { layer_id: 'x', details: {} },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('tenancy', () => {
  it('answers 404 on every route for another organisation’s job, exactly like a missing one', async () => {
    const jobId = await createJob(ctx, alice);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [jobId, missing]) {
      const calls = [
        ctx.call('GET', workflowUrl(id), { cookie: eve.cookie }),
        ctx.call('PUT', workflowUrl(id), { cookie: eve.cookie, body: { workflow: designed() } }),
        ctx.call('POST', `${workflowUrl(id)}/generate`, { cookie: eve.cookie }),
        ctx.call('GET', `/api/jobs/${id}/stages`, { cookie: eve.cookie }),
        ctx.call('PUT', `/api/jobs/${id}/stages/stage_1/details`, {
          cookie: eve.cookie,
          body: { layer_id: 'stage_1', details: {} },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Job not found' });
      }
    }
    expect((await state(jobId)).workflow).toBeNull();
  });
});
