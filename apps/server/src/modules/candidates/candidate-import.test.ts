import {
  type CandidateImportResult,
  candidateImportMessages,
  candidateMessages,
  IMPORT_MAX_BYTES,
  type ImportProgressEvent,
  importDoneMessage,
} from '@rw/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateImports, candidateStageRecords, candidates } from '#src/db/schema/index.js';
import type { AppEvent } from '#src/platform/events/event.js';
import { createJob, createOrganisationUser, importCandidates, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';
import {
  csvText,
  fixtureFile,
  generatedConnections,
  linkedinExport,
  linkedinNotes,
  windows1252,
} from './fixtures/import-fixtures.js';

/*
 * POST /api/jobs/{id}/candidates/import through HTTP: every message of docs/product/candidates.md#messages,
 * the exports recruiters really upload, encodings, per-row errors, progress events and tenancy. Each test
 * imports into a job of its own organisation so counts do not mix.
 */

let ctx: TestContext;
let alice: TestUser;
let mallory: TestUser; // another organisation
let aliceJob: string;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'acme.test' });
  mallory = await createOrganisationUser(ctx, { domain: 'rival.test' });
  aliceJob = await createJob(ctx, alice);
});
afterAll(async () => ctx?.close());

/** A user of a fresh organisation with a job of its own. */
async function freshOrg(): Promise<{ user: TestUser; jobId: string; domain: string }> {
  const user = await createOrganisationUser(ctx);
  return { user, jobId: await createJob(ctx, user), domain: user.domain };
}

const candidatesOf = (domain: string) =>
  ctx.db.select().from(candidates).where(eq(candidates.domain, domain)).orderBy(asc(candidates.firstName));

/** The organisation's candidates as [first, last, title, company, location], by first name. */
const profilesOf = async (domain: string) =>
  (await candidatesOf(domain)).map((c) => [
    c.firstName,
    c.lastName,
    c.currentTitle,
    c.currentCompany,
    c.location,
  ]);

async function expectRefused(
  res: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect((res.json() as { error: { message: string } }).error.message).toBe(message);
}

describe('who may import where', () => {
  it('needs a session', async () => {
    const { payload, contentType } = multipartFile('a.csv', Buffer.from('First Name\nAnn\n'), {
      type: 'text/csv',
    });
    const res = await ctx.call('POST', `/api/jobs/${aliceJob}/candidates/import`, {
      headers: { 'content-type': contentType },
      body: payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another organisation's job, exactly like a missing one, and writes nothing", async () => {
    const csv = 'First Name,Last Name\nEve,Intruder\n';
    const foreign = await importCandidates(ctx, mallory, aliceJob, csv, { filename: 'a.csv' });
    const missing = await importCandidates(ctx, mallory, '00000000-0000-4000-8000-000000000000', csv, {
      filename: 'a.csv',
    });
    await expectRefused(foreign, 404, 'Job not found');
    expect(missing.json()).toEqual(foreign.json());
    expect(await candidatesOf('rival.test')).toHaveLength(0);
    expect(await candidatesOf('acme.test')).toHaveLength(0);
  });
});

describe('the import messages', () => {
  it("other stages: 'CV/LinkedIn upload functionality coming soon...'", async () => {
    const res = await importCandidates(ctx, alice, aliceJob, 'First Name\nAnn\n', {
      filename: 'a.csv',
      query: { stage_id: 'profile_review' },
    });
    await expectRefused(res, 400, 'CV/LinkedIn upload functionality coming soon...');
  });

  it("no file: 'No file selected.'", async () => {
    const boundary = '----rw-empty';
    const noFilePart = await ctx.call('POST', `/api/jobs/${aliceJob}/candidates/import?stage_id=glance`, {
      cookie: alice.cookie,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    await expectRefused(noFilePart, 400, 'No file selected.');
    const notMultipart = await ctx.call('POST', `/api/jobs/${aliceJob}/candidates/import`, {
      cookie: alice.cookie,
      body: {},
    });
    await expectRefused(notMultipart, 400, candidateMessages.noFile);
  });

  it.each(['people.xlsx', 'people.txt', 'people.csv.pdf', 'people'])(
    "a file named %s: 'Please select a CSV file for the Glance stage.'",
    async (name) => {
      const res = await importCandidates(ctx, alice, aliceJob, 'First Name\nAnn\n', { filename: name });
      await expectRefused(res, 400, 'Please select a CSV file for the Glance stage.');
    },
  );

  it.each([
    ['an empty file', ''],
    ['a blank file', '\n\r\n\n'],
    ['a header only', 'First Name,Last Name,Email\n'],
    ['a single line that is no header', 'hello\n'],
    ["LinkedIn's notes and header with no connection", linkedinExport([])],
  ])("%s: 'CSV appears empty'", async (_case, csv) => {
    const res = await importCandidates(ctx, alice, aliceJob, csv, { filename: 'a.csv' });
    await expectRefused(res, 400, 'CSV appears empty');
  });

  it.each([
    ['no name column', 'Email,Company\nann@example.com,Acme\n'],
    [
      'a name header after more note lines than allowed',
      `${'note\n'.repeat(25)}First Name,Last Name\nAnn,Lee\n`,
    ],
  ])("%s: 'Could not find First Name/Last Name columns in header.'", async (_case, csv) => {
    const res = await importCandidates(ctx, alice, aliceJob, csv, { filename: 'a.csv' });
    await expectRefused(res, 400, 'Could not find First Name/Last Name columns in header.');
  });

  it("rows without a first or last name only: 'No candidate rows detected'", async () => {
    const csv = 'First Name,Last Name,Email\n,,ann@example.com\n , ,\n,,\n';
    const res = await importCandidates(ctx, alice, aliceJob, csv, { filename: 'a.csv' });
    await expectRefused(res, 400, 'No candidate rows detected');
    expect(await candidatesOf('acme.test')).toHaveLength(0);
  });

  it("a bad row is reported as 'Error importing {first} {last}: Invalid email format' and the import goes on", async () => {
    const { user, jobId, domain } = await freshOrg();
    const csv = csvText(
      ['First Name', 'Last Name', 'Email'],
      [
        ['Amara', 'Okafor', 'amara@example.org'],
        ['Daniel', 'Kim', 'daniel.kim@invalid'],
        ['', '', 'nameless@example.org'],
        ['Sarah', "O'Brien", ''],
        ['Li', '', 'li@'],
        ['Jonas', 'Müller', 'jonas@example.de'],
      ],
    );
    const res = await importCandidates(ctx, user, jobId, csv, { filename: 'people.CSV' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CandidateImportResult;
    expect(body.messages).toEqual([
      'Error importing Daniel Kim: Invalid email format',
      'Error importing Li : Invalid email format',
      'Done. Imported 3 of 5.',
    ]);
    expect(body).toMatchObject({ total: 5, imported: 3, created: 3, updated: 0, skipped: 1 });
    expect(body.errors).toEqual([
      { row: 3, first_name: 'Daniel', last_name: 'Kim', message: 'Invalid email format' },
      { row: 6, first_name: 'Li', last_name: '', message: candidateMessages.invalidEmail },
    ]);
    expect((await candidatesOf(domain)).map((c) => c.firstName)).toEqual(['Amara', 'Jonas', 'Sarah']);
  });

  it('refuses an upload over the size limit before reading it', async () => {
    const { payload, contentType } = multipartFile('big.csv', Buffer.from('First Name\nAnn\n'), {
      type: 'text/csv',
    });
    const res = await ctx.call('POST', `/api/jobs/${aliceJob}/candidates/import?stage_id=glance`, {
      cookie: alice.cookie,
      headers: { 'content-type': contentType, 'content-length': String(IMPORT_MAX_BYTES + 1024 * 1024) },
      body: payload,
    });
    await expectRefused(res, 413, candidateImportMessages.fileTooLarge);
    expect(candidateImportMessages.fileTooLarge).toBe('The file is too large (64 MB at most).');
  });

  it('refuses an import id the organisation used before, but not one another organisation used', async () => {
    const { user, jobId } = await freshOrg();
    const id = crypto.randomUUID();
    const query = { stage_id: 'glance', import_id: id };
    expect(
      (await importCandidates(ctx, user, jobId, 'First Name\nAnn\n', { filename: 'a.csv', query }))
        .statusCode,
    ).toBe(200);
    const again = await importCandidates(ctx, user, jobId, 'First Name\nBob\n', { filename: 'a.csv', query });
    await expectRefused(again, 409, candidateImportMessages.importIdTaken);

    // Another organisation choosing the same id learns nothing: it is simply its own import.
    const other = await freshOrg();
    const theirs = await importCandidates(ctx, other.user, other.jobId, 'First Name\nCyd\n', {
      filename: 'a.csv',
      query,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().messages.at(-1)).toBe('Done. Imported 1 of 1.');
    const status = (who: TestUser, job: string) =>
      ctx.call('GET', `/api/jobs/${job}/candidates/imports/${id}`, { cookie: who.cookie });
    expect((await status(user, jobId)).json()).toMatchObject({ import_id: id, total: 1, imported: 1 });
    expect((await status(other.user, other.jobId)).json()).toMatchObject({ import_id: id, imported: 1 });
    expect((await status(other.user, jobId)).statusCode).toBe(404);
  });

  it('reports a quote that never closes on its row, and reads the rows after it', async () => {
    const { user, jobId, domain } = await freshOrg();
    const res = await importCandidates(ctx, user, jobId, 'First Name,Last Name\n"Ann,Lee\nBob,Ray\n', {
      filename: 'a.csv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      imported: 1,
      messages: ['Line 2: unclosed quote; this row was not imported.', 'Done. Imported 1 of 2.'],
    });
    expect((await candidatesOf(domain)).map((c) => [c.firstName, c.lastName])).toEqual([['Bob', 'Ray']]);
  });
});

describe('real exports import without editing', () => {
  it('a LinkedIn connections export exactly as LinkedIn writes it, into the Glance stage', async () => {
    const { user, jobId, domain } = await freshOrg();
    const res = await importCandidates(ctx, user, jobId, fixtureFile('linkedin-connections.csv'), {
      filename: 'Connections.csv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 4,
      imported: 4,
      created: 4,
      messages: ['Done. Imported 4 of 4.'],
    });
    const rows = await candidatesOf(domain);
    expect(rows.map((c) => [c.firstName, c.lastName, c.currentCompany, c.currentTitle, c.email])).toEqual([
      ['Amara', 'Okafor', 'Monzo', 'Senior Product Manager', 'amara.okafor@example.org'],
      ['Jonas', 'Müller', 'N26', 'Head of Product', 'jonas.mueller@example.de'],
      ['Mei', 'Chen', 'Revolut', 'Product Manager, Payments', null],
      ['Tomás', 'García Núñez', 'Stripe, Inc.', 'Staff Software Engineer', null],
    ]);
    const amara = rows[0]!;
    expect(amara).toMatchObject({
      linkedinUrl: 'https://www.linkedin.com/in/amara-okafor-test',
      linkedinKey: 'linkedin.com/in/amara-okafor-test',
      createdByEmail: user.email,
      domain,
      currentPrimaryJobId: jobId,
    });
    expect(amara.lastActivityAt).toBeInstanceOf(Date);
    const records = await ctx.db
      .select()
      .from(candidateStageRecords)
      .where(eq(candidateStageRecords.jobId, jobId));
    expect(records).toHaveLength(4);
    for (const r of records) {
      expect(r).toMatchObject({
        stageId: 'glance',
        stageCategory: 'research',
        stageLevel: 1,
        stageSubstep: null,
        stageTitle: 'Glance',
        actionOwner: 'recruiter',
        progressedAlready: false,
      });
    }
    expect(new Set(records.map((r) => r.candidateId))).toEqual(new Set(rows.map((c) => c.id)));
  });

  it("another tool's export: Full Name, Job Title, Headline, LinkedIn URL", async () => {
    const { user, jobId, domain } = await freshOrg();
    const csv = csvText(
      ['Full Name', 'Job Title', 'Headline', 'Employer', 'LinkedIn URL', 'E-mail', 'Mobile', 'City'],
      [
        [
          'Priya Raman',
          'Group PM',
          'Product leader',
          'Wise',
          'linkedin.com/in/priyaraman',
          'PRIYA@EXAMPLE.COM',
          '+372 5555 0101',
          'Tallinn',
        ],
        ['Zahra El Idrissi', '', 'Principal PM at Booking', '', '/in/zahra-e', '', '', 'Amsterdam'],
      ],
    );
    const res = await importCandidates(ctx, user, jobId, csv, { filename: 'export.csv' });
    expect(res.json()).toMatchObject({ total: 2, imported: 2 });
    const rows = await candidatesOf(domain);
    expect(
      rows.map((c) => [
        c.firstName,
        c.lastName,
        c.currentTitle,
        c.currentCompany,
        c.linkedinUrl,
        c.email,
        c.phone,
        c.location,
      ]),
    ).toEqual([
      [
        'Priya',
        'Raman',
        'Group PM',
        'Wise',
        'https://www.linkedin.com/in/priyaraman',
        'PRIYA@EXAMPLE.COM',
        '+372 5555 0101',
        'Tallinn',
      ],
      ['Zahra', 'El Idrissi', null, null, 'https://www.linkedin.com/in/zahra-e', null, null, 'Amsterdam'],
    ]);
    const headlineOnly = await importCandidates(ctx, user, jobId, 'Name,Headline\nAda Lovelace,Analyst\n', {
      filename: 'b.csv',
    });
    expect(headlineOnly.json().imported).toBe(1);
    expect((await candidatesOf(domain)).find((c) => c.firstName === 'Ada')?.currentTitle).toBe('Analyst');
  });

  it('CRLF, a byte-order mark, quoted commas and quotes, embedded newlines and UTF-8 accents', async () => {
    const { user, jobId, domain } = await freshOrg();
    const csv = csvText(
      ['First Name', 'Last Name', 'Current Title', 'Current Company', 'Location'],
      [
        ['Oluwaseun "Seun"', 'Adeyemi', 'APM', 'Deliveroo', 'Manchester, United Kingdom'],
        ['Émilie', 'Dubois', 'Product Lead\r\n(EMEA)', 'Small Startup, Inc.', 'Lyon, France'],
        ['Zoë', 'Ñúñez', 'PM', 'Acme', 'Málaga'],
      ],
      '\r\n',
    );
    const res = await importCandidates(ctx, user, jobId, Buffer.from(`\uFEFF${csv}`, 'utf8'), {
      filename: 'a.csv',
    });
    expect(res.json().messages).toEqual(['Done. Imported 3 of 3.']);
    expect(await profilesOf(domain)).toEqual([
      ['Oluwaseun "Seun"', 'Adeyemi', 'APM', 'Deliveroo', 'Manchester, United Kingdom'],
      ['Zoë', 'Ñúñez', 'PM', 'Acme', 'Málaga'],
      ['Émilie', 'Dubois', 'Product Lead\r\n(EMEA)', 'Small Startup, Inc.', 'Lyon, France'],
    ]);
  });

  it('a Windows-1252 file (Excel on Windows) keeps é, ü and ñ', async () => {
    const { user, jobId, domain } = await freshOrg();
    const csv = csvText(
      ['First Name', 'Last Name', 'Company', 'Location'],
      [
        ['Renée', 'Müller', 'Société Générale', 'Zürich'],
        ['Iñigo', 'Peña', 'Café €uro', 'A Coruña'],
      ],
      '\r\n',
    );
    const res = await importCandidates(ctx, user, jobId, windows1252(csv), { filename: 'excel.csv' });
    expect(res.json().messages).toEqual([importDoneMessage(2, 2)]);
    expect(
      (await candidatesOf(domain)).map((c) => [c.firstName, c.lastName, c.currentCompany, c.location]),
    ).toEqual([
      ['Iñigo', 'Peña', 'Café €uro', 'A Coruña'],
      ['Renée', 'Müller', 'Société Générale', 'Zürich'],
    ]);
  });
  it("a semicolon-separated file (Excel where ',' is the decimal sign) and a tab-separated UTF-16 file", async () => {
    const { user, jobId, domain } = await freshOrg();
    const semicolons = [
      'First Name;Last Name;Company;Location;Email',
      'Renée;Müller;"Société Générale; Paris";Zürich;renee@example.org',
      'Iñigo;Peña;Acme, Inc.;A Coruña;',
    ].join('\r\n');
    const res = await importCandidates(ctx, user, jobId, windows1252(semicolons), {
      filename: 'excel-de.csv',
    });
    expect(res.json().messages).toEqual([importDoneMessage(2, 2)]);
    const tabs = ['First Name\tLast Name\tTitle', 'Zoë\tÑúñez\tPM'].join('\r\n');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tabs, 'utf16le')]);
    const res2 = await importCandidates(ctx, user, jobId, utf16, { filename: 'unicode-text.csv' });
    expect(res2.json().messages).toEqual([importDoneMessage(1, 1)]);
    expect(await profilesOf(domain)).toEqual([
      ['Iñigo', 'Peña', null, 'Acme, Inc.', 'A Coruña'],
      ['Renée', 'Müller', null, 'Société Générale; Paris', 'Zürich'],
      ['Zoë', 'Ñúñez', 'PM', null, null],
    ]);
  });
});

describe('record and progress', () => {
  it('records the import and sends import.progress events to the importer, the last one done', async () => {
    const { user, jobId, domain } = await freshOrg();
    const events: AppEvent[] = [];
    const stop = ctx.app.events.subscribe(user.id, (e) => events.push(e));
    const importId = crypto.randomUUID();
    const rows = generatedConnections(12_000);
    rows[5]![3] = 'broken@mail';
    const file = Buffer.from(linkedinExport(rows));
    const { payload, contentType } = multipartFile('Connections.csv', file, { type: 'text/csv' });
    const res = await ctx.call(
      'POST',
      `/api/jobs/${jobId}/candidates/import?stage_id=glance&import_id=${importId}`,
      {
        cookie: user.cookie,
        headers: { 'content-type': contentType },
        body: payload,
      },
    );
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      import_id: importId,
      total: 12_000,
      imported: 11_999,
      created: 11_999,
      messages: ['Error importing First5 Last5: Invalid email format', 'Done. Imported 11999 of 12000.'],
    });
    const sent = events.filter((e) => e.type === 'import.progress');
    const progress = sent.map((e) => e.data as ImportProgressEvent);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress.filter((p) => p.done)).toHaveLength(1);
    // At most about 4 a second before the final one.
    const times = sent.slice(0, -1).map((e) => Date.parse(e.at));
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(245);
    expect(progress.at(-1)).toEqual({
      import_id: importId,
      job_id: jobId,
      bytes_read: file.length,
      bytes_total: payload.length,
      rows: 12_000,
      imported: 11_999,
      done: true,
    });
    const [recorded] = await ctx.db.select().from(candidateImports).where(eq(candidateImports.id, importId));
    expect(recorded).toMatchObject({
      jobId,
      stageId: 'glance',
      domain,
      createdByEmail: user.email,
      fileName: 'Connections.csv',
      status: 'completed',
      total: 12_000,
      imported: 11_999,
      created: 11_999,
      updated: 0,
      errors: [
        {
          row: linkedinNotes.length + 7,
          first_name: 'First5',
          last_name: 'Last5',
          message: 'Invalid email format',
        },
      ],
    });
    expect(recorded!.finishedAt).toBeInstanceOf(Date);
    expect(await candidatesOf(domain)).toHaveLength(11_999);
  });

  it('records an import refused for its content as failed', async () => {
    const { user, jobId } = await freshOrg();
    const importId = crypto.randomUUID();
    await importCandidates(ctx, user, jobId, 'Email\nx@example.com\n', {
      filename: 'a.csv',
      query: { import_id: importId },
    });
    const [recorded] = await ctx.db.select().from(candidateImports).where(eq(candidateImports.id, importId));
    expect(recorded).toMatchObject({ status: 'failed', total: 0, imported: 0 });
  });
});
