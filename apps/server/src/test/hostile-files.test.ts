import { columnCountMessage, documentMessages, fieldTooLongMessage, unclosedQuoteMessage } from '@rw/core';
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

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function upload(url: string, filename: string, bytes: Buffer) {
  const { payload, contentType } = multipartFile(filename, bytes);
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': contentType },
    body: new Uint8Array(payload),
  });
  const body = (await res.json()) as { error?: { message: string }; messages?: string[] };
  return { status: res.status, message: body.error?.message, lines: body.messages ?? [] };
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

describe('hostile CSV files through the candidate import', () => {
  it('reports each broken row by line, imports the rest, and stays under 600 MB', async () => {
    const company = await api<{ id: string }>('POST', '/api/companies', { name: 'Hostile Files Ltd' });
    const job = await api<{ id: string }>('POST', '/api/jobs', { title: 'Importer', company_id: company.id });
    const importCsv = (text: string | Buffer) =>
      upload(`/api/jobs/${job.id}/candidates/import?stage_id=glance`, 'people.csv', Buffer.from(text));
    const header = 'First Name,Last Name,Email Address';

    const cell = await importCsv(
      Buffer.concat([
        Buffer.from(`${header}\nAnn,Lee,ann@hostile.test\nBig,`),
        Buffer.alloc(50 * MB, 'x'),
        Buffer.from(',big@hostile.test\nBob,Ray,bob@hostile.test\n'),
      ]),
    );
    expect(cell.status).toBe(200);
    expect(cell.lines).toContain(fieldTooLongMessage(3, 'last_name'));
    expect(cell.lines.at(-1)).toBe('Done. Imported 2 of 3.');

    const wide = await importCsv(`${header}\nAnn,Lee,ann@wide.test\n${'x,'.repeat(9_999)}x\n`);
    expect(wide.lines).toContain(columnCountMessage(3, 10_000, 3));
    expect(wide.lines.at(-1)).toBe('Done. Imported 1 of 2.');

    const quoted = await importCsv(`${header}\nAnn,"Lee,ann@quote.test\nBob,Ray,bob@quote.test\n`);
    expect(quoted.lines).toContain(unclosedQuoteMessage(2));
    expect(quoted.lines.at(-1)).toBe('Done. Imported 1 of 2.');

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(server.peakRssMb()).toBeLessThan(RSS_LIMIT_MB);
  }, 240_000);
});
