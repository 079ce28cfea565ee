import { adminMessages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '#src/db/schema/index.js';
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

type Org = { id: string; domain: string; name: string; api_key_hint: string | null; updated_at: string };

const create = (body: object) => ctx.call('POST', '/api/admin/organizations', { cookie: owner.cookie, body });
const patch = (id: string, body: object) =>
  ctx.call('PATCH', `/api/admin/organizations/${id}`, { cookie: owner.cookie, body });
const listOrgs = async () =>
  (await ctx.call('GET', '/api/admin/organizations', { cookie: owner.cookie })).json().organizations as Org[];
const userRow = async (id: string) =>
  (
    (await ctx.call('GET', '/api/admin/users', { cookie: owner.cookie })).json().users as {
      id: string;
      organization_id: string | null;
      organization_name: string | null;
    }[]
  ).find((u) => u.id === id);

describe('organizations', () => {
  it('validates the form with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ name: 'Acme', openai_api_key: 'sk-1' }, 'Domain is required'],
      [{ domain: '  ', name: 'Acme', openai_api_key: 'sk-1' }, 'Domain is required'],
      [
        { domain: 'not a domain', name: 'Acme', openai_api_key: 'sk-1' },
        'Enter a domain such as example.com',
      ],
      [{ domain: 'acme.test', name: ' ', openai_api_key: 'sk-1' }, 'Organization name is required'],
      [{ domain: 'acme.test', name: 'Acme' }, 'OpenAI API key is required'],
      [
        { domain: 'acme.test', name: 'Acme', openai_api_key: 'sk-1', monthly_credit_limit: -1 },
        'Monthly credit limit must be 0 or more',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('creates one: domain lower-cased, key encrypted and masked, usage 0, users of the domain linked', async () => {
    const member = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'acme.test' });
    const res = await create({
      domain: ' ACME.test ',
      name: 'Acme',
      openai_api_key: 'sk-live-abcdef-7890',
      monthly_credit_limit: 50_000,
    });
    expect(res.statusCode).toBe(201);
    const org = res.json();
    expect(org).toMatchObject({
      domain: 'acme.test',
      name: 'Acme',
      billing_enabled: false,
      monthly_credit_limit: 50_000,
      current_month_usage: 0,
      has_api_key: true,
      api_key_hint: '••••7890',
      updated_by: owner.email,
      rpm_limit: 500,
      tpm_limit: 200_000,
      ai_model: null,
      ai_base_url: null,
    });
    expect(JSON.stringify(org)).not.toContain('abcdef');
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(isEncryptedSecret(row!.openaiApiKey!)).toBe(true);
    expect(await userRow(member.id)).toMatchObject({ organization_id: org.id, organization_name: 'Acme' });

    const dup = await create({ domain: 'acme.test', name: 'Other', openai_api_key: 'sk-2' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('An organization with the domain acme.test already exists.');
  });

  it('stores the key so that the AI layer resolves it for users of the domain', async () => {
    const res = await create({
      domain: 'ai.test',
      name: 'AI',
      openai_api_key: 'sk-ai-resolve-9999',
      ai_base_url: 'https://llm.acme.example/v1',
      rpm_limit: 30,
    });
    expect(res.statusCode).toBe(201);
    const provider = await resolveProvider(ctx.db, {
      userEmail: 'someone@ai.test',
      masterKey: ctx.app.ai.config.masterKey,
    });
    expect(provider).toMatchObject({
      apiKey: 'sk-ai-resolve-9999',
      source: 'organization',
      baseURL: 'https://llm.acme.example/v1',
      organizationId: res.json().id,
      rpmLimit: 30,
    });
  });

  it('lists newest first', async () => {
    await create({ domain: 'first.test', name: 'First', openai_api_key: 'sk-first-0001' });
    await create({ domain: 'second.test', name: 'Second', openai_api_key: 'sk-second-0002' });
    const domains = (await listOrgs()).map((o) => o.domain);
    expect(domains.indexOf('second.test')).toBeLessThan(domains.indexOf('first.test'));
  });

  it('edits one: a blank key keeps the stored key, a new one replaces it, provider settings change', async () => {
    const org = (
      await create({ domain: 'edit.test', name: 'Edit', openai_api_key: 'sk-edit-key-1111' })
    ).json() as Org;
    const kept = await patch(org.id, {
      name: 'Edited',
      openai_api_key: '',
      billing_enabled: true,
      monthly_credit_limit: 10,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      name: 'Edited',
      api_key_hint: '••••1111',
      billing_enabled: true,
      monthly_credit_limit: 10,
    });
    expect(kept.json().updated_at > org.updated_at).toBe(true);
    const replaced = await patch(org.id, {
      openai_api_key: 'sk-edit-key-2222',
      rpm_limit: 60,
      tpm_limit: 90_000,
      ai_model: 'gpt-4o-mini',
      ai_base_url: 'https://llm.acme.example/v1',
    });
    expect(replaced.json()).toMatchObject({
      api_key_hint: '••••2222',
      rpm_limit: 60,
      tpm_limit: 90_000,
      ai_model: 'gpt-4o-mini',
      ai_base_url: 'https://llm.acme.example/v1',
    });
    const cleared = await patch(org.id, { ai_model: '', ai_base_url: '' });
    expect(cleared.json()).toMatchObject({ ai_model: null, ai_base_url: null });
    for (const ai_base_url of ['nope', 'ftp://files.example/v1']) {
      const badUrl = await patch(org.id, { ai_base_url });
      expect(badUrl.json().error.message).toBe('Enter a URL such as https://api.openai.com/v1');
    }
    expect((await patch(org.id, { rpm_limit: 0 })).json().error.message).toBe(
      'Requests per minute must be at least 1',
    );
    expect((await patch(org.id, { name: '' })).json().error.message).toBe('Organization name is required');
    expect((await patch('00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses an AI base URL on a private, loopback or link-local address, however it is spelled', async () => {
    const org = (await create({ domain: 'ssrf.test', name: 'SSRF', openai_api_key: 'sk-ssrf-1' })).json();
    for (const ai_base_url of [
      'http://127.0.0.1:4010/v1',
      'http://[::1]:8080/v1',
      'http://localhost/v1',
      'http://0x7f000001/v1',
      'http://2130706433/v1',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/v1',
      'http://[::ffff:127.0.0.1]/v1',
    ]) {
      const res = await patch(org.id, { ai_base_url });
      expect(res.statusCode, ai_base_url).toBe(400);
      expect(res.json().error.message).toBe(adminMessages.privateBaseUrl);
      const created = await create({ domain: 'ssrf2.test', name: 'S2', openai_api_key: 'sk-2', ai_base_url });
      expect(created.statusCode).toBe(400);
    }
    const list = (await ctx.call('GET', '/api/admin/organizations', { cookie: owner.cookie })).json();
    expect(
      list.organizations.find((o: { domain: string }) => o.domain === 'ssrf.test').ai_base_url,
    ).toBeNull();
    expect(list.organizations.some((o: { domain: string }) => o.domain === 'ssrf2.test')).toBe(false);
  });

  it('moves to a free domain (relinking users) but not to a taken one', async () => {
    const oldMember = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'old.test' });
    const newMember = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'new.test' });
    const org = (
      await create({ domain: 'old.test', name: 'Mover', openai_api_key: 'sk-mover-3333' })
    ).json() as Org;
    await create({ domain: 'taken.test', name: 'Taken', openai_api_key: 'sk-taken-4444' });
    const conflict = await patch(org.id, { domain: 'taken.test' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.message).toBe('An organization with the domain taken.test already exists.');
    expect((await patch(org.id, { domain: 'NEW.test' })).json().domain).toBe('new.test');
    expect((await userRow(oldMember.id))?.organization_id).toBeNull();
    expect((await userRow(newMember.id))?.organization_id).toBe(org.id);
  });

  it('deletes one, unlinking its users', async () => {
    const member = await createOrganisationUser(ctx, { role: 'recruiter', domain: 'gone.test' });
    const org = (
      await create({ domain: 'gone.test', name: 'Gone', openai_api_key: 'sk-gone-5555' })
    ).json() as Org;
    const del = await ctx.call('DELETE', `/api/admin/organizations/${org.id}`, { cookie: owner.cookie });
    expect(del.statusCode).toBe(204);
    expect((await listOrgs()).some((o) => o.id === org.id)).toBe(false);
    expect((await userRow(member.id))?.organization_id).toBeNull();
    expect(
      (await ctx.call('DELETE', `/api/admin/organizations/${org.id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(404);
  });
});
