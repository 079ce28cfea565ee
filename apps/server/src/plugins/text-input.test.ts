import { loneSurrogateMessage, nulCharacterMessage } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { findBadText } from './text-input.js';

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
