import crypto from 'node:crypto';
import { documentMessages } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { storedFileName, storedFileUrl, storeFile } from './stored-files.service.js';

describe('storedFileName', () => {
  it('keeps a safe name with the extension of what the bytes are', () => {
    expect(storedFileName('Ann Example CV.pdf', 'pdf')).toBe('Ann Example CV.pdf');
    expect(storedFileName('../../etc/cv.PDF', 'pdf')).toBe('cv.PDF');
    expect(storedFileName('cv.txt', 'pdf')).toBe('cv.txt.pdf');
    expect(storedFileName('\u202Efdp.exe\u0000', 'docx')).toBe('fdp.exe.docx');
    expect(storedFileName('   ', 'txt')).toBe('document.txt');
  });
});

describe('GET /api/files/{fileId}', () => {
  let ctx: TestContext;
  let ann: TestUser;
  let other: TestUser;
  let fileId: string;
  const bytes = Buffer.from('%PDF-1.4\n% Ann Example, Payments Engineer\n');

  beforeAll(async () => {
    ctx = await createTestContext();
    ann = await createOrganisationUser(ctx, { domain: 'files-a.test' });
    other = await createOrganisationUser(ctx, { domain: 'files-b.test' });
    const file = await storeFile({
      db: ctx.db,
      storage: ctx.app.storage,
      caller: ann,
      candidateId: null,
      kind: 'cv',
      documentKind: 'pdf',
      name: 'Ann Example – CV.pdf',
      bytes,
    });
    fileId = file.id;
    expect(file).toMatchObject({
      domain: 'files-a.test',
      sizeBytes: bytes.length,
      contentType: 'application/pdf',
    });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
  afterAll(() => ctx?.close());

  it('serves the file to its organisation as an attachment with its content type', async () => {
    const res = await ctx.call('GET', storedFileUrl(fileId), { cookie: ann.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ann Example _ CV.pdf"; filename*=UTF-8''Ann%20Example%20%E2%80%93%20CV.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it("answers another organisation's file, an unknown one and one whose bytes are gone with 404", async () => {
    const cross = await ctx.call('GET', storedFileUrl(fileId), { cookie: other.cookie });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error.message).toBe(documentMessages.fileNotFound);
    const unknown = await ctx.call('GET', storedFileUrl(crypto.randomUUID()), { cookie: ann.cookie });
    expect(unknown.statusCode).toBe(404);
    const lost = await storeFile({
      db: ctx.db,
      storage: ctx.app.storage,
      caller: ann,
      candidateId: null,
      kind: 'cv',
      documentKind: 'txt',
      name: 'lost.txt',
      bytes: Buffer.from('gone'),
    });
    await ctx.app.storage.delete(lost.storageKey);
    const gone = await ctx.call('GET', storedFileUrl(lost.id), { cookie: ann.cookie });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(documentMessages.fileNotFound);
  });

  it('needs a session', async () => {
    expect((await ctx.call('GET', storedFileUrl(fileId))).statusCode).toBe(401);
  });
});

describe('erasing a candidate erases their files; merging moves them', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createOrganisationUser(ctx, { domain: 'files-erase.test', role: 'admin' });
  });
  afterAll(() => ctx?.close());

  const candidate = async (first: string, last: string) => {
    const res = await ctx.call('POST', '/api/candidates', {
      cookie: admin.cookie,
      body: { first_name: first, last_name: last },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const cv = (candidateId: string) =>
    storeFile({
      db: ctx.db,
      storage: ctx.app.storage,
      caller: admin,
      candidateId,
      kind: 'cv',
      documentKind: 'txt',
      name: 'cv.txt',
      bytes: Buffer.from(`CV of ${candidateId}`),
    });

  it('removes the rows and the bytes of an erased candidate', async () => {
    const id = await candidate('Ysolde', 'Erased');
    const file = await cv(id);
    const res = await ctx.call('DELETE', `/api/candidates/${id}`, {
      cookie: admin.cookie,
      body: { confirm: 'Ysolde Erased' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().removed.files).toBe(1);
    expect((await ctx.call('GET', storedFileUrl(file.id), { cookie: admin.cookie })).statusCode).toBe(404);
    await expect(ctx.app.storage.read(file.storageKey)).rejects.toThrow('stored file missing');
  });

  it('moves the duplicate’s files to the candidate kept', async () => {
    const kept = await candidate('Merle', 'Kept');
    const duplicate = await candidate('Merle', 'Kept');
    const file = await cv(duplicate);
    const res = await ctx.call('POST', `/api/candidates/${kept}/merge`, {
      cookie: admin.cookie,
      body: { duplicate_id: duplicate, fields: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
    const erased = await ctx.call('DELETE', `/api/candidates/${kept}`, {
      cookie: admin.cookie,
      body: { confirm: 'Merle Kept' },
    });
    expect(erased.json().removed.files).toBe(1);
    expect((await ctx.call('GET', storedFileUrl(file.id), { cookie: admin.cookie })).statusCode).toBe(404);
  });
});
