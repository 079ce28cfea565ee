import type { FastifyInstance } from 'fastify';
import type { Method } from './harness.js';

/** A JSON Schema node of the OpenAPI document (OpenAPI 3.0 dialect: `nullable`, `anyOf`, local `$ref`). */
export type JsonSchema = { [key: string]: unknown };

/** A path or query parameter of an operation. */
export type Parameter = { in: 'path' | 'query'; name: string; required: boolean; schema: JsonSchema };

/**
 * One documented route and method: `key` is `METHOD /path/{param}` as the OpenAPI document names it, `body`
 * its JSON request body: null when it takes none, or reads a multipart file (@fastify/swagger documents such a
 * route, which declares no body schema, without a body).
 */
export type Operation = {
  key: string;
  method: Method;
  path: string;
  params: Parameter[];
  body: { schema: JsonSchema; required: boolean } | null;
};

type DocOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};
type Document = { paths: Record<string, Record<string, DocOperation>> };

const methods: Record<string, Method> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

/**
 * Every operation of the app's OpenAPI document (@fastify/swagger, plugins/openapi.ts), in document order,
 * HEAD left out (Fastify adds it to every GET). Routes registered with `schema: { hide: true }` (better-auth's
 * catch-all, the Swagger UI) are not in the document. Call after `app.ready()`.
 */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as Document;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([name, op]) => {
      const method = methods[name];
      if (!method) return [];
      const json = op.requestBody?.content?.['application/json']?.schema;
      return [
        {
          key: `${method} ${path}`,
          method,
          path,
          params: (op.parameters ?? [])
            .filter((p) => p.in === 'path' || p.in === 'query')
            .map((p) => ({
              in: p.in as 'path' | 'query',
              name: p.name,
              required: p.required === true,
              schema: p.schema ?? {},
            })),
          body: json ? { schema: json, required: op.requestBody?.required === true } : null,
        },
      ];
    }),
  );
}

/** The URL of `path` (an OpenAPI template) with `values` in its `{params}`, each URL-encoded. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter {${name}} of ${path}`);
    return encodeURIComponent(value);
  });
}
