import { bodyTooDeepMessage, loneSurrogateMessage, MAX_BODY_DEPTH, nulCharacterMessage } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { findBadText, jsonDepth } from './text-input.js';

/*
 * U+0000 in any text of a request answers 400 with the message, never a 500 from PostgreSQL ('invalid byte
 * sequence for encoding "UTF8": 0x00'), and nothing is written.
 */

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await createOrganisationUser(ctx, { role: 'recruiter' });
});
afterAll(async () => ctx.close());

/** Sends `body` as raw JSON text, so the escapes in it reach the server as written. */
const call = (method: 'GET' | 'POST', url: string, body?: string) =>
  ctx.call(method, url, {
    cookie: user.cookie,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body }),
  });

describe('text with a NUL character', () => {
  it('is refused in a JSON body, naming where it is, and nothing is created', async () => {
    const res = await call(
      'POST',
      '/api/candidates',
      '{"first_name": "Ama\\u0000ra", "last_name": "Okafor"}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: nulCharacterMessage,
        details: { in: 'body', path: '/first_name' },
      },
    });
    const list = await call('GET', '/api/candidates?limit=5');
    expect(list.json().total).toEqual({ value: 0, capped: false });
  });

  it('is refused in a query string and in nested values', async () => {
    const search = await call('GET', '/api/candidates?q=a%00b&limit=5');
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toMatchObject({
      message: nulCharacterMessage,
      details: { in: 'query', path: '/q' },
    });
    const company = await call('POST', '/api/companies', '{"name": "Acme", "values": ["ok", "b\\u0000d"]}');
    expect(company.statusCode).toBe(400);
    expect(company.json().error.details).toEqual({ in: 'body', path: '/values/1' });
  });

  it('is refused when a string holds a lone surrogate, which PostgreSQL JSON cannot take', async () => {
    const res = await call('POST', '/api/candidates', '{"first_name": "Amara", "last_name": "O\\ud800"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION',
      message: loneSurrogateMessage,
      details: { in: 'body', path: '/last_name' },
    });
    // A whole surrogate pair (an emoji) is text like any other.
    const ok = await call(
      'POST',
      '/api/candidates',
      '{"first_name": "Amara \\ud83d\\ude00", "last_name": "Okafor"}',
    );
    expect(ok.statusCode).toBe(201);
  });

  it('findBadText walks objects and arrays, keys included, and leaves other bodies alone', () => {
    expect(findBadText({ a: [{ b: 'x' }, { c: 'y\u0000' }] })).toEqual({ path: '/a/1/c', problem: 'nul' });
    expect(findBadText({ 'k\u0000': 1 })).toEqual({ path: '/k\u0000', problem: 'nul' });
    expect(findBadText('\udc00')).toEqual({ path: '/', problem: 'lone_surrogate' });
    expect(findBadText({ a: 'fine 😀', n: 3, t: true, z: null })).toBeNull();
    expect(findBadText(new Map([['a', '\u0000']]))).toBeNull();
    expect(findBadText(Buffer.from([0, 1]))).toBeNull();
  });
});

describe('deeply nested JSON', () => {
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('is refused with 400 and the limit before it is parsed, on every JSON route, and the server stays up', async () => {
    for (const levels of [MAX_BODY_DEPTH + 1, 10_000, 1_000_000]) {
      const res = await call('POST', '/api/candidates', `{"first_name": ${nested(levels)}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION',
        message: bodyTooDeepMessage,
        details: { in: 'body', limit: MAX_BODY_DEPTH },
      });
    }
    const health = await ctx.call('GET', '/api/health');
    expect(health.statusCode).toBe(200);
  });

  it('at the limit is parsed and validated as usual', async () => {
    const res = await call('POST', '/api/candidates', `{"first_name": ${nested(MAX_BODY_DEPTH - 1)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.message).not.toBe(bodyTooDeepMessage);
  });

  it('answers an anonymous caller 401 before looking at the body', async () => {
    const deep = await ctx.call('POST', '/api/candidates', {
      headers: { 'content-type': 'application/json' },
      body: `{"first_name": ${nested(10_000)}}`,
    });
    expect(deep.statusCode).toBe(401);
    const invalid = await ctx.call('POST', '/api/companies', { body: { name: 42 } });
    expect(invalid.statusCode).toBe(401);
  });

  it('jsonDepth counts brackets outside strings and stops past the limit', () => {
    expect(jsonDepth('1', 5)).toBe(0);
    expect(jsonDepth('{"a": [1, {"b": "[[[[[[["}]}', 5)).toBe(3);
    expect(jsonDepth('"\\\\"', 5)).toBe(0);
    expect(jsonDepth('["\\"[[[["]', 5)).toBe(1);
    expect(jsonDepth(nested(100), 5)).toBe(6);
  });

  it('findBadText walks any depth without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findBadText(deep)?.problem).toBe('nul');
  });
});
