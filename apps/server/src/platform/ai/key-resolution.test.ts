import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, organizations } from '#src/db/schema/index.js';
import { encryptSecret } from '#src/lib/crypto.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { resolveProvider } from './key-resolution.js';

const masterKey = crypto.randomBytes(32);
const server = { apiKey: 'sk-server-key', baseURL: 'http://127.0.0.1:4010/v1', model: 'gpt-4o' };
let ctx: TestContext;
let orgId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const [org] = await ctx.db
    .insert(organizations)
    .values({
      name: 'Acme',
      domain: 'acme.test',
      openaiApiKey: encryptSecret('sk-org-acme', masterKey),
      rpmLimit: 60,
      tpmLimit: 90_000,
      aiModel: 'gpt-4.1-mini',
      aiBaseUrl: 'http://llm.acme.internal/v1',
    })
    .returning();
  orgId = org!.id;
  // Globex has an organisation without a key, and a domain setting with one.
  await ctx.db.insert(organizations).values({ name: 'Globex', domain: 'globex.test' });
  await ctx.db.insert(adminSettings).values([
    { domain: 'globex.test', openaiApiKey: encryptSecret('sk-settings-globex', masterKey) },
    { domain: 'initech.test', openaiApiKey: encryptSecret('sk-settings-initech', masterKey) },
    // Both an organisation key and a setting: the organisation wins.
    { domain: 'acme.test', openaiApiKey: encryptSecret('sk-settings-acme', masterKey) },
  ]);
});
afterAll(async () => ctx.close());

describe('resolveProvider', () => {
  it("uses a key given for one call over any other, with the organisation's model, base URL and limits", async () => {
    const given = await resolveProvider(ctx.db, {
      userEmail: 'ann@acme.test',
      masterKey,
      server,
      apiKey: 'sk-given-1234',
    });
    expect(given).toMatchObject({
      apiKey: 'sk-given-1234',
      source: 'given',
      baseURL: 'http://llm.acme.internal/v1',
      model: 'gpt-4.1-mini',
      organizationId: orgId,
      rpmLimit: 60,
    });
    const nowhere = await resolveProvider(ctx.db, {
      userEmail: 'bo@nowhere.test',
      masterKey,
      server: {},
      apiKey: 'sk-given-5678',
    });
    expect(nowhere).toMatchObject({ apiKey: 'sk-given-5678', source: 'given', organizationId: null });
  });

  it("uses the organisation's key first, with its model, base URL and limits", async () => {
    const p = await resolveProvider(ctx.db, { userEmail: 'Jane@ACME.test', masterKey, server });
    expect(p).toEqual({
      apiKey: 'sk-org-acme',
      baseURL: 'http://llm.acme.internal/v1',
      organisationBaseUrl: true,
      model: 'gpt-4.1-mini',
      taskModels: {},
      organizationId: orgId,
      source: 'organization',
      rpmLimit: 60,
      tpmLimit: 90_000,
    });
  });

  it('then admin_settings for the domain, attributing usage to the organisation when there is one', async () => {
    const globex = await resolveProvider(ctx.db, { userEmail: 'sam@globex.test', masterKey, server });
    expect(globex).toMatchObject({ apiKey: 'sk-settings-globex', source: 'admin_settings', model: 'gpt-4o' });
    expect(globex.organizationId).toEqual(expect.any(String));
    expect(globex.baseURL).toBe(server.baseURL);
    const initech = await resolveProvider(ctx.db, { userEmail: 'pat@initech.test', masterKey, server });
    expect(initech).toMatchObject({
      apiKey: 'sk-settings-initech',
      source: 'admin_settings',
      organizationId: null,
    });
    expect(initech).toMatchObject({ rpmLimit: 500, tpmLimit: 200_000 });
  });

  it('then the server-wide key', async () => {
    const p = await resolveProvider(ctx.db, { userEmail: 'lee@elsewhere.test', masterKey, server });
    expect(p).toMatchObject({
      apiKey: 'sk-server-key',
      baseURL: server.baseURL,
      source: 'server',
      organizationId: null,
    });
  });

  it("otherwise refuses with the spec's message", async () => {
    await expect(
      resolveProvider(ctx.db, { userEmail: 'lee@elsewhere.test', masterKey }),
    ).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'OpenAI API key not configured for your organization. Please contact your administrator.',
      details: { reason: 'not_configured' },
    });
  });

  it('treats a key encrypted under another master key as missing', async () => {
    await expect(
      resolveProvider(ctx.db, { userEmail: 'jane@acme.test', masterKey: crypto.randomBytes(32), server }),
    ).rejects.toMatchObject({ details: { reason: 'not_configured' } });
  });
});
