import { systemSettingsMessages as m } from '@rw/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import {
  createJob,
  createOrganisationUser,
  importCandidates,
  type TestUser,
  uniqueDomain,
} from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import {
  eraseInactiveCandidates,
  type RetentionTaskData,
  retentionCutoff,
  runRetentionErasure,
} from './candidate-retention.service.js';

/*
 * Data retention (docs/product/admin.md#data-retention): a dry run counts the organisation's candidates with
 * no activity for N months, the erasure removes exactly those with the candidate erasure's own steps, and the
 * audit log says who erased how many. The app's clock is fixed, so "30 months ago" is a fixed instant.
 */

const NOW = new Date('2026-06-15T12:00:00.000Z');
let ctx: TestContext;
let domain: string;
let admin: TestUser;
let recruiter: TestUser;
let outsider: TestUser;
let jobId: string;

/** Imports `names` into the job's Glance stage. @returns their ids by first name. */
async function addPeople(user: TestUser, job: string, names: string[]): Promise<Record<string, string>> {
  const csv = `First Name,Last Name,Email\n${names.map((n) => `${n},Example,${n.toLowerCase()}@people.example`).join('\n')}\n`;
  const res = await importCandidates(ctx, user, job, csv);
  if (res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`);
  const { rows } = await ctx.db.execute<{ id: string; first_name: string }>(
    sql`select id, first_name from candidates where domain = ${user.domain}`,
  );
  return Object.fromEntries(rows.map((r) => [r.first_name, r.id]));
}

/** Dates everything about candidate `id` back to `at`. */
async function lastActive(id: string, at: string) {
  await ctx.db.execute(sql`update candidates set created_at = ${at}::timestamptz, updated_at = ${at}::timestamptz,
    last_activity_at = ${at}::timestamptz where id = ${id}::uuid`);
  await ctx.db.execute(sql`update candidate_stage_records set entered_stage_at = ${at}::timestamptz
    where candidate_id = ${id}::uuid`);
}

let people: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => NOW });
  domain = uniqueDomain('retention');
  admin = await createOrganisationUser(ctx, { role: 'admin', domain, name: 'Ada Admin' });
  recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain });
  outsider = await createOrganisationUser(ctx, { role: 'admin', domain: uniqueDomain('elsewhere') });
  jobId = await createJob(ctx, admin);
  people = await addPeople(admin, jobId, ['Old', 'Older', 'Recent', 'Hired', 'Moved']);
  await lastActive(people.Old!, '2023-01-10T00:00:00Z');
  await lastActive(people.Older!, '2022-05-01T00:00:00Z');
  await lastActive(people.Recent!, '2026-03-01T00:00:00Z');
  await lastActive(people.Hired!, '2022-01-01T00:00:00Z');
  await ctx.db.execute(sql`update candidate_stage_records set hired_at = '2022-02-01'::timestamptz
    where candidate_id = ${people.Hired!}::uuid`);
  await lastActive(people.Moved!, '2022-01-01T00:00:00Z');
  await ctx.db.execute(sql`update candidate_stage_records set rejected_at = '2026-01-05'::timestamptz
    where candidate_id = ${people.Moved!}::uuid`);
  // Another organisation's old candidate is never counted.
  const theirs = await addPeople(outsider, await createJob(ctx, outsider), ['Stranger']);
  await lastActive(theirs.Stranger!, '2020-01-01T00:00:00Z');
});
afterAll(async () => ctx.close());

const preview = (months: unknown, user = admin) =>
  ctx.call('POST', '/api/organization/settings/retention/preview', { cookie: user.cookie, body: { months } });
const erase = (months: number, expected: number, user = admin) =>
  ctx.call('POST', '/api/organization/settings/retention/erase', {
    cookie: user.cookie,
    body: { months, expected_count: expected },
  });
const message = (res: { json: () => { error: { message: string } } }) => res.json().error.message;

describe('Data retention', () => {
  it('counts calendar months back from now', () => {
    expect(retentionCutoff(NOW, 30).toISOString()).toBe('2023-12-15T12:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });

  it('validates the months and refuses recruiters', async () => {
    expect(message(await preview(0))).toBe('Months must be at least 1');
    expect(message(await preview(2.5))).toBe('Months must be a whole number');
    expect(message(await preview(241))).toBe('Months must be at most 240');
    expect((await preview(12, recruiter)).statusCode).toBe(403);
    expect((await erase(12, 0, recruiter)).statusCode).toBe(403);
  });

  it("dry-runs: counts only the organisation's inactive candidates, never the hired, erasing nothing", async () => {
    const res = await preview(30);
    expect(res.json()).toEqual({ months: 30, cutoff: '2023-12-15T12:00:00.000Z', count: 2 });
    expect((await preview(48)).json().count).toBe(1);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from candidates where domain = ${domain}`,
    );
    expect(rows[0]?.n).toBe(5);
  });

  it('refuses an erasure whose count changed since the dry run', async () => {
    const res = await erase(30, 3);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(m.retentionCountChanged);
  });

  it('erases exactly those counted, with the erasure records, audited with who and how many', async () => {
    const res = await erase(30, 2);
    expect(res.json()).toEqual({
      status: 'done',
      months: 30,
      cutoff: '2023-12-15T12:00:00.000Z',
      count: 2,
      erased: 2,
    });
    const { rows } = await ctx.db.execute<{ first_name: string }>(
      sql`select first_name from candidates where domain = ${domain} order by first_name`,
    );
    expect(rows.map((r) => r.first_name)).toEqual(['Hired', 'Moved', 'Recent']);
    const erased = await ctx.db.execute<{ candidate_id: string; erased_by: string }>(
      sql`select candidate_id, erased_by from candidate_erasures where domain = ${domain}`,
    );
    expect(erased.rows.map((r) => r.candidate_id).sort()).toEqual([people.Old, people.Older].sort());
    expect(erased.rows.every((r) => r.erased_by === admin.email)).toBe(true);
    const log = await ctx.call('GET', '/api/organization/audit-log?action=retention_erasure', {
      cookie: admin.cookie,
    });
    expect(log.json().rows[0]).toMatchObject({
      actor_email: admin.email,
      actor_name: 'Ada Admin',
      details: { months: 30, count: 2, erased: 2, status: 'done' },
    });
    expect(JSON.stringify(log.json())).not.toContain('Older');
    expect((await preview(30)).json().count).toBe(0);
  });

  it('erases a large set on the queue task, batch by batch, with the progress in the audit entry', async () => {
    const job = await createJob(ctx, admin, { title: 'Archive' });
    const names = Array.from({ length: 30 }, (_, i) => `Batch${String(i).padStart(2, '0')}`);
    const ids = await addPeople(admin, job, names);
    for (const name of names) await lastActive(ids[name]!, '2021-01-01T00:00:00Z');
    const queued: { name: string; data: RetentionTaskData }[] = [];
    const queue = {
      send: async (name: string, data: RetentionTaskData) => {
        queued.push({ name, data });
        return 'task-1';
      },
    } as unknown as TaskQueue;
    const deps = { db: ctx.db, now: () => NOW, queue, inlineMax: 10 };
    const caller = { id: admin.id, email: admin.email, domain };
    const started = await eraseInactiveCandidates(deps, caller, 60, 30);
    expect(started).toMatchObject({ status: 'queued', count: 30, erased: 0 });
    expect(queued.map((q) => q.name)).toEqual(['retention.erase']);
    const entry = async () =>
      (
        await ctx.db.execute<{ details: Record<string, unknown> }>(
          sql`select details from audit_log where id = ${queued[0]!.data.auditId}::uuid`,
        )
      ).rows[0]?.details;
    expect(await entry()).toMatchObject({ count: 30, erased: 0, status: 'queued' });

    expect(await runRetentionErasure(deps, queued[0]!.data)).toEqual({ erased: 30 });
    expect(await entry()).toMatchObject({ count: 30, erased: 30, status: 'done' });
    expect((await preview(60)).json().count).toBe(0);
  });
});
