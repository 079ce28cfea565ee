import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '3' } });
});
afterAll(async () => ctx.close());

describe('sign-in rate limit', () => {
  it('answers 429 past the per-minute limit for one client address, and counts per address', async () => {
    const user = await createOrganisationUser(ctx);
    // inject() itself: the client address (remoteAddress) is what these tests vary.
    const attempt = (ip: string, forwarded?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        headers: forwarded ? { 'x-rw-client-ip': forwarded, 'x-forwarded-for': forwarded } : {},
        payload: { email: user.email, password: 'wrong-password' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('10.0.0.7')).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    // A spoofed header does not buy a fresh bucket; another real address does.
    expect((await attempt('10.0.0.7', '203.0.113.9')).statusCode).toBe(429);
    expect((await attempt('10.0.0.8')).statusCode).toBe(401);
  });
});

describe('API rate limit', () => {
  it('answers 429 past API_RATE_LIMIT API requests a minute from one address; other paths are not counted', async () => {
    const small = await createTestContext({ env: { API_RATE_LIMIT: '3' } });
    try {
      const get = (url: string, ip = '10.0.1.1') =>
        small.app.inject({ method: 'GET', url, remoteAddress: ip });
      // Pages and files of the web app (here unknown paths: the test app serves no web build) do not count.
      for (let i = 0; i < 5; i++) expect((await get('/favicon.ico')).statusCode).not.toBe(429);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await get('/api/health')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await get('/api/health')).json().error.code).toBe('RATE_LIMITED');
      expect((await get('/api/health', '10.0.1.2')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
