import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How a response schema is written: compiled from its JSON Schema, or checked by zod first (the fallback). */
export type SerializerKind = 'compiled' | 'zod';

type Stringify = (data: unknown) => string;
type Compiled = { kind: SerializerKind; stringify: Stringify };

/** One compiled serialiser per zod schema object: errorBody and the shared shapes are compiled once. */
const cache = new WeakMap<object, Compiled>();

/**
 * The JSON Schema of a response schema as the client receives it (draft-07, the shape zod's encode writes),
 * or null when zod cannot represent it (a Buffer body, a transform, a custom check): those stay with zod.
 */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> | null {
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return json as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The serialiser of one response schema (docs/decisions/0011-request-path.md): fast-json-stringify compiled
 * from the schema's JSON Schema, so an answer is written in one pass with only the declared properties (as
 * zod's encode strips the others), without validating every outgoing object with zod first. Whatever the
 * compiled writer cannot write (a missing required property, a value of another type than declared) is
 * handed to zod's serialiser, which answers as before: the encoded JSON, or a response-serialisation error.
 * Schemas zod cannot turn into JSON Schema keep zod's serialiser.
 */
export function compileResponseSerializer(schema: z.ZodType, method = 'GET', url = ''): Compiled {
  const known = cache.get(schema);
  if (known) return known;
  const viaZod = zodSerializerCompiler({ schema, method, url }) as Stringify;
  const json = responseJsonSchema(schema);
  let compiled: Compiled = { kind: 'zod', stringify: viaZod };
  if (json) {
    try {
      const write = fastJson(json) as Stringify;
      compiled = {
        kind: 'compiled',
        stringify: (data) => {
          try {
            return write(data);
          } catch {
            return viaZod(data);
          }
        },
      };
    } catch {
      // fast-json-stringify refused the schema: zod writes it.
    }
  }
  cache.set(schema, compiled);
  return compiled;
}

/**
 * Fastify's serializer compiler for the zod response schemas of every route: compiled lazily, on a route's
 * first answer with that status, so starting the app compiles nothing it does not serve.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  let stringify: Stringify | undefined;
  return (data: unknown) => {
    stringify ??= compileResponseSerializer(schema, method, url).stringify;
    return stringify(data);
  };
};
