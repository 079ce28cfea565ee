import { documentMessages } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDocxBomb,
  makeDocxWithEntries,
  makeLyingDocxBomb,
  makePdf,
  makePdfBomb,
} from '#src/platform/documents/document-fixtures.js';
import { DOCUMENT_LIMITS } from '#src/platform/documents/limits.js';
import { multipartFile } from './multipart.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

/*
 * Hostile files through every upload of the real server process (docs/product/documents.md#limits): each
 * gets the message naming the limit it passed, the server keeps answering, and its resident memory stays
 * under 600 MB for the whole run (parsing happens in bounded child processes, never in the server's heap).
 */

const MB = 1024 * 1024;
const RSS_LIMIT_MB = 600;

let server: ServerProcess;
let cookie: string;
beforeAll(async () => {
  server = await startServerProcess();
  cookie = await server.signIn();
}, 120_000);
afterAll(async () => server?.stop());

async function upload(url: string, filename: string, bytes: Buffer) {
  const { payload, contentType } = multipartFile(filename, bytes);
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': contentType },
    body: new Uint8Array(payload),
  });
  const body = (await res.json()) as { error?: { message: string } };
  return { status: res.status, message: body.error?.message };
}

const importDescription = (filename: string, bytes: Buffer) =>
  upload('/api/jobs/import/file', filename, bytes);

describe('hostile documents through job import from a file', () => {
  it('refuses each with the limit it passed, keeps answering, and stays under 600 MB', async () => {
    const cases: Array<{
      name: string;
      file: () => Promise<Buffer> | Buffer;
      filename: string;
      messages: string[];
    }> = [
      {
        name: 'a .docx that inflates to 200 MB',
        filename: 'role.docx',
        file: () => makeDocxBomb(200 * MB),
        messages: [documentMessages.unpacksTooLarge(DOCUMENT_LIMITS.maxInflatedBytes)],
      },
      {
        name: 'a .docx whose headers claim 1 kB but inflate to 100 MB',
        filename: 'role.docx',
        file: () => makeLyingDocxBomb(100 * MB, 1024),
        messages: [documentMessages.unpacksTooLarge(DOCUMENT_LIMITS.maxInflatedBytes)],
      },
      {
        name: 'a .docx of 5,000 parts',
        filename: 'role.docx',
        file: () => makeDocxWithEntries(5_000),
        messages: [documentMessages.tooManyParts(DOCUMENT_LIMITS.maxEntries)],
      },
      {
        name: 'a PDF whose page inflates to 300 MB of text',
        filename: 'role.pdf',
        file: () => makePdfBomb(300 * MB),
        messages: [
          documentMessages.neededTooMuchMemory(DOCUMENT_LIMITS.workerHeapMb),
          documentMessages.tookTooLong(DOCUMENT_LIMITS.timeoutMs),
        ],
      },
      {
        name: 'a PNG called .pdf',
        filename: 'role.pdf',
        file: () =>
          Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(4096, 7)]),
        messages: [documentMessages.unsupported],
      },
      {
        name: 'an ELF program called .docx',
        filename: 'role.docx',
        file: () => Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(4096, 1)]),
        messages: [documentMessages.unsupported],
      },
      {
        name: 'a truncated PDF',
        filename: 'role.pdf',
        file: async () => (await makePdf(['A role'])).subarray(0, 400),
        messages: [documentMessages.unreadable],
      },
    ];
    for (const c of cases) {
      const res = await importDescription(c.filename, await c.file());
      expect(res.status, c.name).toBe(400);
      expect(c.messages, c.name).toContain(res.message);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status, `health after ${c.name}`).toBe(200);
    }
    // Three bombs at once, as the probe sent them.
    const bomb = await makeDocxBomb(200 * MB);
    const all = await Promise.all([1, 2, 3].map(() => importDescription('role.docx', bomb)));
    expect(all.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(server.peakRssMb()).toBeLessThan(RSS_LIMIT_MB);
  }, 240_000);
});
