import { documentMessages, jobMessages } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makeDocxBomb, makePdf } from '#src/platform/documents/document-fixtures.js';
import { DOCUMENT_LIMITS } from '#src/platform/documents/limits.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';
import { extractDescriptionText } from './job-import.service.js';

const description = [
  'Senior Data Engineer — Northwind Logistics (Leeds, hybrid)',
  'Why the role exists: our warehouse data doubled this year.',
  'You will own the ingestion pipelines in Python and dbt.',
];

describe('text extraction from an uploaded description', () => {
  it('reads .txt (dropping a byte-order mark), .pdf and .docx, whatever the file is called', async () => {
    const txt = Buffer.from(`\uFEFF${description.join('\r\n')}`, 'utf8');
    expect(await extractDescriptionText({ bytes: txt })).toBe(description.join('\n'));
    const pdf = await extractDescriptionText({ bytes: await makePdf(description) });
    const docx = await extractDescriptionText({ bytes: await makeDocx(description) });
    for (const text of [pdf, docx]) {
      for (const line of description) expect(text).toContain(line);
    }
  });

  it('refuses unsupported, unreadable and empty files with the messages', async () => {
    await expect(
      extractDescriptionText({ bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }),
    ).rejects.toThrow(documentMessages.unsupported);
    await expect(
      extractDescriptionText({ bytes: Buffer.from('d0cf11e0a1b11ae10000', 'hex') }),
    ).rejects.toThrow(documentMessages.unreadable);
    await expect(extractDescriptionText({ bytes: Buffer.from(' \n ') })).rejects.toThrow(
      jobMessages.emptyFile,
    );
  });
});

describe('POST /api/jobs/import/file', () => {
  let mock: MockLlm;
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    mock = await startMockLlm();
    ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
    user = await createOrganisationUser(ctx, { domain: 'import.test' });
  });
  afterAll(async () => {
    await ctx?.close();
    await mock?.close();
  });

  const upload = (filename: string, bytes: Buffer) => {
    const { payload, contentType } = multipartFile(filename, bytes);
    return ctx.call('POST', '/api/jobs/import/file', {
      cookie: user.cookie,
      headers: { 'content-type': contentType },
      body: payload,
    });
  };

  it('sends the text of an uploaded .docx to the model and answers a draft', async () => {
    const res = await upload('northwind.docx', await makeDocx(description));
    expect(res.statusCode).toBe(200);
    expect(res.json().draft.title).toEqual(expect.any(String));
    expect(res.json().source_chars).toBeGreaterThan(50);
    const sent = JSON.stringify(mock.requests({ task: 'extract-job' }).at(-1)?.messages);
    expect(sent).toContain('ingestion pipelines in Python and dbt');
  });

  it('refuses an unsupported file before any model call', async () => {
    const before = mock.requests().length;
    const res = await upload('photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please upload a .txt, .pdf, .docx or .doc file.');
    expect(mock.requests()).toHaveLength(before);
  });

  it('refuses a renamed binary and a zip bomb by their bytes, naming the limit, before any model call', async () => {
    const before = mock.requests().length;
    const exe = await upload('brief.docx', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]));
    expect(exe.json().error.message).toBe(documentMessages.unsupported);
    const bomb = await upload('brief.docx', await makeDocxBomb(100 * 1024 * 1024));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.message).toBe(
      documentMessages.unpacksTooLarge(DOCUMENT_LIMITS.maxInflatedBytes),
    );
    // A PDF called .txt is read as the PDF it is.
    const pdf = await upload('brief.txt', await makePdf(description));
    expect(pdf.statusCode).toBe(200);
    expect(mock.requests()).toHaveLength(before + 1);
  });

  it('needs a session', async () => {
    const { payload, contentType } = multipartFile('a.txt', Buffer.from('x'));
    const res = await ctx.call('POST', '/api/jobs/import/file', {
      headers: { 'content-type': contentType },
      body: payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
