import crypto from 'node:crypto';
import type { JsonSchema } from './openapi-operations.js';

/** Strings tried, in order, against a `pattern` the sampler must satisfy. */
const patternCandidates = ['sample', 'example.com', 'glance', 'Sample', '1', 'a'];

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema's non-null alternative of `anyOf`/`oneOf`, else the schema itself. */
export function resolveSchema(schema: JsonSchema): JsonSchema {
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(options) && options.length > 0) {
    const chosen = options.filter(isSchema).find((o) => o.type !== 'null') ?? options[0];
    return isSchema(chosen) ? resolveSchema(chosen) : {};
  }
  if (Array.isArray(schema.allOf)) {
    const merged: JsonSchema = { ...schema, allOf: undefined };
    for (const part of schema.allOf.filter(isSchema)) {
      Object.assign(merged, part, {
        properties: { ...(merged.properties as object), ...(part.properties as object) },
      });
    }
    return merged;
  }
  return schema;
}

/** The JSON type a schema describes: 'string', 'number', 'integer', 'boolean', 'array', 'object' or 'any'. */
export function schemaType(schema: JsonSchema): string {
  const s = resolveSchema(schema);
  if (Array.isArray(s.enum) && s.enum.length > 0) return typeof s.enum[0];
  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => t && t !== 'null');
  if (typeof types[0] === 'string') return types[0];
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return 'any';
}

/**
 * The smallest value valid against a JSON Schema of a request (the OpenAPI document's zod output): an
 * object's required properties only, `minItems` items, an enum's first value, a number at its lower bound, a
 * string of `minLength` satisfying `format` (uuid, email, date, date-time, uri) or `pattern` (tried with a
 * few plain words). @returns undefined when the schema says nothing it could satisfy (no type, or a pattern
 * none of the words match): such a body needs a written sample.
 */
export function minimalSample(input: JsonSchema): unknown {
  const schema = resolveSchema(input);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  switch (schemaType(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = isSchema(schema.properties) ? schema.properties : {};
      for (const key of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
        const value = minimalSample(isSchema(properties[key]) ? properties[key] : {});
        if (value === undefined) return undefined;
        out[key] = value;
      }
      return out;
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const item = minimalSample(isSchema(schema.items) ? schema.items : {});
      if (count > 0 && item === undefined) return undefined;
      return Array.from({ length: count }, () => item);
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
      const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
      const value = min ?? (max !== undefined ? Math.min(1, max) : 1);
      return schema.type === 'integer' ? Math.ceil(value) : value;
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return undefined;
  }
}

function sampleString(schema: JsonSchema): string | undefined {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  switch (schema.format) {
    case 'uuid':
      return crypto.randomUUID();
    case 'email':
      return 'sample@example.com';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T09:30:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.com/';
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    return patternCandidates.find((word) => pattern.test(word) && word.length >= min);
  }
  return 'Sample'.padEnd(min, 'x');
}
