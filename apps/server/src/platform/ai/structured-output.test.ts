import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  firstJsonValue,
  parseStructured,
  ReasoningFilter,
  schemaNameOf,
  strictJsonSchema,
  stripCodeFences,
  stripReasoning,
} from './structured-output.js';

const schema = z.object({ score: z.number().min(0).max(10), rationale: z.string().max(200) });

describe('structured output', () => {
  it('builds a strict JSON schema: every property required, no others, no $schema', () => {
    const json = strictJsonSchema(
      z.object({ a: z.string(), b: z.number().optional(), c: z.object({ d: z.boolean() }) }),
    );
    expect(json).not.toHaveProperty('$schema');
    expect(json).toMatchObject({
      type: 'object',
      required: ['a', 'b', 'c'],
      additionalProperties: false,
      properties: { c: { required: ['d'], additionalProperties: false } },
    });
    expect(schemaNameOf('generate-tone')).toBe('generate-tone');
    expect(schemaNameOf('score candidates/v2')).toBe('score_candidates_v2');
  });

  it('accepts a valid reply as it is', () => {
    expect(parseStructured('{"score": 7, "rationale": "Fits"}', schema)).toEqual({
      ok: true,
      data: { score: 7, rationale: 'Fits' },
    });
  });

  it('repairs code fences and surrounding prose', () => {
    expect(stripCodeFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(parseStructured('```json\n{"score": 3, "rationale": "Thin"}\n```', schema)).toMatchObject({
      ok: true,
    });
    const prose =
      'Sure! Here is the {draft} result: {"score": 9, "rationale": "Uses \\"}\\" braces"} Hope it helps.';
    expect(firstJsonValue(prose)).toBe('{"score": 9, "rationale": "Uses \\"}\\" braces"}');
    expect(parseStructured(prose, schema)).toEqual({
      ok: true,
      data: { score: 9, rationale: 'Uses "}" braces' },
    });
  });

  it('explains what is wrong when it cannot repair', () => {
    const wrong = parseStructured('{"score": 42, "rationale": "x"}', schema);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toMatch(/did not match the schema[\s\S]*score/);
    expect(parseStructured('no json here', schema)).toEqual({ ok: false, error: 'The reply was not JSON.' });
    expect(firstJsonValue('{"unterminated": [1, 2}')).toBeNull();
  });
});

describe('reasoning blocks', () => {
  const stream = (text: string, size: number) => {
    const filter = new ReasoningFilter();
    let shown = '';
    for (let i = 0; i < text.length; i += size) shown += filter.push(text.slice(i, i + size));
    return shown + filter.flush();
  };

  it('stripReasoning drops closed blocks and one left open, and keeps other text', () => {
    expect(stripReasoning('<think>a {b}</think>\n{"x": 1}')).toBe('{"x": 1}');
    expect(stripReasoning('  <Thinking>plan</Thinking> Answer <reasoning>r</reasoning>')).toBe('Answer');
    expect(stripReasoning('<think>cut off')).toBe('');
    expect(stripReasoning('Score: 3 < 5 and 7 > 2')).toBe('Score: 3 < 5 and 7 > 2');
  });

  it('ReasoningFilter shows the same as stripReasoning, whatever the chunk size', () => {
    const replies = [
      '<think>\nWeigh {x}.\n</think>\n\nThe answer.',
      '\n<think>a</think>b',
      'Plain answer <with> signs',
      '<th',
      '<think>never closed',
      '<tool>not reasoning</tool>',
      '',
    ];
    for (const reply of replies) {
      for (const size of [1, 2, 5, 1000])
        expect(stream(reply, size), `${reply} by ${size}`).toBe(stripReasoning(reply));
    }
  });
});
