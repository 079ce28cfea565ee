import { type JobAiEvent, scoringNotificationTitles } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '#src/db/schema/index.js';
import type { EventInput } from '#src/platform/events/event.js';
import { createJob, createOrganisationUser, importCandidates, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { createNotification } from './notifications.queries.js';
import { notifyUser } from './notify-user.js';

/*
 * A notification's link to the job or candidate it concerns (docs/product/notifications.md#links): resolved
 * from its data for its owner, labelled with the record's current title or name, and absent once the record
 * is gone or when the id is another organisation's.
 */

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let jobId: string;
let bobsJobId: string;
let candidateId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx);
  bob = await createOrganisationUser(ctx);
  jobId = await createJob(ctx, alice, { title: 'Senior Backend Engineer' });
  bobsJobId = await createJob(ctx, bob, { title: 'Secret Project Lead' });
  const imported = await importCandidates(
    ctx,
    alice,
    jobId,
    'First Name,Last Name,Email\nAda,Lovelace,ada@x.test\n',
  );
  expect(imported.statusCode).toBeLessThan(300);
  const [row] = await ctx.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.domain, alice.domain));
  candidateId = row!.id;
});
afterAll(async () => ctx.close());

const aiResult = (task: JobAiEvent['task'], job = jobId): JobAiEvent => ({
  kind: 'job.ai',
  taskId: `task-${task}`,
  jobId: job,
  task,
  status: 'completed',
  message: 'done',
  rationale: null,
});

/** The data of a scoring run's notification: `{ kind: 'scoring', ...run }`. */
const scoringRun = (job = jobId) => ({
  kind: 'scoring',
  run_id: '8d4f8a8e-2b1c-4b9a-9d55-6e0f3f0c1a11',
  job_id: job,
  stage_id: 'glance',
  status: 'completed',
  total: 2,
  scored: 2,
  failed: 0,
  error: null,
});

async function linkOf(user: TestUser, data: unknown) {
  const created = await createNotification(ctx.db, { userId: user.id, title: 'T', message: 'M', data });
  const listed = (await ctx.call('GET', '/api/notifications', { cookie: user.cookie })).json();
  const found = listed.notifications.find((n: { id: string }) => n.id === created.id);
  expect(found.link).toEqual(created.link);
  return found.link;
}

describe('notification links', () => {
  it('opens a job AI result on the tab that shows it, labelled with the job title', async () => {
    expect(await linkOf(alice, aiResult('generate-jd'))).toEqual({
      kind: 'job',
      job_id: jobId,
      tab: 'job-description',
      label: 'Senior Backend Engineer',
    });
    expect(await linkOf(alice, aiResult('salary'))).toMatchObject({ kind: 'job', tab: 'overview' });
    expect(await linkOf(alice, aiResult('intake-summary'))).toMatchObject({ kind: 'job', tab: 'overview' });
  });

  it("opens a scoring run's job on its Candidates tab", async () => {
    expect(await linkOf(alice, scoringRun())).toEqual({
      kind: 'job',
      job_id: jobId,
      tab: 'candidates',
      label: 'Senior Backend Engineer',
    });
  });

  it('opens a candidate by name, from the job the data names', async () => {
    expect(await linkOf(alice, { candidateId, jobId })).toEqual({
      kind: 'candidate',
      candidate_id: candidateId,
      job_id: jobId,
      label: 'Ada Lovelace',
    });
  });

  it('has no link without a subject, and none to another organisation’s job (its title never shown)', async () => {
    expect(await linkOf(alice, null)).toBeNull();
    expect(await linkOf(alice, { email: 'x@y.test', role: 'recruiter' })).toBeNull();
    expect(await linkOf(alice, aiResult('generate-jd', bobsJobId))).toBeNull();
    const res = await ctx.call('GET', '/api/notifications', { cookie: alice.cookie });
    expect(res.body).toContain(bobsJobId);
    expect(res.body).not.toContain('Secret Project Lead');
    expect(await linkOf(bob, aiResult('generate-jd', bobsJobId))).toMatchObject({
      label: 'Secret Project Lead',
    });
  });

  it('follows the record: a renamed job shows its new title, a deleted one leaves no link', async () => {
    const job = await createJob(ctx, alice, { title: 'Data Engineer' });
    const created = await createNotification(ctx.db, {
      userId: alice.id,
      title: scoringNotificationTitles.completed,
      message: '2 candidates scored for Data Engineer',
      data: scoringRun(job),
    });
    const patch = await ctx.call('PATCH', `/api/jobs/${job}`, {
      cookie: alice.cookie,
      body: { title: 'Staff Data Engineer' },
    });
    expect(patch.statusCode).toBe(200);
    const read = await ctx.call('PATCH', `/api/notifications/${created.id}`, {
      cookie: alice.cookie,
      body: { read: true },
    });
    expect(read.json()).toMatchObject({ read: true, link: { job_id: job, label: 'Staff Data Engineer' } });
    expect((await ctx.call('DELETE', `/api/jobs/${job}`, { cookie: alice.cookie })).statusCode).toBe(204);
    const listed = (await ctx.call('GET', '/api/notifications', { cookie: alice.cookie })).json();
    expect(listed.notifications.find((n: { id: string }) => n.id === created.id).link).toBeNull();
  });

  it('pushes the link with the live notification', async () => {
    const published: EventInput[] = [];
    const bus = {
      publish: async (_userId: string, event: EventInput) => void published.push(event),
      subscribe: () => () => {},
      close: async () => {},
    };
    const created = await notifyUser(ctx.db, bus, {
      userId: alice.id,
      type: 'success',
      title: 'Job description ready',
      message: 'The job description of Senior Backend Engineer is ready.',
      data: aiResult('generate-jd'),
    });
    expect(created.link).toMatchObject({ kind: 'job', job_id: jobId, tab: 'job-description' });
    expect(published).toEqual([{ type: 'notification', data: created }]);
  });
});
