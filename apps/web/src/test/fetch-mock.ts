import { vi } from 'vitest';

export type FetchCall = { method: string; url: string; body: unknown };
type Reply = { status?: number; json: unknown } | ((call: FetchCall) => { status?: number; json: unknown });

/**
 * Stubs fetch with replies chosen by `'METHOD /path'` prefix (the query string is matched too when the key
 * has one); records every call. An unmatched call answers 404 `{error}` so a missing route fails loudly.
 */
export function mockFetch(routes: Record<string, Reply>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const key = Object.keys(routes)
      .filter((k) => `${method} ${url}`.startsWith(k))
      .sort((a, b) => b.length - a.length)[0];
    const reply = key
      ? routes[key]!
      : { status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const { status = 200, json } = typeof reply === 'function' ? reply(call) : reply;
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    count: (prefix: string) => calls.filter((c) => `${c.method} ${c.url}`.startsWith(prefix)).length,
  };
}
