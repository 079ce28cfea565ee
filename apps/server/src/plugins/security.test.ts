import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/* The security headers (plugins/security.ts): helmet's, computed once, on every answer. */
describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an unknown path', '/api/no-such-route'],
    ['a refused request', '/api/me'],
  ])('are on %s', async (_name, url) => {
    const res = await ctx.call('GET', url);
    // Exactly what @fastify/helmet set with the same options.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await ctx.call('POST', '/api/companies', {
      headers: { origin: 'https://evil.example' },
      body: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Cross-site request refused.');
  });
});
