import { GLANCE_STAGE_ID, jobAccessMessages, jobMessages } from '@rw/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index.js';
import { createJob, createOrganisationUser, type TestUser, uniqueDomain } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

/*
 * My Jobs and the Team (docs/product/jobs.md#my-jobs, #access): two recruiters and an admin of one
 * organisation, and a recruiter of another. The Team lists every job of the organisation with its creator's
 * name; a colleague's job opens and edits like one's own; only its creator or an admin deletes it.
 */

let ctx: TestContext;
let alice: TestUser;
let carol: TestUser; // Alice's colleague
let admin: TestUser; // an admin of the same organisation
let mallory: TestUser; // another organisation
const jobs: Record<string, string> = {};

type Row = { id: string; title: string; created_by: string | null; created_by_name: string | null };
const list = async (user: TestUser, query?: Record<string, string>) => {
  const res = await ctx.call('GET', '/api/jobs', { cookie: user.cookie, query });
  expect(res.statusCode).toBe(200);
  return res.json().jobs as Row[];
};
const titles = (rows: Row[]) => rows.map((r) => r.title);

beforeAll(async () => {
  ctx = await createTestContext();
  const domain = uniqueDomain('team');
  alice = await createOrganisationUser(ctx, { domain, name: 'Alice Archer' });
  carol = await createOrganisationUser(ctx, { domain, name: 'Carol Chen' });
  admin = await createOrganisationUser(ctx, { domain, role: 'admin', name: 'Ada Admin' });
  mallory = await createOrganisationUser(ctx, { domain: uniqueDomain('rival'), name: 'Mallory' });
  // Created one after another, so newest first is the reverse.
  jobs.alicePlatform = await createJob(ctx, alice, { title: 'Platform Engineer' });
  jobs.carolDesigner = await createJob(ctx, carol, { title: 'Product Designer' });
  jobs.aliceData = await createJob(ctx, alice, { title: 'Data Analyst' });
  jobs.malloryRival = await createJob(ctx, mallory, { title: 'Rival Role' });
});
afterAll(async () => ctx?.close());

describe('GET /api/jobs?scope=', () => {
  it("lists the caller's own jobs by default and with scope=mine, with their name", async () => {
    expect(titles(await list(alice))).toEqual(['Data Analyst', 'Platform Engineer']);
    const mine = await list(alice, { scope: 'mine' });
    expect(titles(mine)).toEqual(['Data Analyst', 'Platform Engineer']);
    expect(mine[0]).toMatchObject({ created_by: alice.id, created_by_name: 'Alice Archer' });
    expect(await list(admin, { scope: 'mine' })).toEqual([]);
  });

  it("lists every job of the organisation with scope=team, newest first, with each creator's name", async () => {
    const team = await list(carol, { scope: 'team' });
    expect(team.map((r) => [r.title, r.created_by_name])).toEqual([
      ['Data Analyst', 'Alice Archer'],
      ['Product Designer', 'Carol Chen'],
      ['Platform Engineer', 'Alice Archer'],
    ]);
    expect(titles(await list(admin, { scope: 'team' }))).toEqual(titles(team));
  });

  it("never lists another organisation's job, and theirs never lists ours", async () => {
    expect(titles(await list(alice, { scope: 'team' }))).not.toContain('Rival Role');
    expect(titles(await list(mallory, { scope: 'team' }))).toEqual(['Rival Role']);
  });

  it('refuses an unknown scope', async () => {
    const res = await ctx.call('GET', '/api/jobs', { cookie: alice.cookie, query: { scope: 'everyone' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });
});

describe("a colleague's job", () => {
  it('opens, with its interview process and candidates, and saves changes', async () => {
    const id = jobs.alicePlatform;
    const opened = await ctx.call('GET', `/api/jobs/${id}`, { cookie: carol.cookie });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ title: 'Platform Engineer', created_by: alice.id });
    const workflow = await ctx.call('GET', `/api/jobs/${id}/workflow`, { cookie: carol.cookie });
    expect(workflow.statusCode).toBe(200);
    const candidates = await ctx.call('GET', `/api/jobs/${id}/candidates`, {
      cookie: carol.cookie,
      query: { stage_id: GLANCE_STAGE_ID },
    });
    expect(candidates.statusCode).toBe(200);
    const saved = await ctx.call('PATCH', `/api/jobs/${id}`, {
      cookie: carol.cookie,
      body: { location: 'Leeds' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ location: 'Leeds', created_by: alice.id });
  });

  it('is deleted only by its creator or an admin; another member gets 403 and the job stays', async () => {
    const refused = await ctx.call('DELETE', `/api/jobs/${jobs.alicePlatform}`, { cookie: carol.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: jobAccessMessages.deleteForbidden });
    expect(
      (await ctx.call('GET', `/api/jobs/${jobs.alicePlatform}`, { cookie: alice.cookie })).statusCode,
    ).toBe(200);
    const byAdmin = await ctx.call('DELETE', `/api/jobs/${jobs.carolDesigner}`, { cookie: admin.cookie });
    expect(byAdmin.statusCode).toBe(204);
    const byCreator = await ctx.call('DELETE', `/api/jobs/${jobs.aliceData}`, { cookie: alice.cookie });
    expect(byCreator.statusCode).toBe(204);
    expect(titles(await list(carol, { scope: 'team' }))).toEqual(['Platform Engineer']);
  });

  it("answers another organisation's member 404, as for a missing job", async () => {
    for (const [method, body] of [['GET'], ['PATCH', { title: 'Mine now' }], ['DELETE']] as const) {
      const res = await ctx.call(method, `/api/jobs/${jobs.alicePlatform}`, { cookie: mallory.cookie, body });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(jobMessages.notFound);
    }
  });

  it('keeps the job of a member whose account is gone, without a creator, for an admin to delete', async () => {
    const leaver = await createOrganisationUser(ctx, { domain: alice.domain, name: 'Lee Leaver' });
    const id = await createJob(ctx, leaver, { title: 'Orphan Role' });
    await ctx.db.delete(users).where(eq(users.id, leaver.id));
    const [orphan] = await list(carol, { scope: 'team' });
    expect(orphan).toMatchObject({ title: 'Orphan Role', created_by: null, created_by_name: null });
    expect((await ctx.call('DELETE', `/api/jobs/${id}`, { cookie: carol.cookie })).statusCode).toBe(403);
    expect((await ctx.call('DELETE', `/api/jobs/${id}`, { cookie: admin.cookie })).statusCode).toBe(204);
  });
});
