import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '#src/db/schema/index.js';
import { encryptSecret } from '#src/lib/crypto.js';
import { notifyUser } from '#src/modules/notifications/index.js';
import { monthUsageOf } from '#src/platform/ai/metering.js';
import { generateTonePrompt } from '#src/platform/ai/prompts/generate-tone.prompt.js';
import { reservationOf } from '#src/platform/ai/provider.js';
import { openSse } from '#src/platform/events/sse-test-client.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from './factories.js';
import { createTestContext, type TestContext, type TestInstance } from './harness.js';

/*
 * Two app instances on one PostgreSQL, as behind a load balancer (README, Several instances;
 * docs/decisions/0016-usage-per-month-and-shared-ai-limits.md): each has its own pool, caches, event bus and
 * AI runtime, and they share only the database.
 */

const sample = { sampleText: "We're friendly. You'll fit right in!", companyName: 'Pair Co' };

describe.skipIf(!process.env.DATABASE_URL)(
  'two instances on one PostgreSQL (skipped on the embedded database: it runs one instance only)',
  () => {
    let ctx: TestContext;
    let other: TestInstance;
    let mock: MockLlm;
    beforeAll(async () => {
      mock = await startMockLlm();
      ctx = await createTestContext({
        instances: true,
        // The organisations' base URL is the mock on loopback; the limiter's window shortened to 600 ms.
        env: { AI_ALLOW_PRIVATE_BASE_URL: 'true' },
        ai: { windowMs: 600 },
      });
      other = await ctx.addInstance();
    });
    afterAll(async () => {
      await ctx?.close();
      await mock?.close();
    });

    /** An organisation with its own key at the mock, and a recruiter of it. */
    const organisation = async (values: { rpmLimit?: number; monthlyCreditLimit?: number }) => {
      const domain = `pair-${Math.random().toString(36).slice(2, 8)}.test`;
      const [org] = await ctx.db
        .insert(organizations)
        .values({
          name: 'Pair Co',
          domain,
          openaiApiKey: encryptSecret(`sk-${domain}`, ctx.app.ai.config.masterKey),
          aiBaseUrl: mock.baseURL,
          ...values,
        })
        .returning();
      return { id: org!.id, user: await createOrganisationUser(ctx, { domain }) };
    };
    const tone = (instance: TestInstance, user: TestUser) =>
      instance.call('POST', '/api/generate-tone', { cookie: user.cookie, body: sample });

    it("holds the key's limit across both: 12 calls split between them, no 429, 3 per window", async () => {
      const { user } = await organisation({ rpmLimit: 3 });
      mock.reset();
      // The provider's window is shorter than ours (200 ms): a start may arrive late, never early, and the
      // instances together must never send 4 within it. Each alone, pacing only itself, would send 3 + 3.
      mock.configure({ rpm: 3, rpmWindowMs: 200 });
      try {
        const t0 = performance.now();
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) => tone(i % 2 ? other : ctx, user)),
        );
        const elapsed = performance.now() - t0;
        expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
        const sent = mock.requests({ task: 'generate-tone' });
        expect(sent.map((r) => r.status)).toEqual(Array(12).fill(200));
        // The pair's rate is the key's: four windows of 3 (600 ms plus the 10 ms margin), never faster.
        expect(elapsed).toBeGreaterThanOrEqual(3 * 610);
      } finally {
        mock.configure({ rpm: 0, rpmWindowMs: 60_000 });
      }
    });

    it('holds the monthly credit limit under 50 concurrent calls split between them', async () => {
      const messages = [
        { role: 'system' as const, content: generateTonePrompt.system },
        { role: 'user' as const, content: generateTonePrompt.buildUser(sample) },
      ];
      const estimate = reservationOf(messages, generateTonePrompt.maxTokens);
      const limit = Math.round(10.5 * estimate);
      const { id, user } = await organisation({ rpmLimit: 10_000, monthlyCreditLimit: limit });
      mock.reset();
      // Every call uses its whole estimate, and all have started before the first answer.
      mock.script({
        usage: { prompt_tokens: estimate - generateTonePrompt.maxTokens!, completion_tokens: 500 },
        times: 50,
      });
      mock.configure({ latencyMs: 100 });
      try {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => tone(i % 2 ? other : ctx, user)),
        );
        const refused = answers.filter((a) => a.statusCode !== 200);
        expect(answers.length - refused.length).toBe(11);
        for (const a of refused) expect(a.statusCode).toBe(403);
        const [org] = await ctx.db
          .select({ used: monthUsageOf(organizations.id) })
          .from(organizations)
          .where(eq(organizations.id, id));
        expect(org!.used).toBe(11 * estimate);
        expect(org!.used).toBeLessThan(limit + estimate);
      } finally {
        mock.configure({ latencyMs: 0 });
      }
    });

    it('a notification created through one reaches an event stream on the other', async () => {
      const user = await createOrganisationUser(ctx);
      const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openSse(`${url}/api/events`, { cookie: user.cookie });
      try {
        await stream.next((f) => f.event === 'ready');
        const created = await notifyUser(ctx.db, ctx.app.events, {
          userId: user.id,
          type: 'success',
          title: 'Job description ready',
          message: 'The AI finished the job description.',
          data: { jobId: 'j1' },
        });
        const frame = await stream.next((f) => f.event === 'notification');
        expect(JSON.parse(frame.data!).data).toEqual(created);
      } finally {
        stream.close();
      }
    });

    it('a session made on one is valid on the other', async () => {
      const user = await createOrganisationUser(ctx);
      const cookie = await ctx.signIn(user.email, user.password);
      const me = await other.call('GET', '/api/me', { cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toMatchObject({ id: user.id, email: user.email });
    });
  },
);
