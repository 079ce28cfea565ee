import OpenAI, {
  APIConnectionTimeoutError,
  AuthenticationError,
  InternalServerError,
  RateLimitError,
} from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateTonePrompt } from '#src/platform/ai/prompts/generate-tone.prompt.js';
import { strictJsonSchema } from '#src/platform/ai/structured-output.js';
import type { MockRequestRecord } from './mock-config.js';
import { type MockLlm, startMockLlm } from './mock-llm-server.js';

let mock: MockLlm;
let client: OpenAI;
beforeAll(async () => {
  mock = await startMockLlm();
  client = new OpenAI({ apiKey: 'sk-test-1234', baseURL: mock.baseURL, maxRetries: 0 });
});
afterAll(async () => mock.close());
beforeEach(() => {
  mock.reset();
  mock.configure({ rpm: 0, failRate: 0, timeoutRate: 0, malformedRate: 0, latencyMs: 0 });
});

const user = (content: string) => [{ role: 'user' as const, content }];
const control = async (path: string, body?: unknown) => {
  const res = await fetch(`${mock.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json() as Promise<Record<string, unknown>>;
};

describe('mock provider with the official openai client', () => {
  it('answers a chat completion with usage, and lists models', async () => {
    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: user('Summarise the role of a data analyst'),
      max_tokens: 100,
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe('gpt-4o-mini');
    expect(completion.choices[0]?.message.content).toMatch(/data analyst/);
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toContain('gpt-4o-mini');
  });

  it('streams chunks ending with [DONE], with the usage chunk when asked', async () => {
    const stream = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: user('Write a short job advert'),
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: OpenAI.CompletionUsage | undefined;
    let chunks = 0;
    for await (const chunk of stream) {
      chunks++;
      text += chunk.choices[0]?.delta.content ?? '';
      usage = chunk.usage ?? usage;
    }
    expect(chunks).toBeGreaterThan(3);
    expect(text).toMatch(/^Mock reply about "Write a short job advert"/);
    expect(usage?.completion_tokens).toBe(Math.ceil(text.length / 4));
  });

  it('replies to a json_schema request with JSON valid against the schema (also via the SDK zod helper)', async () => {
    const schema = z.object({
      candidates: z.array(z.object({ name: z.string(), score: z.number().min(0).max(10) })).min(2),
      summary: z.string().max(300),
      decision: z.enum(['progress', 'reject']),
    });
    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: user('Score these candidates'),
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'score_candidates', schema: strictJsonSchema(schema), strict: true },
      },
    });
    const parsed = schema.parse(JSON.parse(completion.choices[0]?.message.content ?? ''));
    expect(parsed.candidates.length).toBeGreaterThanOrEqual(2);

    const viaHelper = await client.chat.completions.parse({
      model: 'gpt-4o-mini',
      messages: user('Score these candidates'),
      response_format: zodResponseFormat(schema, 'score_candidates'),
    });
    expect(schema.safeParse(viaHelper.choices[0]?.message.parsed).success).toBe(true);
  });

  it('writes a tone of voice from the sample for the generate-tone task', async () => {
    const completion = await client.chat.completions.create(
      {
        model: 'gpt-4o-mini',
        messages: [
          { role: 'system', content: generateTonePrompt.system },
          {
            role: 'user',
            content: generateTonePrompt.buildUser({
              companyName: 'Acme Robotics',
              sampleText: "We're a small crew building robots! You'll love it here. Come say hi!",
            }),
          },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'generate-tone', schema: strictJsonSchema(generateTonePrompt.outputSchema) },
        },
      },
      { headers: { 'x-rw-task': 'generate-tone' } },
    );
    const { tone } = generateTonePrompt.outputSchema.parse(
      JSON.parse(completion.choices[0]?.message.content ?? ''),
    );
    expect(tone).toMatch(/^Write job text for Acme Robotics in a warm, informal and energetic register/);
    expect(tone).toMatch(/short, punchy sentences/);
    expect(tone).toMatch(/inclusive, gender-neutral/);
    expect(mock.requests()[0]).toMatchObject({
      task: 'generate-tone',
      schemaName: 'generate-tone',
      keySuffix: '1234',
    });
  });
});

describe('mock provider faults and control endpoints', () => {
  it('answers 429 with Retry-After past its requests-per-minute limit', async () => {
    mock.configure({ rpm: 2 });
    await client.chat.completions.create({ model: 'gpt-4', messages: user('one') });
    await client.chat.completions.create({ model: 'gpt-4', messages: user('two') });
    const err = await client.chat.completions
      .create({ model: 'gpt-4', messages: user('three') })
      .catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(Number((err as RateLimitError).headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
  });

  it('injects 500s, malformed bodies and timeouts at the configured rates', async () => {
    mock.configure({ failRate: 1 });
    await expect(
      client.chat.completions.create({ model: 'gpt-4', messages: user('x') }),
    ).rejects.toBeInstanceOf(InternalServerError);
    mock.configure({ failRate: 0, malformedRate: 1 });
    await expect(
      client.chat.completions.create({ model: 'gpt-4', messages: user('x') }),
    ).rejects.toBeInstanceOf(SyntaxError);
    mock.configure({ malformedRate: 0, timeoutRate: 1 });
    await expect(
      client.chat.completions.create({ model: 'gpt-4', messages: user('x') }, { timeout: 200 }),
    ).rejects.toBeInstanceOf(APIConnectionTimeoutError);
    expect(mock.requests().map((r) => r.outcome)).toEqual(['error', 'malformed', 'timeout']);
  });

  it('refuses a missing or invalid key with 401', async () => {
    const bad = new OpenAI({ apiKey: 'sk-invalid-0000', baseURL: mock.baseURL, maxRetries: 0 });
    await expect(bad.chat.completions.create({ model: 'gpt-4', messages: user('x') })).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });

  it('plays a script pushed over HTTP, matched by task, and reports what it received', async () => {
    await control('/__mock/script', {
      replies: [
        { match: { task: 'other' }, content: 'not for us' },
        { status: 503, retryAfter: 0 },
        { content: 'scripted answer', usage: { prompt_tokens: 11, completion_tokens: 7 } },
      ],
    });
    const first = await client.chat.completions
      .create({ model: 'gpt-4', messages: user('a') })
      .catch((e) => e);
    expect(first.status).toBe(503);
    const second = await client.chat.completions.create({ model: 'gpt-4', messages: user('b') });
    expect(second.choices[0]?.message.content).toBe('scripted answer');
    expect(second.usage).toMatchObject({ prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 });
    const third = await client.chat.completions.create(
      { model: 'gpt-4', messages: user('c') },
      { headers: { 'x-rw-task': 'other' } },
    );
    expect(third.choices[0]?.message.content).toBe('not for us');

    const { requests } = (await control('/__mock/requests')) as { requests: MockRequestRecord[] };
    expect(requests.map((r) => [r.id, r.outcome, r.status, r.messages[0]?.content])).toEqual([
      [1, 'error', 503, 'a'],
      [2, 'scripted', 200, 'b'],
      [3, 'scripted', 200, 'c'],
    ]);
    expect(((await control('/__mock/requests?task=other')) as { requests: unknown[] }).requests).toHaveLength(
      1,
    );
    await control('/__mock/reset', { latencyMs: 5 });
    expect(((await control('/__mock/requests')) as { requests: unknown[] }).requests).toHaveLength(0);
    expect(((await control('/__mock/config')) as { config: { latencyMs: number } }).config.latencyMs).toBe(5);
  });
});
