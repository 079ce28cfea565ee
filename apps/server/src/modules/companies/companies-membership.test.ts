import { companyMessages, MAX_COMPANIES_PER_USER } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createJob,
  createOrganisationUser,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * Companies seen as a member (docs/product/companies.md#visibility): a colleague sees a company once they
 * chose it for a job (company_memberships), not before; members edit it, only its owner or an admin deletes
 * it; another organisation's member never sees it.
 */

let ctx: TestContext;
let alice: TestUser; // the company's owner
let carol: TestUser; // Alice's colleague
let admin: TestUser; // an admin of the same organisation
let mallory: TestUser; // another organisation
let companyId: string;

const list = async (user: TestUser) => {
  const res = await ctx.call('GET', '/api/companies', { cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return (res.json().companies as { id: string; name: string }[]).map((c) => c.name);
};
const get = (user: TestUser, id = companyId) =>
  ctx.call('GET', `/api/companies/${id}`, { cookie: user.cookie });

beforeAll(async () => {
  ctx = await createTestContext();
  const domain = uniqueDomain('members');
  alice = await createOrganisationUser(ctx, { domain });
  carol = await createOrganisationUser(ctx, { domain });
  admin = await createOrganisationUser(ctx, { domain, role: 'admin' });
  mallory = await createOrganisationUser(ctx, { domain: uniqueDomain('rival') });
  companyId = (await createCompany(ctx, alice, { name: 'Kestrel Health' })).id;
});
afterAll(async () => ctx?.close());

describe('a colleague and the company', () => {
  it('is not visible before they choose it for a job: 404 like a missing company', async () => {
    expect(await list(carol)).toEqual([]);
    const res = await get(carol);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: companyMessages.notFound });
    const patch = await ctx.call('PATCH', `/api/companies/${companyId}`, {
      cookie: carol.cookie,
      body: { industry: 'Retail' },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('is offered in the company dropdown, by name only', async () => {
    const res = await ctx.call('GET', '/api/jobs/companies', { cookie: carol.cookie });
    expect(res.json().companies).toEqual([{ id: companyId, name: 'Kestrel Health' }]);
  });

  it('is visible once they chose it for a job, and they may edit it', async () => {
    await createJob(ctx, carol, { title: 'Nurse Lead', company_id: companyId });
    expect(await list(carol)).toEqual(['Kestrel Health']);
    expect((await get(carol)).json()).toMatchObject({ name: 'Kestrel Health', owner_user_id: alice.id });
    const patch = await ctx.call('PATCH', `/api/companies/${companyId}`, {
      cookie: carol.cookie,
      body: { industry: 'Digital Health' },
    });
    expect(patch.statusCode).toBe(200);
    expect((await get(alice)).json().industry).toBe('Digital Health');
  });

  it('does not count towards their 8 companies', async () => {
    for (let i = 1; i <= MAX_COMPANIES_PER_USER; i++) {
      expect(
        (await ctx.call('POST', '/api/companies', { cookie: carol.cookie, body: { name: `C${i}` } }))
          .statusCode,
      ).toBe(201);
    }
    expect(await list(carol)).toHaveLength(MAX_COMPANIES_PER_USER + 1);
  });

  it('may be deleted by its owner or an admin among its members, not by another member (403)', async () => {
    const refused = await ctx.call('DELETE', `/api/companies/${companyId}`, { cookie: carol.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: companyMessages.deleteForbidden });
    // An admin who is no member does not see it at all.
    expect(
      (await ctx.call('DELETE', `/api/companies/${companyId}`, { cookie: admin.cookie })).statusCode,
    ).toBe(404);
    await createJob(ctx, admin, { title: 'Ward Manager', company_id: companyId });
    expect(
      (await ctx.call('DELETE', `/api/companies/${companyId}`, { cookie: admin.cookie })).statusCode,
    ).toBe(204);
    expect((await get(alice)).statusCode).toBe(404);
  });

  it("never shows another organisation's company, even to a would-be member", async () => {
    const own = (await createCompany(ctx, alice, { name: 'Lumora' })).id;
    const joined = await ctx.call('POST', '/api/jobs', {
      cookie: mallory.cookie,
      body: { title: 'Spy', company_id: own },
    });
    expect(joined.statusCode).toBe(400);
    expect(await list(mallory)).toEqual([]);
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Taken' }], ['DELETE']] as const) {
      const res = await ctx.call(method, `/api/companies/${own}`, { cookie: mallory.cookie, body });
      expect(res.statusCode).toBe(404);
    }
  });
});
