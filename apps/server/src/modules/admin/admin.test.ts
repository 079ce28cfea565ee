import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, apiUsage, organizations } from '#src/db/schema/index.js';
import { isEncryptedSecret } from '#src/lib/crypto.js';
import { resolveProvider } from '#src/platform/ai/key-resolution.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createOrganisationUser(ctx, { role: 'owner', domain: 'platform.test' });
});
afterAll(async () => ctx.close());

const someId = '00000000-0000-4000-8000-000000000000';
const orgBody = { domain: 'x.test', name: 'X', openai_api_key: 'sk-x-12345678' };

/** Every route of the Admin Panel, with a valid body so that only the role decides. */
const adminRoutes: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/organizations'],
  ['POST', '/api/admin/organizations', orgBody],
  ['PATCH', `/api/admin/organizations/${someId}`, { name: 'Y' }],
  ['DELETE', `/api/admin/organizations/${someId}`],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/some-user', { is_active: false }],
  ['DELETE', '/api/admin/users/some-user'],
  ['GET', '/api/admin/usage'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { openai_api_key: 'sk-x-12345678' }],
  ['GET', '/api/admin/access-list'],
  ['POST', '/api/admin/access-list', { email: 'someone@x.test', role: 'recruiter' }],
  ['PATCH', `/api/admin/access-list/${someId}`, { role: 'admin' }],
  ['DELETE', `/api/admin/access-list/${someId}`],
];

describe('admin routes are for the owner only', () => {
  let others: TestUser[];
  beforeAll(async () => {
    others = [
      await createOrganisationUser(ctx, { role: 'admin' }),
      await createOrganisationUser(ctx, { role: 'recruiter' }),
    ];
  });

  it.each(adminRoutes)('%s %s: admin and recruiter 403, anonymous 401', async (method, url, body) => {
    for (const user of others) {
      const res = await ctx.call(method, url, { cookie: user.cookie, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await ctx.call(method, url, { body })).statusCode).toBe(401);
  });
});

describe('stats and usage', () => {
  let orgA: string;
  let orgB: string;
  beforeAll(async () => {
    const [a, b] = await ctx.db
      .insert(organizations)
      .values([
        { name: 'Alpha', domain: 'alpha-usage.test' },
        { name: 'Beta', domain: 'beta-usage.test' },
      ])
      .returning();
    orgA = a!.id;
    orgB = b!.id;
    const base = Date.parse('2030-01-01T00:00:00Z');
    await ctx.db.insert(apiUsage).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: owner.id,
        organizationId: i < 3 ? orgA : orgB,
        service: i % 2 ? 'cv-sorter' : 'generate-tone',
        tokensUsed: 1000 * (i + 1),
        cost: 0.0123 * (i + 1),
        timestamp: new Date(base + i * 60_000),
      })),
    );
  });

  it('counts users, active users, organisations and tokens', async () => {
    const extra = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'stats.test' });
    await ctx.call('PATCH', `/api/admin/users/${extra.id}`, {
      cookie: owner.cookie,
      body: { is_active: false },
    });
    const stats = (await ctx.call('GET', '/api/admin/stats', { cookie: owner.cookie })).json();
    const users = (await ctx.call('GET', '/api/admin/users', { cookie: owner.cookie })).json().users as {
      is_active: boolean;
    }[];
    expect(stats).toEqual({
      total_users: users.length,
      active_users: users.filter((u) => u.is_active).length,
      organizations: 2,
      total_api_usage: 15_000,
    });
    expect(stats.active_users).toBe(stats.total_users - 1);
  });

  it('lists usage newest first with e-mail and organisation, filtered and paged by cursor', async () => {
    const all = (await ctx.call('GET', '/api/admin/usage', { cookie: owner.cookie })).json();
    expect(all.rows.map((r: { tokens_used: number }) => r.tokens_used)).toEqual([
      5000, 4000, 3000, 2000, 1000,
    ]);
    expect(all.rows[0]).toMatchObject({
      user_email: owner.email,
      organization_name: 'Beta',
      service: 'generate-tone',
    });
    expect(all.rows[0].cost).toBeCloseTo(0.0615, 6);
    expect(all.next_cursor).toBeNull();

    const onlyA = (
      await ctx.call('GET', `/api/admin/usage?organization_id=${orgA}`, { cookie: owner.cookie })
    ).json();
    expect(onlyA.rows.map((r: { organization_id: string }) => r.organization_id)).toEqual([orgA, orgA, orgA]);

    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await ctx.call('GET', `/api/admin/usage?limit=2${q}`, { cookie: owner.cookie })).json();
      seen.push(...page.rows.map((r: { tokens_used: number }) => r.tokens_used));
      cursor = page.next_cursor;
    }
    expect(seen).toEqual([5000, 4000, 3000, 2000, 1000]);
    expect(orgB).toBeTruthy();

    const bad = await ctx.call('GET', '/api/admin/usage?cursor=not-a-cursor', { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid cursor');
  });
});

describe('domain settings', () => {
  it("reads and stores the key of the owner's domain, encrypted and masked", async () => {
    const before = (await ctx.call('GET', '/api/admin/settings', { cookie: owner.cookie })).json();
    expect(before).toEqual({
      domain: 'platform.test',
      has_api_key: false,
      api_key_hint: null,
      updated_at: null,
      updated_by: null,
    });
    for (const body of [{}, { openai_api_key: '   ' }]) {
      const res = await ctx.call('PUT', '/api/admin/settings', { cookie: owner.cookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('API key is required');
    }
    const saved = await ctx.call('PUT', '/api/admin/settings', {
      cookie: owner.cookie,
      body: {
        openai_api_key: 'sk-domain-abcd9876',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      has_api_key: true,
      api_key_hint: '••••9876',
      updated_by: owner.email,
    });
    const [row] = await ctx.db.select().from(adminSettings).where(eq(adminSettings.domain, 'platform.test'));
    expect(isEncryptedSecret(row!.openaiApiKey!)).toBe(true);
    expect(row!.openaiApiKey).not.toContain('abcd9876');
    const provider = await resolveProvider(ctx.db, {
      userEmail: owner.email,
      masterKey: ctx.app.ai.config.masterKey,
    });
    expect(provider).toMatchObject({ apiKey: 'sk-domain-abcd9876', source: 'admin_settings' });
  });
});

describe('keys never leave the server', () => {
  it('no admin response contains the key after an organisation and settings are saved with it', async () => {
    const key = 'sk-test-SECRET-1234';
    const bodies: string[] = [];
    const record = async (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBeLessThan(300);
      bodies.push(res.body);
      return res;
    };
    const created = await record(
      await ctx.call('POST', '/api/admin/organizations', {
        cookie: owner.cookie,
        body: {
          ...orgBody,
          domain: 'secret.test',
          openai_api_key: key,
        },
      }),
    );
    const id = created.json().id as string;
    await record(
      await ctx.call('PATCH', `/api/admin/organizations/${id}`, {
        cookie: owner.cookie,
        body: { openai_api_key: key },
      }),
    );
    await record(
      await ctx.call('PUT', '/api/admin/settings', { cookie: owner.cookie, body: { openai_api_key: key } }),
    );
    for (const [method, url] of adminRoutes) {
      if (method === 'GET') await record(await ctx.call('GET', url, { cookie: owner.cookie }));
    }
    expect(created.json().api_key_hint).toBe('••••1234');
    for (const body of bodies) expect(body).not.toContain('SECRET');
  });
});
