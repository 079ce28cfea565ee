import { messages } from '@rw/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiBlob,
  apiStream,
  apiUpload,
  onSessionLoss,
  type SessionLossReason,
  type SseMessage,
} from '#/lib/api-client';
import { FakeXhr, installFakeXhr } from '#/test/fake-xhr';

type Reply = Response | (() => Response);

/** Stubs fetch with one scripted reply per call, recording each call's URL and init. */
function script(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected fetch ${url}`);
      return typeof reply === 'function' ? reply() : reply;
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthenticated = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } });
const session = () => json(200, { session: { id: 's' }, user: { id: 'u' } });

/** A text/event-stream answer sending `pieces` as separate chunks, then `end` (close, or fail the body). */
function sse(pieces: string[], end: 'close' | 'fail' = 'close') {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (end === 'close') controller.close();
      else controller.error(new TypeError('network connection lost'));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

async function collect(messages: AsyncIterable<SseMessage>): Promise<SseMessage[]> {
  const out: SseMessage[] = [];
  for await (const message of messages) out.push(message);
  return out;
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
});

describe('apiUpload', () => {
  const form = () => {
    const data = new FormData();
    data.append('file', new Blob(['a,b\n']), 'people.csv');
    return data;
  };

  it('sends the form, reports upload progress and the end of the upload, and parses the answer', async () => {
    installFakeXhr();
    const progress: { loaded: number; total: number | null }[] = [];
    const onUploaded = vi.fn();
    const answer = apiUpload('/api/upload?x=1', {
      form: form(),
      schema: item,
      onUploadProgress: (p) => progress.push(p),
      onUploaded,
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload?x=1');
    expect(xhr.headers).toEqual({ accept: 'application/json' });
    expect(xhr.body!.get('file')).toMatchObject({ name: 'people.csv' });
    xhr.progress(2, 4);
    expect(onUploaded).not.toHaveBeenCalled();
    xhr.progress(4, 4);
    expect(progress).toEqual([
      { loaded: 2, total: 4 },
      { loaded: 4, total: 4 },
    ]);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    xhr.respond({ status: 200, json: { id: 'u1' } });
    await expect(answer).resolves.toEqual({ id: 'u1' });
  });

  it('cancels the upload when the signal aborts, without an ApiError', async () => {
    installFakeXhr();
    const controller = new AbortController();
    const answer = apiUpload('/api/upload', { form: form(), schema: item, signal: controller.signal });
    const aborted = vi.spyOn(FakeXhr.last, 'abort');
    controller.abort();
    const error = await answer.catch((e: unknown) => e);
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('refreshes the session on a 401 and sends the form once more', async () => {
    installFakeXhr();
    const calls = script(session());
    const answer = apiUpload('/api/upload', { form: form(), schema: item });
    FakeXhr.last.respond({ status: 401, json: { error: { code: 'UNAUTHENTICATED', message: 'x' } } });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    FakeXhr.last.respond({ status: 200, json: { id: 'u2' } });
    await expect(answer).resolves.toEqual({ id: 'u2' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/get-session']);
    expect(losses).toEqual([]);
  });

  it("gives the server's refusal as an ApiError", async () => {
    installFakeXhr();
    const answer = apiUpload('/api/upload', { form: form(), schema: item });
    FakeXhr.last.respond({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'CSV appears empty' } },
    });
    await expect(answer).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'CSV appears empty',
    });
  });
});

describe('apiStream', () => {
  it('posts JSON asking for an event stream and yields its messages as they arrive', async () => {
    const calls = script(
      sse(['event: delta\ndata: {"text":"Hel', 'lo"}\n\n: heartbeat\n\n', 'event: done\ndata: {}\n\n']),
    );
    const stream = await apiStream('/api/analyze', { method: 'POST', body: { transcript: 't' } });
    expect(await collect(stream)).toEqual([
      { event: 'delta', data: '{"text":"Hello"}' },
      { event: 'done', data: '{}' },
    ]);
    expect(calls[0]?.init?.body).toBe('{"transcript":"t"}');
    expect(calls[0]?.init?.headers).toMatchObject({
      accept: 'text/event-stream',
      'content-type': 'application/json',
    });
  });

  it('refreshes the session on a 401 and opens the stream once more', async () => {
    const calls = script(unauthenticated(), session(), sse(['data: one\n\n']));
    const stream = await apiStream('/api/analyze', { method: 'POST' });
    expect(await collect(stream)).toEqual([{ event: 'message', data: 'one' }]);
    expect(calls.map((c) => c.url)).toEqual(['/api/analyze', '/api/auth/get-session', '/api/analyze']);
    expect(losses).toEqual([]);
  });

  it('reports the session expired when the refresh finds no session', async () => {
    script(unauthenticated(), json(200, null));
    await expect(apiStream('/api/analyze', { method: 'POST' })).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: messages.sessionExpired,
    });
    expect(losses).toEqual(['expired']);
  });

  it("turns an error answer into an ApiError with the server's details", async () => {
    script(
      json(503, {
        error: {
          code: 'UNAVAILABLE',
          message: 'Analysis failed: no key',
          details: { reason: 'not_configured' },
        },
      }),
    );
    const error = await apiStream('/api/analyze', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', details: { reason: 'not_configured' } });
  });

  it('turns a connection lost while reading into a NETWORK error', async () => {
    script(sse(['data: one\n\n'], 'fail'));
    const stream = await apiStream('/api/analyze', { method: 'POST' });
    await expect(collect(stream)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it("stops with the caller's abort, not an ApiError", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const opening = apiStream('/api/analyze', { method: 'POST', signal: controller.signal });
    controller.abort();
    const error = await opening.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('apiBlob', () => {
  it('returns a binary answer as a Blob of its content type', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7');
    const calls = script(
      new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await apiBlob('/api/pdf', {
      method: 'POST',
      body: { title: 'T' },
      accept: 'application/pdf',
    });
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(calls[0]?.init?.headers).toMatchObject({ accept: 'application/pdf' });
    expect(calls[0]?.init?.body).toBe('{"title":"T"}');
  });

  it('refreshes the session on a 401 and asks once more', async () => {
    const calls = script(unauthenticated(), session(), new Response('ok', { status: 200 }));
    const blob = await apiBlob('/api/file');
    expect(await blob.text()).toBe('ok');
    expect(calls.map((c) => c.url)).toEqual(['/api/file', '/api/auth/get-session', '/api/file']);
  });

  it('turns an error answer into an ApiError', async () => {
    script(json(404, { error: { code: 'NOT_FOUND', message: 'Job not found' } }));
    await expect(apiBlob('/api/pdf', { method: 'POST' })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Job not found',
    });
  });
});
