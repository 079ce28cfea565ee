import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createCompany, createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * GenerateJD reads the current description (docs/product/jobs.md#ai-automation): the saved lists with the
 * editor's unsaved edits on top go to the model as the current draft, so it keeps their good items.
 */

let mock: MockLlm;
let ctx: TestContext;
let alice: TestUser;
let companyId: string;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  alice = await createOrganisationUser(ctx, { domain: 'ai-draft.test' });
  companyId = (await createCompany(ctx, alice, { name: 'Fernhill Analytics' })).id;
});
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => mock.reset());

/** Starts GenerateJD with `edits` and waits for its end; @returns the model's user message. */
async function generate(jobId: string, edits: object = {}): Promise<string> {
  const res = await ctx.call('POST', `/api/jobs/${jobId}/ai/generate-jd`, {
    cookie: alice.cookie,
    body: edits,
  });
  expect(res.statusCode).toBe(202);
  const state = await vi.waitFor(
    async () => {
      const poll = await ctx.call('GET', `/api/jobs/${jobId}/ai/tasks/${res.json().task_id}`, {
        cookie: alice.cookie,
      });
      if (poll.json().status === 'pending') throw new Error('still pending');
      return poll.json();
    },
    { timeout: 45_000, interval: 50 },
  );
  expect(state.status).toBe('completed');
  const [request] = mock.requests({ task: 'generate-jd' });
  const user = request?.messages.find((m) => m.role === 'user')?.content;
  expect(user).toEqual(expect.any(String));
  return user as string;
}

/** The JSON inside the prompt's <current_draft> tag. */
function currentDraft(user: string) {
  const match = /<current_draft>\n([\s\S]*?)\n<\/current_draft>/.exec(user);
  expect(match, 'the prompt carries a <current_draft>').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('GenerateJD: the current description goes to the model', () => {
  it('sends the saved lists with the unsaved edits on top, and the mock model still answers', async () => {
    const jobId = await createJob(ctx, alice, {
      title: 'Analytics Engineer',
      company_id: companyId,
      jd_role_mission: 'Make the numbers trustworthy.',
      jd_responsibilities: ['Model the warehouse in dbt', 'Review analysts’ SQL'],
      jd_requirements: ['SQL'],
      jd_benefits: ['Pension'],
    });
    const user = await generate(jobId, {
      jd_role_mission: 'Make every number the board sees trustworthy.',
      jd_nice_to_have: ['Looker'],
    });

    expect(user).not.toContain('There is no current draft.');
    expect(currentDraft(user)).toEqual({
      mission: 'Make every number the board sees trustworthy.',
      responsibilities: ['Model the warehouse in dbt', 'Review analysts’ SQL'],
      requirements: ['SQL'],
      niceToHave: ['Looker'],
      benefits: ['Pension'],
    });
    const job = (await ctx.call('GET', `/api/jobs/${jobId}`, { cookie: alice.cookie })).json();
    expect(job.jd_responsibilities.length).toBeGreaterThanOrEqual(3);
  });

  it("says 'There is no current draft.' only when the description is empty", async () => {
    const jobId = await createJob(ctx, alice, { title: 'Analytics Engineer', company_id: companyId });
    const user = await generate(jobId);
    expect(user).toContain('There is no current draft.');
    expect(user).not.toContain('<current_draft>');
  });
});
