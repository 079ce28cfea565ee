import { APIConnectionTimeoutError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MockLlm, startMockLlm } from '#src/mock-llm/mock-llm-server.js';
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
    expect(second.messages[2]?.content).toMatch(/did not match the schema[\s\S]*score[\s\S]*Reply again/);
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
