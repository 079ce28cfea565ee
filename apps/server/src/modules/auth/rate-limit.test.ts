import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SIGN_IN_RATE_LIMIT: '3' });
});
afterAll(async () => ctx.close());

describe('sign-in rate limit', () => {
  it('answers 429 past the per-minute limit for one client address, and counts per address', async () => {
    const user = await ctx.createUser();
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
