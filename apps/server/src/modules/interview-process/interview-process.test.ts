import { defaultWorkflow, deleteBlock, type Workflow } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInterviewStages } from '#src/db/schema/index.js';
import { createJob, createOrganisationUser, saveWorkflow, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { designed, ok, processState, rubric, workflowUrl } from './process-test-fixtures.js';

let ctx: TestContext;
let alice: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
});
afterAll(async () => ctx.close());

const state = (jobId: string) => processState(ctx.db, jobId);

describe('GET /api/jobs/:id/workflow', () => {
  it('needs a session', async () => {
    const jobId = await createJob(ctx, alice);
    expect((await ctx.call('GET', workflowUrl(jobId))).statusCode).toBe(401);
  });

  it('answers the default fixed layers (maxEditableLayers 8) and the job requirements', async () => {
    const jobId = await createJob(ctx, alice, { jd_requirements: ['TypeScript', 'PostgreSQL'] });
    const res = await ctx.call('GET', workflowUrl(jobId), { cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      workflow: defaultWorkflow(),
      source: 'default',
      requirements: ['TypeScript', 'PostgreSQL'],
      updated_at: null,
    });
  });

  it('builds the workflow from stage rows (maxEditableLayers 10) when none is saved', async () => {
    const jobId = await createJob(ctx, alice);
    await ctx.db.insert(jobInterviewStages).values([
      { jobId, stageType: 'glance', stageTitle: 'Glance' },
      {
        jobId,
        stageType: 'stage_1',
        stageTitle: 'Technical Interview',
        stageEmoji: '💻',
        ac1: 'Design',
        rubric1: JSON.stringify(rubric),
      },
      { jobId, stageType: 'stage_2', stageTitle: '' },
    ]);
    const body = (await ctx.call('GET', workflowUrl(jobId), { cookie: alice.cookie })).json();
    expect(body.source).toBe('stages');
    expect(body.workflow.maxEditableLayers).toBe(10);
    expect(body.workflow.layers.map((l: { title: string }) => l.title)).toEqual([
      'Glance',
      'Profile Review',
      'Talent Screen',
      'Stage 1',
      'Washup',
      'Offer',
    ]);
    expect(body.workflow.layers[3].blocks[0]).toMatchObject({
      id: 'stage_1',
      title: 'Technical Interview',
      details: { assessmentCriteria: [{ title: 'Design', rubric, requirementIndexes: [] }] },
    });
  });
});

describe('PUT /api/jobs/:id/workflow', () => {
  it('saves the workflow, its stage rows and details; GET answers it unchanged', async () => {
    const jobId = await createJob(ctx, alice);
    const w = designed();
    const res = await ctx.call('PUT', workflowUrl(jobId), { cookie: alice.cookie, body: { workflow: w } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ workflow: w, source: 'saved', updated_at: expect.any(String) });
    expect((await ctx.call('GET', workflowUrl(jobId), { cookie: alice.cookie })).json().workflow).toEqual(w);

    const stages = (await ctx.call('GET', `/api/jobs/${jobId}/stages`, { cookie: alice.cookie })).json()
      .stages;
    expect(stages.map((s: { stage_type: string }) => s.stage_type)).toEqual([
      'glance',
      'offer',
      'profile_review',
      'stage_1',
      'stage_1b',
      'stage_2',
      'talent_screen',
      'washup',
    ]);
    expect(stages.find((s: { stage_type: string }) => s.stage_type === 'stage_1')).toMatchObject({
      stage_title: 'Technical Interview',
      stage_emoji: '💻',
      interviewer_name: 'Ada Lovelace',
      interviewer_email: 'ada@acme.test',
      interviewer_slack: '@ada',
      ac1: 'TypeScript depth',
      rubric1: JSON.stringify(rubric),
      ac2: null,
      interview_plan: '10 min intro, 40 min pairing',
      killer_questions: ['Can you start within a month?'],
    });
    expect((await state(jobId)).details.map((d) => `${d.layerId}/${d.blockId}`)).toEqual([
      'glance/glance',
      'offer/offer',
      'profile/profile_review',
      'stage_1/stage_1',
      'stage_1/stage_1b',
      'stage_2/stage_2',
      'talent/talent_screen',
      'washup/washup',
    ]);
  });

  it('resets unused stage_{n} rows and deletes the details of removed blocks', async () => {
    const jobId = await createJob(ctx, alice);
    await saveWorkflow(ctx, alice, jobId, designed());
    const smaller = ok(deleteBlock(ok(deleteBlock(designed(), 'stage_2')), 'stage_1b'));
    expect(
      (await ctx.call('PUT', workflowUrl(jobId), { cookie: alice.cookie, body: { workflow: smaller } }))
        .statusCode,
    ).toBe(200);
    const titled = (
      await ctx.call('GET', `/api/jobs/${jobId}/stages?titled=true`, { cookie: alice.cookie })
    ).json().stages;
    expect(titled.map((s: { stage_type: string }) => s.stage_type)).not.toContain('stage_2');
    const { rows, details } = await state(jobId);
    expect(rows.find((r) => r.stageType === 'stage_2')).toMatchObject({
      stageTitle: null,
      ac1: null,
      killerQuestions: [],
    });
    expect(details.map((d) => d.blockId)).not.toContain('stage_1b');
    expect(details).toHaveLength(6);
  });

  it("keeps each step's duration in its stage row's duration_minutes (15-180), moving with the step", async () => {
    const jobId = await createJob(ctx, alice);
    const timed = (minutes: Record<string, number>) => {
      const w = structuredClone(designed()) as Workflow;
      for (const layer of w.layers)
        for (const block of layer.blocks)
          if (minutes[block.id] !== undefined) block.details.durationMinutes = minutes[block.id];
      return w;
    };
    const minutesOf = async () => {
      const { stages } = (
        await ctx.call('GET', `/api/jobs/${jobId}/stages`, { cookie: alice.cookie })
      ).json() as { stages: { stage_type: string; duration_minutes: number | null }[] };
      return Object.fromEntries(stages.map((s) => [s.stage_type, s.duration_minutes]));
    };
    const put = (workflow: unknown) =>
      ctx.call('PUT', workflowUrl(jobId), { cookie: alice.cookie, body: { workflow } });
    const w = timed({ talent_screen: 30, stage_1: 60, stage_2: 180 });
    expect((await put(w)).statusCode).toBe(200);
    expect(await minutesOf()).toMatchObject({ talent_screen: 30, stage_1: 60, stage_1b: null, stage_2: 180 });
    const back = (await ctx.call('GET', workflowUrl(jobId), { cookie: alice.cookie })).json().workflow;
    expect(back).toEqual(w);

    // Out of range, not whole or not a number: refused with the rule's message, nothing changed.
    for (const bad of [14, 181, 45.5, '45']) {
      const res = await put({
        ...w,
        layers: w.layers.map((l) =>
          l.id === 'stage_2'
            ? {
                ...l,
                blocks: l.blocks.map((b) => ({ ...b, details: { ...b.details, durationMinutes: bad } })),
              }
            : l,
        ),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The duration is a whole number of minutes from 15 to 180');
    }
    expect(await minutesOf()).toMatchObject({ stage_2: 180 });

    // A null duration clears it; a step deleted takes its duration with it (its row is reset).
    const cleared = timed({ talent_screen: 30, stage_1: 60 });
    cleared.layers[2]!.blocks[0]!.details = { ...cleared.layers[2]!.blocks[0]!.details };
    (cleared.layers[2]!.blocks[0]!.details as { durationMinutes: unknown }).durationMinutes = null;
    expect((await put(ok(deleteBlock(cleared, 'stage_2')))).statusCode).toBe(200);
    expect(await minutesOf()).toMatchObject({ talent_screen: null, stage_1: 60, stage_2: null });
  });

  it("shows a duration set on the stage row (by a save of the Role Builder or older data) in the step's details", async () => {
    const jobId = await createJob(ctx, alice);
    await saveWorkflow(ctx, alice, jobId, designed());
    await ctx.db.execute(
      sql`update job_interview_stages set duration_minutes = case stage_type when 'stage_1' then 50 else 500 end
          where job_id = ${jobId} and stage_type in ('stage_1', 'stage_2')`,
    );
    const { workflow } = (await ctx.call('GET', workflowUrl(jobId), { cookie: alice.cookie })).json();
    const minutes = (workflow as Workflow).layers.flatMap((l) =>
      l.blocks.map((b) => [b.id, b.details.durationMinutes ?? null]),
    );
    // Rows written elsewhere are read within 15-180.
    expect(Object.fromEntries(minutes)).toMatchObject({ stage_1: 50, stage_1b: null, stage_2: 180 });
  });

  it.each([
    [{ layers: 'none', maxEditableLayers: 8 }, 'Invalid workflow structure'],
    [{ ...defaultWorkflow(), maxEditableLayers: null }, 'Invalid workflow structure'],
    [{ ...defaultWorkflow(), layers: defaultWorkflow().layers.slice(1) }, 'Missing fixed layers'],
    [{ ...defaultWorkflow(), layers: [...defaultWorkflow().layers].reverse() }, 'Fixed layer order invalid'],
  ])('refuses %j with the rule message', async (workflow, message) => {
    const jobId = await createJob(ctx, alice);
    const res = await ctx.call('PUT', workflowUrl(jobId), { cookie: alice.cookie, body: { workflow } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a sixth custom layer, a renamed fixed stage, a fourth concurrent step and a fourth interviewer; nothing changes', async () => {
    const jobId = await createJob(ctx, alice);
    await saveWorkflow(ctx, alice, jobId, designed());
    const before = await state(jobId);
    const six = structuredClone(defaultWorkflow());
    const custom = [1, 2, 3, 4, 5, 6].map((n) => ({
      id: `stage_${n}`,
      title: `Stage ${n}`,
      fixed: false,
      blocks: [{ id: `stage_${n}`, title: 'X', emoji: '🧩', details: {} }],
    }));
    six.layers.splice(3, 0, ...(custom as Workflow['layers']));
    const renamed = structuredClone(designed());
    renamed.layers[0]!.blocks[0]!.title = 'Research';
    const four = structuredClone(designed());
    four.layers[3]!.blocks.push(
      { ...four.layers[3]!.blocks[0]!, id: 'stage_1c' },
      { ...four.layers[3]!.blocks[0]!, id: 'stage_1a' },
    );
    const crowded = structuredClone(designed()) as {
      layers: { blocks: { details: { interviewers: object[] } }[] }[];
    };
    crowded.layers[3]!.blocks[0]!.details.interviewers = Array(4).fill({ firstName: 'A', lastName: 'B' });
    for (const [workflow, message] of [
      [six, 'Custom layer cap exceeded (max 5 custom stages)'],
      [renamed, 'Fixed stages cannot be renamed, deleted or changed'],
      [four, 'A stage holds at most 3 concurrent steps'],
      [crowded, 'At most 3 interviewers per stage'],
    ] as const) {
      const res = await ctx.call('PUT', workflowUrl(jobId), { cookie: alice.cookie, body: { workflow } });
      expect(res.json().error.message).toBe(message);
    }
    expect(await state(jobId)).toEqual(before);
  });

  it('is atomic: a failure part-way through changes nothing', async () => {
    const jobId = await createJob(ctx, alice);
    await saveWorkflow(ctx, alice, jobId, designed());
    const before = await state(jobId);
    // The details rows are written last: make them fail after the workflow and the stage rows changed.
    await ctx.db.execute(
      sql.raw(`
      create or replace function ip_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$;
      create trigger ip_test_fail before insert or update or delete on job_stage_details
        for each row execute function ip_test_fail();`),
    );
    try {
      const smaller = ok(deleteBlock(designed(), 'stage_2'));
      const res = await ctx.call('PUT', workflowUrl(jobId), {
        cookie: alice.cookie,
        body: { workflow: smaller },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(
        sql.raw('drop trigger ip_test_fail on job_stage_details; drop function ip_test_fail();'),
      );
    }
    expect(await state(jobId)).toEqual(before);
  });
});
