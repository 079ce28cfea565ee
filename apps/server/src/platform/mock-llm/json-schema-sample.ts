import { pick, seededRandom } from './random.js';

type Schema = { [key: string]: unknown };

/** Supplies realistic text for a string at `path` (property names from the root); undefined → generic text. */
export type TextHook = (path: readonly string[]) => string | undefined;

export type SampleOptions = { seed: number; text?: TextHook };

const words = [
  'candidate',
  'experience',
  'team',
  'clear',
  'strong',
  'role',
  'skills',
  'delivery',
  'product',
  'customers',
  'growth',
  'collaborative',
  'relevant',
  'background',
  'impact',
  'leadership',
  'practical',
  'evidence',
] as const;
const names = ['Alex Morgan', 'Sam Patel', 'Jordan Lee', 'Taylor Kim', 'Chris Novak', 'Robin Silva'] as const;
const titles = ['Senior Software Engineer', 'Product Manager', 'Data Analyst', 'Account Executive'] as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fit(text: string, min: number, max: number, rng: () => number): string {
  let out = text;
  while (out.length < min) out += ` ${pick(rng, words)}`;
  return out.length > max ? out.slice(0, max).trimEnd().padEnd(Math.min(min, max), 'x') : out;
}

/** Generates values that satisfy a JSON Schema (the subset structured outputs use), deterministically. */
class Sampler {
  private readonly rng: () => number;

  constructor(
    private readonly root: Schema,
    private readonly opts: SampleOptions,
  ) {
    this.rng = seededRandom(opts.seed);
  }

  private deref(schema: Schema): Schema {
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#')) return schema;
    let node: unknown = this.root;
    for (const part of ref.slice(1).split('/').filter(Boolean)) {
      node = isSchema(node) ? node[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    }
    return isSchema(node)
      ? { ...node, ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) }
      : {};
  }

  value(input: unknown, path: string[], depth: number): unknown {
    if (!isSchema(input)) return null;
    const schema = this.deref(input);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return pick(this.rng, schema.enum);
    const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
    if (Array.isArray(options) && options.length > 0) {
      // Prefer a real value over null, so a nullable field shows what it would hold.
      const chosen = options.find((o) => !(isSchema(o) && o.type === 'null')) ?? options[0];
      return this.value(chosen, path, depth);
    }
    if (Array.isArray(schema.allOf)) {
      const merged: Schema = { ...schema, allOf: undefined };
      const properties: Schema = {};
      for (const part of schema.allOf.filter(isSchema)) {
        const s = this.deref(part);
        Object.assign(merged, s);
        Object.assign(properties, s.properties);
      }
      if (Object.keys(properties).length > 0) merged.properties = properties;
      return this.value({ ...merged, allOf: undefined }, path, depth);
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const type =
      types.find((t) => t !== 'null' && t !== undefined) ??
      (schema.properties ? 'object' : schema.items || schema.prefixItems ? 'array' : types[0]);
    switch (type) {
      case 'object':
        return this.object(schema, path, depth);
      case 'array':
        return this.array(schema, path, depth);
      case 'integer':
        return this.number(schema, true);
      case 'number':
        return this.number(schema, false);
      case 'boolean':
        return this.rng() < 0.5;
      case 'null':
        return null;
      default:
        return this.string(schema, path);
    }
  }

  private object(schema: Schema, path: string[], depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const properties = isSchema(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [key, sub] of Object.entries(properties)) {
      // Deep optional branches stop growing so recursive schemas end.
      if (depth > 6 && !required.has(key)) continue;
      out[key] = this.value(sub, [...path, key], depth + 1);
    }
    return out;
  }

  private array(schema: Schema, path: string[], depth: number): unknown[] {
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
    const min = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 0, prefix.length);
    const closed = schema.items === false;
    const max = closed
      ? prefix.length
      : typeof schema.maxItems === 'number'
        ? schema.maxItems
        : Math.max(min, 3);
    let count = Math.min(Math.max(min, depth > 6 ? min : 3), max);
    const item = isSchema(schema.items) ? this.deref(schema.items) : {};
    if (schema.uniqueItems && Array.isArray(item.enum)) count = Math.min(count, item.enum.length);
    return Array.from({ length: count }, (_, i) => {
      if (i < prefix.length) return this.value(prefix[i], [...path, String(i)], depth + 1);
      if (schema.uniqueItems && Array.isArray(item.enum)) return item.enum[i];
      return this.value(item, [...path, String(i)], depth + 1);
    });
  }

  private number(schema: Schema, integer: boolean): number {
    const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
    const step = integer ? 1 : 0.01;
    let min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? Number.NaN) + step;
    let max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) ?? Number.NaN) - step;
    if (Number.isNaN(min)) min = Number.isNaN(max) ? 0 : Math.min(0, max);
    if (Number.isNaN(max)) max = min + 100;
    // Keep huge ranges (int64 bounds from zod) to small, readable numbers.
    if (max - min > 1e6) [min, max] = min <= 0 && max >= 100 ? [Math.max(min, 0), 100] : [min, min + 100];
    const multipleOf = num(schema.multipleOf);
    if (multipleOf) {
      const lo = Math.ceil(min / multipleOf);
      const hi = Math.floor(max / multipleOf);
      return (lo + Math.floor(this.rng() * (hi - lo + 1))) * multipleOf;
    }
    if (integer) {
      const lo = Math.ceil(min);
      const hi = Math.floor(max);
      return lo + Math.floor(this.rng() * (hi - lo + 1));
    }
    return Math.min(max, Math.max(min, Math.round((min + this.rng() * (max - min)) * 100) / 100));
  }

  private string(schema: Schema, path: string[]): string {
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
    const hex = () => Math.floor(this.rng() * 16).toString(16);
    switch (schema.format) {
      case 'email':
        return `${pick(this.rng, names).toLowerCase().replace(' ', '.')}@example.com`;
      case 'date-time':
        return new Date(Date.UTC(2025, 0, 1 + Math.floor(this.rng() * 300), 9, 30)).toISOString();
      case 'date':
        return new Date(Date.UTC(2025, 0, 1 + Math.floor(this.rng() * 300))).toISOString().slice(0, 10);
      case 'time':
        return '09:30:00';
      case 'uri':
      case 'url':
        return `https://example.com/${path.at(-1) ?? 'page'}`;
      case 'uuid':
        return 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, hex);
    }
    const key = (path.at(-1) ?? '').toLowerCase();
    const text =
      this.opts.text?.(path) ??
      (key.includes('email')
        ? `${pick(this.rng, names).toLowerCase().replace(' ', '.')}@example.com`
        : key.endsWith('name')
          ? pick(this.rng, names)
          : key.includes('title')
            ? pick(this.rng, titles)
            : this.sentence());
    return fit(text, min, max, this.rng);
  }

  private sentence(): string {
    const n = 6 + Math.floor(this.rng() * 8);
    const list = Array.from({ length: n }, () => pick(this.rng, words));
    const s = list.join(' ');
    return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
  }
}

/**
 * A value valid against a JSON Schema, for the mock provider's structured replies: objects (every property),
 * arrays (minItems…maxItems, 3 when free, prefixItems, unique enums), strings (enum, const, min/max length,
 * email/date/date-time/uri/uuid formats), numbers and integers (minimum/maximum, exclusive bounds,
 * multipleOf), booleans, null, nullable types, anyOf/oneOf (first non-null), allOf (merged) and local $ref.
 * `pattern` is not honoured. The same seed gives the same value.
 */
export function sampleFromSchema(schema: unknown, opts: SampleOptions): unknown {
  const root = isSchema(schema) ? schema : {};
  return new Sampler(root, opts).value(root, [], 0);
}
