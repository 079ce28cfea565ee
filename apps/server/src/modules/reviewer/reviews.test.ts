import { reviewerMessages } from '@rw/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reviews } from '#src/db/schema/index.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import {
  createCompany,
  createJob,
  createOrganisationUser,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';
import { reviewInputs } from './review-fixtures.js';

let mock: MockLlm;
let ctx: TestContext;
let now = new Date('2026-11-26T09:00:00Z');
let alice: TestUser;
let bob: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL, clock: () => now });
  const domain = uniqueDomain();
  alice = await createOrganisationUser(ctx, { domain, name: 'Alice Recruiter' });
  bob = await createOrganisationUser(ctx, { domain });
  outsider = await createOrganisationUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => {
  mock.reset();
  now = new Date();
});

const json = { accept: 'application/json' };
async function write(user: TestUser, extra: Record<string, unknown> = {}) {
  const res = await ctx.call('POST', '/api/reviews', {
    cookie: user.cookie,
    body: { ...reviewInputs, ...extra },
    headers: json,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().review as { id: string; content: string; candidate_id: string | null };
}

async function candidateOf(user: TestUser) {
  const res = await ctx.call('POST', '/api/candidates', {
    cookie: user.cookie,
    body: { first_name: 'Ann', last_name: 'Example', cv_text: reviewInputs.candidate_cv },
  });
  return res.json().id as string;
}

describe('stored reviews', () => {
  it("lists only the caller's own reviews, newest first, in My Reviews", async () => {
    const first = await write(alice);
    const second = await write(alice, { candidate_name: 'Ben Sample' });
    await write(bob);
    const { reviews: listed } = (await ctx.call('GET', '/api/reviews', { cookie: alice.cookie })).json();
    expect(listed.map((r: { id: string }) => r.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(listed.every((r: { id: string }) => r.id !== undefined)).toBe(true);
    const bobs = (await ctx.call('GET', '/api/reviews', { cookie: bob.cookie })).json().reviews;
    expect(bobs.map((r: { id: string }) => r.id)).not.toContain(first.id);
  });

  it("answers 'Review not found' for another user's unattached review and for another organisation's", async () => {
    const mine = await write(alice);
    for (const user of [bob, outsider]) {
      for (const [method, url] of [
        ['GET', `/api/reviews/${mine.id}`],
        ['DELETE', `/api/reviews/${mine.id}`],
        ['POST', `/api/reviews/${mine.id}/retry`],
      ] as const) {
        const res = await ctx.call(method, url, { cookie: user.cookie, headers: json });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.message).toBe(reviewerMessages.notFound);
      }
    }
  });

  it('deletes a review: 204, then it is gone', async () => {
    const mine = await write(alice);
    const res = await ctx.call('DELETE', `/api/reviews/${mine.id}`, { cookie: alice.cookie });
    expect(res.statusCode).toBe(204);
    expect((await ctx.call('GET', `/api/reviews/${mine.id}`, { cookie: alice.cookie })).statusCode).toBe(404);
  });

  it("reads a review whose generation lost its heartbeat as 'error' with the interrupted message", async () => {
    const [row] = await ctx.db
      .insert(reviews)
      .values({
        userId: alice.id,
        domain: alice.domain,
        candidateName: 'Cai Stale',
        jobTitle: 'Engineer',
        pronouns: 'they/them',
        jobDescription: 'Go',
        recruiterCommentary: '',
        candidateCv: 'Go',
        callTranscript: '',
        status: 'processing',
        promptVersion: 1,
        heartbeatAt: new Date(now.getTime() - 10_000),
      })
      .returning();
    const fresh = (await ctx.call('GET', `/api/reviews/${row!.id}`, { cookie: alice.cookie })).json();
    expect(fresh.status).toBe('processing');
    expect(
      (await ctx.call('POST', `/api/reviews/${row!.id}/retry`, { cookie: alice.cookie, headers: json }))
        .statusCode,
    ).toBe(409);
    now = new Date(now.getTime() + 60_000);
    const listed = (await ctx.call('GET', '/api/reviews', { cookie: alice.cookie })).json().reviews;
    expect(listed.find((r: { id: string }) => r.id === row!.id)).toMatchObject({ status: 'error' });
    const stale = (await ctx.call('GET', `/api/reviews/${row!.id}`, { cookie: alice.cookie })).json();
    expect(stale.error).toBe(reviewerMessages.interrupted);
  });
});

describe('a review for a picked candidate and job', () => {
  it("is saved to the candidate, listed on their page for the whole organisation, in the company's tone", async () => {
    const company = await createCompany(ctx, alice, {
      name: 'Ledgerly Reviews',
      tone_of_voice_instructions: 'Short, warm sentences; address the reader as you.',
    });
    const job = await createJob(ctx, alice, { title: 'Senior Payments Engineer', company_id: company.id });
    const candidate = await candidateOf(alice);
    const made = await write(alice, { candidate_id: candidate, job_id: job });
    expect(made.candidate_id).toBe(candidate);
    const prompt = mock
      .requests({ task: 'review-candidate' })[0]!
      .messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain(
      '<tone_of_voice>\nShort, warm sentences; address the reader as you.\n</tone_of_voice>',
    );

    const page = await ctx.call('GET', `/api/candidates/${candidate}/reviews`, { cookie: bob.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.json().reviews).toHaveLength(1);
    expect(page.json().reviews[0]).toMatchObject({
      id: made.id,
      author_name: 'Alice Recruiter',
      mine: false,
    });
    expect((await ctx.call('GET', `/api/reviews/${made.id}`, { cookie: bob.cookie })).statusCode).toBe(200);
    expect((await ctx.call('DELETE', `/api/reviews/${made.id}`, { cookie: bob.cookie })).statusCode).toBe(
      404,
    );
  });

  it("refuses another organisation's candidate or job as not found, before any call", async () => {
    const candidate = await candidateOf(alice);
    const job = await createJob(ctx, alice);
    const asOutsider = (extra: Record<string, unknown>) =>
      ctx.call('POST', '/api/reviews', {
        cookie: outsider.cookie,
        body: { ...reviewInputs, ...extra },
        headers: json,
      });
    expect((await asOutsider({ candidate_id: candidate })).json().error.message).toBe('Candidate not found');
    expect((await asOutsider({ job_id: job })).json().error.message).toBe('Job not found');
    expect(
      (await ctx.call('GET', `/api/candidates/${candidate}/reviews`, { cookie: outsider.cookie })).statusCode,
    ).toBe(404);
    expect(mock.requests()).toHaveLength(0);
  });
});

describe('GET /api/reviews/{id}/export', () => {
  it('sends a finished review as a PDF or a Word document, named after the candidate and the role', async () => {
    const made = await write(alice);
    const pdf = await ctx.call('GET', `/api/reviews/${made.id}/export`, {
      cookie: alice.cookie,
      query: { format: 'pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(
      'filename="Review - Ann Example - Senior Payments Engineer.pdf"',
    );
    const docx = await ctx.call('GET', `/api/reviews/${made.id}/export`, {
      cookie: alice.cookie,
      query: { format: 'docx' },
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    const { default: mammoth } = await import('mammoth');
    const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(value).toContain('Candidate review: Ann Example');
    expect(value).toContain('Fit against requirements');
    expect(value).toMatch(/\d+ of \d+ quotes verified/);
  });

  it('refuses a review that is not finished', async () => {
    const [row] = await ctx.db
      .insert(reviews)
      .values({
        userId: alice.id,
        domain: alice.domain,
        candidateName: 'Dee',
        jobTitle: 'Engineer',
        pronouns: 'he/him',
        jobDescription: 'Go',
        recruiterCommentary: '',
        candidateCv: 'Go',
        callTranscript: '',
        status: 'error',
        promptVersion: 1,
      })
      .returning();
    const res = await ctx.call('GET', `/api/reviews/${row!.id}/export`, {
      cookie: alice.cookie,
      query: { format: 'docx' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(reviewerMessages.notReady);
  });
});

describe('POST /api/documents/text', () => {
  const upload = (name: string, bytes: Buffer) => {
    const file = multipartFile(name, bytes);
    return ctx.call('POST', '/api/documents/text', {
      cookie: alice.cookie,
      body: file.payload,
      headers: { 'content-type': file.contentType },
    });
  };

  it('reads an uploaded file as plain text', async () => {
    const res = await upload('cv.txt', Buffer.from('Ann Example\r\nBackend Engineer\r\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'txt', text: 'Ann Example\nBackend Engineer', truncated: false });
  });

  it("refuses another kind of file with the documents' message, and an empty one", async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload('cv.pdf', png)).json().error.message).toBe(
      'Please upload a .txt, .pdf, .docx or .doc file.',
    );
    expect((await upload('empty.txt', Buffer.from('  \n'))).json().error.message).toBe(
      'No text could be read from this file.',
    );
  });
});
