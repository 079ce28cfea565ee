import { type CvSorterCandidate, cvSorterMessages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cvSorterCandidates } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { upload, uploaded } from './cv-sorter-fixtures.js';

let mock: MockLlm;
let ctx: TestContext;
let user: TestUser;
let colleague: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  user = await createOrganisationUser(ctx);
  colleague = await createOrganisationUser(ctx, { domain: user.domain });
  outsider = await createOrganisationUser(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => mock.reset());

const get = (u: TestUser, url: string) => ctx.call('GET', url, { cookie: u.cookie });
const post = (u: TestUser, url: string, body?: unknown) => ctx.call('POST', url, { cookie: u.cookie, body });
const candidatesOf = async (id: string): Promise<CvSorterCandidate[]> =>
  (await get(user, `/api/cv-sorter/searches/${id}`)).json().candidates;

describe('upload', () => {
  it('maps loose headers, skips blank lines, keeps quoted commas and answers the CSV debug panel', async () => {
    const csv = [
      '"Full Name","Headline","Company","Profile URL"',
      '"Lovelace, Ada",CTO,"Acme, Inc.",/in/ada',
      '',
      ',,,',
      'Grace Hopper,,,gracehopper',
      'Unnamed,Engineer,Globex,https://example.com/x',
      'Sam,PM,Initech,linkedin.com/in/sam',
    ].join('\r\n');
    const res = await upload(ctx, user, csv);
    expect(res.statusCode).toBe(201);
    const { search, candidates, preview } = res.json();
    expect(search).toMatchObject({
      status: 'draft',
      saved: false,
      name: null,
      total: 4,
      fileName: 'people.csv',
    });
    expect(search.counts).toEqual({ notSorted: 4, possible: 0, eliminated: 0 });
    expect(
      candidates.map((c: CvSorterCandidate) => [c.name, c.currentTitle, c.currentCompany, c.linkedinUrl]),
    ).toEqual([
      ['Lovelace, Ada', 'CTO', 'Acme, Inc.', 'https://www.linkedin.com/in/ada'],
      ['Grace Hopper', 'Unknown', 'Unknown', 'https://www.linkedin.com/in/gracehopper'],
      ['Unnamed', 'Engineer', 'Globex', 'https://example.com/x'],
      ['Sam', 'PM', 'Initech', 'https://www.linkedin.com/in/sam'],
    ]);
    expect(preview).toMatchObject({
      header: ['Full Name', 'Headline', 'Company', 'Profile URL'],
      columns: {
        fullName: 'Full Name',
        title: 'Headline',
        company: 'Company',
        linkedinUrl: 'Profile URL',
        firstName: null,
      },
      delimiter: ',',
      encoding: 'utf-8',
      rows: 4,
      skippedBlank: 1,
    });
    expect(preview.rawRows).toHaveLength(5);
    expect(preview.rawRows[0]).toBe('"Full Name","Headline","Company","Profile URL"');
    expect(preview.sampleRows).toHaveLength(3);
  });

  it('reads the candidate import’s encodings and separators (Windows-1252, semicolons)', async () => {
    const bytes = Buffer.from('First Name;Last Name;Job Title\nJos\xe9;M\xfcller;Ingeni\xe9ro\n', 'latin1');
    const res = await upload(ctx, user, bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json().candidates[0]).toMatchObject({ name: 'José Müller', currentTitle: 'Ingeniéro' });
    expect(res.json().preview).toMatchObject({ delimiter: ';', encoding: 'windows-1252' });
  });

  it('a preview line is cut at 100 characters', async () => {
    const res = await upload(ctx, user, `Name,Title\nA,${'x'.repeat(300)}\n`);
    expect(res.json().preview.rawRows[1]).toHaveLength(100);
  });

  it('takes only CSV files, and refuses a file without candidates', async () => {
    const pdf = await upload(ctx, user, 'Name\nA\n', { name: 'cv.pdf', type: 'application/pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe(cvSorterMessages.csvOnly);
    const empty = await upload(ctx, user, 'Name,Title\n\n');
    expect(empty.json().error.message).toBe(cvSorterMessages.noCandidates);
    const headerless = await upload(ctx, user, 'foo,bar\n1,2\n');
    expect(headerless.json().error.message).toBe(cvSorterMessages.noCandidates);
  });
});

describe('saved searches', () => {
  it('saves with a name, lists, reopens and deletes; others answer 404', async () => {
    const { search } = await uploaded(ctx, user, 'Name,Title\nA B,Engineer\n');
    const blank = await post(user, `/api/cv-sorter/searches/${search.id}/save`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please enter a name for this search.');
    const saved = await post(user, `/api/cv-sorter/searches/${search.id}/save`, {
      name: 'Payments Q3',
      jobTitle: 'Payments Engineer',
      jobDescription: 'Cards',
    });
    expect(saved.json().search).toMatchObject({
      name: 'Payments Q3',
      saved: true,
      jobTitle: 'Payments Engineer',
    });

    // A new upload replaces the unsaved search, never a saved one.
    const next = await uploaded(ctx, user, 'Name\nC D\n');
    const list = (await get(user, '/api/cv-sorter/searches')).json();
    expect(list.searches.map((s: { id: string }) => s.id)).toContain(search.id);
    expect(list.current.id).toBe(next.search.id);

    const open = (await get(user, `/api/cv-sorter/searches/${search.id}`)).json();
    expect(open.search.jobDescription).toBe('Cards');
    expect(open.candidates).toHaveLength(1);
    // The CSV debug panel comes back with the reopened search.
    expect(open.preview).toMatchObject({
      header: ['Name', 'Title'],
      rows: 1,
      rawRows: ['Name,Title', 'A B,Engineer'],
    });

    for (const other of [colleague, outsider]) {
      const res = await get(other, `/api/cv-sorter/searches/${search.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(cvSorterMessages.searchNotFound);
      expect(
        (await ctx.call('DELETE', `/api/cv-sorter/searches/${search.id}`, { cookie: other.cookie }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await ctx.call('DELETE', `/api/cv-sorter/searches/${search.id}`, { cookie: user.cookie })).statusCode,
    ).toBe(204);
    expect((await get(user, `/api/cv-sorter/searches/${search.id}`)).statusCode).toBe(404);
  });

  it('the detail of an unscored candidate has no scoring data', async () => {
    const { search, candidates } = await uploaded(ctx, user, 'Name\nA B\n');
    const res = await get(user, `/api/cv-sorter/searches/${search.id}/candidates/${candidates[0]!.id}`);
    expect(res.json()).toMatchObject({ status: 'pending', score: null, scores: null, rationales: null });
    expect(
      (await get(outsider, `/api/cv-sorter/searches/${search.id}/candidates/${candidates[0]!.id}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('triage', () => {
  it('keeps, eliminates, eliminates by score and undoes each action exactly', async () => {
    const { search, candidates } = await uploaded(ctx, user, 'Name\nA\nB\nC\nD\nE\n');
    const scores = [9, 6.9, 7, 3, null];
    for (const [i, c] of candidates.entries()) {
      const score = scores[i] ?? null;
      await ctx.db
        .update(cvSorterCandidates)
        .set({ score, status: score === null ? 'failed' : 'scored' })
        .where(eq(cvSorterCandidates.id, c.id));
    }
    const [a, b, _c, d, e] = candidates.map((x) => x.id) as [string, string, string, string, string];
    const url = (p: string) => `/api/cv-sorter/searches/${search.id}/${p}`;

    const keep = await post(user, url('triage'), { candidateIds: [a, d], category: 'possible' });
    expect(keep.json()).toMatchObject({ counts: { notSorted: 3, possible: 2, eliminated: 0 } });
    const cross = await post(user, url('triage'), { candidateIds: [b], category: 'eliminated' });
    expect(cross.json().counts).toEqual({ notSorted: 2, possible: 2, eliminated: 1 });

    const byScore = await post(user, url('eliminate-by-score'), { threshold: 7 });
    // d (3, possible) moves; b is eliminated already; c is 7, not below; e has no score.
    expect(byScore.json()).toMatchObject({
      changed: [{ id: d, category: 'eliminated' }],
      counts: { notSorted: 2, possible: 1, eliminated: 2 },
      message: 'Eliminated 1 candidate scoring below 7',
      action: { kind: 'eliminateByScore', count: 1 },
    });

    const undo = await post(user, url('undo'));
    expect(undo.json().counts).toEqual({ notSorted: 2, possible: 2, eliminated: 1 });
    expect(undo.json().action).toMatchObject({ kind: 'move', count: 1 });
    await post(user, url('undo'));
    await post(user, url('undo'));
    const nothing = await post(user, url('undo'));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe(cvSorterMessages.nothingToUndo);
    expect((await candidatesOf(search.id)).map((x) => x.category)).toEqual(Array(5).fill('notSorted'));

    // Moving back from Possible is allowed too; an id of another search is not found.
    await post(user, url('triage'), { candidateIds: [e], category: 'possible' });
    expect(
      (await post(user, url('triage'), { candidateIds: [e], category: 'notSorted' })).json().counts.possible,
    ).toBe(0);
    const foreign = await uploaded(ctx, colleague, 'Name\nZ\n');
    const wrong = await post(user, url('triage'), {
      candidateIds: [foreign.candidates[0]!.id],
      category: 'possible',
    });
    expect(wrong.statusCode).toBe(404);
    expect((await post(outsider, url('eliminate-by-score'), { threshold: 7 })).statusCode).toBe(404);
  });
});

describe('export and Add to job', () => {
  it('exports names, links, scores, rationales and category with formula cells neutralised', async () => {
    const { search, candidates } = await uploaded(
      ctx,
      user,
      'Name,Title,Company,LinkedIn URL\n"=HYPERLINK(""http://x"")",+Engineer,@Corp,https://www.linkedin.com/in/a\n',
    );
    await ctx.db
      .update(cvSorterCandidates)
      .set({
        status: 'scored',
        score: 7.5,
        scores: { companyRelevancy: 8, companyPrestige: 7, roleRelevancy: 7.5, seniorityMatch: 7.5 },
        rationales: {
          companyRelevancy: '-1 risk',
          companyPrestige: 'Known',
          roleRelevancy: 'Same role',
          seniorityMatch: 'Senior',
        },
        category: 'possible',
      })
      .where(eq(cvSorterCandidates.id, candidates[0]!.id));
    const res = await get(user, `/api/cv-sorter/searches/${search.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body.replace(/^\uFEFF/, '');
    const [header, row] = text.split('\r\n');
    expect(header).toContain('Name,LinkedIn URL,Current Title,Current Company,Category,Status,Final Score');
    expect(header).toContain('Company Relevancy Score,Company Relevancy Rationale');
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain("'+Engineer");
    expect(row).toContain("'@Corp");
    expect(row).toContain("'-1 risk");
    expect(row).toContain('Possible,scored,7.50');
    expect((await get(outsider, `/api/cv-sorter/searches/${search.id}/export`)).statusCode).toBe(404);
  });

  it("puts the Possible candidates into the job's Glance stage through the import, deduped", async () => {
    const jobId = await createJob(ctx, user, { title: 'Payments Engineer' });
    const { search, candidates } = await uploaded(
      ctx,
      user,
      'Name,Title,Company,LinkedIn URL\nAda Lovelace,CTO,Acme,/in/ada-l\nAlan Turing,Researcher,NPL,/in/alan-t\nGrace Hopper,Admiral,Navy,\n',
    );
    const none = await post(user, `/api/cv-sorter/searches/${search.id}/add-to-job`, { jobId });
    expect(none.json().error.message).toBe(cvSorterMessages.noneToAdd);
    await post(user, `/api/cv-sorter/searches/${search.id}/triage`, {
      candidateIds: [candidates[0]!.id, candidates[1]!.id],
      category: 'possible',
    });
    const added = await post(user, `/api/cv-sorter/searches/${search.id}/add-to-job`, { jobId });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ added: 2, created: 2, updated: 0, alreadyInStage: 0 });
    expect(added.json().message).toBe('Added 2 candidates to Payments Engineer');
    const again = await post(user, `/api/cv-sorter/searches/${search.id}/add-to-job`, {
      jobId,
      candidateIds: [candidates[0]!.id, candidates[2]!.id],
    });
    expect(again.json()).toMatchObject({ added: 1, created: 1, updated: 1, alreadyInStage: 1 });

    const glance = (await get(user, `/api/jobs/${jobId}/candidates?stage_id=glance`)).json();
    const names = glance.rows.map(
      (r: { candidate: { first_name: string; last_name: string } }) =>
        `${r.candidate.first_name} ${r.candidate.last_name}`,
    );
    expect(names.sort()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(glance.rows.every((r: { record: { stage_id: string } }) => r.record.stage_id === 'glance')).toBe(
      true,
    );

    const otherJob = await createJob(ctx, outsider);
    const foreignJob = await post(user, `/api/cv-sorter/searches/${search.id}/add-to-job`, {
      jobId: otherJob,
    });
    expect(foreignJob.statusCode).toBe(404);
    expect(foreignJob.json().error.message).toBe(cvSorterMessages.jobNotFound);
  });
});

describe('company dataset', () => {
  it('imports (admin), lists, edits and exports the organisation’s descriptions', async () => {
    const admin = await createOrganisationUser(ctx, { role: 'admin' });
    const member = await createOrganisationUser(ctx, { domain: admin.domain });
    const file = [
      { name: 'Stripe', description: 'Payments infrastructure.' },
      { name: 'Acme', description: 'Everything.' },
    ];
    const refused = await post(member, '/api/cv-sorter/company-dataset/import', file);
    expect(refused.statusCode).toBe(403);
    const bad = await post(admin, '/api/cv-sorter/company-dataset/import', [{ name: 'x' }]);
    expect(bad.json().error.message).toBe(cvSorterMessages.datasetInvalid);
    expect((await post(admin, '/api/cv-sorter/company-dataset/import', file)).json()).toEqual({
      created: 2,
      updated: 0,
    });
    const replaced = await post(admin, '/api/cv-sorter/company-dataset/import', [
      { name: 'STRIPE', description: 'Online payments.' },
    ]);
    expect(replaced.json()).toEqual({ created: 0, updated: 1 });

    const page = (await get(member, '/api/cv-sorter/company-dataset')).json();
    expect(page.total).toBe(2);
    expect(page.companies.map((c: { name: string; source: string }) => [c.name, c.source])).toEqual([
      ['Acme', 'imported'],
      ['STRIPE', 'imported'],
    ]);
    const acme = page.companies[0];
    const edited = await ctx.call('PATCH', `/api/cv-sorter/company-dataset/${acme.id}`, {
      cookie: member.cookie,
      body: { description: 'Makes anvils.' },
    });
    expect(edited.json()).toMatchObject({
      source: 'edited',
      description: 'Makes anvils.',
      updatedBy: member.email,
    });
    const foreign = await ctx.call('PATCH', `/api/cv-sorter/company-dataset/${acme.id}`, {
      cookie: outsider.cookie,
      body: { description: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(cvSorterMessages.companyNotFound);

    expect((await get(member, '/api/cv-sorter/company-dataset/export')).json()).toEqual([
      { name: 'Acme', description: 'Makes anvils.' },
      { name: 'STRIPE', description: 'Online payments.' },
    ]);
    expect((await get(outsider, '/api/cv-sorter/company-dataset/export')).json()).toEqual([]);
  });
});
