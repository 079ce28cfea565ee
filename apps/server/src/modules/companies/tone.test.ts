import { toneMessages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUsage, organizations } from '#src/db/schema/index.js';
import { encryptSecret } from '#src/lib/crypto.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { generateTone } from './tone.service.js';

let mock: MockLlm;
let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  mock = await startMockLlm();
  // The organisation's base URL is the mock on 127.0.0.1: allowed as for a self-hosted model server.
  ctx = await createTestContext({ env: { AI_ALLOW_PRIVATE_BASE_URL: 'true' } });
  user = await createOrganisationUser(ctx, { domain: 'tone.test' });
});
afterAll(async () => {
  await ctx.close();
  await mock.close();
});
beforeEach(() => mock.reset());

const sample =
  "We're a small crew building tools for nurses. No fluff: we say what we mean, we keep it short, and we " +
  'always write to you, the reader. Jargon gets cut. Everyone is welcome here.';

const generate = (body: object) => ctx.call('POST', '/api/generate-tone', { cookie: user.cookie, body });

describe('POST /api/generate-tone', () => {
  it('answers with the spec message when no key is configured for the organisation', async () => {
    const res = await generate({ sampleText: sample, companyName: 'Kestrel' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(
      'OpenAI API key not configured for your organization. Please contact your administrator.',
    );
  });

  it('refuses a blank sample before any model call', async () => {
    const res = await generate({ sampleText: '   ', companyName: 'Kestrel' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(toneMessages.sampleRequired);
    expect(mock.requests()).toHaveLength(0);
  });

  it("writes the tone with the organisation's key, and meters the call", async () => {
    const [org] = await ctx.db
      .insert(organizations)
      .values({
        name: 'Tone Test',
        domain: 'tone.test',
        openaiApiKey: encryptSecret('sk-tone-org-key-0001', ctx.app.ai.config.masterKey),
        aiBaseUrl: mock.baseURL,
      })
      .returning();
    const res = await generate({ sampleText: sample, companyName: 'Kestrel' });
    expect(res.statusCode).toBe(200);
    expect(res.json().tone.length).toBeGreaterThan(40);
    const sent = mock.requests({ task: 'generate-tone' });
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]?.messages)).toContain('No fluff');
    const usage = await ctx.db.select().from(apiUsage).where(eq(apiUsage.organizationId, org!.id));
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ service: 'generate-tone', userId: user.id });
    expect(usage[0]!.tokensUsed).toBeGreaterThan(0);
  });

  it("says 'No response from OpenAI' when the model returns an empty tone", async () => {
    mock.script({ match: { task: 'generate-tone' }, json: { tone: '   ' }, times: 3 });
    const res = await generate({ sampleText: sample, companyName: 'Kestrel' });
    expect(res.json().error.message).toBe(toneMessages.noResponse);
  });

  it("says 'Failed to generate tone. Please try again.' when the provider keeps failing", async () => {
    mock.script({ match: { task: 'generate-tone' }, status: 400, message: 'bad request', times: 3 });
    const res = await generate({ sampleText: sample, companyName: 'Kestrel' });
    expect(res.json().error.message).toBe(toneMessages.failed);
    // What happened, in plain words, goes with it (docs/product/ai.md#what-happened).
    expect(res.json().error.details).toMatchObject({ status: 400 });
    expect(res.json().error.details.detail).toEqual(expect.any(String));
    expect(res.json().error.details.detail.length).toBeGreaterThan(5);
  });

  it("says 'OpenAI request timed out' past the deadline", async () => {
    mock.script({ match: { task: 'generate-tone' }, fault: 'timeout', times: 3 });
    await expect(
      generateTone({
        db: ctx.db,
        ai: ctx.app.ai,
        caller: user,
        sampleText: sample,
        companyName: 'K',
        timeoutMs: 300,
      }),
    ).rejects.toThrow(toneMessages.timedOut);
  });
});
