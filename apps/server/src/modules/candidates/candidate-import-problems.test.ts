import {
  CANDIDATE_FIELD_MAX,
  type CandidateImportResult,
  importDoneMessage,
  importSummaryMessage,
} from '@rw/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateImports, candidates } from '#src/db/schema/index.js';
import { createJob, createOrganisationUser, importCandidates, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { csvLine, csvText } from './fixtures/import-fixtures.js';

/*
 * POST /api/jobs/{id}/candidates/import with rows it must not take as written
 * (docs/product/candidates.md#import-problems): values over the JSON API's limits, broken quoting, lone CRs,
 * column counts other than the header's, huge cells and rows. Each such row is reported by its line, never
 * merged into a neighbour, counted in Y; the other rows are imported. Each test has an organisation of its own.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function freshOrg(): Promise<{ user: TestUser; jobId: string; domain: string }> {
  const user = await createOrganisationUser(ctx);
  return { user, jobId: await createJob(ctx, user), domain: user.domain };
}

/** The organisation's candidates as [first, last, email], by first name. */
const peopleOf = async (domain: string) =>
  (
    await ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.domain, domain))
      .orderBy(asc(candidates.firstName))
  ).map((c) => [c.firstName, c.lastName, c.email]);

async function importOk(user: TestUser, jobId: string, csv: string | Buffer): Promise<CandidateImportResult> {
  const res = await importCandidates(ctx, user, jobId, csv, { filename: 'people.csv' });
  expect(res.statusCode).toBe(200);
  return res.json() as CandidateImportResult;
}

const header = ['First Name', 'Last Name', 'Email'];
/** Eight people, row i on line i + 2. */
const eight = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'].map((n) => [
  n,
  `${n}son`,
  `${n.toLowerCase()}@example.com`,
]);

describe('values over the limits of the JSON API', () => {
  it("a 50 MB last name on line 7: 'Line 7: last name is longer than 200 characters.', the other rows kept", async () => {
    const { user, jobId, domain } = await freshOrg();
    const before = csvText(header, eight.slice(0, 5));
    const after = `${eight
      .slice(6)
      .map((r) => csvLine(r))
      .join('\n')}\n`;
    const file = Buffer.concat([
      Buffer.from(`${before}Flo,`),
      Buffer.alloc(50 * 1024 * 1024, 'x'),
      Buffer.from(`,flo@example.com\n${after}`),
    ]);
    const body = await importOk(user, jobId, file);
    expect(body.messages).toEqual([
      'Line 7: last name is longer than 200 characters.',
      importDoneMessage(7, 8),
    ]);
    expect(body.errors).toEqual([
      {
        row: 7,
        first_name: '',
        last_name: '',
        message: 'Line 7: last name is longer than 200 characters.',
      },
    ]);
    const people = await peopleOf(domain);
    expect(people.map((p) => p[0])).toEqual(['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Gus', 'Hal']);
    const [recorded] = await ctx.db
      .select({ errors: candidateImports.errors })
      .from(candidateImports)
      .where(eq(candidateImports.id, body.import_id));
    expect(JSON.stringify(recorded!.errors).length).toBeLessThan(1000);
  });

  it('each field over its limit is named with the limit; values at the limit import', async () => {
    const { user, jobId, domain } = await freshOrg();
    const cols = [
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Location',
      'Current Title',
      'Company',
      'LinkedIn URL',
    ];
    const ok = (first: string) => [first, 'Lee', '', '', '', '', '', ''];
    const atLimit = [
      'a'.repeat(CANDIDATE_FIELD_MAX.first_name),
      'b'.repeat(CANDIDATE_FIELD_MAX.last_name),
      `${'c'.repeat(CANDIDATE_FIELD_MAX.email - 12)}@example.com`,
      '1'.repeat(CANDIDATE_FIELD_MAX.phone),
      'l'.repeat(CANDIDATE_FIELD_MAX.location),
      't'.repeat(CANDIDATE_FIELD_MAX.current_title),
      'o'.repeat(CANDIDATE_FIELD_MAX.current_company),
      `https://www.linkedin.com/in/${'p'.repeat(CANDIDATE_FIELD_MAX.linkedin_url - 28)}`,
    ];
    const over = (i: number, value: string) => {
      const row = ok(`Over${i}`);
      row[i] = value;
      return row;
    };
    const rows = [
      atLimit,
      over(0, 'a'.repeat(201)),
      over(2, `${'c'.repeat(309)}@example.com`),
      over(3, '1'.repeat(101)),
      over(4, 'l'.repeat(301)),
      over(5, 't'.repeat(301)),
      over(6, 'o'.repeat(301)),
      // A handle becomes https://www.linkedin.com/in/{handle}: judged as stored.
      over(7, 'p'.repeat(480)),
      ok('Fine'),
    ];
    const body = await importOk(user, jobId, csvText(cols, rows));
    expect(body.messages).toEqual([
      'Line 3: first name is longer than 200 characters.',
      'Line 4: email is longer than 320 characters.',
      'Line 5: phone is longer than 100 characters.',
      'Line 6: location is longer than 300 characters.',
      'Line 7: current title is longer than 300 characters.',
      'Line 8: current company is longer than 300 characters.',
      'Line 9: profile link is longer than 500 characters.',
      importDoneMessage(2, 9),
    ]);
    expect((await peopleOf(domain)).map((p) => p[0])).toEqual(['Fine', atLimit[0]]);
  });

  it('a full name longer than a first and a last name together', async () => {
    const { user, jobId } = await freshOrg();
    const body = await importOk(
      user,
      jobId,
      csvText(
        ['Name', 'Email'],
        [
          [`Ann ${'z'.repeat(400)}`, ''],
          [`Bob ${'z'.repeat(300)}`, ''],
          ['Cy Fox', ''],
        ],
      ),
    );
    expect(body.messages).toEqual([
      'Line 2: full name is longer than 401 characters.',
      'Line 3: last name is longer than 200 characters.',
      importDoneMessage(1, 3),
    ]);
  });

  it('a row longer than 1,000,000 characters in a column not imported is refused as a whole', async () => {
    const { user, jobId } = await freshOrg();
    const csv = `First Name,Last Name,Notes\nAnn,Lee,${'n'.repeat(1_000_001)}\nBob,Ray,short\n`;
    const body = await importOk(user, jobId, csv);
    expect(body.messages).toEqual([
      'Line 2: the row is longer than 1,000,000 characters; it was not imported.',
      importDoneMessage(1, 2),
    ]);
  });
});

describe('rows the file itself broke are reported, never merged', () => {
  it('an unclosed quote in row 2 of 8: Ann reported, Bob keeps his own e-mail, 7 of 8 imported', async () => {
    const { user, jobId, domain } = await freshOrg();
    const lines = eight.map((r) => csvLine(r));
    lines[1] = 'Bob,"Bobson,bob@example.com';
    lines[2] = 'Cy,Cyson,"cy@example.com"';
    const body = await importOk(user, jobId, `${csvLine(header)}\n${lines.join('\n')}\n`);
    expect(body.messages).toEqual([
      'Line 3: unclosed quote; this row was not imported.',
      importDoneMessage(7, 8),
    ]);
    expect(body).toMatchObject({ total: 8, imported: 7, created: 7, skipped: 0 });
    const people = await peopleOf(domain);
    expect(people).toHaveLength(7);
    expect(people.find((p) => p[0] === 'Cy')).toEqual(['Cy', 'Cyson', 'cy@example.com']);
    expect(people.find((p) => p[0] === 'Bob')).toBeUndefined();
  });

  it('a quote left open to the end of the file: only its row is lost', async () => {
    const { user, jobId, domain } = await freshOrg();
    const lines = eight.map((r) => csvLine(r));
    lines[1] = '"Bob,Bobson,bob@example.com';
    const body = await importOk(user, jobId, `${csvLine(header)}\n${lines.join('\n')}\n`);
    expect(body.messages).toEqual([
      'Line 3: unclosed quote; this row was not imported.',
      importDoneMessage(7, 8),
    ]);
    expect((await peopleOf(domain)).map((p) => p[0])).toEqual(['Ann', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal']);
  });

  it('a lone CR inside a row of a CRLF file is reported; a file of CR line ends imports', async () => {
    const { user, jobId, domain } = await freshOrg();
    const lines = eight.slice(0, 3).map((r) => csvLine(r));
    lines[1] = 'Bob,Bob\rson,bob@example.com';
    const body = await importOk(user, jobId, `${csvLine(header)}\r\n${lines.join('\r\n')}\r\n`);
    expect(body.messages).toEqual([
      'Line 3: a lone carriage return (CR) outside quotes; this row was not imported.',
      importDoneMessage(2, 3),
    ]);
    // The lone CR is a line of its own to an editor: Cy is on line 5.
    const mac = await importOk(
      user,
      jobId,
      `${csvLine(header)}\r${eight.map((r) => csvLine(r)).join('\r')}\r`,
    );
    expect(mac.messages).toEqual([importDoneMessage(8, 8)]);
    expect(await peopleOf(domain)).toHaveLength(8);
  });

  it('rows with missing or extra columns are reported with the counts', async () => {
    const { user, jobId, domain } = await freshOrg();
    const csv = [
      'First Name,Last Name,Email,Company,Title,Phone,Location',
      'Ann,Lee,ann@example.com,Acme,PM,1,Oslo',
      'Bob,Ray,bob@example.com,Acme,PM',
      'Cy,Fox,cy@example.com,Acme,PM,1,Oslo,extra',
      'Di,Ng,di@example.com,Acme,PM,1,Oslo,,',
    ].join('\n');
    const body = await importOk(user, jobId, csv);
    expect(body.messages).toEqual([
      'Line 3: 5 columns, the header has 7.',
      'Line 4: 8 columns, the header has 7.',
      importDoneMessage(2, 4),
    ]);
    expect((await peopleOf(domain)).map((p) => p[0])).toEqual(['Ann', 'Di']);
  });

  it('10,000 columns: a row that wide is reported; a header that wide imports its rows', async () => {
    const { user, jobId, domain } = await freshOrg();
    const wide = Array.from({ length: 10_000 }, (_, i) => `v${i}`).join(',');
    const body = await importOk(user, jobId, `First Name,Last Name,Email\n${wide}\nAnn,Lee,\n`);
    expect(body.messages).toEqual(['Line 2: 10,000 columns, the header has 3.', importDoneMessage(1, 2)]);
    const names = ['First Name', 'Last Name', ...Array.from({ length: 9_998 }, (_, i) => `Extra ${i}`)];
    const row = (first: string) => [first, 'Wide', ...Array.from({ length: 9_998 }, () => 'x')];
    const wideFile = await importOk(user, jobId, csvText(names, [row('Bo'), row('Cy')]));
    expect(wideFile.messages).toEqual([importDoneMessage(2, 2)]);
    expect((await peopleOf(domain)).map((p) => p[0])).toEqual(['Ann', 'Bo', 'Cy']);
  });

  it('a byte-order mark and Windows line ends: lines still counted right', async () => {
    const { user, jobId } = await freshOrg();
    const rows = [...eight.slice(0, 3), ['Di', 'Dison', 'di@example.com', 'extra']];
    const body = await importOk(user, jobId, Buffer.from(`\uFEFF${csvText(header, rows, '\r\n')}`));
    expect(body.messages).toEqual(['Line 5: 4 columns, the header has 3.', importDoneMessage(3, 4)]);
  });

  it('the counts add up: rows read = imported + not imported + without a name', async () => {
    const { user, jobId } = await freshOrg();
    const csv = [
      'First Name,Last Name,Email',
      'Ann,Lee,ann@example.com',
      'Bob,Ray,bob@invalid',
      ',,nameless@example.com',
      'Cy,Fox',
      'Di,Ng,di@example.com',
    ].join('\n');
    const body = await importOk(user, jobId, csv);
    expect(body).toMatchObject({ total: 4, imported: 2, skipped: 1 });
    expect(importSummaryMessage(body)).toBe('5 rows: 2 new, 0 updated, 2 not imported, 1 without a name.');
  });
});

describe('lists never return unbounded text', () => {
  it("a row stored before the limits (5 MB last name) is cut to its limit in the list, search and job's tab", async () => {
    const { user, jobId, domain } = await freshOrg();
    const huge = 'L'.repeat(5 * 1024 * 1024);
    const [legacy] = await ctx.db
      .insert(candidates)
      .values({
        firstName: 'Legacy',
        lastName: huge,
        currentCompany: 'C'.repeat(400),
        createdByEmail: user.email,
        domain,
      })
      .returning({ id: candidates.id });
    const added = await ctx.call('POST', `/api/jobs/${jobId}/candidates`, {
      cookie: user.cookie,
      body: { candidate_id: legacy!.id, stage_id: 'glance' },
    });
    expect(added.statusCode).toBeLessThan(300);
    const list = await ctx.call('GET', '/api/candidates', { cookie: user.cookie });
    const search = await ctx.call('GET', '/api/candidates', { cookie: user.cookie, query: { q: 'legacy' } });
    const tab = await ctx.call('GET', `/api/jobs/${jobId}/candidates`, { cookie: user.cookie });
    for (const res of [list, search]) {
      expect(res.statusCode).toBe(200);
      expect(res.payload.length).toBeLessThan(5000);
      const [row] = res.json().candidates;
      expect(row).toMatchObject({
        first_name: 'Legacy',
        last_name: 'L'.repeat(CANDIDATE_FIELD_MAX.last_name),
        current_company: 'C'.repeat(CANDIDATE_FIELD_MAX.current_company),
      });
    }
    expect(tab.statusCode).toBe(200);
    expect(tab.payload.length).toBeLessThan(5000);
    expect(tab.json().rows[0].candidate.last_name).toBe('L'.repeat(CANDIDATE_FIELD_MAX.last_name));
  });
});
