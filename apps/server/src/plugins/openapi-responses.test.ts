import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#src/test/harness.js';

type DocResponse = { description?: string; content?: Record<string, unknown> };
type Operation = { responses?: Record<string, DocResponse> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let ctx: TestContext;
let doc: OpenApiDocument;

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.call('GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await ctx?.close();
});

/**
 * Every documented operation, as `METHOD /path`, with the statuses of the responses its route declares. A
 * route without a response schema gets `200: { description: 'Default Response' }` from @fastify/swagger, with
 * no content: that one is not counted (a declared 204 has no content either, but carries its description).
 */
function operations(): { name: string; statuses: string[] }[] {
  const declared = (r: DocResponse) => r.content !== undefined || r.description !== 'Default Response';
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        statuses: Object.entries(op.responses ?? {})
          .filter(([, response]) => declared(response))
          .map(([status]) => status),
      })),
  );
}

describe('the OpenAPI document', () => {
  it('describes the API', () => {
    expect(operations().length).toBeGreaterThan(40);
  });

  // STYLE.md (fastify/demo): every route declares its response schema, which also documents it.
  it('declares a 2xx response for every operation', () => {
    const undeclared = operations()
      .filter((op) => !op.statuses.some((status) => /^2(\d\d|XX)$/.test(status)))
      .map((op) => op.name);
    expect(undeclared).toEqual([]);
  });
});
