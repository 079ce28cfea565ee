import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';
import { extractDescriptionText, fileKind } from './job-import.service.js';

const description = [
  'Senior Data Engineer — Northwind Logistics (Leeds, hybrid)',
  'Why the role exists: our warehouse data doubled this year.',
  'You will own the ingestion pipelines in Python and dbt.',
];

/** A small real PDF with the description's lines, made with PDFKit. */
function makePdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

/** A small real .docx with the description's lines, made with the docx package. */
function makeDocx(lines: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: lines.map((l, i) => new Paragraph({ children: [new TextRun({ text: l, bold: i === 0 })] })),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

describe('text extraction from an uploaded description', () => {
  it('reads .txt (dropping a byte-order mark), .pdf and .docx', async () => {
    const txt = Buffer.from(`\uFEFF${description.join('\r\n')}`, 'utf8');
    expect(await extractDescriptionText('brief.txt', txt)).toBe(description.join('\n'));
    const pdf = await extractDescriptionText('brief.pdf', await makePdf(description));
    const docx = await extractDescriptionText('brief.docx', await makeDocx(description));
    for (const text of [pdf, docx]) {
      for (const line of description) expect(text).toContain(line);
    }
  });

  it('knows files by their signature and extension', async () => {
    expect(fileKind('x.pdf', await makePdf(['a']))).toBe('pdf');
    expect(fileKind('renamed.bin', await makePdf(['a']))).toBe('pdf');
    expect(fileKind('x.docx', await makeDocx(['a']))).toBe('docx');
    expect(fileKind('x.zip', await makeDocx(['a']))).toBeNull();
    expect(fileKind('x.doc', Buffer.from('d0cf11e0a1b11ae10000', 'hex'))).toBe('doc');
    expect(fileKind('x.txt', Buffer.from('plain'))).toBe('txt');
    expect(fileKind('x.exe', Buffer.from('MZ\0\0'))).toBeNull();
  });

  it('refuses unsupported, unreadable and empty files with the messages', async () => {
    await expect(extractDescriptionText('x.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))).rejects.toThrow(
      'Please upload a .txt, .pdf, .docx or .doc file.',
    );
    await expect(extractDescriptionText('x.doc', Buffer.from('d0cf11e0a1b11ae10000', 'hex'))).rejects.toThrow(
      'Please upload a .txt, .pdf, .docx or .doc file.',
    );
    await expect(extractDescriptionText('x.txt', Buffer.from(' \n '))).rejects.toThrow(
      'No text could be read from this file.',
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

  it('needs a session', async () => {
    const { payload, contentType } = multipartFile('a.txt', Buffer.from('x'));
    const res = await ctx.call('POST', '/api/jobs/import/file', {
      headers: { 'content-type': contentType },
      body: payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
