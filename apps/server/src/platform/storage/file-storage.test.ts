import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, StoredFileMissingError } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

const key = () => `example.com/${crypto.randomUUID()}`;

/** What every driver must do: write, read back, delete, and say so when bytes are missing. */
function behavesAsStorage(make: () => FileStorage) {
  it('writes, reads back and deletes a file under its key', async () => {
    const storage = make();
    const k = key();
    await storage.put(k, Buffer.from('Ann Example\nPayments Engineer'), 'text/plain');
    expect(await text(await storage.read(k))).toBe('Ann Example\nPayments Engineer');
    await storage.delete(k);
    await expect(storage.read(k)).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.delete(k);
  });

  it('refuses keys the app does not make', async () => {
    const storage = make();
    for (const bad of ['../etc/passwd', 'example.com/../../x', `Example.com/${crypto.randomUUID()}`, '']) {
      await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid storage key');
      await expect(storage.read(bad)).rejects.toThrow('invalid storage key');
    }
  });
}

describe('local disk storage', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-files-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  behavesAsStorage(() => createLocalStorage(root));

  it('keeps each file at root/organisation/uuid and leaves no partial file behind', async () => {
    const storage = createLocalStorage(root);
    const k = key();
    await storage.put(k, Buffer.alloc(256 * 1024, 7), 'application/pdf');
    const [org, id] = k.split('/') as [string, string];
    expect(fs.statSync(path.join(root, org, id)).size).toBe(256 * 1024);
    expect(fs.readdirSync(path.join(root, org)).filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});

/**
 * A minimal S3-compatible server on the loopback (path-style PUT, GET and DELETE of objects): the real SDK
 * client talks to it, so the driver's requests are exercised without the internet.
 */
function startFakeS3(): Promise<{ url: string; objects: Map<string, Buffer>; close: () => Promise<void> }> {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
        res.writeHead(403).end();
        return;
      }
      if (req.method === 'PUT') {
        objects.set(at, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const body = objects.get(at);
        if (!body) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
          return;
        }
        res.writeHead(200, { 'content-length': body.length }).end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(at);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

describe('S3-compatible storage (against a local fake S3 server)', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3?.close());

  const make = () =>
    createS3Storage({
      bucket: 'cvs',
      endpoint: s3.url,
      region: 'us-east-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });

  behavesAsStorage(make);

  it('puts objects at bucket/organisation/uuid, path-style', async () => {
    const k = key();
    await make().put(k, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(s3.objects.get(`/cvs/${k}`)?.toString()).toBe('%PDF-1.4');
  });
});
