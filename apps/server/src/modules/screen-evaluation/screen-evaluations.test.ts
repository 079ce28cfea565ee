import crypto from 'node:crypto';
import { transcriptPreview } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationUser, createScreenEvaluation, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

let ctx: TestContext;
let alice: TestUser;
let colleague: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx, { domain: 'screen.test' });
  colleague = await createOrganisationUser(ctx, { domain: 'screen.test' });
  outsider = await createOrganisationUser(ctx, { domain: 'elsewhere.test' });
});
afterAll(async () => {
  await ctx?.close();
});

const options = { includeScoring: true, includeRecommendations: false, includeSummary: true };
const save = (user: TestUser, payload: unknown) =>
  ctx.call('POST', '/api/screen-evaluations', { cookie: user.cookie, body: payload });
const saved = (user: TestUser, n: number) =>
  createScreenEvaluation(ctx, user, { transcript: `Transcript ${n}`, analysis: `## Analysis ${n}`, options });

describe('transcriptPreview', () => {
  it('keeps the first 200 characters plus an ellipsis', () => {
    const long = `${'a'.repeat(150)} ${'b'.repeat(150)}`;
    expect(transcriptPreview(long)).toBe(`${long.slice(0, 200)}…`);
    expect(Array.from(transcriptPreview(long))).toHaveLength(201);
  });

  it('keeps a transcript of 200 characters or fewer whole, without an ellipsis', () => {
    expect(transcriptPreview('x'.repeat(200))).toBe('x'.repeat(200));
    expect(transcriptPreview('  Recruiter: Hello!  ')).toBe('Recruiter: Hello!');
  });

  it('counts characters, never cutting one in half', () => {
    const emoji = '🙂'.repeat(250);
    expect(transcriptPreview(emoji)).toBe(`${'🙂'.repeat(200)}…`);
  });
});

describe('POST /api/screen-evaluations', () => {
  it('saves the full transcript, the analysis, the options and the preview', async () => {
    const transcript = `Recruiter: ${'Tell me about your last role. '.repeat(20)}`;
    const res = await save(alice, { transcript, analysis: '  ## Role Fit\n**Score: 4/5**  ', options });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      transcript: transcript.trim(),
      analysis: '## Role Fit\n**Score: 4/5**',
      options,
    });
    expect(body.transcript_preview).toBe(`${transcript.slice(0, 200)}…`);
    expect(Date.parse(body.created_at)).not.toBeNaN();
  });

  it("refuses a blank or missing analysis with 'No analysis to save'", async () => {
    for (const payload of [{ transcript: 'Hi', analysis: ' \n ' }, { transcript: 'Hi' }]) {
      const res = await save(alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('No analysis to save');
    }
  });

  it('needs a session', async () => {
    const res = await ctx.call('POST', '/api/screen-evaluations', { body: { analysis: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/screen-evaluations', () => {
  it("lists only the caller's own evaluations, newest first, 3 by default", async () => {
    const user = await createOrganisationUser(ctx, { domain: 'screen.test' });
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await saved(user, n)).id);
    await saved(colleague, 9);
    const res = await ctx.call('GET', '/api/screen-evaluations', { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.evaluations.map((e: { id: string }) => e.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(list.evaluations[0]).toMatchObject({
      transcript_preview: 'Transcript 4',
      analysis: '## Analysis 4',
    });
    expect(list.evaluations[0]).not.toHaveProperty('transcript');
    expect(list.next_cursor).toEqual(expect.any(String));
  });

  it('pages with limit and cursor, and refuses a bad cursor', async () => {
    const user = await createOrganisationUser(ctx, { domain: 'screen.test' });
    for (const n of [1, 2, 3, 4, 5]) await saved(user, n);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (
        await ctx.call('GET', `/api/screen-evaluations?limit=2${query}`, { cookie: user.cookie })
      ).json();
      expect(page.evaluations.length).toBeLessThanOrEqual(2);
      seen.push(...page.evaluations.map((e: { analysis: string }) => e.analysis));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([5, 4, 3, 2, 1].map((n) => `## Analysis ${n}`));
    const bad = await ctx.call('GET', '/api/screen-evaluations?cursor=not-a-cursor', { cookie: user.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid cursor');
    expect(
      (await ctx.call('GET', '/api/screen-evaluations?limit=0', { cookie: user.cookie })).statusCode,
    ).toBe(400);
  });
});

describe('GET and DELETE /api/screen-evaluations/:id', () => {
  it('reads one evaluation with its full transcript', async () => {
    const transcript = 'R: '.repeat(120);
    const created = (await save(alice, { transcript, analysis: 'Full', options })).json();
    const res = await ctx.call('GET', `/api/screen-evaluations/${created.id}`, { cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect(res.json().transcript).toBe(transcript.trim());
  });

  it("answers 404 for another user's evaluation, in the same organisation or not, and for unknown ids", async () => {
    const { id } = await saved(alice, 7);
    for (const user of [colleague, outsider]) {
      const get = await ctx.call('GET', `/api/screen-evaluations/${id}`, { cookie: user.cookie });
      expect(get.statusCode).toBe(404);
      expect(get.json().error.message).toBe('Evaluation not found');
      expect(
        (await ctx.call('DELETE', `/api/screen-evaluations/${id}`, { cookie: user.cookie })).statusCode,
      ).toBe(404);
    }
    for (const unknown of [crypto.randomUUID(), 'not-a-uuid']) {
      expect(
        (await ctx.call('GET', `/api/screen-evaluations/${unknown}`, { cookie: alice.cookie })).statusCode,
      ).toBe(404);
    }
    expect(
      (await ctx.call('GET', `/api/screen-evaluations/${id}`, { cookie: alice.cookie })).statusCode,
    ).toBe(200);
  });

  it('deletes an own evaluation', async () => {
    const { id } = await saved(alice, 8);
    const del = await ctx.call('DELETE', `/api/screen-evaluations/${id}`, { cookie: alice.cookie });
    expect(del.statusCode).toBe(204);
    expect(
      (await ctx.call('GET', `/api/screen-evaluations/${id}`, { cookie: alice.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.call('DELETE', `/api/screen-evaluations/${id}`, { cookie: alice.cookie })).statusCode,
    ).toBe(404);
  });
});
