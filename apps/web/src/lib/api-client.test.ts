import { messages } from '@rw/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, onSessionLoss, type SessionLossReason, toApiError } from '#/lib/api-client';

type Reply = { status: number; body?: unknown };

const json = ({ status, body }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Stubs fetch with one scripted reply per call, recording each call's URL and init. */
function script(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected fetch ${url}`);
      return json(reply);
    }),
  );
  return calls;
}

const item = z.object({ id: z.string() });
let losses: SessionLossReason[] = [];
let unsubscribe: () => void;

beforeEach(() => {
  losses = [];
  unsubscribe = onSessionLoss((reason) => losses.push(reason));
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('parses a success body with the schema', async () => {
    script({ status: 200, body: { id: 'a' } });
    await expect(apiRequest('/api/x', { schema: item })).resolves.toEqual({ id: 'a' });
  });

  it('sends JSON with content-type on non-GET calls, {} when there is no body', async () => {
    const calls = script({ status: 204 });
    await apiRequest('/api/x', { method: 'DELETE' });
    expect(calls[0]?.init?.body).toBe('{}');
    expect(calls[0]?.init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('refreshes the session once on a 401 and retries the request', async () => {
    const calls = script(
      { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } } },
      { status: 200, body: { session: { id: 's' }, user: { id: 'u' } } },
      { status: 200, body: { id: 'b' } },
    );
    await expect(apiRequest('/api/x', { schema: item })).resolves.toEqual({ id: 'b' });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/auth/get-session', '/api/x']);
    expect(losses).toEqual([]);
  });

  it('reports the session expired when the refresh finds no session', async () => {
    script(
      { status: 401, body: { error: { code: 'SESSION_EXPIRED', message: messages.sessionExpired } } },
      { status: 200, body: null },
    );
    const error = await apiRequest('/api/x', { schema: item }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED', message: messages.sessionExpired });
    expect(losses).toEqual(['expired']);
  });

  it('reports an access-list refusal without a refresh', async () => {
    const calls = script({
      status: 403,
      body: { error: { code: 'ACCESS_DENIED', message: messages.accessDenied } },
    });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'ACCESS_DENIED' });
    expect(calls).toHaveLength(1);
    expect(losses).toEqual(['access-denied']);
  });

  it('leaves 401s to the caller for session-establishing calls', async () => {
    const calls = script({
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    await expect(
      apiRequest('/api/auth/sign-in/email', { method: 'POST', session: false }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      fromServer: true,
    });
    expect(calls).toHaveLength(1);
    expect(losses).toEqual([]);
  });

  it('turns a missing answer into a TIMEOUT error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    await expect(apiRequest('/api/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
  });

  it('rejects a success body that does not match the schema', async () => {
    script({ status: 200, body: { nope: true } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/api/x', { schema: item })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('toApiError', () => {
  it('reads the API error body and better-auth errors, else falls back by status', () => {
    expect(toApiError(404, { error: { code: 'NOT_FOUND', message: 'Job not found' } })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Job not found',
      fromServer: true,
    });
    expect(toApiError(429, {})).toMatchObject({ code: 'RATE_LIMITED', fromServer: false });
  });
});
