import crypto from 'node:crypto';
import {
  type DocumentImport,
  documentImportLines,
  documentImportMessages,
  documentMessages,
  importDoneMessage,
} from '@rw/core';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeDocx, makePdf } from '#src/platform/documents/document-fixtures.js';
import { makeLinkedinPdf, sampleLinkedinTruth } from '#src/platform/documents/linkedin-fixtures.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';

const STAGE = 'talent_screen';

/** A CV's lines as a plain one-column document. */
const cv = (name: string, email: string, phone: string, job: string) => [
  name,
  job,
  `${email} · ${phone}`,
  'Experience',
  `${job} at Initech (2021 - Present)`,
  'Engineer at Globex (2017 - 2021)',
  'Skills: Go, PostgreSQL',
];

/** A PDF only its password opens. */
function makeProtectedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  doc.text('Hidden CV');
  doc.end();
  return done;
}

describe("'Upload CV / LinkedIn' on a stage", () => {
  let mock: MockLlm;
  let ctx: TestContext;
  let user: TestUser;
  let stranger: TestUser;
  let jobId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
    user = await createOrganisationUser(ctx, { domain: 'cv-upload.test', role: 'admin' });
    stranger = await createOrganisationUser(ctx, { domain: 'cv-elsewhere.test' });
    jobId = await createJob(ctx, user, { title: 'Platform Engineer' });
  });
  afterAll(async () => {
    await ctx?.close();
    await mock?.close();
  });

  const start = (files: { name: string; size: number }[], as = user, stage = STAGE) =>
    ctx.call('POST', `/api/jobs/${jobId}/documents/imports`, {
      cookie: as.cookie,
      body: { stage_id: stage, files },
    });
  const upload = (batch: DocumentImport, index: number, name: string, bytes: Buffer, as = user) => {
    const { payload, contentType } = multipartFile(name, bytes);
    return ctx.call('POST', `/api/document-imports/${batch.import_id}/files/${batch.files[index]!.id}`, {
      cookie: as.cookie,
      headers: { 'content-type': contentType },
      body: payload,
    });
  };
  const settled = (importId: string) =>
    vi.waitFor(
      async () => {
        const res = await ctx.call('GET', `/api/document-imports/${importId}`, { cookie: user.cookie });
        const batch = res.json() as DocumentImport;
        if (batch.status !== 'completed')
          throw new Error(`still ${JSON.stringify(batch.files.map((f) => f.status))}`);
        return batch;
      },
      { timeout: 60_000, interval: 100 },
    );
  /** Uploads `files` as one batch and waits until every file is settled. */
  const importFiles = async (files: { name: string; bytes: Buffer }[]) => {
    const res = await start(files.map((f) => ({ name: f.name, size: f.bytes.length })));
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json() as DocumentImport;
    for (const [i, f] of files.entries()) {
      if (batch.files[i]!.status !== 'waiting') continue;
      const up = await upload(batch, i, f.name, f.bytes);
      expect(up.statusCode, up.body).toBe(200);
    }
    return settled(batch.import_id);
  };
  const candidate = async (id: string) =>
    (await ctx.call('GET', `/api/candidates/${id}`, { cookie: user.cookie })).json().candidate;

  it('imports two CVs and a LinkedIn PDF into the stage, each with its stored file and experience', async () => {
    const batch = await importFiles([
      {
        name: 'ada.docx',
        bytes: await makeDocx(cv('Ada Lovelace', 'ada@lovelace.example', '+44 7911 123456', 'Analyst')),
      },
      {
        name: 'alan.pdf',
        bytes: await makePdf(cv('Alan Turing', 'alan@turing.example', '+44 7911 654321', 'Cryptanalyst')),
      },
      { name: 'Profile.pdf', bytes: await makeLinkedinPdf(sampleLinkedinTruth) },
    ]);
    expect(batch.files.map((f) => [f.status, f.outcome])).toEqual([
      ['imported', 'created'],
      ['imported', 'created'],
      ['imported', 'created'],
    ]);
    const { lines, done } = documentImportLines(batch);
    expect(lines.map((l) => l.text)).toEqual([
      'ada.docx: Added Ada Lovelace as a new candidate.',
      'alan.pdf: Added Alan Turing as a new candidate.',
      'Profile.pdf: Added Maria Garcia Lopez as a new candidate.',
    ]);
    expect(done).toBe(importDoneMessage(3, 3));
    expect(done).toBe('Done. Imported 3 of 3.');

    const stage = await ctx.call('GET', `/api/jobs/${jobId}/candidates`, {
      cookie: user.cookie,
      query: { stage_id: STAGE },
    });
    const names = (stage.json().rows as { candidate: { first_name: string } }[]).map(
      (r) => r.candidate.first_name,
    );
    expect(names.sort()).toEqual(['Ada', 'Alan', 'Maria']);

    const ada = await candidate(batch.files[0]!.candidate_id!);
    expect(ada).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@lovelace.example',
      phone: '+44 7911 123456',
      current_title: 'Analyst',
      current_company: 'Initech',
      cv_parser_version: 1,
      linkedin_raw_text: null,
    });
    expect(ada.cv_text).toContain('Engineer at Globex');
    expect(ada.job_history).toEqual([
      expect.objectContaining({ company: 'Initech', title: 'Analyst', current: true, start_date: '2021' }),
      expect.objectContaining({ company: 'Globex', title: 'Engineer', end_date: '2021' }),
    ]);
    const file = await ctx.call('GET', ada.cv_file_url, { cookie: user.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('ada.docx');
    expect((await ctx.call('GET', ada.cv_file_url, { cookie: stranger.cookie })).statusCode).toBe(404);

    const maria = await candidate(batch.files[2]!.candidate_id!);
    expect(maria).toMatchObject({
      linkedin_url: 'https://www.linkedin.com/in/maria-garcia-lopez-4b2a1',
      current_title: 'Senior Data Engineer',
      current_company: 'Northwind Logistics',
      location: 'Leeds, England, United Kingdom',
    });
    expect(maria.linkedin_raw_text).toContain('Northwind Logistics');
    expect(maria.cv_text).toContain('Northwind Logistics');
    expect(maria.job_history).toHaveLength(3);
  }, 120_000);

  it('updates the candidate its LinkedIn profile or e-mail names, filling contact details only where empty', async () => {
    const first = await importFiles([
      {
        name: 'grace.txt',
        bytes: Buffer.from(cv('Grace Hopper', 'grace@navy.example', '+1 415 555 2671', 'Admiral').join('\n')),
      },
    ]);
    const id = first.files[0]!.candidate_id!;
    await ctx.call('PATCH', `/api/candidates/${id}`, {
      cookie: user.cookie,
      body: { phone: '+1 202 555 0100', location: null },
    });
    const again = await importFiles([
      {
        name: 'grace-2024.txt',
        bytes: Buffer.from(
          [
            'Grace Hopper',
            'GRACE@navy.example',
            '+1 415 555 2671',
            'Arlington, VA',
            'Rear Admiral at US Navy (2019 - Present)',
          ].join('\n'),
        ),
      },
    ]);
    expect(again.files[0]).toMatchObject({
      status: 'imported',
      outcome: 'updated',
      candidate_id: id,
      message: 'Updated Grace Hopper.',
    });
    const grace = await candidate(id);
    expect(grace.phone).toBe('+1 202 555 0100');
    expect(grace.cv_text).toContain('Rear Admiral');
    expect(grace.job_history).toEqual([
      expect.objectContaining({ title: 'Rear Admiral', company: 'US Navy' }),
    ]);
  }, 120_000);

  it('offers a name + phone match for confirmation and never merges it silently', async () => {
    const first = await importFiles([
      {
        name: 'k1.txt',
        bytes: Buffer.from(
          cv('Katherine Johnson', 'kj@nasa.example', '+1 757 555 0142', 'Mathematician').join('\n'),
        ),
      },
    ]);
    const original = first.files[0]!.candidate_id!;
    const other = () =>
      Buffer.from(
        cv(
          'Katherine Johnson',
          `katherine.${crypto.randomUUID().slice(0, 6)}@home.example`,
          '(757) 555-0142',
          'Physicist',
        ).join('\n'),
      );
    const pending = await importFiles([
      { name: 'k2.txt', bytes: other() },
      { name: 'k3.txt', bytes: other() },
    ]);
    expect(pending.files.map((f) => f.status)).toEqual(['confirm', 'confirm']);
    expect(pending.files[0]).toMatchObject({
      candidate_id: null,
      match: { candidate_id: original, name: 'Katherine Johnson' },
      message: documentImportMessages.confirm('Katherine Johnson'),
    });
    expect(pending.imported).toBe(0);
    expect(documentImportLines(pending).done).toBe('Done. Imported 0 of 2.');
    expect((await candidate(original)).current_title).toBe('Mathematician');

    const confirm = (index: number, same: boolean, as = user) =>
      ctx.call(
        'POST',
        `/api/document-imports/${pending.import_id}/files/${pending.files[index]!.id}/confirm`,
        {
          cookie: as.cookie,
          body: { same_person: same },
        },
      );
    expect((await confirm(0, true, stranger)).statusCode).toBe(404);
    const same = await confirm(0, true);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().files[0]).toMatchObject({
      status: 'imported',
      outcome: 'updated',
      candidate_id: original,
    });
    const apart = await confirm(1, false);
    expect(apart.json().files[1]).toMatchObject({
      status: 'imported',
      outcome: 'created',
      message: documentImportMessages.keptApart('Katherine Johnson'),
    });
    expect(apart.json().files[1].candidate_id).not.toBe(original);
    expect(apart.json().imported).toBe(2);
    const again = await confirm(1, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(documentImportMessages.notAwaitingConfirmation);
  }, 120_000);

  it('erasing a candidate erases the files imported into them and those waiting to be confirmed as them', async () => {
    const first = await importFiles([
      {
        name: 'mary.txt',
        bytes: Buffer.from(cv('Mary Jackson', 'mj@nasa.example', '+1 757 555 0199', 'Engineer').join('\n')),
      },
    ]);
    const id = first.files[0]!.candidate_id!;
    const pending = await importFiles([
      {
        name: 'mary-2.txt',
        bytes: Buffer.from(cv('Mary Jackson', 'mary@home.example', '+1 757 555 0199', 'Engineer').join('\n')),
      },
    ]);
    expect(pending.files[0]!.status).toBe('confirm');
    const fileUrl = (await candidate(id)).cv_file_url as string;
    const erased = await ctx.call('DELETE', `/api/candidates/${id}`, {
      cookie: user.cookie,
      body: { confirm: 'Mary Jackson' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().removed.files).toBe(2);
    expect((await ctx.call('GET', fileUrl, { cookie: user.cookie })).statusCode).toBe(404);
    const after = await ctx.call('GET', `/api/document-imports/${pending.import_id}`, {
      cookie: user.cookie,
    });
    expect(after.json().files).toEqual([]);
    const rows = await ctx.db.execute(sql`select count(*)::int as n from document_import_files
      where file_name like 'mary%' or parsed::text like '%Mary%'`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  }, 120_000);

  it('reports bad files one by one while the others import', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
    const batch = await importFiles([
      { name: 'photo-renamed.pdf', bytes: png },
      { name: 'locked.pdf', bytes: await makeProtectedPdf() },
      { name: 'blank.txt', bytes: Buffer.from('   \n\n  ') },
      { name: 'no-name.txt', bytes: Buffer.from('contact: someone@example.org\nlooking for work') },
      { name: 'huge.pdf', bytes: Buffer.alloc(11 * 1024 * 1024) },
      {
        name: 'lin.txt',
        bytes: Buffer.from(cv('Lin Wei', 'lin@wei.example', '+44 7911 000111', 'Designer').join('\n')),
      },
    ]);
    expect(batch.files.map((f) => [f.status, f.message])).toEqual([
      ['failed', documentMessages.unsupported],
      ['failed', documentMessages.encrypted],
      ['failed', documentMessages.noText],
      ['failed', documentImportMessages.noName],
      ['failed', documentMessages.fileTooLarge(10 * 1024 * 1024)],
      ['imported', 'Added Lin Wei as a new candidate.'],
    ]);
    expect(documentImportLines(batch).done).toBe('Done. Imported 1 of 6.');
    // Nothing is kept of a file that could not be read but its bytes for the batch.
    const again = await upload(batch, 5, 'lin.txt', Buffer.from('x'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(documentImportMessages.alreadyUploaded);
  }, 120_000);

  it('refuses Glance, an unknown stage, too many files, and other organisations’ jobs and batches', async () => {
    const glance = await start([{ name: 'a.pdf', size: 10 }], user, 'glance');
    expect(glance.json().error.message).toBe('Please select a CSV file for the Glance stage.');
    const unknown = await start([{ name: 'a.pdf', size: 10 }], user, 'stage_9');
    expect(unknown.json().error.message).toBe(documentImportMessages.stageNotFound);
    const many = await start(Array.from({ length: 51 }, (_, i) => ({ name: `${i}.pdf`, size: 10 })));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toContain(documentImportMessages.tooManyFiles(50));
    expect((await start([{ name: 'a.pdf', size: 10 }], stranger)).statusCode).toBe(404);
    const batch = (await start([{ name: 'a.txt', size: 10 }])).json() as DocumentImport;
    expect(
      (await ctx.call('GET', `/api/document-imports/${batch.import_id}`, { cookie: stranger.cookie }))
        .statusCode,
    ).toBe(404);
    const cross = await upload(batch, 0, 'a.txt', Buffer.from('Ann Example'), stranger);
    expect(cross.statusCode).toBe(404);
  });

  it("uploads and replaces a CV on the candidate's page", async () => {
    const created = await ctx.call('POST', '/api/candidates', {
      cookie: user.cookie,
      body: { first_name: 'Hedy', last_name: 'Lamarr', email: 'hedy@films.example' },
    });
    const id = created.json().id as string;
    const send = (name: string, bytes: Buffer, as = user) => {
      const { payload, contentType } = multipartFile(name, bytes);
      return ctx.call('POST', `/api/candidates/${id}/cv`, {
        cookie: as.cookie,
        headers: { 'content-type': contentType },
        body: payload,
      });
    };
    const res = await send(
      'hedy.docx',
      await makeDocx(cv('Hedy Lamarr', 'other@films.example', '+1 310 555 0199', 'Inventor')),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Updated Hedy Lamarr.');
    const hedy = await candidate(id);
    expect(hedy).toMatchObject({
      email: 'hedy@films.example',
      phone: '+1 310 555 0199',
      current_title: 'Inventor',
    });
    expect(hedy.cv_file_url).toBe(`/api/files/${res.json().file_id}`);
    expect(hedy.cv_last_updated).toEqual(expect.any(String));

    const refused = await send('hedy.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(documentMessages.unsupported);
    const blank = await send('blank.txt', Buffer.from('  '));
    expect(blank.json().error.message).toBe(documentMessages.noText);
    expect((await candidate(id)).cv_file_url).toBe(hedy.cv_file_url);
    expect((await send('x.txt', Buffer.from('Hedy'), stranger)).statusCode).toBe(404);
  }, 120_000);

  it("re-parses every candidate with a stored file ('Re-parse all', admins), counting each", async () => {
    const batch = await importFiles([
      {
        name: 'dorothy.txt',
        bytes: Buffer.from(
          cv('Dorothy Vaughan', 'dv@nasa.example', '+1 757 555 0177', 'Supervisor').join('\n'),
        ),
      },
    ]);
    const id = batch.files[0]!.candidate_id!;
    // As a candidate read by an older parser would be: no experience, no version.
    await ctx.db.execute(
      sql`update candidates set job_history = null, cv_parser_version = null where id = ${id}::uuid`,
    );
    const recruiter = await createOrganisationUser(ctx, { domain: 'cv-upload.test' });
    expect((await ctx.call('POST', '/api/documents/reparse', { cookie: recruiter.cookie })).statusCode).toBe(
      403,
    );

    const started = await ctx.call('POST', '/api/documents/reparse', { cookie: user.cookie });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: 'running', parser_version: 1, done: 0 });
    const total = started.json().total as number;
    expect(total).toBeGreaterThanOrEqual(5);
    const ended = await vi.waitFor(
      async () => {
        const { run } = (await ctx.call('GET', '/api/documents/reparse', { cookie: user.cookie })).json();
        if (run.status === 'running') throw new Error(`${run.done + run.failed} of ${run.total}`);
        return run;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(ended).toMatchObject({ status: 'completed', done: total, failed: 0 });
    const dorothy = await candidate(id);
    expect(dorothy.cv_parser_version).toBe(1);
    expect(dorothy.job_history).toEqual([
      expect.objectContaining({ title: 'Supervisor', company: 'Initech' }),
      expect.objectContaining({ company: 'Globex' }),
    ]);
    const other = await ctx.call('GET', '/api/documents/reparse', { cookie: stranger.cookie });
    expect(other.statusCode).toBe(403);
  }, 120_000);
});
