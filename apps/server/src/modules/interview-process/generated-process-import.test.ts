import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { uniqueEmail } from '#src/test/harness.js';
import { createProcessTestContext, type ProcessTestContext } from './interview-process-test-context.js';

// A reply the schema accepts can still be refused by the import rules (e.g. a workflow from a custom
// automation webhook); here the import refuses whatever it gets.
vi.mock('@rw/core', async (original) => ({
  ...(await original<typeof import('@rw/core')>()),
  importWorkflow: () => ({ ok: false, message: 'Custom layer cap exceeded (max 5 custom stages)' }),
}));

let mock: MockLlm;
let ctx: ProcessTestContext;
beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createProcessTestContext({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: mock.baseURL });
});
afterAll(async () => {
  await ctx.close();
  await mock.close();
});

describe('POST /api/jobs/:id/workflow/generate when the import refuses the process', () => {
  it("answers 'Could not import generated workflow' with the import's reason", async () => {
    const user = await ctx.createUser({ email: uniqueEmail('int-import.test') });
    const jobId = await ctx.createJob(user);
    const res = await ctx.call('POST', `/api/jobs/${jobId}/workflow/generate`, user);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      message: 'Could not import generated workflow',
      details: { reason: 'Custom layer cap exceeded (max 5 custom stages)' },
    });
  });
});
