import { workflowProblem } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUsage, jobWorkflows } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createCompany, createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let mock: MockLlm;
let ctx: TestContext;
let alice: TestUser;
let companyId: string;
beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  alice = await createOrganisationUser(ctx, { domain: 'int-process.test' });
  companyId = (await createCompany(ctx, alice, { tone_of_voice_instructions: 'Warm, direct and plain.' })).id;
});
afterAll(async () => {
  await ctx.close();
  await mock.close();
});
beforeEach(() => mock.reset());

const requirements = [
  '5+ years building TypeScript services',
  'Designing PostgreSQL schemas',
  'Clear written communication',
];
const generate = (jobId: string) =>
  ctx.call('POST', `/api/jobs/${jobId}/workflow/generate`, { cookie: alice.cookie });
const newJob = () =>
  createJob(ctx, alice, {
    company_id: companyId,
    title: 'Senior Backend Engineer',
    seniority: 'IC4 - Senior',
    jd_role_mission: 'Own the payments platform.',
    jd_responsibilities: ['Design services', 'Mentor engineers'],
    jd_requirements: requirements,
  });

describe('POST /api/jobs/:id/workflow/generate (IntProcess)', () => {
  it('sends the IntProcess facts to the model and returns the imported, unsaved process with its coverage', async () => {
    const jobId = await newJob();
    const res = await generate(jobId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(workflowProblem(body.workflow)).toBeNull();
    const custom = body.workflow.layers.filter((l: { fixed: boolean }) => !l.fixed);
    expect(custom.length).toBeGreaterThanOrEqual(1);
    expect(custom.length).toBeLessThanOrEqual(5);
    const talent = body.workflow.layers[2].blocks[0];
    expect(talent.title).toBe('Talent Screen');
    expect(talent.details.assessmentCriteria.length).toBeGreaterThanOrEqual(3);
    expect(talent.details.interviewers[0].role).not.toBe('');
    for (const block of custom.flatMap((l: { blocks: object[] }) => l.blocks)) {
      const { assessmentCriteria, killerQuestions } = (
        block as {
          details: {
            assessmentCriteria: { rubric: { min: number; max: number }[] }[];
            killerQuestions: string[];
          };
        }
      ).details;
      expect(assessmentCriteria.length).toBeGreaterThanOrEqual(3);
      expect(assessmentCriteria.length).toBeLessThanOrEqual(5);
      expect(killerQuestions.length).toBeGreaterThanOrEqual(1);
      for (const c of assessmentCriteria) for (const r of c.rubric) expect(r.min).toBeLessThanOrEqual(r.max);
    }
    expect(body.requirements).toEqual(requirements);
    expect(body.coverage.requirements).toHaveLength(3);
    expect(body.coverage.unassessed).toEqual(
      body.coverage.requirements
        .filter((r: { blockIds: string[] }) => r.blockIds.length === 0)
        .map((r: { index: number }) => r.index),
    );

    const [request] = mock.requests({ task: 'int-process' });
    const prompt = request!.messages.find((m) => m.role === 'user')!.content;
    expect(prompt).toContain('Role title: Senior Backend Engineer');
    expect(prompt).toContain('Seniority: IC4');
    expect(prompt).toContain('[1] Designing PostgreSQL schemas');
    expect(prompt).toContain('Warm, direct and plain.');
    expect(prompt).toContain('Own the payments platform.');
    expect(prompt).toContain('<intake_notes>\nnot given\n</intake_notes>');
    expect((await ctx.db.select().from(jobWorkflows).where(eq(jobWorkflows.jobId, jobId))).length).toBe(0);
    const usage = await ctx.db.select().from(apiUsage).where(eq(apiUsage.service, 'int-process'));
    expect(usage.length).toBeGreaterThan(0);
  });

  it("reads the job's intake notes, where the hiring manager's stated process shapes the plan", async () => {
    const notes =
      'Nadia (HM): process is a 30 min recruiter screen, a 45 min technical chat with Sam, a take-home ' +
      '(2 hours, reviewed async), then a panel with the CTO and two engineers.';
    const jobId = await newJob();
    await ctx.call('PATCH', `/api/jobs/${jobId}`, { cookie: alice.cookie, body: { intake_notes: notes } });
    await generate(jobId);
    const [request] = mock.requests({ task: 'int-process' });
    const system = request!.messages.find((m) => m.role === 'system')!.content;
    const user = request!.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain(`<intake_notes>\n${notes}\n</intake_notes>`);
    expect(system).toContain('When they describe the interview process they want');
    expect(system).toContain('one stage per');
  });

  it('uses a scripted process as the model wrote it, requirement tags included', async () => {
    const jobId = await newJob();
    const card = (title: string, indexes: number[]) => ({
      interviewer_roles: ['Hiring Manager'],
      assessment_criteria: ['A', 'B', 'C'].map((t) => ({
        title: `${title} ${t}`,
        requirement_indexes: indexes,
        rubric: [
          { min: 0, max: 50, description: 'Weak' },
          { min: 51, max: 100, description: 'Strong' },
        ],
      })),
      interview_plan: 'Intro, questions, close.',
      killer_questions: ['Have you designed PostgreSQL schemas in production?'],
    });
    mock.script({
      match: { task: 'int-process' },
      json: {
        talent_screen: card('Motivation', [2]),
        stages: [{ steps: [{ ...card('Systems', [0]), title: 'Technical Interview', emoji: '💻' }] }],
      },
    });
    const body = (await generate(jobId)).json();
    expect(body.workflow.layers[3]).toMatchObject({
      id: 'stage_1',
      title: 'Stage 1',
      blocks: [{ id: 'stage_1', title: 'Technical Interview', emoji: '💻' }],
    });
    expect(body.coverage.requirements.map((r: { blockIds: string[] }) => r.blockIds)).toEqual([
      ['stage_1'],
      ['talent_screen', 'stage_1'],
      ['talent_screen'],
    ]);
    expect(body.coverage.unassessed).toEqual([]);
  });

  it("answers 'No workflow received from webhook' when the model sends nothing usable", async () => {
    const jobId = await newJob();
    mock.script({ match: { task: 'int-process' }, content: 'Sorry, I cannot help with that.', times: 5 });
    const res = await generate(jobId);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      message: 'No workflow received from webhook',
      details: { reason: 'invalid_output', detail: 'The AI reply did not match the expected format' },
    });
  });

  it("answers 'Failed to generate workflow: {message}' when the provider fails", async () => {
    const jobId = await newJob();
    mock.script({
      match: { task: 'int-process' },
      status: 401,
      message: 'Incorrect API key provided.',
      times: 5,
    });
    const res = await generate(jobId);
    expect(res.json().error).toMatchObject({
      message:
        'Failed to generate workflow: The OpenAI API key of your organization was rejected. Please contact your administrator.',
      details: { reason: 'auth', status: 401, detail: 'The API key was refused' },
    });
    mock.reset();
    mock.script({ match: { task: 'int-process' }, fault: 'disconnect', times: 3 });
    const dropped = await generate(jobId);
    expect(dropped.json().error).toMatchObject({
      message: 'Failed to generate workflow: The AI request failed. Please try again.',
      details: { detail: 'The AI provider could not be reached (connection closed)' },
    });
  }, 30_000);
});
