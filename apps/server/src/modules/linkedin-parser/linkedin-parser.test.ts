import {
  documentImportMessages,
  documentMessages,
  type LinkedinParse,
  type LinkedinParseSaveResult,
  linkedinParserMessages,
} from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLinkedinPdf, sampleLinkedinTruth } from '#src/platform/documents/linkedin-fixtures.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';
import { requestVia } from './request-via.js';

/** The funnel source of the record that put candidate `candidateId` into job `jobId`. */
async function sourceIn(ctx: TestContext, jobId: string, candidateId: string): Promise<string | null> {
  const { rows } = await ctx.db.execute<{ source: string | null }>(sql`
    select source from candidate_stage_records
    where job_id = ${jobId}::uuid and candidate_id = ${candidateId}::uuid and source is not null`);
  return rows[0]?.source ?? null;
}

/** A profile as it reads when copied from a LinkedIn profile page. */
const pastedProfile = [
  'Tomás O’Brien',
  'Platform Engineer',
  'tomas.obrien@mail.example · +1 (415) 555-2671',
  'Experience',
  'Platform Engineer at Initech (2021 - Present)',
  'Site Reliability Engineer at Globex (2018 - 2021)',
  'Skills: Kubernetes, Terraform, Go',
].join('\n');

describe('LinkedIn Parser API', () => {
  let mock: MockLlm;
  let ctx: TestContext;
  let user: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    mock = await startMockLlm();
    ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
    user = await createOrganisationUser(ctx, { domain: 'li-parser.test' });
    colleague = await createOrganisationUser(ctx, { domain: 'li-parser.test' });
    stranger = await createOrganisationUser(ctx, { domain: 'li-elsewhere.test' });
  });
  afterAll(async () => {
    await ctx?.close();
    await mock?.close();
  });

  const parseText = async (text: string, url?: string, as = user) => {
    const res = await ctx.call('POST', '/api/linkedin-parser/parses', {
      cookie: as.cookie,
      body: { text, ...(url ? { url } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as LinkedinParse;
  };
  const uploadFile = (name: string, bytes: Buffer, as = user) => {
    const { payload, contentType } = multipartFile(name, bytes);
    return ctx.call('POST', '/api/linkedin-parser/parses', {
      cookie: as.cookie,
      headers: { 'content-type': contentType },
      body: payload,
    });
  };
  const save = (id: string, body: Record<string, unknown> = {}, as = user) =>
    ctx.call('POST', `/api/linkedin-parser/parses/${id}/save`, { cookie: as.cookie, body });

  it('parses pasted text with the model, the contact details from the text and the LinkedIn link from the URL', async () => {
    const parse = await parseText(pastedProfile, 'https://uk.linkedin.com/in/Tomas-OBrien/?trk=x');
    expect(parse).toMatchObject({
      input: 'text',
      read_as: 'cv',
      via: 'app',
      ai_error: null,
      candidate_id: null,
      source_url: 'https://uk.linkedin.com/in/Tomas-OBrien/?trk=x',
    });
    expect(parse.profile.basics).toMatchObject({
      email: 'tomas.obrien@mail.example',
      phone: '+1 415 555 2671',
      linkedin_url: 'https://www.linkedin.com/in/tomas-obrien',
    });
    expect(parse.profile.work.map((w) => [w.position, w.name, w.current])).toEqual([
      ['Platform Engineer', 'Initech', true],
      ['Site Reliability Engineer', 'Globex', false],
    ]);
    expect(parse.profile.skills.map((s) => s.name)).toEqual(['Kubernetes', 'Terraform', 'Go']);
  }, 60_000);

  it("reads a LinkedIn 'Save to PDF' export without the model", async () => {
    const before = mock.requests().length;
    const res = await uploadFile('Profile.pdf', await makeLinkedinPdf(sampleLinkedinTruth));
    expect(res.statusCode, res.body).toBe(201);
    const parse = res.json() as LinkedinParse;
    expect(parse).toMatchObject({ input: 'pdf', read_as: 'linkedin', file_name: 'Profile.pdf' });
    expect(parse.profile.basics).toMatchObject({
      name: 'Maria Garcia Lopez',
      location: 'Leeds, England, United Kingdom',
      linkedin_url: 'https://www.linkedin.com/in/maria-garcia-lopez-4b2a1',
    });
    expect(parse.profile.work).toHaveLength(3);
    expect(parse.profile.languages.map((l) => l.language)).toEqual(['English', 'Spanish']);
    expect(mock.requests()).toHaveLength(before);
  }, 60_000);

  it('refuses empty text, a renamed binary and a missing file with their messages', async () => {
    const empty = await ctx.call('POST', '/api/linkedin-parser/parses', {
      cookie: user.cookie,
      body: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(linkedinParserMessages.textRequired);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const renamed = await uploadFile('profile.pdf', Buffer.concat([png, Buffer.alloc(64)]));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.message).toBe(documentMessages.unsupported);
    const tooLong = await ctx.call('POST', '/api/linkedin-parser/parses', {
      cookie: user.cookie,
      body: { text: 'a'.repeat(200_001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(linkedinParserMessages.textTooLong);
  });

  it("lists the caller's own parses only, newest first; another user's or organisation's answer 404", async () => {
    const mine = await parseText('Ada Lovelace\nAnalyst at Babbage & Co (1840 - Present)');
    const theirs = await parseText(
      'Grace Hopper\nRear Admiral at US Navy (1943 - 1986)',
      undefined,
      colleague,
    );
    const list = await ctx.call('GET', '/api/linkedin-parser/parses', { cookie: user.cookie });
    const ids = (list.json().parses as { id: string; name: string | null }[]).map((p) => p.id);
    expect(ids[0]).toBe(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.json().parses[0]).toMatchObject({ name: 'Ada Lovelace', input: 'text' });
    for (const as of [colleague, stranger]) {
      for (const [method, url, body] of [
        ['GET', `/api/linkedin-parser/parses/${mine.id}`, undefined],
        ['PATCH', `/api/linkedin-parser/parses/${mine.id}`, { profile: { basics: { name: 'X' } } }],
        ['POST', `/api/linkedin-parser/parses/${mine.id}/save`, {}],
        ['GET', `/api/linkedin-parser/parses/${mine.id}/export?format=pdf`, undefined],
        ['DELETE', `/api/linkedin-parser/parses/${mine.id}`, undefined],
      ] as const) {
        const res = await ctx.call(method, url, { cookie: as.cookie, ...(body ? { body } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.message).toBe(linkedinParserMessages.notFound);
      }
    }
    const again = await ctx.call('GET', `/api/linkedin-parser/parses/${mine.id}`, { cookie: user.cookie });
    expect(again.json().profile.basics.name).toBe('Ada Lovelace');
    const gone = await ctx.call('DELETE', `/api/linkedin-parser/parses/${mine.id}`, { cookie: user.cookie });
    expect(gone.statusCode).toBe(204);
    const after = await ctx.call('GET', `/api/linkedin-parser/parses/${mine.id}`, { cookie: user.cookie });
    expect(after.statusCode).toBe(404);
  }, 60_000);

  it('edits basics field by field and replaces a list given', async () => {
    const parse = await parseText(pastedProfile);
    const res = await ctx.call('PATCH', `/api/linkedin-parser/parses/${parse.id}`, {
      cookie: user.cookie,
      body: { profile: { basics: { label: 'Staff Platform Engineer' }, skills: [{ name: 'Rust' }] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as LinkedinParse;
    expect(edited.profile.basics).toMatchObject({
      label: 'Staff Platform Engineer',
      email: 'tomas.obrien@mail.example',
    });
    expect(edited.profile.skills).toEqual([{ name: 'Rust' }]);
    expect(edited.profile.work).toHaveLength(2);
  }, 60_000);

  it('downloads the one-page profile as a PDF and a Word document', async () => {
    const parse = await parseText(pastedProfile);
    const pdf = await ctx.call('GET', `/api/linkedin-parser/parses/${parse.id}/export?format=pdf`, {
      cookie: user.cookie,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Profile.pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const docx = await ctx.call('GET', `/api/linkedin-parser/parses/${parse.id}/export?format=docx`, {
      cookie: user.cookie,
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  }, 60_000);

  it('saves as a new candidate, then updates them when saved again (same LinkedIn profile)', async () => {
    const jobId = await createJob(ctx, user, { title: 'Platform Engineer' });
    const parse = await parseText(pastedProfile, 'https://www.linkedin.com/in/tomas-obrien-save');
    await ctx.call('PATCH', `/api/linkedin-parser/parses/${parse.id}`, {
      cookie: user.cookie,
      body: { profile: { basics: { name: 'Tomás Edited', email: 'tomas.save@mail.example' } } },
    });
    const first = await save(parse.id);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json() as Extract<LinkedinParseSaveResult, { status: 'saved' }>;
    expect(created).toMatchObject({
      status: 'saved',
      outcome: 'created',
      message: documentImportMessages.created('Tomás Edited'),
      job_id: null,
    });
    const candidate = await ctx.call('GET', `/api/candidates/${created.candidate_id}`, {
      cookie: user.cookie,
    });
    expect(candidate.json().candidate).toMatchObject({
      first_name: 'Tomás',
      last_name: 'Edited',
      email: 'tomas.save@mail.example',
      current_title: 'Platform Engineer',
      current_company: 'Initech',
    });
    expect(candidate.json().candidate.linkedin_raw_text).toContain('Site Reliability Engineer at Globex');

    const again = await save(parse.id, { job_id: jobId, stage_id: 'talent_screen' });
    expect(again.json()).toMatchObject({
      status: 'saved',
      outcome: 'updated',
      candidate_id: created.candidate_id,
      job_id: jobId,
      stage_id: 'talent_screen',
    });
    const stage = await ctx.call('GET', `/api/jobs/${jobId}/candidates`, {
      cookie: user.cookie,
      query: { stage_id: 'talent_screen' },
    });
    expect(stage.body).toContain(created.candidate_id);
    // Pasted text joins the job as a LinkedIn profile upload (docs/product/analytics.md#sources).
    expect(await sourceIn(ctx, jobId, created.candidate_id)).toBe('linkedin');
    const kept = await ctx.call('GET', `/api/linkedin-parser/parses/${parse.id}`, { cookie: user.cookie });
    expect(kept.json()).toMatchObject({ candidate_id: created.candidate_id, saved_at: expect.any(String) });
  }, 60_000);

  it('offers a name + phone match for confirmation and writes nothing until answered', async () => {
    const existing = await ctx.call('POST', '/api/candidates', {
      cookie: user.cookie,
      body: { first_name: 'Nia', last_name: 'Okafor', phone: '+44 7700 900123' },
    });
    expect(existing.statusCode, existing.body).toBe(201);
    const existingId = existing.json().id as string;
    const parse = await parseText('Nia Okafor\nnia@new-mail.example · +44 7700 900123\nProduct Designer');
    const asked = await save(parse.id);
    expect(asked.json()).toEqual({
      status: 'confirm',
      match: { candidate_id: existingId, name: 'Nia Okafor' },
      message: documentImportMessages.confirm('Nia Okafor'),
    });
    const untouched = await ctx.call('GET', `/api/candidates/${existingId}`, { cookie: user.cookie });
    expect(untouched.json().candidate.email).toBeNull();

    const apart = await save(parse.id, { same_person: false });
    expect(apart.json()).toMatchObject({
      status: 'saved',
      outcome: 'created',
      message: documentImportMessages.keptApart('Nia Okafor'),
    });
    expect(apart.json().candidate_id).not.toBe(existingId);

    const other = await parseText('Nia Okafor\n+44 7700 900123\nProduct Designer');
    const same = await save(other.id, { same_person: true });
    expect(same.json()).toMatchObject({ status: 'saved', outcome: 'updated', candidate_id: existingId });
  }, 60_000);

  it('records the extension as the source of a parse and a save made with a personal access token', async () => {
    const made = await ctx.call('POST', '/api/access-tokens', {
      cookie: user.cookie,
      body: { name: 'Content Extractor', expires_in_days: 30 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const headers = { authorization: `Bearer ${(made.json() as { secret: string }).secret}` };
    const res = await ctx.call('POST', '/api/linkedin-parser/parses', {
      headers,
      body: {
        text: 'Kofi Mensah\nkofi@extension.example\nData Analyst',
        url: 'https://www.linkedin.com/in/kofi-ext',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const parse = res.json() as LinkedinParse;
    expect(parse.via).toBe('extension');
    const jobId = await createJob(ctx, user, { title: 'Data Analyst' });
    const saved = await ctx.call('POST', `/api/linkedin-parser/parses/${parse.id}/save`, {
      headers,
      body: { job_id: jobId },
    });
    expect(saved.json()).toMatchObject({
      status: 'saved',
      outcome: 'created',
      job_id: jobId,
      stage_id: 'glance',
    });
    // The funnel counts the extension as a source of its own.
    expect(await sourceIn(ctx, jobId, saved.json().candidate_id)).toBe('extension');
    const list = await ctx.call('GET', '/api/linkedin-parser/parses', { cookie: user.cookie });
    expect(list.json().parses[0]).toMatchObject({ id: parse.id, via: 'extension' });
  }, 60_000);

  it('refuses a stage without a job, a job of another organisation, and a profile without a name', async () => {
    const parse = await parseText(pastedProfile);
    const noJob = await save(parse.id, { stage_id: 'glance' });
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json().error.message).toBe(linkedinParserMessages.stageNeedsJob);
    const foreignJob = await createJob(ctx, stranger, { title: 'Elsewhere' });
    const foreign = await save(parse.id, { job_id: foreignJob });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Job not found');
    await ctx.call('PATCH', `/api/linkedin-parser/parses/${parse.id}`, {
      cookie: user.cookie,
      body: { profile: { basics: { name: null, email: 'nobody@mail.example', linkedin_url: null } } },
    });
    const unnamed = await save(parse.id);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe(linkedinParserMessages.nameRequired);
  }, 60_000);
});

describe('requestVia', () => {
  it('tells the extension (a personal access token) from the app (a session)', () => {
    expect(requestVia({ accessTokenId: '7d1c2c1e-0000-4000-8000-000000000000' })).toBe('extension');
    expect(requestVia({ accessTokenId: null })).toBe('app');
  });
});
