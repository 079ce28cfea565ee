import { adminMessages } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createAiRuntime } from './ai-runtime.js';
import { assertPublicBaseUrl, publicOnlyFetch } from './base-url-guard.js';

/*
 * An organisation's AI base URL never reaches this server's own network (docs/product/admin.md#organizations):
 * refused when saved, and again when connecting, so a stored row or a DNS answer that changed cannot send
 * the organisation's key to 127.0.0.1 or the cloud metadata address.
 */

let mock: MockLlm;
beforeAll(async () => {
  mock = await startMockLlm();
});
afterAll(async () => mock.close());

describe('assertPublicBaseUrl', () => {
  it('refuses loopback, private and link-local targets and accepts public or unresolvable names', async () => {
    for (const url of [
      'http://127.0.0.1/v1',
      'http://localhost:11434/v1',
      'http://169.254.169.254/',
      'http://[fd00::1]/',
    ]) {
      await expect(assertPublicBaseUrl(url), url).rejects.toThrow(adminMessages.privateBaseUrl);
    }
    await expect(assertPublicBaseUrl('https://93.184.216.34/v1')).resolves.toBeUndefined();
    await expect(assertPublicBaseUrl('https://llm.nowhere.invalid/v1')).resolves.toBeUndefined();
  });
});

describe('connecting with an organisation base URL', () => {
  it('never connects to a private address, by IP or by a name that resolves there', async () => {
    const port = new URL(mock.baseURL).port;
    for (const url of [`${mock.baseURL}/models`, `http://localhost:${port}/v1/models`]) {
      await expect(publicOnlyFetch(url)).rejects.toThrow('fetch failed');
    }
    expect(mock.requests()).toHaveLength(0);
  });

  it('sends no request and no key to a private organisation URL unless the server allows it', async () => {
    const provider = {
      apiKey: 'sk-org-secret',
      baseURL: mock.baseURL,
      model: undefined,
      taskModels: {},
      organizationId: null,
      source: 'organization' as const,
      organisationBaseUrl: true,
      rpmLimit: 500,
      tpmLimit: 200_000,
    };
    const guarded = createAiRuntime({ masterKey: Buffer.alloc(32), server: {} }).connect(provider).client;
    await expect(guarded.models.list()).rejects.toThrow();
    expect(mock.requests()).toHaveLength(0);

    const allowed = createAiRuntime({ masterKey: Buffer.alloc(32), server: {}, allowPrivateBaseUrl: true });
    await expect(allowed.connect(provider).client.models.list()).resolves.toBeDefined();
    // The server's own OPENAI_BASE_URL is the operator's choice and is not guarded.
    const server = createAiRuntime({ masterKey: Buffer.alloc(32), server: {} });
    await expect(
      server.connect({ ...provider, organisationBaseUrl: false }).client.models.list(),
    ).resolves.toBeDefined();
  });
});
