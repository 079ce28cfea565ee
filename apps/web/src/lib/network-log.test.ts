// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '#/lib/api-client';
import {
  clearNetworkLog,
  NETWORK_LOG_MAX,
  networkLogCsv,
  readNetworkLog,
  recordNetworkCall,
  redactUrl,
  startNetworkCall,
} from '#/lib/network-log';
import { storageKeys } from '#/lib/storage';

/* The network log (docs/product/shell.md#network-log): what each API call leaves in local storage. */

beforeEach(() => clearNetworkLog());
afterEach(() => vi.unstubAllGlobals());

describe('network log', () => {
  it('records each call of the api client with its status, ok and milliseconds, or why it got no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('broken')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : new Response(
              JSON.stringify(
                url.includes('missing')
                  ? { error: { code: 'NOT_FOUND', message: 'Not found' } }
                  : { id: '1' },
              ),
              {
                status: url.includes('missing') ? 404 : 200,
                headers: { 'content-type': 'application/json' },
              },
            ),
      ),
    );
    await apiRequest('/api/things/1', { schema: z.object({ id: z.string() }) });
    await expect(apiRequest('/api/missing', { method: 'DELETE' })).rejects.toThrow('Not found');
    await expect(apiRequest('/api/broken')).rejects.toThrow();
    const log = readNetworkLog();
    expect(log.map(({ url, method, status, ok }) => ({ url, method, status, ok }))).toEqual([
      { url: '/api/things/1', method: 'GET', status: 200, ok: true },
      { url: '/api/missing', method: 'DELETE', status: 404, ok: false },
      { url: '/api/broken', method: 'GET', status: null, ok: false },
    ]);
    expect(log[2]?.error).toBeTruthy();
    expect(log.every((e) => e.ms >= 0 && !Number.isNaN(Date.parse(e.t)))).toBe(true);
    expect(JSON.parse(localStorage.getItem(storageKeys.networkLog) ?? '[]')).toHaveLength(3);
  });

  it('keeps the last 200, dropping the oldest', () => {
    for (let i = 0; i < NETWORK_LOG_MAX + 5; i++) {
      recordNetworkCall({
        t: new Date(i).toISOString(),
        url: `/api/n/${i}`,
        method: 'GET',
        status: 200,
        ok: true,
        ms: 1,
      });
    }
    const log = readNetworkLog();
    expect(log).toHaveLength(NETWORK_LOG_MAX);
    expect(log[0]?.url).toBe('/api/n/5');
  });

  it('leaves out the values of search and personal query parameters', () => {
    expect(redactUrl('/api/candidates?q=Ann%20Example&limit=50')).toBe(
      '/api/candidates?q=%E2%80%A6&limit=50',
    );
    expect(redactUrl('/api/candidates?email=ann@example.com')).toBe('/api/candidates?email=%E2%80%A6');
    expect(redactUrl('/api/jobs/1')).toBe('/api/jobs/1');
  });

  it('records a call once, and writes CSV safe from formulas', () => {
    let now = 0;
    const end = startNetworkCall('POST', '/api/x', () => now);
    now = 42;
    end({ status: 201 });
    end({ error: 'late' });
    expect(readNetworkLog()).toMatchObject([{ method: 'POST', status: 201, ok: true, ms: 42 }]);
    const csv = networkLogCsv([
      { t: 'T', url: '=cmd', method: 'GET', status: null, ok: false, ms: 3, error: 'a, b' },
    ]);
    expect(csv).toBe('Time,Method,URL,Status,OK,Milliseconds,Error\r\nT,GET,\'=cmd,,no,3,"a, b"\r\n');
  });
});
