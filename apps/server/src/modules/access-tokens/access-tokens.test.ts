import crypto from 'node:crypto';
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKENS_PER_USER, accessTokenMessages, messages } from '@rw/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser, type TestUser, uniqueDomain } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { fillPath, listOperations } from '#src/test/openapi-operations.js';
import { hashAccessToken } from './access-tokens.service.js';

/*
 * Personal access tokens (docs/product/access-tokens.md): created, listed and revoked by their user and the
 * organisation's admins, stored hashed, accepted by the LinkedIn Parser's API only and refused once revoked
 * or expired.
 */

let clockAt = new Date('2026-03-02T09:00:00Z');
let ctx: TestContext;
let domain: string;
let admin: TestUser;
let recruiter: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clockAt, routes: probeRoutes });
  domain = uniqueDomain('tokens');
  admin = await createOrganisationUser(ctx, { role: 'admin', domain, name: 'Ada Admin' });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain, name: 'Remy Recruiter' });
  outsider = await createOrganisationUser(ctx, { role: 'admin', domain: uniqueDomain('other') });
});
afterAll(async () => ctx.close());

/**
 * A route in the token's scope that answers who called (hidden from the API document): the scope is a path
 * rule of the auth hook, proven here apart from the LinkedIn Parser's own routes.
 */
const PROBE = '/api/linkedin-parser/token-probe';
async function probeRoutes(app: FastifyInstance) {
  app.get(PROBE, { schema: { hide: true }, onRequest: app.authenticate }, async (req) => ({
    user_id: req.user.id,
    domain: req.user.domain,
    access_token_id: req.accessTokenId,
  }));
  app.post(PROBE, { schema: { hide: true }, onRequest: app.authenticate }, async () => ({ ok: true }));
}

type Created = { token: { id: string; name: string; hint: string; status: string }; secret: string };
const create = async (user: TestUser, name = 'Content Extractor', days: number | null = 30) => {
  const res = await ctx.call('POST', '/api/access-tokens', {
    cookie: user.cookie,
    body: { name, expires_in_days: days },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Created;
};
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
/** A call with a token to a route of the LinkedIn Parser's API. */
const parserCall = (secret: string) => ctx.call('GET', PROBE, { headers: bearer(secret) });
/** Routes anyone may call, signed in or not (the tenancy matrix's public ones). */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/setup',
  'POST /api/setup',
  'POST /api/auth/access-check',
  'POST /api/auth/invitation',
  'GET /api/session',
  'GET /api/content-extractor/download',
]);
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { message: string } }).error.message;

describe('personal access tokens', () => {
  it('shows the secret once and stores only its SHA-256', async () => {
    const { token, secret } = await create(recruiter, 'Laptop');
    expect(secret).toMatch(new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(token).toMatchObject({ name: 'Laptop', status: 'active', hint: secret.slice(0, 10) });
    const list = (await ctx.call('GET', '/api/access-tokens', { cookie: recruiter.cookie })).json();
    expect(JSON.stringify(list)).not.toContain(secret);
    const { rows } = await ctx.db.execute<Record<string, unknown>>(
      sql`select * from access_tokens where id = ${token.id}`,
    );
    expect(rows[0]?.token_hash).toBe(hashAccessToken(secret));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(10));
  });

  it('is accepted by the LinkedIn Parser API as its user, and refused by every other route', async () => {
    const { token, secret } = await create(recruiter);
    const ok = await parserCall(secret);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ user_id: recruiter.id, domain, access_token_id: token.id });
    // A state-changing call from an extension's origin: the token, not a cookie, authenticates it.
    const post = await ctx.call('POST', PROBE, {
      headers: { ...bearer(secret), origin: `chrome-extension://${'b'.repeat(32)}` },
      body: {},
    });
    expect(post.statusCode, post.body).toBe(200);
    for (const op of listOperations(ctx.app)) {
      if (op.path.startsWith('/api/linkedin-parser/') || publicRoutes.has(op.key)) continue;
      const ids = Object.fromEntries(
        op.params.filter((p) => p.in === 'path').map((p) => [p.name, crypto.randomUUID()]),
      );
      const res = await ctx.call(op.method, fillPath(op.path, ids), {
        headers: bearer(secret),
        cookie: recruiter.cookie,
      });
      expect.soft(res.statusCode, op.key).toBe(401);
      expect.soft(errorOf(res), op.key).toBe(accessTokenMessages.outOfScope);
    }
    // A token cannot make more tokens, even with the user's session cookie beside it.
    const more = await ctx.call('POST', '/api/access-tokens', {
      headers: bearer(secret),
      cookie: recruiter.cookie,
      body: { name: 'Another', expires_in_days: 7 },
    });
    expect(more.statusCode).toBe(401);
    expect(errorOf(more)).toBe(accessTokenMessages.outOfScope);
  });

  it('refuses a malformed, unknown, revoked or expired token', async () => {
    for (const value of ['rwpat_short', `${ACCESS_TOKEN_PREFIX}${'x'.repeat(43)}`]) {
      const res = await parserCall(value);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toBe(accessTokenMessages.invalid);
    }
    const revoked = await create(recruiter, 'Old laptop');
    expect((await parserCall(revoked.secret)).statusCode).toBe(200);
    const del = await ctx.call('DELETE', `/api/access-tokens/${revoked.token.id}`, {
      cookie: recruiter.cookie,
    });
    expect(del.statusCode).toBe(204);
    const after = await parserCall(revoked.secret);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after)).toBe(accessTokenMessages.invalid);

    const expiring = await create(recruiter, 'A week', 7);
    expect((await parserCall(expiring.secret)).statusCode).toBe(200);
    clockAt = new Date(clockAt.getTime() + 7 * 24 * 60 * 60 * 1000);
    expect(errorOf(await parserCall(expiring.secret))).toBe(accessTokenMessages.invalid);
    const list = (await ctx.call('GET', '/api/access-tokens', { cookie: recruiter.cookie })).json() as {
      tokens: { id: string; status: string; last_used_at: string | null }[];
    };
    expect(list.tokens.find((t) => t.id === expiring.token.id)).toMatchObject({ status: 'expired' });
    expect(list.tokens.find((t) => t.id === revoked.token.id)?.status).toBe('revoked');
    expect(list.tokens.find((t) => t.id === revoked.token.id)?.last_used_at).not.toBeNull();
  });

  it("is refused once its user's access ends", async () => {
    const user = await createOrganisationUser(ctx, { domain });
    const { secret } = await create(user);
    expect((await parserCall(secret)).statusCode).toBe(200);
    const off = await ctx.call('PATCH', `/api/organization/users/${user.id}`, {
      cookie: admin.cookie,
      body: { is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const res = await parserCall(secret);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(messages.accessDenied);
  });

  it("lets a user see and revoke only their own; another user's or organisation's answers 404", async () => {
    const mine = await create(admin, 'Admin token');
    const list = (await ctx.call('GET', '/api/access-tokens', { cookie: recruiter.cookie })).json() as {
      tokens: { id: string }[];
    };
    expect(list.tokens.map((t) => t.id)).not.toContain(mine.token.id);
    for (const user of [recruiter, outsider]) {
      const res = await ctx.call('DELETE', `/api/access-tokens/${mine.token.id}`, { cookie: user.cookie });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe(accessTokenMessages.notFound);
    }
    const org = await ctx.call('DELETE', `/api/organization/access-tokens/${mine.token.id}`, {
      cookie: outsider.cookie,
    });
    expect(org.statusCode).toBe(404);
    expect((await parserCall(mine.secret)).statusCode).toBe(200);
  });

  it("lets admins list and revoke the organisation's tokens; recruiters are refused", async () => {
    const { token, secret } = await create(recruiter, 'Recruiter laptop');
    const listed = await ctx.call('GET', '/api/organization/access-tokens', { cookie: admin.cookie });
    const tokens = (listed.json() as { tokens: { id: string; user: { email: string } }[] }).tokens;
    expect(tokens.find((t) => t.id === token.id)?.user.email).toBe(recruiter.email);
    expect(tokens.every((t) => t.user.email.endsWith(`@${domain}`))).toBe(true);
    const refused = await ctx.call('GET', '/api/organization/access-tokens', { cookie: recruiter.cookie });
    expect(refused.statusCode).toBe(403);
    const revoke = await ctx.call('DELETE', `/api/organization/access-tokens/${token.id}`, {
      cookie: admin.cookie,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await parserCall(secret)).statusCode).toBe(401);
  });

  it(`keeps at most ${ACCESS_TOKENS_PER_USER} live tokens per user`, async () => {
    const user = await createOrganisationUser(ctx, { domain });
    for (let i = 0; i < ACCESS_TOKENS_PER_USER; i++) await create(user, `Token ${i}`);
    const res = await ctx.call('POST', '/api/access-tokens', {
      cookie: user.cookie,
      body: { name: 'One more', expires_in_days: null },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(accessTokenMessages.tooMany);
  });

  it("answers an extension's preflight, and takes a token from its origin", async () => {
    const origin = `chrome-extension://${'a'.repeat(32)}`;
    const pre = await ctx.app.inject({
      method: 'OPTIONS',
      url: PROBE,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(origin);
    expect(String(pre.headers['access-control-allow-headers'])).toContain('authorization');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const site = await ctx.app.inject({
      method: 'OPTIONS',
      url: PROBE,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(site.headers['access-control-allow-origin']).toBeUndefined();
    const { secret } = await create(recruiter);
    const res = await ctx.call('GET', PROBE, { headers: { ...bearer(secret), origin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
  });
});
