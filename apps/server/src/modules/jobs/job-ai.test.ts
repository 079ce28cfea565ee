import { jobMessages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createCompany, createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { readJobAiTask, startJobAiTask } from './job-ai.service.js';
import { INTAKE_SUMMARY_START } from './job-ai-results.js';

let mock: MockLlm;
let ctx: TestContext;
let alice: TestUser;
let companyId: string;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  alice = await createOrganisationUser(ctx, { domain: 'ai-jobs.test' });
  const company = await createCompany(ctx, alice, {
    name: 'Brightledger',
    company_benefits: ['28 days holiday', 'Private health'],
    tone_of_voice_instructions: 'Write in short, warm sentences and address the reader as you.',
  });
  companyId = company.id;
});
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => mock.reset());

const newJob = (fields: Parameters<typeof createJob>[2] = {}) =>
  createJob(ctx, alice, {
    title: 'Senior Product Manager',
    company_id: companyId,
    location: 'London',
    ...fields,
  });

/** Polls the task state like the screens do, until it is no longer pending. */
function waitForTask(c: TestContext, cookie: string, jobId: string, taskId: string) {
  return vi.waitFor(
    async () => {
      const res = await c.call('GET', `/api/jobs/${jobId}/ai/tasks/${taskId}`, { cookie });
      expect(res.statusCode).toBe(200);
      if (res.json().status === 'pending') throw new Error(`task ${taskId} still pending`);
      return res.json();
    },
    { timeout: 45_000, interval: 50 },
  );
}

const start = (jobId: string, task: string, edits: object = {}) =>
  ctx.call('POST', `/api/jobs/${jobId}/ai/${task}`, { cookie: alice.cookie, body: edits });
const getJob = async (id: string) =>
  (await ctx.call('GET', `/api/jobs/${id}`, { cookie: alice.cookie })).json();

describe('GenerateJD', () => {
  it("writes the mission and lists with the company's tone, edited values taking precedence", async () => {
    const jobId = await newJob({ seniority: 'IC4 - Senior', skills_hard: 'SQL;Payments' });
    const res = await start(jobId, 'generate-jd', {
      title: 'Principal Payments PM',
      jd_responsibilities: [],
    });
    expect(res.statusCode).toBe(202);
    const state = await waitForTask(ctx, alice.cookie, jobId, res.json().task_id);
    expect(state).toMatchObject({
      status: 'completed',
      message: expect.stringContaining('Principal Payments PM'),
    });
    const job = await getJob(jobId);
    expect(job.jd_role_mission).toEqual(expect.any(String));
    expect(job.jd_responsibilities.length).toBeGreaterThanOrEqual(3);
    expect(job.jd_requirements.length).toBeGreaterThanOrEqual(3);
    expect(job.jd_nice_to_have.length).toBeGreaterThanOrEqual(1);
    // The edited title went to the model; the saved title is unchanged (the editor saves it).
    expect(job.title).toBe('Senior Product Manager');
    const sent = JSON.stringify(mock.requests({ task: 'generate-jd' })[0]?.messages);
    expect(sent).toContain('Principal Payments PM');
    expect(sent).toContain('short, warm sentences');
    expect(sent).toContain('28 days holiday');
    expect(sent).toContain('SQL, Payments');
  });

  it("records 'Error sending data to webhook' when the model keeps failing, and leaves the job as it was", async () => {
    const jobId = await newJob({ jd_role_mission: 'Keep me' });
    mock.script({ match: { task: 'generate-jd' }, status: 400, message: 'bad request', times: 3 });
    const res = await start(jobId, 'generate-jd');
    const state = await waitForTask(ctx, alice.cookie, jobId, res.json().task_id);
    expect(state).toMatchObject({ status: 'failed', message: 'Error sending data to webhook' });
    expect((await getJob(jobId)).jd_role_mission).toBe('Keep me');
    const notes = await ctx.db.select().from(notifications).where(eq(notifications.userId, alice.id));
    const failed = notes.find((n) => (n.data as { taskId?: string } | null)?.taskId === res.json().task_id);
    expect(failed).toMatchObject({
      type: 'error',
      title: 'AI task failed',
      message: 'Error sending data to webhook',
    });
  });

  it("'Generate with AI brief' creates the job from the brief and generates its description", async () => {
    const res = await ctx.call('POST', '/api/jobs/brief', {
      cookie: alice.cookie,
      body: {
        title: 'Data Engineer',
        company_id: companyId,
        brief: 'Own our ingestion pipelines. Python, dbt, Airflow. Hybrid in Leeds.',
      },
    });
    expect(res.statusCode).toBe(201);
    const { job, task } = res.json();
    expect(job).toMatchObject({
      title: 'Data Engineer',
      status: 'draft',
      job_context: expect.stringContaining('dbt'),
    });
    expect(task.task).toBe('generate-jd');
    await waitForTask(ctx, alice.cookie, job.id, task.task_id);
    expect((await getJob(job.id)).jd_responsibilities.length).toBeGreaterThan(0);
    const blank = await ctx.call('POST', '/api/jobs/brief', {
      cookie: alice.cookie,
      body: {
        title: '',
        company_id: companyId,
        brief: 'x',
      },
    });
    expect(blank.json().error.message).toBe('Please provide a title and select a company.');
  });
});

describe('SalaryGen', () => {
  it("writes an ordered range in the job's currency and returns the rationale", async () => {
    const jobId = await newJob({ currency: 'GBP' });
    mock.script({
      match: { task: 'salary-gen' },
      json: {
        salary_min: 115000,
        salary_max: 95000,
        currency: 'USD',
        rationale: 'London fintech market, senior IC.',
      },
    });
    const res = await start(jobId, 'salary');
    const state = await waitForTask(ctx, alice.cookie, jobId, res.json().task_id);
    expect(state).toMatchObject({ status: 'completed', rationale: 'London fintech market, senior IC.' });
    expect(await getJob(jobId)).toMatchObject({ salary_min: 95000, salary_max: 115000, currency: 'GBP' });
  });
});

describe('IntakeSummary', () => {
  it('needs notes to summarise', async () => {
    const jobId = await newJob();
    const res = await start(jobId, 'intake-summary');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Add recruitment notes or an intake transcript first.');
    expect(mock.requests()).toHaveLength(0);
  });

  it('writes a marked summary section into the job context, replaced on the next run, and adds skills', async () => {
    const jobId = await newJob({ job_context: 'Payments tripled.', skills_hard: 'SQL' });
    const summary = {
      summary: 'A hands-on PM for payments.',
      why_role_exists: 'No product owner for three squads.',
      must_haves: ['2 years in payments'],
      nice_to_haves: ['Card schemes'],
      hard_skills: ['sql', 'Open banking'],
      soft_skills: ['Stakeholder management'],
      open_questions: ['Budget for a contractor?'],
    };
    mock.script({ match: { task: 'intake-summary' }, json: summary, times: 2 });
    for (let run = 0; run < 2; run++) {
      const res = await start(jobId, 'intake-summary', { intake_notes: 'HM: Nadia. Must know payments.' });
      expect(res.statusCode).toBe(202);
      expect((await waitForTask(ctx, alice.cookie, jobId, res.json().task_id)).status).toBe('completed');
    }
    const job = await getJob(jobId);
    expect(job.job_context.startsWith('Payments tripled.')).toBe(true);
    expect(job.job_context.split(INTAKE_SUMMARY_START)).toHaveLength(2);
    expect(job.job_context).toContain('- Budget for a contractor?');
    expect(job.skills_hard).toBe('SQL;Open banking');
    expect(job.skills_soft).toBe('Stakeholder management');
  });
});

describe("'Add job from existing description'", () => {
  it('returns a normalised draft and saves nothing', async () => {
    const before = (await ctx.call('GET', '/api/jobs', { cookie: alice.cookie })).json().jobs.length;
    mock.script({
      match: { task: 'extract-job' },
      json: {
        title: 'Senior Product Manager, Payments Platform',
        location: 'London',
        department: null,
        hiring_manager: 'Nadia Brooks',
        seniority: 'IC4 - Senior',
        job_function: 'Product Management',
        work_style: 'hybrid',
        employment_type: 'full_time',
        salary_min: 115000,
        salary_max: 95000,
        currency: 'GBP',
        compensation_additional: null,
        equity: 'Equity',
        urgency: 'P1',
        requisition_id: 'BL-PAY-0142',
        job_context: 'Payments volume tripled.',
        skills_hard: ['SQL', 'sql', 'APIs'],
        skills_soft: [],
        role_mission: 'Own the payments roadmap.',
        responsibilities: ['Own the roadmap', ' '],
        requirements: ['5+ years in product'],
        nice_to_have: [],
        benefits: ['28 days holiday'],
      },
    });
    const res = await ctx.call('POST', '/api/jobs/import/text', {
      cookie: alice.cookie,
      body: {
        text: 'Senior PM, Payments…',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().draft).toMatchObject({
      title: 'Senior Product Manager, Payments Platform',
      salary_min: 95000,
      salary_max: 115000,
      skills_hard: 'SQL;APIs',
      skills_soft: null,
      department: null,
      jd_responsibilities: ['Own the roadmap'],
      requisition_id: 'BL-PAY-0142',
    });
    expect((await ctx.call('GET', '/api/jobs', { cookie: alice.cookie })).json().jobs).toHaveLength(before);
    const blank = await ctx.call('POST', '/api/jobs/import/text', {
      cookie: alice.cookie,
      body: { text: '  ' },
    });
    expect(blank.json().error.message).toBe('Please paste or upload a job description.');
  });
});

describe('task ids', () => {
  it('answers 404 for an unknown id, for a task on another job and for a task someone else started', async () => {
    const jobId = await newJob();
    const otherJobId = await newJob({ title: 'Another role' });
    mock.configure({ latencyMs: 300 });
    const started = await start(jobId, 'salary');
    const taskId = started.json().task_id;
    const dave = await createOrganisationUser(ctx, { domain: 'ai-jobs.test' });
    for (const [cookie, job, id] of [
      [alice.cookie, jobId, crypto.randomUUID()],
      [alice.cookie, jobId, 'not-a-task'],
      [alice.cookie, otherJobId, taskId],
      [dave.cookie, jobId, taskId],
    ] as const) {
      const res = await ctx.call('GET', `/api/jobs/${job}/ai/tasks/${id}`, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(jobMessages.aiTaskNotFound);
    }
    expect((await waitForTask(ctx, alice.cookie, jobId, taskId)).status).toBe('completed');
  });
});

describe('through the automation queue', () => {
  let queued: TestContext;
  afterAll(async () => queued?.close());

  it('dispatches GenerateJD as a queue job whose handler writes the job', async () => {
    queued = await createTestContext({
      mockLlmUrl: mock.baseURL,
      queue: true,
    });
    const bob = await createOrganisationUser(queued, { domain: 'queue.test' });
    const company = await createCompany(queued, bob, { name: 'Queue Co' });
    const jobId = await createJob(queued, bob, { title: 'SRE', company_id: company.id });
    // The service is called directly: the HTTP route uses whatever automation app.ts gives it.
    const user = { id: bob.id, email: bob.email, domain: 'queue.test' };
    const deps = { db: queued.db, ai: queued.app.ai, automation: queued.automation, bus: queued.app.events };
    mock.configure({ latencyMs: 800 }); // the first task is still running when the second is asked for
    const { task_id: taskId } = await startJobAiTask({ ...deps, caller: user, jobId, task: 'generate-jd' });
    await expect(startJobAiTask({ ...deps, caller: user, jobId, task: 'generate-jd' })).rejects.toThrow(
      'This AI task is already running for this job.',
    );
    const job = await queued.queue!.getTask('automation.GenerateJD', taskId);
    expect(job?.data).toMatchObject({ requestedBy: bob.id, payload: { jobId, jobTitle: 'SRE' } });
    const read = (caller: typeof user, id = taskId, job = jobId) =>
      readJobAiTask({ db: queued.db, automation: queued.automation, caller, jobId: job, taskId: id });
    // Whether it is still pending or already done, the task is the caller's; for anyone else it is unknown.
    expect(['pending', 'completed']).toContain((await read(user)).status);
    const carol = await createOrganisationUser(queued, { domain: 'queue.test' });
    await expect(read({ id: carol.id, email: carol.email, domain: 'queue.test' })).rejects.toThrow(
      jobMessages.aiTaskNotFound,
    );
    await expect(read(user, crypto.randomUUID())).rejects.toThrow(jobMessages.aiTaskNotFound);
    expect((await waitForTask(queued, bob.cookie, jobId, taskId)).status).toBe('completed');
    const after = await queued.call('GET', `/api/jobs/${jobId}`, { cookie: bob.cookie });
    expect(after.json().jd_requirements.length).toBeGreaterThan(0);
  }, 90_000);
});
