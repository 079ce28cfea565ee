import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '#src/plugins/errors.js';
import {
  IMMUTABLE_CACHE,
  pickEncoding,
  REVALIDATE_CACHE,
  readSpaIndex,
  webStaticPlugin,
} from '#src/plugins/web-static.js';

/*
 * The built web app as the server sends it (docs/decisions/0015-precompressed-static-files.md): a build
 * directory like apps/web's, with the Brotli and gzip copies its build writes beside each text file.
 */

const js = `export const rows = [${'"a repeated row", '.repeat(400)}];\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-1a2b3c.js"></script></head>${'<!-- padding -->'.repeat(80)}</html>`;
let root = '';
let app: FastifyInstance;

function write(name: string, body: string) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), body);
  fs.writeFileSync(path.join(root, `${name}.br`), zlib.brotliCompressSync(body));
  fs.writeFileSync(path.join(root, `${name}.gz`), zlib.gzipSync(body));
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-web-static-'));
  write('index.html', html);
  write('assets/index-1a2b3c.js', js);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify({ logger: false });
  await app.register(errorsPlugin, { spaIndex: readSpaIndex(root) });
  await app.register(webStaticPlugin, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('hashed assets', () => {
  it('are sent Brotli-compressed to a browser that accepts it, cached for a year as immutable', async () => {
    const res = await get('/assets/index-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('are sent gzipped when only gzip is accepted, and as they are when nothing is', async () => {
    const gz = await get('/assets/index-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/index-1a2b3c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('that do not exist answer 404, not the web app (a page of an older build asking for its chunks)', async () => {
    const res = await get('/assets/index-0ld0ld.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the web app page', () => {
  it('answers a client route compressed, revalidated on each use', async () => {
    const res = await get('/jobs/my-jobs', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it('is sent as it is to a client that accepts no compression, and /index.html is not cached either', async () => {
    const res = await get('/');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(html);
    const file = await get('/index.html', 'gzip');
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(file.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('leaves other files revalidated, and unknown API paths to the JSON 404', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(REVALIDATE_CACHE);
    const api = await get('/api/nothing-here', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('pickEncoding (RFC 9110 §12.5.3)', () => {
  it('prefers Brotli, honours q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('gzip, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeUndefined();
    expect(pickEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('*;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('x-gzip', ['gzip'])).toBe('gzip');
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(pickEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
  });
});
