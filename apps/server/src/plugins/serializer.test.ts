import * as core from '@rw/core';
import { candidateListResponse, errorBody, job, jobList, meResponse } from '@rw/core';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema } from '#src/test/openapi-operations.js';
import { minimalSample } from '#src/test/schema-sample.js';
import { compileResponseSerializer, responseJsonSchema } from './serializer.js';

const viaZod = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/test' }) as (data: unknown) => string;

const listItem = {
  id: '0b6a4c1e-1f7a-4d7e-9a53-2d7f1f2b9c11',
  first_name: 'Zoë',
  last_name: 'Núñez "the" \\ one',
  email: null,
  phone: null,
  location: 'Kraków\u2028',
  current_title: 'Engineer',
  current_company: null,
  linkedin_url: 'https://www.linkedin.com/in/zoe',
  created_at: '2026-01-15T09:30:00.000Z',
};

describe('response serialisers', () => {
  // The hot read routes (candidates list and search, job detail, the jobs list, /api/me) and every error.
  it('compiles the hot read routes and the error body from their JSON Schema', () => {
    for (const schema of [candidateListResponse, job, jobList, meResponse, errorBody]) {
      expect(compileResponseSerializer(schema).kind).toBe('compiled');
    }
  });

  it('writes what zod writes, leaving out undeclared properties', () => {
    const page = {
      candidates: [{ ...listItem, search_text: 'internal', domain: 'other.test' }],
      matching: { value: 1000, capped: true },
      total: { value: 1000, capped: true },
      next_cursor: null,
      debug: 'not declared',
    };
    const compiled = compileResponseSerializer(candidateListResponse).stringify(page);
    expect(compiled).toBe(viaZod(candidateListResponse)(page));
    expect(JSON.parse(compiled).candidates[0]).toEqual(listItem);
  });

  it('hands what it cannot write to zod, which answers as before', () => {
    const broken = { candidates: [], matching: { value: 1, capped: false }, next_cursor: null };
    const compiled = compileResponseSerializer(candidateListResponse);
    expect(() => compiled.stringify(broken)).toThrow(ResponseSerializationError);
  });

  it('keeps zod for schemas JSON Schema cannot express', () => {
    const transformed = z.object({ at: z.string() }).transform((v) => v.at);
    expect(responseJsonSchema(transformed)).toBeNull();
    expect(compileResponseSerializer(transformed).kind).toBe('zod');
  });

  // Every schema of the contract that JSON Schema expresses: a sample of it is written as zod writes it.
  it('writes every schema of the contract as zod does', () => {
    let checked = 0;
    for (const [name, value] of Object.entries(core)) {
      if (!(value instanceof z.ZodType)) continue;
      const json = responseJsonSchema(value);
      if (!json) continue;
      const sample = minimalSample(json as JsonSchema);
      if (sample === undefined || !value.safeParse(sample).success) continue;
      let expected: string;
      try {
        expected = viaZod(value)(sample);
      } catch {
        continue; // not encodable (an input-only schema with a transform)
      }
      expect(compileResponseSerializer(value).stringify(sample), name).toBe(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
