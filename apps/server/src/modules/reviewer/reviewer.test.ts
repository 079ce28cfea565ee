import { quotesVerifiedLabel, reviewerMessages, reviewSections } from '@rw/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { parseEvents, reviewInputs } from './review-fixtures.js';

let mock: MockLlm;
let ctx: TestContext;
let user: TestUser;
let base: string;

beforeAll(async () => {
  mock = await startMockLlm();
  ctx = await createTestContext({ mockLlmUrl: mock.baseURL });
  user = await createOrganisationUser(ctx);
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});
beforeEach(() => {
  mock.reset();
});

const json = { accept: 'application/json' };
const create = (body: unknown, headers: Record<string, string> = json) =>
  ctx.call('POST', '/api/reviews', { cookie: user.cookie, body, headers });
const sent = (i = 0) =>
  mock
    .requests({ task: 'review-candidate' })
    [i]!.messages.map((m) => m.content)
    .join('\n\n');

describe('POST /api/reviews: the checks before any call', () => {
  it("refuses a blank job description, a blank CV and missing candidate information with the spec's words", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...reviewInputs, job_description: '  \n ' }, 'Please enter a job description'],
      [{ ...reviewInputs, candidate_cv: '\t' }, 'Please enter a candidate CV'],
      [{ ...reviewInputs, candidate_name: ' ' }, 'Please fill in all candidate information'],
      [{ ...reviewInputs, job_title: '' }, reviewerMessages.candidateInfoRequired],
      [{ ...reviewInputs, pronouns: undefined }, reviewerMessages.candidateInfoRequired],
      [{ ...reviewInputs, pronouns: 'xe/xem' }, reviewerMessages.candidateInfoRequired],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(mock.requests()).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await ctx.call('POST', '/api/reviews', { body: reviewInputs })).statusCode).toBe(401);
  });
});

describe('POST /api/reviews: the write-up', () => {
  it('writes the review with the inputs as data, stores it completed with its model and every quote verified', async () => {
    const res = await create(reviewInputs);
    expect(res.statusCode).toBe(200);
    const { review } = res.json();
    expect(review).toMatchObject({
      candidate_name: 'Ann Example',
      job_title: 'Senior Payments Engineer',
      pronouns: 'she/her',
      status: 'completed',
      model: 'gpt-4o-mini',
      error: null,
      mine: true,
    });
    for (const section of reviewSections) expect(review.content).toContain(`## ${section}`);
    expect(review.quotes_total).toBeGreaterThan(3);
    expect(review.quotes_verified).toBe(review.quotes_total);
    expect(review.content).toContain('[CV: "');
    expect(review.content).toContain('[Transcript: "');
    expect(review.content).toContain('The recruiter noted [Commentary: "');
    expect(review.content).not.toContain('not verified');

    const prompt = sent();
    expect(prompt).toContain(`<candidate_cv>\n${reviewInputs.candidate_cv}\n</candidate_cv>`);
    expect(prompt).toContain(
      `<interview_transcript>\n${reviewInputs.call_transcript}\n</interview_transcript>`,
    );
    expect(prompt).toContain('with the pronouns she/her');
    expect(prompt).toContain('protected characteristics');
    expect(prompt).toContain('The recruiter noted');
    expect(prompt).toContain('Met | Partly met | Not evidenced');
    expect(prompt).toContain('**Advance**, **Hold**, **Do not advance**, **Insufficient evidence**');

    const listed = await ctx.call('GET', '/api/reviews', { cookie: user.cookie });
    expect(listed.json().reviews[0]).toMatchObject({ id: review.id, status: 'completed' });
    const usage = await ctx.db.execute<{ service: string }>(
      `select service from api_usage where user_id = '${user.id}' and service = 'reviewer'`,
    );
    expect(usage.rows.length).toBeGreaterThan(0);
  });

  it("refers to the candidate by name when the pronouns are 'other'", async () => {
    await create({ ...reviewInputs, pronouns: 'other' });
    expect(sent()).toContain('Refer to the candidate by name (Ann Example) rather than with pronouns.');
  });

  it('streams the review as it is written: the stored review first, the text, then the finished review', async () => {
    const res = await create(reviewInputs, { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const frames = parseEvents(res.body);
    expect(frames[0]?.event).toBe('review');
    expect(frames[0]?.data).toMatchObject({ review: { status: 'processing' } });
    const deltas = frames.filter((f) => f.event === 'delta').map((f) => (f.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(10);
    const done = frames.at(-1)!;
    expect(done.event).toBe('done');
    const { review } = done.data as { review: { id: string; content: string; status: string } };
    expect(review.status).toBe('completed');
    expect(review.content).toBe(deltas.join('').trim());
    expect(review.id).toBe((frames[0]!.data as { review: { id: string } }).review.id);
  });
});

describe('the quote check', () => {
  const reply = (quotes: string[]) =>
    ['## Summary', ...quotes.map((q) => `- Claim ${q}.`), '## Recommendation', '**Hold**.'].join('\n');
  const good = '[CV: "Designed PostgreSQL schemas for a ledger"]';
  const alsoGood = '[Transcript: "I am based in LEEDS and happy with hybrid work"]';

  it("marks the one quote it cannot find, counts 'n of m', and does not ask again for one", async () => {
    mock.script({
      match: { task: 'review-candidate' },
      content: reply([good, alsoGood, '[CV: "ten years of Rust"]']),
    });
    const { review } = (await create(reviewInputs)).json();
    expect(review.content).toContain('[CV, not verified: "ten years of Rust"]');
    expect(review.content).toContain(good);
    expect([review.quotes_verified, review.quotes_total]).toEqual([2, 3]);
    expect(quotesVerifiedLabel(review.quotes_verified, review.quotes_total)).toBe('2 of 3 quotes verified');
    expect(mock.requests({ task: 'review-candidate' })).toHaveLength(1);
  });

  it('asks the model once more, naming the quotes not found, when more than one fails', async () => {
    const bad = ['[CV: "ten years of Rust"]', '[Commentary: "a natural leader"]'];
    mock.script([
      { match: { task: 'review-candidate' }, content: reply([good, ...bad]) },
      { match: { task: 'review-candidate' }, content: reply([good, alsoGood]) },
    ]);
    const res = await create(reviewInputs, { accept: 'text/event-stream' });
    const frames = parseEvents(res.body);
    const restart = frames.findIndex((f) => f.event === 'restart');
    expect(frames[restart]?.data).toEqual({ unverified: 2 });
    expect(frames.filter((f) => f.event === 'review')).toHaveLength(1);
    const { review } = frames.at(-1)!.data as { review: { quotes_verified: number; quotes_total: number } };
    expect([review.quotes_verified, review.quotes_total]).toEqual([2, 2]);
    const requests = mock.requests({ task: 'review-candidate' });
    expect(requests).toHaveLength(2);
    const reask = requests[1]!.messages.at(-1)!.content;
    expect(reask).toContain('1. [CV: "ten years of Rust"]');
    expect(reask).toContain('2. [Commentary: "a natural leader"]');
    expect(requests[1]!.messages.at(-2)).toMatchObject({ role: 'assistant' });
  });

  it('asks only once: a second reply with failing quotes is kept, marked', async () => {
    const bad = ['[CV: "ten years of Rust"]', '[CV: "founded a startup"]'];
    mock.script({ match: { task: 'review-candidate' }, content: reply(bad), times: 2 });
    const { review } = (await create(reviewInputs)).json();
    expect([review.quotes_verified, review.quotes_total]).toEqual([0, 2]);
    expect(mock.requests({ task: 'review-candidate' })).toHaveLength(2);
  });
});

describe('failures', () => {
  it('answers a plain error before the model begins and stores nothing', async () => {
    mock.script({ match: { task: 'review-candidate' }, status: 401, message: 'bad key' });
    const before = (await ctx.call('GET', '/api/reviews', { cookie: user.cookie })).json().reviews.length;
    const res = await create(reviewInputs, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.details.reason).toBe('auth');
    const after = (await ctx.call('GET', '/api/reviews', { cookie: user.cookie })).json().reviews.length;
    expect(after).toBe(before);
  });

  it("ends a review whose browser went away as 'error', and Retry writes it again from its inputs", async () => {
    mock.configure({ chunkDelayMs: 20 });
    const abort = new AbortController();
    const res = await fetch(`${base}/api/reviews`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(reviewInputs),
      signal: abort.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: delta')) text += (await reader.read()).value ?? '';
    const id = parseEvents(text.slice(0, text.indexOf('\n\n') + 2))[0]!.data as { review: { id: string } };
    abort.abort();
    await vi.waitFor(
      async () => {
        const got = (await ctx.call('GET', `/api/reviews/${id.review.id}`, { cookie: user.cookie })).json();
        expect(got.status).toBe('error');
        expect(got.error).toBe(reviewerMessages.interrupted);
      },
      { timeout: 10_000, interval: 50 },
    );
    mock.configure({ chunkDelayMs: 0 });

    const retried = await ctx.call('POST', `/api/reviews/${id.review.id}/retry`, {
      cookie: user.cookie,
      headers: json,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().review).toMatchObject({ id: id.review.id, status: 'completed', error: null });
    expect(retried.json().review.content).toContain('## Summary');
  });
});
