import net from 'node:net';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { CircuitBreaker, isUnavailable } from './circuit-breaker.js';
import { createProviderClient, providerAnswers } from './provider.js';

const refused = () =>
  new APIConnectionError({
    cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  });
const status = (code: number) => APIError.generate(code, { error: { message: 'x' } }, 'x', new Headers());

afterEach(() => vi.useRealTimers());

describe('CircuitBreaker (docs/product/ai.md#circuit-breaker)', () => {
  it('tells unavailable providers from refused requests', () => {
    expect(isUnavailable(refused())).toBe(true);
    expect(isUnavailable(new APIConnectionTimeoutError())).toBe(true);
    for (const code of [408, 500, 502, 503, 504]) expect(isUnavailable(status(code))).toBe(true);
    for (const code of [400, 401, 403, 404, 422, 429]) expect(isUnavailable(status(code))).toBe(false);
    expect(isUnavailable(new APIUserAbortError())).toBe(false);
  });

  it('opens on the third unavailable attempt in a row, aborting its signal with the failure', () => {
    const breaker = new CircuitBreaker({ setTimer: () => 0, clearTimer: () => {} });
    breaker.beforeAttempt();
    breaker.failed(refused(), 60_000);
    breaker.failed(new APIConnectionTimeoutError(), 60_000);
    expect(breaker.isOpen).toBe(false);
    breaker.failed(new APIConnectionTimeoutError(), 30_000);
    expect(breaker.isOpen).toBe(true);
    expect(breaker.signal.aborted).toBe(true);
    expect(breaker.signal.reason).toBe(breaker.error);
    expect(breaker.error).toMatchObject({
      code: 'UNAVAILABLE',
      details: {
        reason: 'timeout',
        detail: 'The AI provider did not answer (timeout after 30 s); stopped after 3 failed calls in a row',
      },
    });
    expect(() => breaker.beforeAttempt()).toThrow(breaker.error);
  });

  it('starts counting again after any answer, and ignores cancelled attempts', () => {
    const breaker = new CircuitBreaker({
      threshold: 2,
      thresholdAfterReply: 2,
      setTimer: () => 0,
      clearTimer: () => {},
    });
    breaker.failed(status(503), 60_000);
    breaker.succeeded();
    breaker.failed(status(502), 60_000);
    breaker.failed(status(400), 60_000);
    breaker.failed(new APIUserAbortError(), 60_000);
    breaker.failed(status(504), 60_000);
    expect(breaker.isOpen).toBe(false);
    breaker.failed(refused(), 60_000);
    expect(breaker.error).toMatchObject({
      details: {
        detail:
          'The AI provider could not be reached (connection refused); stopped after 2 failed calls in a row',
      },
    });
  });

  it('needs 10 in a row once the provider has replied, so a flaky provider is not stopped by chance', () => {
    const breaker = new CircuitBreaker({ setTimer: () => 0, clearTimer: () => {} });
    breaker.succeeded();
    for (let i = 0; i < 9; i++) breaker.failed(status(503), 60_000);
    expect(breaker.isOpen).toBe(false);
    breaker.failed(status(503), 60_000);
    expect(breaker.error).toMatchObject({
      details: {
        detail: 'The AI provider answered with an error (HTTP 503); stopped after 10 failed calls in a row',
      },
    });
  });

  it('probes a provider that has not answered after stallMs, and opens as a timeout when it is down', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async () => false);
    const breaker = new CircuitBreaker({ stallMs: 8000, probeTimeoutMs: 5000 });
    breaker.useProbe(probe);
    breaker.beforeAttempt();
    breaker.beforeAttempt();
    await vi.advanceTimersByTimeAsync(7999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledExactlyOnceWith(5000);
    expect(breaker.error).toMatchObject({
      details: { reason: 'timeout', detail: 'The AI provider did not answer (timeout after 13 s)' },
    });
  });

  it('leaves a slow provider that answers the probe, or one that answered, to the calls’ own timeouts', async () => {
    vi.useFakeTimers();
    const up = new CircuitBreaker({ stallMs: 8000 });
    const probeUp = vi.fn(async () => true);
    up.useProbe(probeUp);
    up.beforeAttempt();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probeUp).toHaveBeenCalledOnce();
    expect(up.isOpen).toBe(false);

    const answered = new CircuitBreaker({ stallMs: 8000 });
    const probeDown = vi.fn(async () => false);
    answered.useProbe(probeDown);
    answered.beforeAttempt();
    await vi.advanceTimersByTimeAsync(3000);
    answered.failed(status(429), 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probeDown).not.toHaveBeenCalled();
    expect(answered.isOpen).toBe(false);
    answered.dispose();
  });
});

describe('providerAnswers', () => {
  it('is true for a provider that answers, false when nothing accepts or answers the connection', async () => {
    const mock = await startMockLlm();
    expect(await providerAnswers(createProviderClient({ apiKey: 'sk-x', baseURL: mock.baseURL }), 5000)).toBe(
      true,
    );
    await mock.close();
    expect(await providerAnswers(createProviderClient({ apiKey: 'sk-x', baseURL: mock.baseURL }), 5000)).toBe(
      false,
    );

    // Accepts the connection and never answers: down, once the probe's limit passes.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const client = createProviderClient({ apiKey: 'sk-x', baseURL: `http://127.0.0.1:${port}/v1` });
    expect(await providerAnswers(client, 200)).toBe(false);
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
