import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJob,
  createOrganisationUser,
  createScreenEvaluation,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * A Screen Evaluation made for a candidate and a job of the workspace
 * (docs/product/screen-evaluation.md#for-a-candidate-and-a-job) and listed on that candidate's page
 * (docs/product/screen-evaluation.md#on-the-candidate-page).
 */

let ctx: TestContext;
let alice: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let candidate: string;
let otherCandidate: string;
let job: string;
let outsiderCandidate: string;
let outsiderJob: string;

const options = { includeScoring: true, includeRecommendations: true, includeSummary: false };

async function addCandidate(user: TestUser, lastName: string): Promise<string> {
  const res = await ctx.call('POST', '/api/candidates', {
    cookie: user.cookie,
    body: { first_name: 'Mira', last_name: lastName },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
const save = (user: TestUser, body: Record<string, unknown>) =>
  ctx.call('POST', '/api/screen-evaluations', {
    cookie: user.cookie,
    body: { transcript: 'Recruiter: Hello.\nMira: Hi.', analysis: '## Role Fit\nGood.', options, ...body },
  });
const listOf = (user: TestUser, candidateId: string) =>
  ctx.call('GET', `/api/candidates/${candidateId}/screen-evaluations`, { cookie: user.cookie });

beforeAll(async () => {
  ctx = await createTestContext();
  const domain = uniqueDomain('se-link');
  alice = await createOrganisationUser(ctx, { domain, name: 'Alice Recruiter' });
  colleague = await createOrganisationUser(ctx, { domain, name: 'Cole League' });
  outsider = await createOrganisationUser(ctx, { domain: uniqueDomain('se-rival') });
  candidate = await addCandidate(alice, 'Okafor');
  otherCandidate = await addCandidate(alice, 'Lindqvist');
  job = await createJob(ctx, alice, { title: 'Payments Engineer' });
  outsiderCandidate = await addCandidate(outsider, 'Okafor');
  outsiderJob = await createJob(ctx, outsider, { title: 'Rival Engineer' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('an evaluation for a picked candidate and job', () => {
  it('keeps the candidate and the job, and names the job', async () => {
    const res = await save(alice, { candidate_id: candidate, job_id: job });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      candidate_id: candidate,
      job_id: job,
      job_title: 'Payments Engineer',
    });
    const recent = await ctx.call('GET', '/api/screen-evaluations', { cookie: alice.cookie });
    expect(recent.json().evaluations[0]).toMatchObject({
      candidate_id: candidate,
      job_title: 'Payments Engineer',
    });
  });

  it('is saved without either, as a pasted one', async () => {
    const res = await save(alice, { candidate_id: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ candidate_id: null, job_id: null, job_title: null });
  });

  it("refuses another organisation's candidate or job as not found, and saves nothing", async () => {
    const before = (
      await ctx.call('GET', '/api/screen-evaluations?limit=50', { cookie: alice.cookie })
    ).json();
    const byCandidate = await save(alice, { candidate_id: outsiderCandidate });
    expect(byCandidate.statusCode).toBe(404);
    expect(byCandidate.json().error.message).toBe('Candidate not found');
    const byJob = await save(alice, { candidate_id: candidate, job_id: outsiderJob });
    expect(byJob.statusCode).toBe(404);
    expect(byJob.json().error.message).toBe('Job not found');
    const unknown = await save(alice, { candidate_id: crypto.randomUUID() });
    expect(unknown.json()).toEqual(byCandidate.json());
    const after = (
      await ctx.call('GET', '/api/screen-evaluations?limit=50', { cookie: alice.cookie })
    ).json();
    expect(after.evaluations).toHaveLength(before.evaluations.length);
  });
});

describe("GET /api/candidates/{id}/screen-evaluations (the candidate's page)", () => {
  it("lists the organisation's evaluations of this candidate, newest first, with author and job", async () => {
    const mine = (await save(alice, { candidate_id: otherCandidate, job_id: job })).json();
    const theirs = await createScreenEvaluation(ctx, colleague, {
      transcript: 'Recruiter: Why payments?',
      analysis: '## Motivation & Interest\nClear.',
      candidate_id: otherCandidate,
    });
    await save(alice, { candidate_id: candidate });
    const res = await listOf(alice, otherCandidate);
    expect(res.statusCode).toBe(200);
    const { evaluations } = res.json();
    expect(evaluations.map((e: { id: string }) => e.id)).toEqual([theirs.id, mine.id]);
    expect(evaluations[0]).toMatchObject({ mine: false, job_title: null, author_name: 'Cole League' });
    expect(evaluations[1]).toMatchObject({
      mine: true,
      job_title: 'Payments Engineer',
      author_name: 'Alice Recruiter',
    });
  });

  it('lets anyone of the organisation read one made for a candidate, but only its author delete it', async () => {
    const created = (await save(alice, { candidate_id: otherCandidate })).json();
    const read = await ctx.call('GET', `/api/screen-evaluations/${created.id}`, { cookie: colleague.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json().transcript).toBe('Recruiter: Hello.\nMira: Hi.');
    const del = await ctx.call('DELETE', `/api/screen-evaluations/${created.id}`, {
      cookie: colleague.cookie,
    });
    expect(del.statusCode).toBe(404);
    const foreign = await ctx.call('GET', `/api/screen-evaluations/${created.id}`, {
      cookie: outsider.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Evaluation not found');
  });

  it("answers 404 for another organisation's candidate, as for an unknown one", async () => {
    const theirs = await listOf(outsider, candidate);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Candidate not found');
    expect((await listOf(outsider, crypto.randomUUID())).json()).toEqual(theirs.json());
    expect((await listOf(outsider, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('keeps an evaluation when its job is deleted, without the job', async () => {
    const doomed = await createJob(ctx, alice, { title: 'Short-lived' });
    const created = (await save(alice, { candidate_id: candidate, job_id: doomed })).json();
    expect((await ctx.call('DELETE', `/api/jobs/${doomed}`, { cookie: alice.cookie })).statusCode).toBe(204);
    const read = await ctx.call('GET', `/api/screen-evaluations/${created.id}`, { cookie: alice.cookie });
    expect(read.json()).toMatchObject({ candidate_id: candidate, job_id: null, job_title: null });
  });
});
