import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { backoffDelay, isRetryable, retryAfterMs, TransientError, withRetry } from './retry.js';

const headers = (h: Record<string, string>) => new Headers(h);
const apiError = (status: number, h: Record<string, string> = {}) =>
  APIError.generate(status, { message: 'x' }, undefined, headers(h));

describe('retry rules', () => {
  it('backs off 1 s, doubling, capped at 10 s', () => {
    const policy = { baseDelayMs: 1000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('reads Retry-After as seconds, HTTP date or retry-after-ms', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs(apiError(429, { 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterMs(apiError(429, { 'retry-after': '0.5' }), now)).toBe(500);
    expect(retryAfterMs(apiError(429, { 'retry-after': 'Wed, 01 Jan 2025 00:00:07 GMT' }), now)).toBe(7000);
    expect(retryAfterMs(apiError(429, { 'retry-after': 'Tue, 31 Dec 2024 00:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterMs(apiError(429, { 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
    expect(retryAfterMs(apiError(429, { 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(apiError(429), now)).toBeUndefined();
  });

  it('retries 408/429/5xx gateways, timeouts and network errors; never 400/401/403/404/422 or a user abort', () => {
    for (const s of [408, 429, 500, 502, 503, 504]) expect(isRetryable(apiError(s))).toBe(true);
    for (const s of [400, 401, 403, 404, 422, 501]) expect(isRetryable(apiError(s))).toBe(false);
    expect(isRetryable(new APIConnectionTimeoutError())).toBe(true);
    expect(isRetryable(new APIConnectionError({ message: 'reset' }))).toBe(true);
    expect(isRetryable(new TransientError('not JSON'))).toBe(true);
    expect(isRetryable(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isRetryable(new APIUserAbortError())).toBe(false);
    expect(isRetryable(new TypeError('bug'))).toBe(false);
  });
});

describe('withRetry against the mock provider', () => {
  let mock: MockLlm;
  let client: OpenAI;
  let slept: number[];
  const sleep = async (ms: number) => {
    slept.push(ms);
  };
  const call = (content = 'hello', timeout = 5_000) =>
    withRetry(
      () =>
        client.chat.completions.create(
          { model: 'gpt-4o', messages: [{ role: 'user', content }] },
          { timeout },
        ),
      {
        sleep,
      },
    );

  beforeAll(async () => {
    mock = await startMockLlm();
    client = new OpenAI({ apiKey: 'sk-test', baseURL: mock.baseURL, maxRetries: 0 });
  });
  afterAll(async () => mock.close());
  beforeEach(() => {
    mock.reset();
    mock.configure({ failRate: 0, timeoutRate: 0, malformedRate: 0 });
    slept = [];
  });

  it('makes exactly one request when the first succeeds', async () => {
    await call();
    expect(mock.requests()).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it('honours Retry-After on 429, backs off on 500, and stops at the success', async () => {
    mock.script([
      { status: 429, retryAfter: 2 },
      { status: 500 },
      { content: 'finally' },
      { content: 'never used' },
    ]);
    const completion = await call();
    expect(completion.choices[0]?.message.content).toBe('finally');
    expect(slept).toEqual([2000, 2000]);
    expect(mock.requests().map((r) => r.status)).toEqual([429, 500, 200]);
  });

  it('retries a request that times out, and gives up after 3 attempts with the last error', async () => {
    mock.script([{ fault: 'timeout' }, { content: 'late but fine' }]);
    expect((await call('slow', 150)).choices[0]?.message.content).toBe('late but fine');
    expect(slept).toEqual([1000]);
    mock.reset();
    slept = [];
    mock.script({ fault: 'timeout', times: 3 });
    await expect(call('slow', 100)).rejects.toBeInstanceOf(APIConnectionTimeoutError);
    expect(mock.requests().map((r) => r.outcome)).toEqual(['timeout', 'timeout', 'timeout']);
    expect(slept).toEqual([1000, 2000]);
  });

  it('does not retry a 400 or 401', async () => {
    mock.script({ status: 400, message: 'bad' });
    await expect(call()).rejects.toMatchObject({ status: 400 });
    mock.script({ status: 401 });
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(mock.requests()).toHaveLength(2);
  });

  it('retries a dropped connection', async () => {
    mock.script({ fault: 'disconnect' });
    await call();
    expect(mock.requests().map((r) => r.outcome)).toEqual(['disconnect', 'ok']);
  });

  it('under random faults loses no call and repeats none that succeeded', async () => {
    mock.configure({ failRate: 0.35, seed: 7 });
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => call(`call ${i}`)));
    const log = mock.requests();
    results.forEach((result, i) => {
      const mine = log.filter((r) => r.messages[0]?.content === `call ${i}`);
      const ok = mine.filter((r) => r.status === 200);
      if (result.status === 'fulfilled') {
        expect(ok).toHaveLength(1);
        expect(mine.at(-1)?.status).toBe(200);
      } else {
        expect(ok).toHaveLength(0);
        expect(mine).toHaveLength(3);
      }
      expect(mine.length).toBeLessThanOrEqual(3);
    });
    expect(log.filter((r) => r.status === 500).length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(30);
  });
});
