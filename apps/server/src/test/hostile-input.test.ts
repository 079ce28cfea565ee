import crypto from 'node:crypto';
import { uploadUnreadableMessage } from '@rw/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser, uniqueDomain } from './factories.js';
import { createTestContext, type TestContext } from './harness.js';
import {
  type FieldType,
  fieldTypeOf,
  fieldValue,
  type HostileParam,
  type HostileValue,
  hostileBodies,
  hostileParams,
  hostileUploads,
  hostileValues,
} from './hostile-corpus.js';
import type { Parameter } from './openapi-operations.js';
import { type JsonSchema, listOperations, type Operation } from './openapi-operations.js';
import {
  buildRequest,
  isClientChosen,
  multipartFiles,
  type OrgIds,
  type RouteRequest,
  requiredRole,
  StartedTasks,
} from './route-samples.js';
import { resolveSchema } from './schema-sample.js';
import { type SeededOrganisation, seedOrganisation } from './tenant-seed.js';

/*
 * Hostile input on every documented route (the OpenAPI document), signed in as an admin of a seeded
 * organisation (the platform owner on the owner's routes) with its real ids: each JSON body property in
 * turn replaced by values of the corpus (hostile-corpus.ts, sampled as `sampled` says) while the other
 * fields stay valid, whole hostile bodies, and hostile path and query parameters. No answer may be a 5xx
 * (bad input gets a clear 4xx, docs/product/shell.md#limits), and the server answers its health check after
 * each route.
 */

const mock: MockLlm = await startMockLlm();
// Each call comes from its own address (X-Forwarded-For), so per-route rate limits never answer instead.
const ctx: TestContext = await createTestContext({
  mockLlmUrl: mock.baseURL,
  env: { API_RATE_LIMIT: '1000000', TRUST_PROXY: 'true' },
});
const operations = listOperations(ctx.app);

let owner: TestUser;
let org: SeededOrganisation;
/**
 * The records the owner's routes act on: another organisation's row, user and access-list entry, so what
 * those routes accept (a model name, a base URL, a deactivation) does not change how the seeded
 * organisation's AI calls and sign-ins work for the routes after them.
 */
let ownerTargets: Partial<OrgIds>;
const started = new StartedTasks();

beforeAll(async () => {
  owner = await createOrganisationUser(ctx, { role: 'owner', domain: uniqueDomain('platform') });
  org = await seedOrganisation(ctx, owner);
  const domain = uniqueDomain('target');
  const target = await createOrganisationUser(ctx, { role: 'recruiter', domain });
  const created = await ctx.call('POST', '/api/admin/organizations', {
    cookie: owner.cookie,
    body: { domain, name: 'Target Organisation', openai_api_key: 'sk-test-target-key' },
  });
  const list = await ctx.call('GET', '/api/admin/access-list', { cookie: owner.cookie });
  const entry = (list.json().entries as { id: string; email: string | null }[]).find(
    (e) => e.email === target.email,
  );
  if (created.statusCode !== 201 || !entry)
    throw new Error(`owner targets: ${created.statusCode} ${created.body}`);
  ownerTargets = { organization: created.json().id, user: target.id, accessEntry: entry.id };
}, 240_000);

afterAll(async () => {
  try {
    await started.drain(ctx);
  } finally {
    await ctx.close();
    await mock.close();
  }
});

const PLACEHOLDER = 'hostile-value-placeholder-7f3a';
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const callerOf = (op: Operation) => (requiredRole(op) === 'owner' ? owner : org.admin);

/** `body` with `field` set to the raw JSON text or bytes `value`. */
function splice(body: unknown, field: string, value: string | Buffer): Buffer {
  const text = JSON.stringify({ ...(body as object), [field]: PLACEHOLDER });
  const [before, after] = text.split(`"${PLACEHOLDER}"`) as [string, string];
  return Buffer.concat([
    Buffer.from(before),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from(after),
  ]);
}

/** The query string of `query`, each value percent-encoded unless `raw` names it. */
function queryString(query: Record<string, string>, raw?: string): string {
  const parts = Object.entries(query).map(
    ([k, v]) => `${encodeURIComponent(k)}=${k === raw ? v : encodeURIComponent(v)}`,
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * One call. `valid`: the request is meant to be accepted, so a 400 fails too; `expected`: the exact answer
 * (status and error message) it must get.
 */
type Attempt = {
  what: string;
  url: string;
  body?: string | Buffer;
  contentType?: string;
  valid?: boolean;
  expected?: { status: number; message: string };
};

/**
 * 5xx answers this suite found whose fix belongs to a file another change owns, by `METHOD /path | attempt`,
 * with the cause. Each is reported; the test fails when one no longer happens, so the entry goes with its fix.
 */
const knownServerErrors: Record<string, string> = {};

/** Why `res` fails `attempt`, or null when it passes. */
function failure(attempt: Attempt, res: LightMyRequestResponse): string | null {
  const line = `${attempt.what} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500 || (attempt.valid && res.statusCode === 400)) return line;
  if (!attempt.expected) return null;
  let message: unknown;
  try {
    message = (res.json() as { error?: { message?: unknown } }).error?.message;
  } catch {
    message = undefined;
  }
  const { status, message: wanted } = attempt.expected;
  return res.statusCode === status && message === wanted ? null : `${line} (expected ${status} '${wanted}')`;
}

/**
 * Sends each attempt as `op`'s caller, then checks the health call answers. Fails with every attempt that
 * failed (see `failure`) but those listed in `knownServerErrors`, which must each have failed.
 */
async function expectSafe(op: Operation, attempts: Attempt[]): Promise<void> {
  const user = callerOf(op);
  const failures: string[] = [];
  const known: string[] = [];
  for (const attempt of attempts) {
    const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
    if (attempt.contentType) headers['content-type'] = attempt.contentType;
    let res: LightMyRequestResponse;
    try {
      res = await ctx.call(op.method, attempt.url, { cookie: user.cookie, body: attempt.body, headers });
    } catch (err) {
      failures.push(`${attempt.what}: the call threw ${(err as Error).message}`);
      continue;
    }
    started.note(res, attempt.url, user.cookie);
    const failed = failure(attempt, res);
    if (!failed) continue;
    const key = `${op.key} | ${attempt.what}`;
    if (key in knownServerErrors) known.push(key);
    else failures.push(failed);
  }
  await expectHealthy();
  expect(failures).toEqual([]);
  const listed = Object.keys(knownServerErrors).filter((key) =>
    attempts.some((attempt) => key === `${op.key} | ${attempt.what}`),
  );
  expect([...new Set(known)], 'known server errors that still happen').toEqual(listed);
}

async function expectHealthy() {
  const res = await ctx.call('GET', '/api/health', { headers: { 'x-forwarded-for': nextAddress() } });
  expect(res.statusCode).toBe(200);
}

const urlOf = (req: RouteRequest, raw?: { name: string; value: string }) =>
  `${req.url}${queryString(raw ? { ...req.query, [raw.name]: raw.value } : (req.query ?? {}), raw?.name)}`;

/** A valid request of `op` with the seeded records, and a new id where the client makes one up (an import). */
const validRequest = (op: Operation) =>
  buildRequest(op, (slot) => {
    if (isClientChosen(slot)) return crypto.randomUUID();
    return (op.path.startsWith('/api/admin/') && ownerTargets[slot.kind]) || org.ids[slot.kind];
  });
const asBody = (req: RouteRequest) =>
  Buffer.isBuffer(req.body) ? req.body : req.body === undefined ? undefined : JSON.stringify(req.body);
const contentTypeOf = (req: RouteRequest) =>
  req.headers?.['content-type'] ?? (req.body === undefined ? undefined : 'application/json');

/**
 * Sampling (hostile-corpus.ts), to keep the run short on the embedded database where each signed-in call
 * costs ~15 ms of CPU: every value of a field type's core goes into every field of that type; each other
 * value goes into every other route (`route` even or odd with the value's index), on the next field of a
 * fitting type in turn. Every route and every field is covered; every value meets half the routes.
 */
const sampled = (route: number, index: number) => (route + index) % 2 === 0;

/** Which value goes into which field of a route's body (see `sampled`). */
function fieldPlan(route: number, properties: Record<string, JsonSchema>) {
  const corpus = hostileValues();
  const fields = Object.entries(properties).map(([field, schema]) => ({ field, type: fieldTypeOf(schema) }));
  const plan: { field: string; type: FieldType; value: HostileValue }[] = [];
  for (const f of fields) {
    for (const value of corpus)
      if (value.types.has(f.type) && value.core?.has(f.type)) plan.push({ ...f, value });
  }
  let turn = 0;
  corpus.forEach((value, index) => {
    const fitting = fields.filter((f) => value.types.has(f.type) && !value.core?.has(f.type));
    if (fitting.length === 0 || !sampled(route, index)) return;
    plan.push({ ...(fitting[turn++ % fitting.length] as (typeof fields)[number]), value });
  });
  return plan;
}

/** Which value goes into which parameter of a route (see `sampled`). */
function paramPlan(route: number, params: Parameter[]) {
  const plan: { param: Parameter; value: HostileParam }[] = [];
  const values = hostileParams();
  for (const param of params) for (const value of values) if (value.core) plan.push({ param, value });
  let turn = 0;
  values.forEach((value, index) => {
    if (value.core || !sampled(route, index)) return;
    plan.push({ param: params[turn++ % params.length] as Parameter, value });
  });
  return plan;
}

/** The hostile whole bodies a route gets (see `sampled`). */
const bodyPlan = (route: number, valid: unknown) =>
  hostileBodies(JSON.stringify(valid ?? {})).filter((body, index) => body.core || sampled(route, index));

/**
 * Routes that change the seeded organisation's own AI provider (base URL, models): a hostile value they
 * accept as valid points every later AI call elsewhere, so they meet their hostile bodies last of all.
 */
const changesOwnProvider = (op: Operation) =>
  op.path === '/api/organization/settings/ai' && op.method !== 'GET';
const jsonRoutes = operations.filter((op) => op.body);
const parameterRoutes = operations.filter((op) => op.params.length > 0);

/** A route's valid request, then each body field replaced by hostile values, then hostile whole bodies. */
async function expectSafeBodies(route: number, op: Operation) {
  const req = validRequest(op);
  // The valid request first: what follows changes one field of it at a time. A DELETE's may be refused
  // (an erasure's typed confirmation names the record as the routes before it left it), and must not be
  // required to remove the record the routes after it use.
  await expectSafe(op, [
    {
      what: 'the valid request',
      url: urlOf(req),
      body: asBody(req),
      contentType: contentTypeOf(req),
      valid: op.method !== 'DELETE',
    },
  ]);
  const properties = (resolveSchema(op.body?.schema ?? {}).properties ?? {}) as Record<string, JsonSchema>;
  const url = urlOf(req);
  const attempts: Attempt[] = fieldPlan(route, properties).map(({ field, type, value }) => ({
    what: `${field} = ${value.label}`,
    url,
    body: splice(req.body, field, fieldValue(value, type)),
    contentType: 'application/json',
  }));
  for (const hostile of bodyPlan(route, req.body)) {
    attempts.push({
      what: `body: ${hostile.label}`,
      url,
      body: hostile.body,
      contentType: hostile.contentType,
    });
  }
  await expectSafe(op, attempts);
}

describe('hostile JSON bodies', () => {
  it('covers every route with a JSON body', () => {
    expect(jsonRoutes.length).toBeGreaterThan(20);
  });

  for (const [route, op] of jsonRoutes.entries()) {
    if (changesOwnProvider(op)) continue;
    it(
      `${op.key}: no 5xx for any hostile value in any body field, nor for hostile bodies`,
      () => expectSafeBodies(route, op),
      120_000,
    );
  }
});

describe('hostile path and query parameters', () => {
  for (const [route, op] of parameterRoutes.entries()) {
    it(`${op.key}: no 5xx for any hostile value in any parameter`, async () => {
      const req = validRequest(op);
      const body = asBody(req);
      const contentType = contentTypeOf(req);
      const attempts: Attempt[] = [];
      for (const { param, value: hostile } of paramPlan(route, op.params)) {
        const value = hostile.raw ? hostile.value : encodeURIComponent(hostile.value);
        const what = `${param.in} ${param.name} = ${hostile.label}`;
        if (param.in === 'query') {
          attempts.push({ what, url: urlOf(req, { name: param.name, value }), body, contentType });
          continue;
        }
        // The path with this parameter's value swapped, at its place in the template.
        const at = op.path.split('/').indexOf(`{${param.name}}`);
        const path = req.url
          .split('/')
          .map((segment, i) => (i === at ? value : segment))
          .join('/');
        attempts.push({ what, url: urlOf({ ...req, url: path }), body, contentType });
      }
      const query = req.query ?? {};
      // Repeated and prototype-named parameters; not on DELETE, where the valid rest would delete the record.
      const extra =
        op.method === 'DELETE'
          ? []
          : [
              `${encodeURIComponent(Object.keys(query)[0] ?? 'x')}=a&${encodeURIComponent(Object.keys(query)[0] ?? 'x')}=b`,
              '__proto__[polluted]=1&constructor[prototype][polluted]=1',
              `${'a'.repeat(5000)}=1`,
            ];
      for (const q of extra) {
        const sep = urlOf(req).includes('?') ? '&' : '?';
        attempts.push({ what: `query ${q.slice(0, 40)}`, url: `${urlOf(req)}${sep}${q}`, body, contentType });
      }
      await expectSafe(op, attempts);
    }, 120_000);
  }
});

describe('hostile multipart uploads', () => {
  const uploadRoutes = operations.filter((op) => op.key in multipartFiles);

  it('covers every route that reads an uploaded file', () => {
    expect(uploadRoutes.map((op) => op.key).sort()).toEqual(Object.keys(multipartFiles).sort());
  });

  for (const op of uploadRoutes) {
    it(`${op.key}: no 5xx for hostile file names; 400 '${uploadUnreadableMessage}' for unreadable bodies`, async () => {
      const file = multipartFiles[op.key] as (typeof multipartFiles)[string];
      const attempts: Attempt[] = hostileUploads(file).map((upload) => ({
        what: upload.label,
        url: urlOf(validRequest(op)),
        body: upload.payload,
        contentType: upload.contentType,
        ...(upload.malformed ? { expected: { status: 400, message: uploadUnreadableMessage } } : {}),
      }));
      await expectSafe(op, attempts);
    });
  }
});

describe("hostile JSON bodies on the organisation's own AI provider (last)", () => {
  for (const [route, op] of jsonRoutes.entries()) {
    if (!changesOwnProvider(op)) continue;
    it(
      `${op.key}: no 5xx for any hostile value in any body field, nor for hostile bodies`,
      () => expectSafeBodies(route, op),
      120_000,
    );
  }
});
