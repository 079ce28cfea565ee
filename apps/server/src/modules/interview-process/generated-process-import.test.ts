import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createJob, createOrganisationUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

// A reply the schema accepts can still be refused by the import rules (e.g. a workflow from a custom
// automation webhook); here the import refuses whatever it gets.
vi.mock('@rw/core', async (original) => ({
  ...(await original<typeof import('@rw/core')>()),
  importWorkflow: () => ({ ok: false, message: 'Custom layer cap exceeded (max 5 custom stages)' }),
}));

let mock: MockLlm;
let ctx: TestContext;
beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
});
afterAll(async () => {
  await ctx.close();
  await mock.close();
});

describe('POST /api/jobs/:id/workflow/generate when the import refuses the process', () => {
  it("answers 'Could not import generated workflow' with the import's reason", async () => {
    const user = await createOrganisationUser(ctx, { domain: 'int-import.test' });
    const jobId = await createJob(ctx, user);
    const res = await ctx.call('POST', `/api/jobs/${jobId}/workflow/generate`, { cookie: user.cookie });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      message: 'Could not import generated workflow',
      details: { reason: 'Custom layer cap exceeded (max 5 custom stages)' },
    });
  });
});
