import { companyMessages, DEFAULT_TONE_OF_VOICE, deriveCompanyDomain } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
  bob = await createOrganisationUser(ctx, { domain: 'acme.test' });
  eve = await createOrganisationUser(ctx, { domain: 'other.test' });
});
afterAll(async () => ctx.close());

const create = (user: TestUser, payload: object) =>
  ctx.call('POST', '/api/companies', { cookie: user.cookie, body: payload });
const list = async (user: TestUser) =>
  (await ctx.call('GET', '/api/companies', { cookie: user.cookie })).json().companies as {
    id: string;
    name: string;
  }[];
const deleteAll = async (user: TestUser) => {
  for (const c of await list(user))
    await ctx.call('DELETE', `/api/companies/${c.id}`, { cookie: user.cookie });
};

describe('companies: create and read', () => {
  it('needs a session', async () => {
    expect((await ctx.call('GET', '/api/companies')).statusCode).toBe(401);
    expect((await ctx.call('POST', '/api/companies', { body: { name: 'X' } })).statusCode).toBe(401);
  });

  it('stores every field, the caller as owner and creator, and the caller organisation', async () => {
    const res = await create(alice, {
      name: '  Kestrel Health ',
      size: '201-500',
      website: 'https://www.kestrel.example/jobs',
      industry: 'Digital Health',
      location: 'London',
      founded: '2016',
      description: '<p>We build <strong>virtual wards</strong>.</p>',
      company_values: ['  Patients first ', '', 'patients FIRST', 'Own the outcome', '   '],
      company_benefits: ['30 days holiday', '30 days holiday', 'Pension'],
      job_spec_intro: '<p>Join us.</p>',
      is_public: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kestrel Health',
      size: '201-500 employees',
      website: 'https://www.kestrel.example/jobs',
      company_values: ['Patients first', 'Own the outcome'],
      company_benefits: ['30 days holiday', 'Pension'],
      description: '<p>We build <strong>virtual wards</strong>.</p>',
      owner_user_id: alice.id,
      created_by: alice.id,
      company_domain: 'kestrel.example',
      domain: 'acme.test',
      is_public: false,
      tone_of_voice_instructions: DEFAULT_TONE_OF_VOICE,
    });
    expect(res.json().tone_of_voice_last_updated).toEqual(expect.any(String));
    const got = await ctx.call('GET', `/api/companies/${res.json().id}`, { cookie: alice.cookie });
    expect(got.json()).toEqual(res.json());
  });

  it('lists only the caller’s companies, oldest first', async () => {
    await create(alice, { name: 'Second' });
    await create(bob, { name: 'Bob Co' });
    expect((await list(alice)).map((c) => c.name)).toEqual(['Kestrel Health', 'Second']);
    expect((await list(bob)).map((c) => c.name)).toEqual(['Bob Co']);
    expect(await list(eve)).toEqual([]);
  });

  it('reads a size stored without " employees" in the stored form', async () => {
    const [row] = await ctx.db
      .insert(companies)
      .values({
        name: 'Legacy',
        size: '51-200',
        ownerUserId: bob.id,
        companyDomain: 'x.test',
        domain: 'acme.test',
      })
      .returning();
    expect((await ctx.call('GET', `/api/companies/${row!.id}`, { cookie: bob.cookie })).json().size).toBe(
      '51-200 employees',
    );
  });
});

describe('companies: validation messages', () => {
  it.each([
    [{}, companyMessages.nameRequired],
    [{ name: '   ' }, companyMessages.nameRequired],
    [{ name: 42 }, companyMessages.nameRequired],
    [{ name: 'A', size: '12 people' }, companyMessages.sizeInvalid],
    [{ name: 'A', website: 'javascript:alert(1)' }, companyMessages.websiteInvalid],
    [{ name: 'A', website: 'not a website' }, companyMessages.websiteInvalid],
  ])('refuses %j with its message', async (payload, message) => {
    const res = await create(alice, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('refuses a blank name on update too', async () => {
    const [first] = await list(alice);
    const res = await ctx.call('PATCH', `/api/companies/${first!.id}`, {
      cookie: alice.cookie,
      body: { name: ' ' },
    });
    expect(res.json().error.message).toBe(companyMessages.nameRequired);
  });

  it('accepts every size option with or without " employees", and none', async () => {
    const res = await create(alice, { name: 'Sizes', size: '10001+ employees' });
    const id = res.json().id;
    expect(res.json().size).toBe('10001+ employees');
    for (const [size, stored] of [
      ['1-10', '1-10 employees'],
      ['', null],
      [null, null],
    ] as const) {
      const patched = await ctx.call('PATCH', `/api/companies/${id}`, {
        cookie: alice.cookie,
        body: { size },
      });
      expect(patched.json().size).toBe(stored);
    }
    await ctx.call('DELETE', `/api/companies/${id}`, { cookie: alice.cookie });
  });
});

describe('companies: company_domain', () => {
  it('is the website host without www., else the creator’s e-mail domain', async () => {
    const www = await create(bob, { name: 'W', website: 'https://www.acme.com/jobs' });
    expect(www.json().company_domain).toBe('acme.com');
    const bare = await create(bob, { name: 'B', website: 'Shop.Example.co.uk' });
    expect(bare.json().company_domain).toBe('shop.example.co.uk');
    const none = await create(bob, { name: 'N' });
    expect(none.json().company_domain).toBe('acme.test');
    const cleared = await ctx.call('PATCH', `/api/companies/${www.json().id}`, {
      cookie: bob.cookie,
      body: { website: '' },
    });
    expect(cleared.json()).toMatchObject({ website: null, company_domain: 'acme.test' });
    const moved = await ctx.call('PATCH', `/api/companies/${none.json().id}`, {
      cookie: bob.cookie,
      body: {
        website: 'http://www.lumora.energy',
      },
    });
    expect(moved.json().company_domain).toBe('lumora.energy');
  });

  it("is 'unknown.local' without a website or an e-mail domain", () => {
    expect(deriveCompanyDomain(null, null)).toBe('unknown.local');
    expect(deriveCompanyDomain('', 'no-at-sign')).toBe('unknown.local');
  });
});

describe('companies: tone of voice', () => {
  it('keeps an explicit empty tone, and dates each change of tone only', async () => {
    const res = await create(alice, { name: 'Tone Co', tone_of_voice_instructions: null });
    expect(res.json()).toMatchObject({ tone_of_voice_instructions: null, tone_of_voice_last_updated: null });
    const id = res.json().id;
    const toned = await ctx.call('PATCH', `/api/companies/${id}`, {
      cookie: alice.cookie,
      body: {
        tone_of_voice_instructions: 'Warm and brief.',
        tone_of_voice_source_text: 'Hi! We keep it short.',
      },
    });
    const stamp = toned.json().tone_of_voice_last_updated;
    expect(stamp).toEqual(expect.any(String));
    const other = await ctx.call('PATCH', `/api/companies/${id}`, {
      cookie: alice.cookie,
      body: {
        industry: 'Retail',
        tone_of_voice_instructions: 'Warm and brief.',
      },
    });
    expect(other.json()).toMatchObject({ industry: 'Retail', tone_of_voice_last_updated: stamp });
    await ctx.call('DELETE', `/api/companies/${id}`, { cookie: alice.cookie });
  });
});

describe('companies: 8 per user', () => {
  it("refuses the 9th with 'Maximum of 8 companies per user', also under concurrent creation", async () => {
    await deleteAll(eve);
    for (let i = 1; i <= 7; i++) expect((await create(eve, { name: `Eve ${i}` })).statusCode).toBe(201);
    const racing = await Promise.all([1, 2, 3].map((i) => create(eve, { name: `Race ${i}` })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const ninth = await create(eve, { name: 'Eve 9' });
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().error).toEqual({ code: 'CONFLICT', message: 'Maximum of 8 companies per user' });
    expect(await list(eve)).toHaveLength(8);
    // Another user of the same organisation has their own 8.
    expect((await create(bob, { name: 'Bob again' })).statusCode).toBe(201);
    const [first] = await list(eve);
    expect((await ctx.call('DELETE', `/api/companies/${first!.id}`, { cookie: eve.cookie })).statusCode).toBe(
      204,
    );
    expect((await create(eve, { name: 'Eve 8 again' })).statusCode).toBe(201);
  });
});

describe('companies: tenancy', () => {
  it("answers 404 for another organisation's or another user's company, exactly like a missing one", async () => {
    const own = (await create(alice, { name: 'Private Co' })).json();
    const missing = await ctx.call('GET', '/api/companies/00000000-0000-4000-8000-000000000000', {
      cookie: alice.cookie,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: companyMessages.notFound });
    for (const intruder of [eve, bob]) {
      for (const [method, payload] of [['GET'], ['PATCH', { name: 'Taken' }], ['DELETE']] as const) {
        const res = await ctx.call(method, `/api/companies/${own.id}`, {
          cookie: intruder.cookie,
          body: payload,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
      }
    }
    const still = await ctx.call('GET', `/api/companies/${own.id}`, { cookie: alice.cookie });
    expect(still.json().name).toBe('Private Co');
  });

  it("hides a company of the caller's that belongs to another organisation", async () => {
    const [row] = await ctx.db
      .insert(companies)
      .values({
        name: 'Elsewhere',
        ownerUserId: alice.id,
        createdBy: alice.id,
        companyDomain: 'o.test',
        domain: 'other.test',
      })
      .returning();
    expect((await list(alice)).some((c) => c.name === 'Elsewhere')).toBe(false);
    expect((await ctx.call('GET', `/api/companies/${row!.id}`, { cookie: alice.cookie })).statusCode).toBe(
      404,
    );
    expect((await ctx.call('DELETE', `/api/companies/${row!.id}`, { cookie: alice.cookie })).statusCode).toBe(
      404,
    );
  });

  it('rejects a malformed id with a validation error', async () => {
    const res = await ctx.call('GET', '/api/companies/temp-123', { cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });
});
