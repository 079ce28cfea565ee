import { documentMessages } from '@rw/core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeDocxBomb,
  makeDocxWithEntries,
  makeLyingDocxBomb,
  makePdf,
} from './document-fixtures.js';
import { closeDocumentParsers, extractDocumentText } from './extract-text.js';
import { DOCUMENT_LIMITS } from './limits.js';

afterAll(closeDocumentParsers);

const lines = ['Senior Data Engineer', 'You will own the ingestion pipelines in Python and dbt.'];
const MB = 1024 * 1024;

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'VALIDATION' });
  return (error as Error).message;
}

describe('extractDocumentText', () => {
  it('reads PDF, DOCX and text by their bytes, whatever the name would say', async () => {
    const pdf = await extractDocumentText({ bytes: await makePdf(lines) });
    expect(pdf.kind).toBe('pdf');
    expect(pdf.text).toContain('ingestion pipelines');
    const docx = await extractDocumentText({ bytes: await makeDocx(lines) });
    expect(docx).toMatchObject({ kind: 'docx', truncated: false });
    expect(docx.text).toBe(lines.join('\n\n'));
    const txt = await extractDocumentText({ bytes: Buffer.from('\uFEFFJosé Peña\r\n\r\n\r\n\r\nLondon') });
    expect(txt).toEqual({ kind: 'txt', text: 'José Peña\n\nLondon', truncated: false });
    const latin1 = await extractDocumentText({ bytes: Buffer.from('Jos\xe9', 'latin1') });
    expect(latin1.text).toBe('José');
  }, 60_000);

  it('refuses binaries that are not documents', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(extractDocumentText({ bytes: png }))).toBe(documentMessages.unsupported);
    expect(await refusal(extractDocumentText({ bytes: Buffer.from([1, 2, 0, 3, 0, 0, 7]) }))).toBe(
      documentMessages.unsupported,
    );
  });

  it('refuses a file over the size limit before reading it', async () => {
    const limits = { ...DOCUMENT_LIMITS, maxBytes: 1024 };
    const message = await refusal(extractDocumentText({ bytes: Buffer.alloc(2048, 0x61), limits }));
    expect(message).toBe(documentMessages.fileTooLarge(1024));
  });

  it('refuses a zip bomb by its declared size, without the server inflating it', async () => {
    const bomb = await makeDocxBomb(80 * MB);
    expect(bomb.length).toBeLessThan(1 * MB);
    const before = process.memoryUsage().rss;
    const message = await refusal(extractDocumentText({ bytes: bomb }));
    expect(message).toBe(documentMessages.unpacksTooLarge(DOCUMENT_LIMITS.maxInflatedBytes));
    expect(message).toContain('64 MB');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  }, 60_000);

  it('stops a zip bomb whose headers lie about its size while inflating', async () => {
    const limits = { ...DOCUMENT_LIMITS, maxInflatedBytes: 4 * MB };
    const bomb = await makeLyingDocxBomb(40 * MB, 1000);
    const message = await refusal(extractDocumentText({ bytes: bomb, limits }));
    expect(message).toBe(documentMessages.unpacksTooLarge(4 * MB));
  }, 60_000);

  it('refuses a container with too many entries', async () => {
    const limits = { ...DOCUMENT_LIMITS, maxEntries: 50 };
    const message = await refusal(extractDocumentText({ bytes: await makeDocxWithEntries(60), limits }));
    expect(message).toBe(documentMessages.tooManyParts(50));
  }, 60_000);

  it('caps the extracted text', async () => {
    const limits = { ...DOCUMENT_LIMITS, maxTextChars: 20 };
    const out = await extractDocumentText({ bytes: await makeDocx(lines), limits });
    expect(out).toMatchObject({ truncated: true });
    expect(out.text.length).toBeLessThanOrEqual(20);
  }, 60_000);

  it('stops a parse that passes the time limit and one that needs more memory than allowed', async () => {
    const pdf = await makePdf(lines);
    const slow = { ...DOCUMENT_LIMITS, timeoutMs: 1 };
    expect(await refusal(extractDocumentText({ bytes: pdf, limits: slow }))).toBe(
      documentMessages.tookTooLong(1),
    );
    const small = { ...DOCUMENT_LIMITS, workerHeapMb: 48 };
    const docx = await makeDocxBomb(60 * MB);
    expect(await refusal(extractDocumentText({ bytes: docx, limits: small }))).toBe(
      documentMessages.neededTooMuchMemory(48),
    );
  }, 60_000);
});
