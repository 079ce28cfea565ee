import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '#src/db/client.js';
import { aiCreditReservations, apiUsage, organizations, organizationUsage } from '#src/db/schema/index.js';
import { encryptSecret } from '#src/lib/crypto.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { runAiTask, runAiText, streamAiText } from './ai.service.js';
import { AiDeadlineError, aiFailureReason } from './ai-errors.js';
import { type AiRuntime, createAiRuntime } from './ai-runtime.js';
import { CircuitBreaker } from './circuit-breaker.js';
import { monthUsageOf } from './metering.js';
import { costOf } from './prices.js';
import { generateTonePrompt } from './prompts/generate-tone.prompt.js';
import { reservationOf } from './provider.js';

const masterKey = crypto.randomBytes(32);
let ctx: TestContext;
let mock: MockLlm;
let ai: AiRuntime;
let alice: TestUser;
let orgId: string;
let slept: number[] = [];

beforeAll(async () => {
  [ctx, mock] = await Promise.all([createTestContext(), startMockLlm()]);
  const [org] = await ctx.db
    .insert(organizations)
    .values({ name: 'Service Co', domain: 'svc.test', openaiApiKey: encryptSecret('sk-org-svc1', masterKey) })
    .returning();
  orgId = org!.id;
  alice = await createOrganisationUser(ctx, { email: 'alice@svc.test' });
  ai = createAiRuntime({
    masterKey,
    server: { apiKey: 'sk-server-0000', baseURL: mock.baseURL },
    retry: { sleep: async (ms) => void slept.push(ms) },
  });
});
afterAll(async () => Promise.all([ctx.close(), mock.close()]));
beforeEach(async () => {
  mock.reset();
  slept = [];
  await ctx.db.delete(apiUsage);
  await ctx.db
    .update(organizations)
    .set({ monthlyCreditLimit: 0, rpmLimit: 500 })
    .where(eq(organizations.id, orgId));
  await ctx.db.delete(organizationUsage);
  await ctx.db.delete(aiCreditReservations);
});

const tone = (user: TestUser = alice, timeoutMs?: number) =>
  runAiTask({
    db: ctx.db,
    ai,
    user,
    prompt: generateTonePrompt,
    input: { sampleText: "We're friendly. You'll fit right in!", companyName: 'Service Co' },
    timeoutMs,
  });
const usageRows = () => ctx.db.select().from(apiUsage);
const orgUsage = async () =>
  (
    await ctx.db
      .select({ used: monthUsageOf(organizations.id) })
      .from(organizations)
      .where(eq(organizations.id, orgId))
  )[0]!.used;
/** Sets the organisation's usage of this month, as calls metered earlier this month would have. */
const usedThisMonth = (tokens: number) =>
  ctx.db.execute(sql`insert into organization_usage (organization_id, month, tokens_used)
    values (${orgId}, date_trunc('month', now() at time zone 'UTC')::date, ${tokens})
    on conflict (organization_id, month) do update set tokens_used = excluded.tokens_used`);
const reasonOf = async (p: Promise<unknown>) =>
  aiFailureReason(
    await p.then(
      () => undefined,
      (e: unknown) => e,
    ),
  );

describe('runAiTask', () => {
  it("calls the provider with the organisation's key and records tokens and cost", async () => {
    const result = await tone();
    expect(result.tone).toMatch(/^Write job text for Service Co/);
    const [req] = mock.requests();
    expect(req).toMatchObject({
      task: 'generate-tone',
      schemaName: 'generate-tone',
      keySuffix: 'svc1',
      model: 'gpt-4o-mini',
    });
    const rows = await usageRows();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ userId: alice.id, organizationId: orgId, service: 'generate-tone' });
    expect(row.tokensUsed).toBeGreaterThan(100);
    expect(await orgUsage()).toBe(row.tokensUsed);
    const promptTokens = Math.ceil(req!.messages.map((m) => m.content).join('\n').length / 4);
    expect(row.cost).toBe(
      costOf('gpt-4o-mini', {
        promptTokens,
        completionTokens: row.tokensUsed - promptTokens,
        totalTokens: row.tokensUsed,
      }),
    );
  });

  it('refuses a call past the monthly credit limit before calling, and records nothing', async () => {
    await usedThisMonth(5000);
    await ctx.db.update(organizations).set({ monthlyCreditLimit: 5000 }).where(eq(organizations.id, orgId));
    await expect(tone()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Monthly AI credit limit reached for your organization. Please contact your administrator.',
    });
    await ctx.db.update(organizations).set({ monthlyCreditLimit: 5050 }).where(eq(organizations.id, orgId));
    expect(await reasonOf(tone())).toBe('credit_limit'); // the prompt alone is more than 50 tokens
    expect(mock.requests()).toHaveLength(0);
    expect(await usageRows()).toHaveLength(0);
    expect(await orgUsage()).toBe(5000);
  });

  it("50 concurrent calls at the edge of the limit pass it by less than one call's estimate", async () => {
    const input = { sampleText: "We're friendly. You'll fit right in!", companyName: 'Service Co' };
    const messages = [
      { role: 'system' as const, content: generateTonePrompt.system },
      { role: 'user' as const, content: generateTonePrompt.buildUser(input) },
    ];
    const estimate = reservationOf(messages, generateTonePrompt.maxTokens);
    const promptTokens = estimate - generateTonePrompt.maxTokens!;
    // Every call uses its whole estimate: the worst case for the limit. The answers come after all have started.
    mock.script({
      usage: { prompt_tokens: promptTokens, completion_tokens: generateTonePrompt.maxTokens! },
      times: 50,
    });
    mock.configure({ latencyMs: 50 });
    const limit = Math.round(10.5 * estimate);
    await ctx.db.update(organizations).set({ monthlyCreditLimit: limit }).where(eq(organizations.id, orgId));
    try {
      const reasons = await Promise.all(Array.from({ length: 50 }, () => reasonOf(tone())));
      const done = reasons.filter((r) => r === undefined).length;
      expect(reasons.filter((r) => r !== undefined)).toEqual(Array(50 - done).fill('credit_limit'));
      // Reservations of 11 calls are held before the 12th finds the limit reached (10 × estimate < limit).
      expect(done).toBe(11);
      const used = await orgUsage();
      expect(used).toBe(11 * estimate);
      expect(used).toBeLessThan(limit + estimate);
      expect(mock.requests()).toHaveLength(11);
    } finally {
      mock.configure({ latencyMs: 0 });
    }
  });

  it('waits out a 429 Retry-After, pausing the key, and records the one successful call', async () => {
    mock.script({ status: 429, retryAfter: 0.2 });
    const t0 = performance.now();
    await tone();
    // The retry's own wait is faked; the limiter's pause of the key runs in real time.
    expect(performance.now() - t0).toBeGreaterThanOrEqual(195);
    expect(mock.requests().map((r) => r.status)).toEqual([429, 200]);
    expect(slept).toEqual([200]);
    expect(await usageRows()).toHaveLength(1);
  });

  it('maps provider failures to reasons a feature can word, and records nothing for them', async () => {
    mock.script({ status: 401 });
    expect(await reasonOf(tone())).toBe('auth');
    expect(mock.requests()).toHaveLength(1);
    mock.reset();
    mock.script({ fault: 'timeout', times: 3 });
    const err = await tone(alice, 100).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'UNAVAILABLE',
      details: { reason: 'timeout', detail: 'The AI provider did not answer (timeout after 100 ms)' },
    });
    expect(mock.requests()).toHaveLength(3);
    expect(slept).toEqual([1000, 2000]);
    mock.reset();
    mock.script({ status: 500, times: 3 });
    expect(await reasonOf(tone())).toBe('provider_error');
    expect(await usageRows()).toHaveLength(0);
  });

  it('says what happened in plain words (docs/product/ai.md#what-happened)', async () => {
    const detailOf = async (p: Promise<unknown>) =>
      ((await p.catch((e: unknown) => e)) as { details?: { detail?: string } }).details?.detail;
    mock.script({ status: 401, message: 'Incorrect API key provided.' });
    expect(await detailOf(tone())).toBe('The API key was refused');
    mock.script({ status: 503, times: 3 });
    expect(await detailOf(tone())).toBe('The AI provider answered with an error (HTTP 503)');
    mock.script({ fault: 'disconnect', times: 3 });
    expect(await detailOf(tone())).toBe('The AI provider could not be reached (connection closed)');
    mock.script({ status: 429, times: 3 });
    expect(await detailOf(tone())).toBe('The AI provider kept refusing requests as too many (HTTP 429)');
    mock.script({ content: '', times: 2 });
    expect(await detailOf(tone())).toBe('The AI provider sent an empty reply');
    await ctx.db.update(organizations).set({ monthlyCreditLimit: 10 }).where(eq(organizations.id, orgId));
    expect(await detailOf(tone())).toBe('Monthly credit limit reached');
  });

  it('says the provider could not be reached when nothing listens at its address', async () => {
    const closed = await startMockLlm();
    await closed.close();
    const nowhere = createAiRuntime({
      masterKey,
      server: { apiKey: 'sk-server-0000', baseURL: closed.baseURL },
      retry: { sleep: async () => {} },
    });
    const err = await runAiTask({
      db: ctx.db,
      ai: nowhere,
      user: await createOrganisationUser(ctx, { domain: 'nowhere.test' }),
      prompt: generateTonePrompt,
      input: { sampleText: 'Hello.', companyName: 'Service Co' },
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      details: {
        reason: 'provider_error',
        detail: 'The AI provider could not be reached (connection refused)',
      },
    });
  });

  it("gives a feature's overall deadline (aiDeadline) in seconds", async () => {
    mock.script({ fault: 'timeout', times: 3 });
    const deadline = new AbortController();
    const pending = runAiTask({
      db: ctx.db,
      ai,
      user: alice,
      prompt: generateTonePrompt,
      input: { sampleText: 'Hello.', companyName: 'Service Co' },
      signal: deadline.signal,
    }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(mock.requests()).toHaveLength(1));
    deadline.abort(new AiDeadlineError(180_000));
    expect(await pending).toMatchObject({
      details: { reason: 'timeout', detail: 'The AI provider did not answer (timeout after 180 s)' },
    });
  });

  it('turns an overall deadline (AbortSignal.timeout) into a timeout, retries included', async () => {
    mock.script({ fault: 'timeout', times: 3 });
    // The deadline passes while the first attempt is at the provider (as AbortSignal.timeout ends it).
    const deadline = new AbortController();
    const pending = runAiTask({
      db: ctx.db,
      ai,
      user: alice,
      prompt: generateTonePrompt,
      input: { sampleText: 'Hello.', companyName: 'Service Co' },
      signal: deadline.signal,
    }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(mock.requests()).toHaveLength(1));
    deadline.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    const err = await pending;
    expect(aiFailureReason(err)).toBe('timeout');
    // No retry after the deadline, and no wait for the retry's back-off.
    expect(mock.requests()).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it("commits a feature's result and the call's usage together, or neither when the result is refused", async () => {
    const input = { sampleText: 'Plain and kind.', companyName: 'Service Co' };
    const base = { db: ctx.db, ai, user: alice, prompt: generateTonePrompt, input };
    const saved = await runAiTask({
      ...base,
      commit: async (tx, output) => {
        await tx
          .update(organizations)
          .set({ name: output.tone.slice(0, 40) })
          .where(eq(organizations.id, orgId));
      },
    });
    const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org!.name).toBe(saved.tone.slice(0, 40));
    expect(await usageRows()).toHaveLength(1);

    // A refused result (a run taken over by another worker) rolls the usage back with it.
    await ctx.db.update(organizations).set({ name: 'Service Co' }).where(eq(organizations.id, orgId));
    const refused = new Error('run taken over');
    await expect(
      runAiTask({
        ...base,
        commit: async (tx) => {
          await tx.update(organizations).set({ name: 'half-written' }).where(eq(organizations.id, orgId));
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
    const [after] = await ctx.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(after!.name).toBe('Service Co');
    expect(await usageRows()).toHaveLength(1);
    expect(mock.requests()).toHaveLength(2);
  });

  it('records the tokens of replies that could not be used', async () => {
    mock.script({ content: 'not json', usage: { prompt_tokens: 100, completion_tokens: 2 }, times: 2 });
    expect(await reasonOf(tone())).toBe('invalid_output');
    expect(await usageRows()).toMatchObject([{ tokensUsed: 204 }]);
  });

  it("falls back to the server key, and without one gives the spec's message", async () => {
    const bob = await createOrganisationUser(ctx, { email: 'bob@nokey.test' });
    await tone(bob);
    expect(mock.requests()[0]?.keySuffix).toBe('0000');
    expect(await usageRows()).toMatchObject([{ userId: bob.id, organizationId: null }]);
    const bare = createAiRuntime({ masterKey, server: {} });
    await expect(
      runAiTask({
        db: ctx.db,
        ai: bare,
        user: bob,
        prompt: generateTonePrompt,
        input: { sampleText: 'x', companyName: 'y' },
      }),
    ).rejects.toThrow(
      'OpenAI API key not configured for your organization. Please contact your administrator.',
    );
  });

  it("paces concurrent calls to the organisation's rpm so the provider never answers 429", async () => {
    // Embedded PGlite mixes up concurrent extended-protocol queries from several pooled connections
    // (electric-sql/pglite#1046), so this concurrent test uses a one-connection pool.
    const { $client } = ctx.db as typeof ctx.db & { $client: { options: { connectionString?: string } } };
    const single = createDb($client.options.connectionString!, 1);
    const paced = createAiRuntime({ masterKey, server: { baseURL: mock.baseURL }, windowMs: 600 });
    await ctx.db.update(organizations).set({ rpmLimit: 3 }).where(eq(organizations.id, orgId));
    // The provider's window is much shorter than ours: its clock starts when a request arrives, and on a
    // loaded machine a wave may arrive up to 400 ms late without meeting the next one in its window.
    mock.configure({ rpm: 3, rpmWindowMs: 200 });
    try {
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: 7 }, (_, i) =>
          runAiTask({
            db: single.db,
            ai: paced,
            user: alice,
            prompt: generateTonePrompt,
            input: { sampleText: `Sample ${i}.`, companyName: 'Service Co' },
          }),
        ),
      );
      const elapsed = performance.now() - t0;
      expect(mock.requests().map((r) => r.status)).toEqual(Array(7).fill(200));
      expect(elapsed).toBeGreaterThanOrEqual(1195); // three waves: 0, 600, 1200 ms
      expect(await usageRows()).toHaveLength(7);
    } finally {
      mock.configure({ rpm: 0, rpmWindowMs: 60_000 });
      await single.close();
    }
  });
});

describe('runAiText and streamAiText', () => {
  const messages = [{ role: 'user' as const, content: 'Describe Acme in two sentences.' }];

  it('returns plain text and meters it', async () => {
    mock.script({ content: 'Acme makes anvils.', usage: { prompt_tokens: 9, completion_tokens: 5 } });
    const text = await runAiText({
      db: ctx.db,
      ai,
      user: alice,
      task: 'company-description',
      messages,
      service: 'cv-sorter',
    });
    expect(text).toBe('Acme makes anvils.');
    expect(await usageRows()).toMatchObject([{ service: 'cv-sorter', tokensUsed: 14 }]);
  });

  it('streams deltas and meters the stream when it ends', async () => {
    mock.script({
      content: 'Acme makes anvils for coyotes.',
      usage: { prompt_tokens: 9, completion_tokens: 7 },
    });
    const deltas: string[] = [];
    for await (const delta of streamAiText({
      db: ctx.db,
      ai,
      user: alice,
      task: 'job-description',
      messages,
    })) {
      deltas.push(delta);
    }
    expect(deltas.join('')).toBe('Acme makes anvils for coyotes.');
    expect(await usageRows()).toMatchObject([{ service: 'job-description', tokensUsed: 16 }]);
  });

  it('meters a stream the consumer stops early from what it received', async () => {
    mock.script({ content: 'one two three four five six seven eight' });
    for await (const delta of streamAiText({
      db: ctx.db,
      ai,
      user: alice,
      task: 'job-description',
      messages,
    })) {
      if (delta) break;
    }
    const rows = await usageRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokensUsed).toBe(Math.ceil(messages[0]!.content.length / 4) + 1);
  });
});

describe('a circuit breaker shared by the calls of a run (docs/product/ai.md#circuit-breaker)', () => {
  const call = (breaker: CircuitBreaker, i: number) =>
    runAiTask({
      db: ctx.db,
      ai,
      user: alice,
      prompt: generateTonePrompt,
      input: { sampleText: `Sample ${i}.`, companyName: 'Service Co' },
      breaker,
    }).catch((e: unknown) => e);

  it('opens after 3 failed attempts in a row across the calls, and the others fail without calling', async () => {
    mock.script({ fault: 'disconnect', times: 100 });
    const breaker = new CircuitBreaker();
    const first = await call(breaker, 0);
    // One call's 3 attempts fail in a row: the breaker opens on the third and its retries stop there.
    expect(mock.requests()).toHaveLength(3);
    expect(breaker.isOpen).toBe(true);
    const detail =
      'The AI provider could not be reached (connection closed); stopped after 3 failed calls in a row';
    expect(first).toMatchObject({ details: { reason: 'provider_error', detail } });
    const later = await Promise.all([1, 2, 3, 4].map((i) => call(breaker, i)));
    for (const err of later) expect(err).toBe(breaker.error);
    expect(mock.requests()).toHaveLength(3);
    expect(slept).toEqual([1000, 2000]);
    breaker.dispose();
  });

  it('counts failed attempts of concurrent calls together and aborts the calls in flight', async () => {
    // Two calls hang at the provider while three others fail at once: the third failure opens the breaker,
    // which ends the hanging calls too.
    mock.script([
      { fault: 'timeout', times: 2 },
      { status: 503, times: 100 },
    ]);
    const breaker = new CircuitBreaker();
    const hanging = [call(breaker, 0), call(breaker, 1)];
    await vi.waitFor(() => expect(mock.requests()).toHaveLength(2));
    const failing = [call(breaker, 2), call(breaker, 3), call(breaker, 4)];
    const errors = await Promise.all([...hanging, ...failing]);
    // 2 hanging + the 3 failures that open it, plus at most one attempt per other call already sent by then:
    // nowhere near the 5 calls × 3 attempts without the breaker.
    expect(mock.requests().length).toBeLessThanOrEqual(7);
    for (const err of errors) {
      expect(err).toMatchObject({
        details: {
          detail: 'The AI provider answered with an error (HTTP 503); stopped after 3 failed calls in a row',
        },
      });
    }
    breaker.dispose();
  });

  it('stays closed when the provider answers between failures, and ignores refusals of the request', async () => {
    mock.script([{ status: 503 }, { status: 503 }, { status: 400 }]);
    const breaker = new CircuitBreaker();
    expect(await call(breaker, 0)).toMatchObject({ details: { status: 400 } });
    expect(breaker.isOpen).toBe(false);
    mock.script([{ status: 500 }, { status: 500 }]);
    expect(await call(breaker, 1)).toMatchObject({ tone: expect.any(String) });
    expect(breaker.isOpen).toBe(false);
    breaker.dispose();
  });
});
