import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminMessages, DEFAULT_TONE_OF_VOICE, systemSettingsMessages as m } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '#src/platform/automation/webhook-delivery.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createCompany, createOrganisationUser, type TestUser, uniqueDomain } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { updateAiProvider } from './ai-provider-settings.service.js';
import { updateWebhook } from './webhook-settings.service.js';

/*
 * System Settings (docs/product/admin.md#system-settings): the AI provider and its connection test against
 * the mock LLM, the signed webhook test event against a local receiver, the default tone of new companies,
 * the audit log; admins only, each organisation its own.
 */

let mock: MockLlm;
let ctx: TestContext;
let domain: string;
let admin: TestUser;
let recruiter: TestUser;
let outsider: TestUser;

/** A local webhook receiver that keeps what it got and answers `status`. */
type Received = { body: string; signature: string | undefined; delivery: string | undefined };
let receiver: http.Server;
let receiverUrl: string;
let received: Received[] = [];
let receiverStatus = 204;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({
    mockLlmUrl: mock.baseURL,
    env: { AI_ALLOW_PRIVATE_BASE_URL: 'true', AUTOMATION_ALLOW_PRIVATE_WEBHOOKS: 'true' },
  });
  domain = uniqueDomain('settings');
  admin = await createOrganisationUser(ctx, { role: 'admin', domain, name: 'Ada Admin' });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain });
  outsider = await createOrganisationUser(ctx, { role: 'admin', domain: uniqueDomain('other') });
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-rw-signature'] as string | undefined,
        delivery: req.headers['x-rw-delivery'] as string | undefined,
      });
      res.statusCode = receiverStatus;
      if (receiverStatus === 302) res.setHeader('location', 'http://169.254.169.254/');
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await ctx.close();
  await mock.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  mock.reset();
  received = [];
  receiverStatus = 204;
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser = admin, body?: unknown) =>
  ctx.call(method, url, { cookie: user.cookie, ...(body === undefined ? {} : { body }) });
const message = (res: { json: () => { error: { message: string } } }) => res.json().error.message;

describe('System Settings: access', () => {
  it('refuses recruiters (403) and anonymous callers (401) on every route', async () => {
    const routes: [method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/organization/settings'],
      ['PUT', '/api/organization/settings/ai', { model: 'gpt-4o' }],
      ['POST', '/api/organization/settings/ai/test', {}],
      ['PUT', '/api/organization/settings/webhook', { url: receiverUrl }],
      ['POST', '/api/organization/settings/webhook/test', {}],
      ['PUT', '/api/organization/settings/default-tone', { tone: 'Calm.' }],
      ['POST', '/api/organization/settings/retention/preview', { months: 12 }],
      ['POST', '/api/organization/settings/retention/erase', { months: 12, expected_count: 0 }],
      ['GET', '/api/organization/audit-log'],
      ['GET', '/api/organization/audit-log/export'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, recruiter, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await ctx.call(method, url, body === undefined ? {} : { body })).statusCode).toBe(401);
    }
  });
});

describe('System Settings: AI provider', () => {
  it('shows the server defaults before the organisation has settings of its own', async () => {
    const res = await call('GET', '/api/organization/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().ai).toMatchObject({
      configured: false,
      has_api_key: false,
      api_key_hint: null,
      rpm_limit: 500,
      tpm_limit: 200000,
      monthly_credit_limit: 0,
    });
    expect(res.json().product_default_tone_of_voice).toBe(DEFAULT_TONE_OF_VOICE);
  });

  it('validates the fields with the Admin Panel messages', async () => {
    const bad = async (body: object) =>
      message(await call('PUT', '/api/organization/settings/ai', admin, body));
    expect(await bad({ base_url: 'ftp://models.example.com' })).toBe(
      'Enter a URL such as https://api.openai.com/v1',
    );
    expect(await bad({ rpm_limit: 0 })).toBe('Requests per minute must be at least 1');
    expect(await bad({ tpm_limit: 1.5 })).toBe('Tokens per minute must be a whole number');
    expect(
      (await call('PUT', '/api/organization/settings/ai', admin, { task_models: { poetry: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('saves the provider, keeps the key masked and replace-only, and tests the connection through the mock', async () => {
    const saved = await call('PUT', '/api/organization/settings/ai', admin, {
      base_url: mock.baseURL,
      api_key: 'sk-organisation-key-7788',
      model: 'gpt-4.1-mini',
      task_models: { scoring: 'gpt-4o', writing: '' },
      rpm_limit: 120,
      tpm_limit: 90000,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      has_api_key: true,
      api_key_hint: '••••7788',
      base_url: mock.baseURL,
      model: 'gpt-4.1-mini',
      task_models: { scoring: 'gpt-4o' },
      rpm_limit: 120,
      tpm_limit: 90000,
    });
    expect(JSON.stringify(saved.json())).not.toContain('sk-organisation-key');
    // A save without a key keeps the stored one.
    const again = await call('PUT', '/api/organization/settings/ai', admin, { model: 'gpt-4o-mini' });
    expect(again.json()).toMatchObject({ api_key_hint: '••••7788', model: 'gpt-4o-mini' });

    const test = await call('POST', '/api/organization/settings/ai/test', admin, {});
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ ok: true, answer: 'OK', model: 'gpt-4o-mini', error: null });
    expect(test.json().latency_ms).toBeGreaterThanOrEqual(0);
    const [sent] = mock.requests({ task: 'connection-test' });
    expect(sent).toMatchObject({ model: 'gpt-4o-mini', keySuffix: '7788' });

    // The owner's credit limit is shown, not set here.
    await ctx.db.execute(sql`update organizations set monthly_credit_limit = 50000 where domain = ${domain}`);
    const view = (await call('GET', '/api/organization/settings')).json();
    expect(view.ai.monthly_credit_limit).toBe(50000);
    expect(view.ai.current_month_usage).toBeGreaterThan(0);
    expect(
      (await call('PUT', '/api/organization/settings/ai', admin, { monthly_credit_limit: 0 })).json()
        .monthly_credit_limit,
    ).toBe(50000);
  });

  it("uses the kind's model for that kind's calls", async () => {
    await call('PUT', '/api/organization/settings/ai', admin, { task_models: { writing: 'gpt-4.1' } });
    const company = await createCompany(ctx, admin, { name: 'Tone Co' });
    const tone = await ctx.call('POST', '/api/generate-tone', {
      cookie: admin.cookie,
      body: { sampleText: 'We write calmly.', companyName: company.name },
    });
    expect(tone.statusCode).toBe(200);
    expect(mock.requests({ task: 'generate-tone' })[0]?.model).toBe('gpt-4.1');
  });

  it('says why a test failed, as an answer', async () => {
    mock.script({ match: { task: 'connection-test' }, status: 401, message: 'Incorrect API key provided' });
    const res = await call('POST', '/api/organization/settings/ai/test', admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: false,
      answer: null,
      error: 'The OpenAI API key of your organization was rejected. Please contact your administrator.',
    });
  });

  it('refuses a private base URL unless the server allows it', async () => {
    const ai = { ...ctx.app.ai, config: { ...ctx.app.ai.config, allowPrivateBaseUrl: false } };
    const caller = { id: admin.id, email: admin.email, domain };
    await expect(
      updateAiProvider({ db: ctx.db, ai }, caller, { base_url: 'http://127.0.0.1:11434/v1' }),
    ).rejects.toThrow(adminMessages.privateBaseUrl);
  });
});

describe('System Settings: automation webhook', () => {
  it('sends a signed test event to a local receiver and shows its status', async () => {
    expect(message(await call('POST', '/api/organization/settings/webhook/test', admin, {}))).toBe(
      m.noWebhook,
    );
    expect(
      message(
        await call('PUT', '/api/organization/settings/webhook', admin, { url: receiverUrl, secret: 'short' }),
      ),
    ).toBe('The secret must be at least 16 characters');
    const secret = 'whsec-0123456789abcdef';
    const saved = await call('PUT', '/api/organization/settings/webhook', admin, {
      url: receiverUrl,
      secret,
    });
    expect(saved.json()).toEqual({ url: receiverUrl, has_secret: true, secret_hint: '••••cdef' });

    const res = await call('POST', '/api/organization/settings/webhook/test', admin, {});
    expect(res.json()).toMatchObject({ ok: true, status: 204, error: null });
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(verifyWebhookSignature(got.body, got.signature, secret)).toBe(true);
    expect(verifyWebhookSignature(got.body, got.signature, 'another-secret-of-16')).toBe(false);
    expect(JSON.parse(got.body)).toMatchObject({
      instruction: 'Test',
      organization: domain,
      sentBy: admin.email,
    });
    expect(got.delivery).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not follow a redirect and says so; an error status is not delivered', async () => {
    receiverStatus = 302;
    const moved = (await call('POST', '/api/organization/settings/webhook/test', admin, {})).json();
    expect(moved).toMatchObject({ ok: false, status: 302, error: m.webhookRedirect });
    expect(received).toHaveLength(1);
    receiverStatus = 500;
    expect((await call('POST', '/api/organization/settings/webhook/test', admin, {})).json()).toMatchObject({
      ok: false,
      status: 500,
    });
  });

  it('generates a secret for a URL without one, and refuses private receivers unless allowed', async () => {
    const other = await call('PUT', '/api/organization/settings/webhook', outsider, { url: receiverUrl });
    expect(other.json()).toMatchObject({ has_secret: true });
    expect(other.json().secret_hint).toMatch(/^••••[0-9a-f]{4}$/);
    const caller = { id: outsider.id, email: outsider.email, domain: outsider.domain };
    await expect(
      updateWebhook({ db: ctx.db, masterKey: ctx.app.ai.config.masterKey }, caller, {
        url: 'http://10.0.0.8/hook',
      }),
    ).rejects.toThrow(m.privateWebhook);
  });
});

describe('System Settings: default tone of voice', () => {
  it('starts new companies with the organisation default, which blank restores to the product default', async () => {
    const tone = 'Plain, warm and brief. No jargon.';
    const saved = await call('PUT', '/api/organization/settings/default-tone', admin, { tone: `  ${tone} ` });
    expect(saved.json().default_tone_of_voice).toBe(tone);
    expect(
      (await ctx.call('GET', '/api/companies/default-tone', { cookie: recruiter.cookie })).json(),
    ).toEqual({ tone });
    const company = await ctx.call('POST', '/api/companies', {
      cookie: recruiter.cookie,
      body: { name: 'Toned' },
    });
    expect(company.json().tone_of_voice_instructions).toBe(tone);
    const other = await ctx.call('POST', '/api/companies', {
      cookie: outsider.cookie,
      body: { name: 'Theirs' },
    });
    expect(other.json().tone_of_voice_instructions).toBe(DEFAULT_TONE_OF_VOICE);
    await call('PUT', '/api/organization/settings/default-tone', admin, { tone: '' });
    expect(
      (await ctx.call('GET', '/api/companies/default-tone', { cookie: recruiter.cookie })).json(),
    ).toEqual({
      tone: DEFAULT_TONE_OF_VOICE,
    });
  });
});

describe('Audit log', () => {
  it("lists who changed what, filtered, never a secret, and only the caller's organisation", async () => {
    const page = (await call('GET', '/api/organization/audit-log')).json();
    const actions = page.rows.map((r: { action: string }) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['ai_provider_changed', 'webhook_changed', 'default_tone_changed']),
    );
    expect(page.rows.every((r: { actor_email: string }) => r.actor_email === admin.email)).toBe(true);
    expect(page.rows[0]).toMatchObject({ actor_name: 'Ada Admin' });
    expect(JSON.stringify(page)).not.toContain('sk-organisation-key');
    expect(JSON.stringify(page)).not.toContain('whsec-');
    const ai = page.rows.find((r: { action: string; details: { fields: string[] } }) =>
      r.details.fields.includes('api_key'),
    );
    expect(ai.details.api_key).toBe('replaced');

    const webhook = (await call('GET', '/api/organization/audit-log?action=webhook_changed')).json();
    expect(webhook.rows.every((r: { action: string }) => r.action === 'webhook_changed')).toBe(true);
    const byOutsider = (await call('GET', `/api/organization/audit-log?user_id=${outsider.id}`)).json();
    expect(byOutsider.rows).toEqual([]);
    const future = (await call('GET', '/api/organization/audit-log?from=2999-01-01')).json();
    expect(future.rows).toEqual([]);
    const badRange = await call('GET', '/api/organization/audit-log?from=2025-02-01&to=2025-01-01');
    expect(message(badRange)).toBe('The start date must be on or before the end date.');
    const paged = (await call('GET', '/api/organization/audit-log?limit=1')).json();
    expect(paged.rows).toHaveLength(1);
    const next = (
      await call('GET', `/api/organization/audit-log?limit=1&cursor=${paged.next_cursor}`)
    ).json();
    expect(next.rows[0].id).not.toBe(paged.rows[0].id);
  });

  it('exports the filtered log as CSV', async () => {
    const res = await call('GET', '/api/organization/audit-log/export?action=default_tone_changed');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Person,E-mail,Action,What,Details');
    expect(lines.slice(1).every((l) => l.includes('Default tone of voice changed'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  });
});
