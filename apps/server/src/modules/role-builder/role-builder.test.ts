import { jobDescriptionNode, roleBuilderMessages, workflowImportMessages } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createJob,
  createOrganisationUser,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { criteria, description, form, node } from './role-builder-fixtures.js';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let mallory: TestUser;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const domain = uniqueDomain('roles');
  alice = await createOrganisationUser(ctx, { domain });
  bob = await createOrganisationUser(ctx, { domain });
  mallory = await createOrganisationUser(ctx, { domain: uniqueDomain('other') });
  companyId = (
    await createCompany(ctx, alice, { name: 'Ledgerly', description: '<p>Calm <b>software</b></p>' })
  ).id;
});
afterAll(async () => {
  await ctx.close();
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  ctx.call(method, url, { cookie: user.cookie, body });

async function newRoleJob(user = alice) {
  const res = await call(user, 'POST', '/api/role-builder/jobs', { ...form(companyId), description });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('Save & Start Process (POST /api/role-builder/jobs)', () => {
  it('creates a real draft job with the description, the must-haves as hard skills and the answers as notes', async () => {
    const { job, state } = await newRoleJob();
    expect(job).toMatchObject({
      title: 'Payments Engineer',
      company_id: companyId,
      company_name: 'Ledgerly',
      status: 'draft',
      jd_role_mission: description.role_mission,
      jd_requirements: description.requirements,
      skills_hard: 'Go;PostgreSQL',
      job_context: 'Payments volume doubled this year',
    });
    expect(job.intake_notes).toContain('Why does this role exist?\nPayments volume doubled this year');
    expect(state).toEqual({
      job_id: job.id,
      nodes: [jobDescriptionNode()],
      criteria: [],
      workflow_source: 'default',
      saved_at: null,
    });
    const mine = (await call(alice, 'GET', '/api/jobs')).json().jobs.map((j: { id: string }) => j.id);
    expect(mine).toContain(job.id);
  });

  it('refuses a missing title or a company of another organisation', async () => {
    const blank = await call(alice, 'POST', '/api/role-builder/jobs', {
      ...form(companyId, ' '),
      description,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(roleBuilderMessages.titleAndCompanyRequired);
    const theirs = (await createCompany(ctx, mallory)).id;
    const other = await call(alice, 'POST', '/api/role-builder/jobs', { ...form(theirs), description });
    expect(other.statusCode).toBe(400);
  });

  it('saves criteria given with the job as AC1-AC5 of every stage', async () => {
    const res = await call(alice, 'POST', '/api/role-builder/jobs', {
      ...form(companyId),
      description,
      criteria,
    });
    expect(res.statusCode).toBe(201);
    const { job, state } = res.json();
    expect(state.criteria).toEqual(criteria);
    const stages = (await call(alice, 'GET', `/api/jobs/${job.id}/stages`)).json().stages;
    expect(stages).toHaveLength(5);
    for (const s of stages) {
      expect([s.ac1, s.ac2, s.ac3]).toEqual(['Go in production', 'Design judgement', null]);
      expect(JSON.parse(s.rubric1).map((r: { min: number; max: number }) => `${r.min}-${r.max}`)).toEqual([
        '0-20',
        '21-40',
        '41-60',
        '61-80',
        '81-100',
      ]);
    }
  });
});

describe('Save Process (POST /api/materialize-workflow)', () => {
  it("makes the canvas the job's interview process, and draws it back at the saved positions", async () => {
    const { job } = await newRoleJob();
    const nodes = [
      jobDescriptionNode(),
      node('phone-screen', 240, 20, {
        interviewer: 'Sam Lee <sam@example.com>',
        duration: 30,
        notes: 'Motivation',
      }),
      node('technical', 460, 20, { title: 'System design', duration: 90 }),
      node('take-home', 470, 150, { title: 'Exercise' }),
      node('final', 700, 40),
    ];
    const res = await call(alice, 'POST', '/api/materialize-workflow', { job_id: job.id, nodes });
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state.saved_at).not.toBeNull();
    expect(state.workflow_source).toBe('saved');
    expect(state.nodes).toEqual([
      nodes[0],
      { ...nodes[1], blockId: 'talent_screen' },
      { ...nodes[2], blockId: 'stage_1' },
      { ...nodes[3], blockId: 'stage_1b' },
      { ...nodes[4], blockId: 'stage_2' },
    ]);
    const { workflow } = (await call(bob, 'GET', `/api/jobs/${job.id}/workflow`)).json();
    expect(workflow.layers.map((l: { blocks: { title: string }[] }) => l.blocks.map((b) => b.title))).toEqual(
      [
        ['Glance'],
        ['Profile Review'],
        ['Talent Screen'],
        ['System design', 'Exercise'],
        ['Final Interview'],
        ['Washup'],
        ['Offer'],
      ],
    );
    expect(workflow.layers[2].blocks[0].details).toMatchObject({
      interviewers: [{ firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' }],
      interviewPlan: 'Motivation',
    });
    const stages = (await call(alice, 'GET', `/api/jobs/${job.id}/stages?titled=true`)).json().stages;
    const minutes = Object.fromEntries(
      stages.map((s: { stage_type: string; duration_minutes: number }) => [s.stage_type, s.duration_minutes]),
    );
    expect(minutes).toMatchObject({ talent_screen: 30, stage_1: 90, stage_1b: 45, stage_2: 45 });
    const again = (await call(bob, 'GET', `/api/jobs/${job.id}/role-builder`)).json();
    expect(again.nodes).toEqual(state.nodes);
  });

  it('shows a change made in Jobs, and gives new steps the saved criteria', async () => {
    const { job } = await newRoleJob();
    await call(alice, 'PUT', `/api/jobs/${job.id}/role-builder/criteria`, { criteria });
    const saved = (
      await call(alice, 'POST', '/api/materialize-workflow', {
        job_id: job.id,
        nodes: [jobDescriptionNode(), node('behavioral', 300, 20, { title: 'Values' })],
      })
    ).json();
    const { workflow } = (await call(alice, 'GET', `/api/jobs/${job.id}/workflow`)).json();
    expect(
      workflow.layers[3].blocks[0].details.assessmentCriteria.map((c: { title: string }) => c.title),
    ).toEqual(['Go in production', 'Design judgement']);
    expect(workflow.layers[3].blocks[0].details.durationMinutes).toBe(45);
    // In Jobs: the step is renamed and its duration changed.
    workflow.layers[3].blocks[0].title = 'Culture chat';
    workflow.layers[3].blocks[0].details.durationMinutes = 75;
    expect((await call(bob, 'PUT', `/api/jobs/${job.id}/workflow`, { workflow })).statusCode).toBe(200);
    const drawn = (await call(alice, 'GET', `/api/jobs/${job.id}/role-builder`)).json();
    expect(
      drawn.nodes
        .slice(1)
        .map((n: { type: string; interviewConfig: { title: string; duration: number } }) => [
          n.type,
          n.interviewConfig.title,
          n.interviewConfig.duration,
        ]),
    ).toEqual([['behavioral', 'Culture chat', 75]]);
    expect(saved.nodes[1].blockId).toBe(drawn.nodes[1].blockId);
  });

  it('refuses a canvas that breaks the process rules, changing nothing', async () => {
    const { job } = await newRoleJob();
    const six = [0, 1, 2, 3, 4, 5].map((i) => node('technical', i * 300, 20));
    const res = await call(alice, 'POST', '/api/materialize-workflow', { job_id: job.id, nodes: six });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(workflowImportMessages.customLayerCap);
    const phones = [node('phone-screen', 0, 0), node('phone-screen', 300, 0)];
    const two = await call(alice, 'POST', '/api/materialize-workflow', { job_id: job.id, nodes: phones });
    expect(two.json().error.message).toBe('Only one phone screen: it fills the Talent Screen');
    expect((await call(alice, 'GET', `/api/jobs/${job.id}/role-builder`)).json().saved_at).toBeNull();
  });
});

describe('import', () => {
  it('makes a new job from an export: description, criteria on its stages, and the canvas as its process', async () => {
    const data = {
      format: 'role-builder',
      version: 1,
      exported_at: '2025-01-01T00:00:00.000Z',
      job: { title: 'Imported Engineer', company_name: 'Ledgerly', description, skills_hard: ['Go'] },
      criteria,
      nodes: [
        jobDescriptionNode(),
        { ...node('technical', 300, 20, { title: 'Pairing' }), blockId: 'stage_9' },
      ],
    };
    const res = await call(alice, 'POST', '/api/role-builder/import', { company_id: companyId, data });
    expect(res.statusCode).toBe(201);
    const { job, state } = res.json();
    expect(job).toMatchObject({ title: 'Imported Engineer', status: 'draft', skills_hard: 'Go' });
    expect(state.criteria).toEqual(criteria);
    expect(state.nodes[1]).toMatchObject({ blockId: 'stage_1', interviewConfig: { title: 'Pairing' } });
    const stages = (await call(alice, 'GET', `/api/jobs/${job.id}/stages?titled=true`)).json().stages;
    expect(stages.find((s: { stage_type: string }) => s.stage_type === 'stage_1')).toMatchObject({
      stage_title: 'Pairing',
      ac1: 'Go in production',
    });
  });

  it('refuses what is not an export, and an unknown company, before making anything', async () => {
    const before = (await call(alice, 'GET', '/api/jobs')).json().jobs.length;
    const not = await call(alice, 'POST', '/api/role-builder/import', {
      company_id: companyId,
      data: { layers: [] },
    });
    expect(not.statusCode).toBe(400);
    expect(not.json().error.message).toBe('This file is not a Role Builder export');
    const data = {
      format: 'role-builder',
      version: 1,
      exported_at: 'x',
      job: { title: 'X', description },
    };
    const unknown = await call(alice, 'POST', '/api/role-builder/import', {
      company_id: crypto.randomUUID(),
      data,
    });
    expect(unknown.json().error.message).toBe(roleBuilderMessages.importCompanyRequired);
    expect((await call(alice, 'GET', '/api/jobs')).json().jobs.length).toBe(before);
  });
});

describe('tenancy', () => {
  it("answers 404 'Job not found' for another organisation's job, changing nothing", async () => {
    const jobId = await createJob(ctx, alice, { title: 'Private' });
    for (const res of [
      await call(mallory, 'GET', `/api/jobs/${jobId}/role-builder`),
      await call(mallory, 'POST', '/api/materialize-workflow', {
        job_id: jobId,
        nodes: [node('technical', 0, 0)],
      }),
      await call(mallory, 'PUT', `/api/jobs/${jobId}/role-builder/criteria`, { criteria }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Job not found');
    }
    expect((await call(alice, 'GET', `/api/jobs/${jobId}/role-builder`)).json().saved_at).toBeNull();
  });

  it("lists the organisation's companies with plain-text descriptions, and no other's", async () => {
    const res = await call(bob, 'GET', '/api/role-builder/companies');
    const ledgerly = res.json().companies.find((c: { id: string }) => c.id === companyId);
    expect(ledgerly).toEqual({
      id: companyId,
      name: 'Ledgerly',
      description: 'Calm software',
      has_tone_of_voice: true,
    });
    const theirs = (await call(mallory, 'GET', '/api/role-builder/companies')).json().companies;
    expect(theirs.map((c: { id: string }) => c.id)).not.toContain(companyId);
  });
});
