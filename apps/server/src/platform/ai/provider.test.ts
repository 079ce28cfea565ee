import { APIConnectionTimeoutError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { generateTonePrompt } from './prompts/generate-tone.prompt.js';
import {
  type CallGate,
  completeStructured,
  completeText,
  createProviderClient,
  ProviderOutputError,
  streamText,
} from './provider.js';

let mock: MockLlm;
let base: Pick<Parameters<typeof completeText>[0], 'client' | 'model' | 'task'>;
beforeAll(async () => {
  mock = await startMockLlm();
  base = {
    client: createProviderClient({ apiKey: 'sk-test-abcd', baseURL: mock.baseURL }),
    model: 'gpt-4o-mini',
    task: 'score-test',
  };
});
afterAll(async () => mock.close());
beforeEach(() => mock.reset());

const schema = z.object({ score: z.number().min(0).max(10), rationale: z.string() });
const messages = [{ role: 'user' as const, content: 'Score this candidate' }];
const usage = { prompt_tokens: 10, completion_tokens: 5 };

describe('completeStructured', () => {
  it('asks for a strict json_schema named after the task, tags the request, and validates the reply', async () => {
    const result = await completeStructured({ ...base, messages, schema });
    expect(schema.safeParse(result.data).success).toBe(true);
    expect(result.model).toBe('gpt-4o-mini');
    expect(result.usage.totalTokens).toBeGreaterThan(0);
    expect(mock.requests()).toMatchObject([
      { task: 'score-test', schemaName: 'score-test', keySuffix: 'abcd' },
    ]);
  });

  it('repairs a fenced reply without asking again', async () => {
    mock.script({ content: 'Here you go:\n```json\n{"score": 8, "rationale": "Strong"}\n```', usage });
    const result = await completeStructured({ ...base, messages, schema });
    expect(result.data).toEqual({ score: 8, rationale: 'Strong' });
    expect(mock.requests()).toHaveLength(1);
  });

  it('asks once more with the validation error fed back, and sums the usage of both calls', async () => {
    mock.script([
      { json: { score: 42, rationale: 'Too high' }, usage },
      { json: { score: 4, rationale: 'Fixed' }, usage },
    ]);
    const result = await completeStructured({ ...base, messages, schema });
    expect(result.data).toEqual({ score: 4, rationale: 'Fixed' });
    expect(result.usage).toEqual({ promptTokens: 20, completionTokens: 10, totalTokens: 30 });
    const second = mock.requests()[1]!;
    expect(second.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(second.messages[2]?.content).toMatch(
      /did not match the schema[\s\S]*score[\s\S]*Reply again[\s\S]*JSON schema:\n\{.*"rationale"/,
    );
  });

  it('fails with invalid_output (and what it cost) when the second reply is wrong too', async () => {
    mock.script({ content: 'I cannot answer that.', usage, times: 2 });
    const err = await completeStructured({ ...base, messages, schema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderOutputError);
    expect(err).toMatchObject({ kind: 'invalid_output', usage: { totalTokens: 30 } });
    expect(mock.requests()).toHaveLength(2);
  });

  it('fails with empty_reply after two empty replies', async () => {
    mock.script({ content: '', times: 2 });
    await expect(completeStructured({ ...base, messages, schema })).rejects.toMatchObject({
      kind: 'empty_reply',
    });
  });

  it('asks in JSON mode with the schema in the prompt when json_schema is refused, then keeps that mode', async () => {
    // Its own model name: the mode learnt is kept per provider and model.
    const deepseek = { ...base, model: 'deepseek-chat' };
    mock.script([
      { status: 400, message: "This response_format type is unavailable now: 'json_schema'" },
      { content: '{"score": 7, "rationale": "Solid"}', usage },
      {
        content: '<think>\nThe rubric asks for {ownership}.\n</think>\n{"score": 6, "rationale": "Good"}',
        usage,
      },
    ]);
    expect((await completeStructured({ ...deepseek, messages, schema })).data).toEqual({
      score: 7,
      rationale: 'Solid',
    });
    expect((await completeStructured({ ...deepseek, messages, schema })).data).toEqual({
      score: 6,
      rationale: 'Good',
    });
    const [refused, retried, later] = mock.requests();
    expect(refused).toMatchObject({ schemaName: 'score-test', status: 400 });
    for (const r of [retried!, later!]) {
      expect(r.schemaName).toBeNull();
      expect(r.messages[0]).toMatchObject({ role: 'system' });
      expect(r.messages[0]!.content).toMatch(/matches this JSON schema:\n\{.*"score"/);
      expect(r.messages[1]).toEqual(messages[0]);
    }
    expect(mock.requests()).toHaveLength(3);
  });

  it('passes on a 400 that is not about response_format', async () => {
    mock.script({ status: 400, message: "This model's maximum context length is 8192 tokens." });
    await expect(completeStructured({ ...base, messages, schema })).rejects.toMatchObject({ status: 400 });
    expect(mock.requests()).toHaveLength(1);
  });

  it('produces a realistic tone for the generate-tone prompt', async () => {
    const result = await completeStructured({
      ...base,
      task: generateTonePrompt.task,
      messages: [
        { role: 'system', content: generateTonePrompt.system },
        {
          role: 'user',
          content: generateTonePrompt.buildUser({
            companyName: 'Northwind Legal',
            sampleText:
              'Northwind Legal provides comprehensive regulatory counsel to multinational organisations. Our practitioners combine jurisdictional expertise with considered judgement.',
          }),
        },
      ],
      schema: generateTonePrompt.outputSchema,
    });
    expect(result.data.tone).toMatch(
      /^Write job text for Northwind Legal in a professional, measured register/,
    );
  });

  it('sends each request through the gate and settles it with the tokens used', async () => {
    const seen: { estimate: number; settled?: number }[] = [];
    const gate: CallGate = async (estimate, call) => {
      const entry: { estimate: number; settled?: number } = { estimate };
      seen.push(entry);
      return {
        value: await call(),
        settle: (t) => {
          entry.settled = t;
        },
      };
    };
    mock.script({ json: { score: 1, rationale: 'ok' }, usage });
    await completeStructured({ ...base, messages, schema, maxTokens: 200, gate });
    expect(seen).toEqual([{ estimate: 5 + 200, settled: 15 }]);
  });
});

describe('completeText and streamText', () => {
  it('returns plain text, and fails on an empty one', async () => {
    mock.script({ content: 'A plain answer.', usage });
    expect(await completeText({ ...base, messages })).toMatchObject({
      text: 'A plain answer.',
      usage: { totalTokens: 15 },
    });
    mock.script({ content: '   ' });
    await expect(completeText({ ...base, messages })).rejects.toMatchObject({ kind: 'empty_reply' });
  });

  it("drops a reasoning model's <think> block from text and from a stream", async () => {
    mock.script({ content: '<think>They want one line.</think>\n\nA plain answer.', usage });
    expect((await completeText({ ...base, messages })).text).toBe('A plain answer.');
    mock.script({ content: '<think>\nPlan: greet {warmly}.\n</think>\n\nHello there, Amara.', usage });
    const deltas: string[] = [];
    const stream = streamText({ ...base, messages });
    let next = await stream.next();
    while (!next.done) {
      deltas.push(next.value);
      next = await stream.next();
    }
    expect(deltas.join('')).toBe('Hello there, Amara.');
    expect(next.value.text).toBe('Hello there, Amara.');
    mock.script({ content: '<think>Only thinking, cut off' });
    await expect(completeText({ ...base, messages })).rejects.toMatchObject({ kind: 'empty_reply' });
  });

  it('learns that a reasoning model takes max_completion_tokens and only its default temperature', async () => {
    const o3 = { ...base, model: 'o3-mini', temperature: 0.2, maxTokens: 300 };
    mock.script([
      {
        status: 400,
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      },
      {
        status: 400,
        message:
          "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
      },
      { content: 'First answer.', usage },
      { content: 'Second answer.', usage },
    ]);
    expect((await completeText({ ...o3, messages })).text).toBe('First answer.');
    expect((await completeText({ ...o3, messages })).text).toBe('Second answer.');
    expect(mock.requests().map((r) => r.params)).toEqual([
      { temperature: 0.2, max_tokens: 300 },
      { temperature: 0.2, max_completion_tokens: 300 },
      { max_completion_tokens: 300 },
      { max_completion_tokens: 300 },
    ]);
    // Another model of the same provider keeps the usual fields.
    await completeText({ ...base, temperature: 0.2, maxTokens: 300, messages });
    expect(mock.requests()[4]?.params).toEqual({ temperature: 0.2, max_tokens: 300 });
  });

  it('streams without stream_options from a provider that refuses them, and fails on a refusal it cannot fix', async () => {
    const azure = { ...base, model: 'gpt-4o-2024-05-13' };
    mock.script([
      { status: 400, message: 'Unrecognized request argument supplied: stream_options' },
      { content: 'Streamed anyway.' },
    ]);
    let text = '';
    for await (const delta of streamText({ ...azure, messages })) text += delta;
    expect(text).toBe('Streamed anyway.');
    expect(mock.requests().map((r) => r.params)).toEqual([{ stream_options: { include_usage: true } }, {}]);
    mock.script({ status: 400, message: 'Unrecognized request argument supplied: stream_options' });
    await expect(
      (async () => {
        for await (const _ of streamText({ ...azure, messages })) {
          // consume
        }
      })(),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('times out a call that never answers', async () => {
    mock.script({ fault: 'timeout' });
    await expect(completeText({ ...base, messages, timeoutMs: 100 })).rejects.toBeInstanceOf(
      APIConnectionTimeoutError,
    );
  });

  it('streams deltas and returns the text with the reported usage', async () => {
    mock.script({ content: 'One two three four five.', usage });
    const stream = streamText({ ...base, messages });
    const deltas: string[] = [];
    let next = await stream.next();
    while (!next.done) {
      deltas.push(next.value);
      next = await stream.next();
    }
    expect(deltas.join('')).toBe('One two three four five.');
    expect(deltas.length).toBeGreaterThan(3);
    expect(next.value).toMatchObject({ text: 'One two three four five.', usage: { totalTokens: 15 } });
    expect(mock.requests()[0]).toMatchObject({ stream: true, task: 'score-test' });
  });

  it('fails a stream that goes silent for longer than the timeout', async () => {
    mock.configure({ chunkDelayMs: 300 });
    try {
      const stream = streamText({ ...base, messages, timeoutMs: 100 });
      await expect(
        (async () => {
          for await (const _ of stream) {
            // consume
          }
        })(),
      ).rejects.toBeInstanceOf(APIConnectionTimeoutError);
    } finally {
      mock.configure({ chunkDelayMs: 0 });
    }
  });
});
