import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, signWebhookBody, verifyWebhookSignature } from './webhook-delivery.js';
import {
  assertPublicHost,
  isPrivateAddress,
  publicOnlyLookup,
  WebhookRefusedError,
} from './webhook-target.js';

type Received = { body: string; headers: http.IncomingHttpHeaders };
const received: Received[] = [];
let hang = false;
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      if (hang) return;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('webhook signatures', () => {
  it('signs the raw body with HMAC-SHA256 and verifies it in constant time', () => {
    const body = JSON.stringify({ instruction: 'GenerateJD', jobId: 'j1' });
    const signature = signWebhookBody(body, 'secret');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(body, signature, 'secret')).toBe(true);
    expect(verifyWebhookSignature(`${body} `, signature, 'secret')).toBe(false);
    expect(verifyWebhookSignature(body, signature, 'other')).toBe(false);
    expect(verifyWebhookSignature(body, 'sha256=abc', 'secret')).toBe(false);
    expect(verifyWebhookSignature(body, undefined, 'secret')).toBe(false);
  });
});

describe('private-network targets', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
    'not-an-ip',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '64:ff9b::808:808', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('refuses hosts that resolve to private addresses, and literal private IPs', async () => {
    await expect(assertPublicHost('localhost')).rejects.toBeInstanceOf(WebhookRefusedError);
    await expect(assertPublicHost('[::1]')).rejects.toBeInstanceOf(WebhookRefusedError);
    await expect(assertPublicHost('93.184.216.34')).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });

  it('checks again at connect time, on the addresses actually used (no DNS rebinding)', async () => {
    const refused = await new Promise<Error | null>((r) => publicOnlyLookup('localhost', { all: true }, r));
    expect(refused).toBeInstanceOf(WebhookRefusedError);
  });

  it('does not connect to a private target unless allowed', async () => {
    const before = received.length;
    const request = { url, body: '{}', secret: 's' };
    await expect(postWebhook(request)).rejects.toThrow(/private address/);
    await expect(postWebhook({ ...request, url: url.replace('127.0.0.1', 'localhost') })).rejects.toThrow(
      /private address/,
    );
    await expect(postWebhook({ ...request, url: 'ftp://example.com/x' })).rejects.toThrow(/http or https/);
    expect(received.length).toBe(before);
  });
});

describe('postWebhook', () => {
  it('POSTs the JSON body with its signature and delivery id', async () => {
    const body = JSON.stringify({ instruction: 'SalaryGen', jobId: 'j1' });
    const res = await postWebhook({ url, body, secret: 'k', allowPrivate: true, deliveryId: 'd-1' });
    expect(res).toEqual({ status: 200, ok: true, text: '{"ok":true}' });
    const last = received.at(-1)!;
    expect(last.body).toBe(body);
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers['x-rw-delivery']).toBe('d-1');
    expect(verifyWebhookSignature(last.body, last.headers['x-rw-signature'] as string, 'k')).toBe(true);
  });

  it('gives up after the timeout', async () => {
    hang = true;
    try {
      // The server never answers: only the 200 ms timeout can end the call (the test's own timeout is 30 s).
      await expect(
        postWebhook({ url, body: '{}', secret: 'k', allowPrivate: true, timeoutMs: 200 }),
      ).rejects.toThrow('timed out after 200 ms');
    } finally {
      hang = false;
    }
  });
});
