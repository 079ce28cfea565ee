import { jobMessages, SALARY_USD_MAX } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createCompany, createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { readJobAiTask, startJobAiTask } from './job-ai.service.js';
import { INTAKE_SUMMARY_END, INTAKE_SUMMARY_START, SALARY_ATTEMPTS } from './job-ai-results.js';

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

/** A complete extract-job reply with every field empty; tests fill in what they need. */
const extracted = {
  title: 'Role',
  location: null,
  department: null,
  hiring_manager: null,
  seniority: null,
  job_function: null,
  work_style: null,
  employment_type: null,
  salary_min: null,
  salary_max: null,
  currency: null,
  compensation_additional: null,
  equity: null,
  urgency: null,
  requisition_id: null,
  job_context: null,
  skills_hard: [],
  skills_soft: [],
  role_mission: '',
  responsibilities: [],
  requirements: [],
  nice_to_have: [],
  benefits: [],
};

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
    expect(state).toMatchObject({
      status: 'failed',
      message: 'Error sending data to webhook',
      detail: 'The AI provider answered with an error (HTTP 400)',
    });
    expect((await getJob(jobId)).jd_role_mission).toBe('Keep me');
    const notes = await ctx.db.select().from(notifications).where(eq(notifications.userId, alice.id));
    const failed = notes.find((n) => (n.data as { taskId?: string } | null)?.taskId === res.json().task_id);
    expect(failed).toMatchObject({
      type: 'error',
      title: 'AI task failed',
      message: 'Error sending data to webhook',
    });
  });

  it('says what happened when the provider cannot be reached or refuses the key', async () => {
    const jobId = await newJob();
    mock.script({ match: { task: 'generate-jd' }, fault: 'disconnect', times: 3 });
    const dropped = await start(jobId, 'generate-jd');
    expect(await waitForTask(ctx, alice.cookie, jobId, dropped.json().task_id)).toMatchObject({
      status: 'failed',
      message: jobMessages.webhookError,
      detail: 'The AI provider could not be reached (connection closed)',
    });
    mock.script({ match: { task: 'generate-jd' }, status: 401, message: 'Incorrect API key provided.' });
    const refused = await start(jobId, 'generate-jd');
    expect(await waitForTask(ctx, alice.cookie, jobId, refused.json().task_id)).toMatchObject({
      status: 'failed',
      detail: 'The API key was refused',
    });
  });

  it("'Generate with AI brief' reads the brief's details with the import's extraction, creates the job and generates its description", async () => {
    const brief =
      'Own our ingestion pipelines. Python, dbt, Airflow. Senior, hybrid in Leeds, full-time, £70-85k. Reports to Priya Shah.';
    mock.script({
      match: { task: 'extract-job' },
      json: {
        ...extracted,
        title: 'Senior Data Engineer',
        location: 'Leeds',
        hiring_manager: 'Priya Shah',
        seniority: 'IC4 - Senior',
        job_function: 'Data / Analytics',
        work_style: 'hybrid',
        employment_type: 'full_time',
        salary_min: 85000,
        salary_max: 70000,
        currency: 'GBP',
        skills_hard: ['Python', 'dbt', 'Airflow', 'python'],
        skills_soft: ['Ownership'],
        job_context: 'The pipelines need an owner.',
      },
    });
    const res = await ctx.call('POST', '/api/jobs/brief', {
      cookie: alice.cookie,
      body: { title: 'Data Engineer', company_id: companyId, brief },
    });
    expect(res.statusCode).toBe(201);
    const { job, task } = res.json();
    expect(job).toMatchObject({
      title: 'Data Engineer',
      status: 'draft',
      job_context: brief,
      location: 'Leeds',
      hiring_manager: 'Priya Shah',
      seniority: 'IC4 - Senior',
      job_function: 'Data / Analytics',
      work_style: 'hybrid',
      employment_type: 'full_time',
      salary_min: 70000,
      salary_max: 85000,
      currency: 'GBP',
      skills_hard: 'Python;dbt;Airflow',
      skills_soft: 'Ownership',
      jd_responsibilities: [],
    });
    // The same extraction as 'Add job from existing description': the same prompt, given the brief.
    const [read] = mock.requests({ task: 'extract-job' });
    expect(read!.messages.find((m) => m.role === 'user')!.content).toContain('Reports to Priya Shah.');
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
    // Another organisation's company is refused before the model is called.
    const bob = await createOrganisationUser(ctx, { domain: 'other-brief.test' });
    const theirs = await createCompany(ctx, bob, { name: 'Elsewhere' });
    const calls = mock.requests({ task: 'extract-job' }).length;
    const foreign = await ctx.call('POST', '/api/jobs/brief', {
      cookie: alice.cookie,
      body: { title: 'Data Engineer', company_id: theirs.id, brief },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Please provide a title and select a company.');
    expect(mock.requests({ task: 'extract-job' })).toHaveLength(calls);
  });

  it('creates nothing when the brief cannot be read, and says what happened', async () => {
    const before = (await ctx.call('GET', '/api/jobs', { cookie: alice.cookie })).json().jobs.length;
    mock.script({ match: { task: 'extract-job' }, status: 503, times: 3 });
    const res = await ctx.call('POST', '/api/jobs/brief', {
      cookie: alice.cookie,
      body: { title: 'Data Engineer', company_id: companyId, brief: 'Python, dbt. Leeds.' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      message: 'The AI request failed. Please try again.',
      details: { reason: 'provider_error', detail: 'The AI provider answered with an error (HTTP 503)' },
    });
    expect((await ctx.call('GET', '/api/jobs', { cookie: alice.cookie })).json().jobs).toHaveLength(before);
  }, 30_000);
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
    expect(await getJob(jobId)).toMatchObject({
      salary_min: 95000,
      salary_max: 115000,
      currency: 'GBP',
      salary_rationale: 'London fintech market, senior IC.',
    });
  });

  it('refuses an implausible range and asks again with the reason', async () => {
    const jobId = await newJob({ currency: 'USD' });
    mock.script([
      {
        match: { task: 'salary-gen' },
        json: { salary_min: 70_000_000, salary_max: 90_000_000, currency: 'USD', rationale: 'London.' },
      },
      {
        match: { task: 'salary-gen' },
        json: { salary_min: 120_000, salary_max: 120_000, currency: 'USD', rationale: 'London.' },
      },
      {
        match: { task: 'salary-gen' },
        json: {
          salary_min: 110_000,
          salary_max: 140_000,
          currency: 'USD',
          rationale: 'Senior PM in London.',
        },
      },
    ]);
    const res = await start(jobId, 'salary');
    const state = await waitForTask(ctx, alice.cookie, jobId, res.json().task_id);
    expect(state).toMatchObject({ status: 'completed', rationale: 'Senior PM in London.' });
    expect(await getJob(jobId)).toMatchObject({ salary_min: 110_000, salary_max: 140_000 });
    const asked = mock.requests({ task: 'salary-gen' }).map((r) => r.messages.at(-1)!.content);
    expect(asked).toHaveLength(3);
    expect(asked[0]).not.toContain('refused');
    expect(asked[1]).toContain(
      `Your previous answer was refused: The predicted range 70,000,000 - 90,000,000 USD is outside the plausible yearly range for USD (5,000 - ${SALARY_USD_MAX.toLocaleString('en-GB')}).`,
    );
    expect(asked[2]).toContain('does not have its minimum below its maximum');
  });

  it(`fails with the reason after ${SALARY_ATTEMPTS} implausible ranges, leaving the salary as it was`, async () => {
    const jobId = await newJob({ currency: 'USD', salary_min: 90_000, salary_max: 100_000 });
    mock.script({
      match: { task: 'salary-gen' },
      json: { salary_min: 70_000_000, salary_max: 90_000_000, currency: 'USD', rationale: 'London.' },
      times: SALARY_ATTEMPTS,
    });
    const res = await start(jobId, 'salary');
    expect(await waitForTask(ctx, alice.cookie, jobId, res.json().task_id)).toMatchObject({
      status: 'failed',
      message: jobMessages.webhookError,
      detail:
        'The predicted range 70,000,000 - 90,000,000 USD is outside the plausible yearly range for USD (5,000 - 2,000,000)',
    });
    expect(mock.requests({ task: 'salary-gen' })).toHaveLength(SALARY_ATTEMPTS);
    expect(await getJob(jobId)).toMatchObject({
      salary_min: 90_000,
      salary_max: 100_000,
      salary_rationale: null,
    });
  });

  it('answers with a plausible range from the mock provider for the job’s seniority and currency', async () => {
    const jobId = await newJob({ currency: 'GBP', seniority: 'IC4 - Senior' });
    const res = await start(jobId, 'salary');
    expect((await waitForTask(ctx, alice.cookie, jobId, res.json().task_id)).status).toBe('completed');
    const job = await getJob(jobId);
    expect(job.salary_min).toBeLessThan(job.salary_max);
    expect(job.salary_min).toBeGreaterThanOrEqual(4_000);
    expect(job.salary_max).toBeLessThanOrEqual(1_600_000);
    expect(job.salary_rationale).toContain('London');
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

  it('writes the summary into its own field, saves the notes it summarised, and adds skills', async () => {
    const legacy = `Payments tripled.\n\n${INTAKE_SUMMARY_START}\nAn old summary.\n${INTAKE_SUMMARY_END}`;
    const jobId = await newJob({ job_context: legacy, skills_hard: 'SQL', intake_notes: 'Saved notes.' });
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
    for (const notes of ['HM: Nadia. Must know payments.', 'HM: Nadia. Must know payments and cards.']) {
      const res = await start(jobId, 'intake-summary', { intake_notes: notes });
      expect(res.statusCode).toBe(202);
      expect((await waitForTask(ctx, alice.cookie, jobId, res.json().task_id)).status).toBe('completed');
      const sent = mock.requests({ task: 'intake-summary' }).at(-1)!.messages.at(-1)!.content;
      expect(sent).toContain(notes);
    }
    const job = await getJob(jobId);
    expect(job.intake_notes).toBe('HM: Nadia. Must know payments and cards.');
    expect(job.intake_summary).toBe(
      [
        'A hands-on PM for payments.',
        'Why the role exists: No product owner for three squads.',
        'Must-haves:\n- 2 years in payments',
        'Nice-to-haves:\n- Card schemes',
        'Open questions:\n- Budget for a contractor?',
      ].join('\n\n'),
    );
    // The section earlier versions wrote into the job context is gone; the user's text stays.
    expect(job.job_context).toBe('Payments tripled.');
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
        ...extracted,
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
