import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictJsonSchema } from '#src/platform/ai/structured-output.js';
import { sampleFromSchema } from './json-schema-sample.js';

const scoring = z.object({
  companyRelevancy: z.object({ score: z.number().min(0).max(10), rationale: z.string().max(200) }),
  seniorityMatch: z.object({ score: z.int().min(1).max(5), rationale: z.string().min(20).max(200) }),
  verdict: z.enum(['progress', 'hold', 'reject']),
  tags: z.array(z.string().min(3)).min(4).max(6),
  email: z.email(),
  website: z.url().nullable(),
  started: z.iso.datetime(),
  note: z.string().optional(),
  flagged: z.boolean(),
  nested: z.array(z.object({ stage: z.string(), order: z.int().positive() })).min(1),
});

describe('sampleFromSchema', () => {
  it('produces a value the zod schema accepts, for the JSON schema generated from it', () => {
    for (const seed of [1, 2, 3, 42, 9999]) {
      const value = sampleFromSchema(strictJsonSchema(scoring), { seed });
      expect(scoring.safeParse(value).error).toBeUndefined();
    }
  });

  it('is deterministic per seed', () => {
    const schema = strictJsonSchema(scoring);
    expect(sampleFromSchema(schema, { seed: 7 })).toEqual(sampleFromSchema(schema, { seed: 7 }));
    expect(sampleFromSchema(schema, { seed: 7 })).not.toEqual(sampleFromSchema(schema, { seed: 8 }));
  });

  it('honours bounds, exclusive bounds, multipleOf, const, anyOf, allOf and $ref', () => {
    const schema = {
      $defs: { Person: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
      type: 'object',
      properties: {
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        step: { type: 'integer', minimum: 10, maximum: 50, multipleOf: 5 },
        kind: { const: 'candidate' },
        maybe: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 3, maximum: 3 }] },
        both: {
          allOf: [{ properties: { a: { type: 'boolean' } } }, { properties: { b: { type: 'null' } } }],
        },
        owner: { $ref: '#/$defs/Person' },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false },
        picks: { type: 'array', items: { enum: ['x', 'y'] }, uniqueItems: true, minItems: 2 },
        short: { type: 'string', minLength: 5, maxLength: 5 },
      },
    };
    const v = sampleFromSchema(schema, { seed: 3 }) as Record<string, unknown>;
    expect(v.ratio).toBeGreaterThan(0);
    expect(v.ratio).toBeLessThan(1);
    expect((v.step as number) % 5).toBe(0);
    expect(v.step).toBeGreaterThanOrEqual(10);
    expect(v.kind).toBe('candidate');
    expect(v.maybe).toBe(3);
    expect(v.both).toEqual({ a: expect.any(Boolean), b: null });
    expect(v.owner).toEqual({ name: expect.any(String) });
    expect(v.pair).toEqual([expect.any(String), expect.any(Number)]);
    expect(v.picks).toEqual(['x', 'y']);
    expect(v.short).toHaveLength(5);
  });

  it('lets a task supply realistic text for a path', () => {
    const v = sampleFromSchema(strictJsonSchema(z.object({ tone: z.string(), other: z.string() })), {
      seed: 1,
      text: (path) => (path.join('.') === 'tone' ? 'Write warmly.' : undefined),
    });
    expect(v).toMatchObject({ tone: 'Write warmly.', other: expect.any(String) });
  });
});
