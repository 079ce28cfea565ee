import type { CandidateImportResult } from '@rw/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateStageRecords, candidates } from '#src/db/schema/index.js';
import { createJob, createOrganisationUser, importCandidates, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { csvText } from './fixtures/import-fixtures.js';

/*
 * Dedupe of the CSV import (docs/product/candidates.md#dedupe): LinkedIn link first, else e-mail, within the
 * importer's organisation only; an existing candidate is updated, never duplicated; empty cells never blank a
 * value.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const header = [
  'First Name',
  'Last Name',
  'Email',
  'Current Title',
  'Current Company',
  'Phone',
  'Profile URL',
];

/** A user of a fresh organisation with a job; `importCsv` posts rows of `header` to that job. */
async function freshOrg() {
  const user = await createOrganisationUser(ctx);
  const { domain } = user;
  const jobId = await createJob(ctx, user);
  const importCsv = async (rows: string[][], as: TestUser = user, job = jobId) => {
    const res = await importCandidates(ctx, as, job, csvText(header, rows), { filename: 'people.csv' });
    expect(res.statusCode).toBe(200);
    return res.json() as CandidateImportResult;
  };
  const list = () =>
    ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.domain, domain))
      .orderBy(asc(candidates.createdAt), asc(candidates.firstName));
  return { user, jobId, domain, importCsv, list };
}

describe('LinkedIn link variants are one candidate', () => {
  it.each([
    'http://linkedin.com/in/Jane-Doe/',
    'https://www.linkedin.com/in/jane-doe?trk=public_profile',
    'HTTPS://WWW.LINKEDIN.COM/IN/JANE-DOE#about',
    'linkedin.com/in/jane-doe',
    'www.linkedin.com/in/jane-doe/',
    'cz.linkedin.com/in/jane-doe',
    'https://uk.linkedin.com/in/jane-doe/',
    '/in/jane-doe',
    'jane-doe',
  ])('%s matches https://www.linkedin.com/in/jane-doe', async (variant) => {
    const org = await freshOrg();
    await org.importCsv([['Jane', 'Doe', '', 'PM', '', '', 'https://www.linkedin.com/in/jane-doe']]);
    const again = await org.importCsv([['Jane', 'Doe', '', 'Senior PM', '', '', variant]]);
    expect(again).toMatchObject({ total: 1, imported: 1, created: 0, updated: 1 });
    const [jane, ...others] = await org.list();
    expect(others).toHaveLength(0);
    expect(jane).toMatchObject({ currentTitle: 'Senior PM', linkedinKey: 'linkedin.com/in/jane-doe' });
  });

  it('keeps a link as typed when it is a full link, and makes paths and handles full links', async () => {
    const org = await freshOrg();
    await org.importCsv([
      ['A', 'One', '', '', '', '', 'https://linkedin.com/in/Amara-Okafor/'],
      ['B', 'Two', '', '', '', '', '/in/meichen'],
      ['C', 'Three', '', '', '', '', 'seun-adeyemi'],
      ['D', 'Four', '', '', '', '', 'cz.linkedin.com/in/lukasnovak'],
    ]);
    expect((await org.list()).map((c) => [c.linkedinUrl, c.linkedinKey])).toEqual([
      ['https://linkedin.com/in/Amara-Okafor/', 'linkedin.com/in/amara-okafor'],
      ['https://www.linkedin.com/in/meichen', 'linkedin.com/in/meichen'],
      ['https://www.linkedin.com/in/seun-adeyemi', 'linkedin.com/in/seun-adeyemi'],
      ['https://www.linkedin.com/in/lukasnovak', 'linkedin.com/in/lukasnovak'],
    ]);
  });
});

describe('e-mail, precedence and updates', () => {
  it('matches by e-mail ignoring case when there is no link, and fills the link in', async () => {
    const org = await freshOrg();
    await org.importCsv([['Bob', 'Stone', 'Bob.Stone@Example.com', 'Analyst', '', '', '']]);
    const res = await org.importCsv([
      ['Robert', '', 'bob.stone@EXAMPLE.COM', '', 'Acme', '', '/in/bobstone'],
    ]);
    expect(res).toMatchObject({ created: 0, updated: 1 });
    const all = await org.list();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      firstName: 'Robert',
      lastName: 'Stone',
      email: 'bob.stone@EXAMPLE.COM',
      currentTitle: 'Analyst',
      currentCompany: 'Acme',
      linkedinKey: 'linkedin.com/in/bobstone',
    });
  });

  it('matches the LinkedIn link before the e-mail', async () => {
    const org = await freshOrg();
    await org.importCsv([
      ['Ann', 'Link', 'ann@example.com', '', '', '', '/in/ann-link'],
      ['Bea', 'Mail', 'bea@example.com', '', '', '', ''],
    ]);
    await org.importCsv([['Ann', 'Link', 'bea@example.com', 'Director', '', '', 'linkedin.com/in/ann-link']]);
    const [ann, bea] = await org.list();
    expect(ann).toMatchObject({ firstName: 'Ann', currentTitle: 'Director', email: 'bea@example.com' });
    expect(bea).toMatchObject({ firstName: 'Bea', currentTitle: null });
  });

  it('the same person twice in one file is one candidate; the later row updates the earlier', async () => {
    const org = await freshOrg();
    const res = await org.importCsv([
      [
        'Amara',
        'Okafor',
        'amara@example.org',
        'Senior PM',
        'Monzo',
        '+44 20 7946 0011',
        'https://www.linkedin.com/in/amara-okafor',
      ],
      ['Mei', 'Chen', 'mei@example.com', 'PM', 'Revolut', '', ''],
      ['Amara', 'Okafor', '', 'Senior PM', 'Monzo Bank', '', 'https://linkedin.com/in/Amara-Okafor/'],
      ['Mei', 'Chen', 'MEI@example.com', 'Lead PM', '', '', ''],
    ]);
    expect(res).toMatchObject({
      total: 4,
      imported: 4,
      created: 2,
      updated: 2,
      messages: ['Done. Imported 4 of 4.'],
    });
    const all = await org.list();
    expect(all.map((c) => [c.firstName, c.currentCompany, c.currentTitle, c.email, c.phone])).toEqual([
      ['Amara', 'Monzo Bank', 'Senior PM', 'amara@example.org', '+44 20 7946 0011'],
      ['Mei', 'Revolut', 'Lead PM', 'MEI@example.com', null],
    ]);
    const records = await ctx.db
      .select()
      .from(candidateStageRecords)
      .where(eq(candidateStageRecords.jobId, org.jobId));
    expect(records).toHaveLength(2);
  });

  it('re-importing a file updates rather than duplicates, and empty cells blank nothing', async () => {
    const org = await freshOrg();
    const rows = [
      ['Ann', 'Lee', 'ann@example.com', 'Engineer', 'Acme', '+1 555 0100', '/in/ann-lee'],
      ['Tom', 'Ray', 'tom@example.com', 'Designer', 'Beta', '', ''],
    ];
    expect(await org.importCsv(rows)).toMatchObject({ created: 2, updated: 0 });
    const before = await org.list();
    expect(await org.importCsv(rows)).toMatchObject({ total: 2, imported: 2, created: 0, updated: 2 });
    expect(
      await org.importCsv([
        ['Ann', '', '', '', '', '', '/in/ann-lee'],
        ['Tom', 'Ray', 'tom@example.com', '', '', '', ''],
      ]),
    ).toMatchObject({ created: 0, updated: 2 });
    const after = await org.list();
    expect(
      after.map((c) => [c.id, c.firstName, c.lastName, c.email, c.currentTitle, c.currentCompany, c.phone]),
    ).toEqual(
      before.map((c) => [c.id, c.firstName, c.lastName, c.email, c.currentTitle, c.currentCompany, c.phone]),
    );
    const records = await ctx.db
      .select()
      .from(candidateStageRecords)
      .where(eq(candidateStageRecords.jobId, org.jobId));
    expect(records).toHaveLength(2);
  });

  it('adds known candidates to a second job and keeps their first job as primary', async () => {
    const org = await freshOrg();
    await org.importCsv([['Ann', 'Lee', 'ann@example.com', '', '', '', '']]);
    const secondJob = await createJob(ctx, org.user, { title: 'Second job' });
    await org.importCsv([['Ann', 'Lee', 'ann@example.com', '', '', '', '']], org.user, secondJob);
    const [ann, ...rest] = await org.list();
    expect(rest).toHaveLength(0);
    expect(ann!.currentPrimaryJobId).toBe(org.jobId);
    const records = await ctx.db
      .select()
      .from(candidateStageRecords)
      .where(eq(candidateStageRecords.candidateId, ann!.id));
    expect(records.map((r) => r.jobId).sort()).toEqual([org.jobId, secondJob].sort());
  });

  it('records the importer as created_by_email; a colleague updating keeps it', async () => {
    const org = await freshOrg();
    await org.importCsv([['Ann', 'Lee', 'ann@example.com', '', '', '', '']]);
    const colleague = await createOrganisationUser(ctx, { domain: org.domain });
    expect(
      await org.importCsv([['Ann', 'Lee', 'ann@example.com', 'CTO', '', '', '']], colleague),
    ).toMatchObject({
      updated: 1,
    });
    await org.importCsv([['Cy', 'New', '', '', '', '', '']], colleague);
    const byName = Object.fromEntries((await org.list()).map((c) => [c.firstName, c.createdByEmail]));
    expect(byName).toEqual({ Ann: org.user.email, Cy: colleague.email });
  });
});

describe('organisations never merge', () => {
  it("another organisation's identical candidate is not matched, changed or shown", async () => {
    const acme = await freshOrg();
    const rival = await freshOrg();
    const rows = [['Jane', 'Doe', 'jane@example.com', 'PM', 'Acme', '', '/in/jane-doe']];
    await acme.importCsv(rows);
    const res = await rival.importCsv([
      ['Jane', 'Doe', 'JANE@example.com', 'Spy', 'Rival', '', 'linkedin.com/in/jane-doe'],
    ]);
    expect(res).toMatchObject({ created: 1, updated: 0 });
    const [acmeJane, ...acmeRest] = await acme.list();
    const [rivalJane, ...rivalRest] = await rival.list();
    expect(acmeRest).toHaveLength(0);
    expect(rivalRest).toHaveLength(0);
    expect(acmeJane).toMatchObject({
      currentTitle: 'PM',
      createdByEmail: acme.user.email,
      domain: acme.domain,
    });
    expect(rivalJane).toMatchObject({
      currentTitle: 'Spy',
      createdByEmail: rival.user.email,
      domain: rival.domain,
    });
    expect(rivalJane!.id).not.toBe(acmeJane!.id);
    // The rival's import put only its own candidate in its own job.
    const rivalRecords = await ctx.db
      .select()
      .from(candidateStageRecords)
      .where(eq(candidateStageRecords.jobId, rival.jobId));
    expect(rivalRecords.map((r) => r.candidateId)).toEqual([rivalJane!.id]);
    // And each organisation sees only its own Jane.
    const seen = await ctx.call('GET', '/api/candidates', { cookie: rival.user.cookie });
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as { candidates: { id: string }[] }).candidates.map((c) => c.id)).toEqual([
      rivalJane!.id,
    ]);
    expect(
      (await ctx.call('GET', `/api/candidates/${acmeJane!.id}`, { cookie: rival.user.cookie })).statusCode,
    ).toBe(404);
  });

  it('two imports of the same people at once by colleagues make each person once', async () => {
    const org = await freshOrg();
    const colleague = await createOrganisationUser(ctx, { domain: org.domain });
    const rows = Array.from({ length: 300 }, (_, i) => [
      `P${i}`,
      'Same',
      `p${i}@example.com`,
      '',
      '',
      '',
      '',
    ]);
    const [a, b] = await Promise.all([org.importCsv(rows), org.importCsv(rows, colleague)]);
    expect(a.created + b.created).toBe(300);
    expect(a.updated + b.updated).toBe(300);
    expect(await org.list()).toHaveLength(300);
  });
});
