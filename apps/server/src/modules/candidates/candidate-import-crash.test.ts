import { Readable } from 'node:stream';
import { type CandidateImportStatus, candidateMessages, importInterruptedMessage } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { candidateImports } from '#src/db/schema/index.js';
import type { AppEvent } from '#src/platform/events/event.js';
import { type RunLifecycle, staleCutoff } from '#src/platform/queue/run-lifecycle.js';
import { createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { recoverInterruptedImports } from './candidate-import.lifecycle.js';
import { importCandidatesCsv } from './candidate-import.service.js';
import { csvText, generatedConnections, linkedinExport } from './fixtures/import-fixtures.js';

/*
 * A crash or a refused row never leaves half a candidate (docs/product/candidates.md#import): batches are
 * transactions holding each candidate with its Glance stage record, and a row the database refuses is that
 * row's error only. An import whose server stopped is failed by the sweeper with its committed counts
 * (docs/product/candidates.md#interrupted-runs); the real kill is the fault suite (src/test/worker-crash.test.ts).
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function freshOrg() {
  const user = await createOrganisationUser(ctx);
  return { user, domain: user.domain, jobId: await createJob(ctx, user) };
}

function runImport(
  org: { user: TestUser; domain: string; jobId: string },
  csv: string,
  extra: { batchRows?: number; afterBatch?: (n: number) => void | Promise<void>; runs?: RunLifecycle } = {},
) {
  const importId = crypto.randomUUID();
  const promise = importCandidatesCsv({
    db: ctx.db,
    caller: { id: org.user.id, email: org.user.email, domain: org.domain },
    jobId: org.jobId,
    importId,
    fileName: 'people.csv',
    file: Readable.from([Buffer.from(csv)]),
    bytesTotal: null,
    bus: ctx.app.events,
    ...extra,
  });
  return { importId, promise };
}

/** Candidates of the organisation, and how many of them lack a Glance record in the job. */
async function census(domain: string, jobId: string) {
  const result = await ctx.db.execute<{ candidates: number; without_glance: number; records: number }>(sql`
    select count(*)::int as candidates,
      count(*) filter (where not exists (
        select 1 from candidate_stage_records r
        where r.candidate_id = c.id and r.job_id = ${jobId} and r.stage_id = 'glance'
      ))::int as without_glance,
      (select count(*)::int from candidate_stage_records r where r.job_id = ${jobId}) as records
    from candidates c where c.domain = ${domain}`);
  return result.rows[0]!;
}

describe('a crash between batches', () => {
  it('leaves only whole candidates of the committed batches, and the import marked failed', async () => {
    const org = await freshOrg();
    const { importId, promise } = runImport(org, linkedinExport(generatedConnections(25)), {
      batchRows: 10,
      afterBatch: (n) => {
        if (n === 2) throw new Error('worker killed');
      },
    });
    await expect(promise).rejects.toThrow('worker killed');
    expect(await census(org.domain, org.jobId)).toEqual({ candidates: 20, without_glance: 0, records: 20 });
    const [recorded] = await ctx.db.select().from(candidateImports).where(eq(candidateImports.id, importId));
    expect(recorded).toMatchObject({ status: 'failed', imported: 20, created: 20 });
    expect(recorded!.finishedAt).toBeInstanceOf(Date);
  });

  it('a re-run of the same file after the crash completes it without duplicates', async () => {
    const org = await freshOrg();
    const csv = linkedinExport(generatedConnections(25));
    const crashed = runImport(org, csv, {
      batchRows: 10,
      afterBatch: (n) => {
        if (n === 1) throw new Error('worker killed');
      },
    });
    await expect(crashed.promise).rejects.toThrow();
    const rerun = await runImport(org, csv, { batchRows: 10 }).promise;
    expect(rerun).toMatchObject({ total: 25, imported: 25, created: 15, updated: 10 });
    expect(await census(org.domain, org.jobId)).toEqual({ candidates: 25, without_glance: 0, records: 25 });
  });
});

describe('a row the database refuses', () => {
  it('fails alone, leaves nothing of itself, and the batch around it is imported whole', async () => {
    const org = await freshOrg();
    // The stage write of one person fails, as a constraint or a lost race would.
    await ctx.db.execute(
      sql.raw(`
      create or replace function refuse_cursed() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from candidates where id = new.candidate_id and last_name = 'Cursed') then
          raise exception 'stage record refused';
        end if;
        return new;
      end $$;
      create trigger refuse_cursed before insert on candidate_stage_records
        for each row execute function refuse_cursed();`),
    );
    try {
      const csv = csvText(
        ['First Name', 'Last Name', 'Email'],
        [
          ['Ann', 'Lee', 'ann@example.com'],
          ['Bad', 'Cursed', 'bad@example.com'],
          ['Cy', 'Ray', 'not-an-email'],
          ['Dee', 'Fox', ''],
        ],
      );
      const result = await runImport(org, csv, { batchRows: 3 }).promise;
      expect(result.messages).toEqual([
        'Error importing Bad Cursed: stage record refused',
        `Error importing Cy Ray: ${candidateMessages.invalidEmail}`,
        'Done. Imported 2 of 4.',
      ]);
      expect(result).toMatchObject({ total: 4, imported: 2, created: 2 });
      const names = await ctx.db.execute<{ last_name: string }>(
        sql`select last_name from candidates where domain = ${org.domain} order by last_name`,
      );
      expect(names.rows.map((r) => r.last_name)).toEqual(['Fox', 'Lee']);
      expect(await census(org.domain, org.jobId)).toEqual({ candidates: 2, without_glance: 0, records: 2 });
    } finally {
      await ctx.db.execute(
        sql.raw('drop trigger refuse_cursed on candidate_stage_records; drop function refuse_cursed();'),
      );
    }
  });
});

describe('a server that stops mid-import', () => {
  const T0 = new Date('2026-11-26T09:00:00.000Z');
  /** The importing server's clock stands still (its heartbeat goes stale as a dead server's would)… */
  const frozen: RunLifecycle = { clock: () => new Date(T0), heartbeatMs: 20, staleMs: 45_000 };
  /** …while the sweeper's is a minute ahead. */
  const later: RunLifecycle = {
    clock: () => new Date(T0.getTime() + 60_000),
    heartbeatMs: 20,
    staleMs: 45_000,
  };
  const sweep = (runs: RunLifecycle) =>
    recoverInterruptedImports({ db: ctx.db, bus: ctx.app.events, runs }, staleCutoff(runs));
  const recordOf = async (id: string) =>
    (await ctx.db.select().from(candidateImports).where(eq(candidateImports.id, id)))[0]!;

  it('is failed by the sweeper with the rows its batches committed, the importer is told, and its late writes are refused', async () => {
    const org = await freshOrg();
    const events: AppEvent[] = [];
    const stop = ctx.app.events.subscribe(org.user.id, (e) => events.push(e));
    let resume = () => {};
    const stalled = new Promise<void>((r) => {
      resume = r;
    });
    // Two batches commit, then the server stops working (it hangs here, as a killed one never comes back).
    const { importId, promise } = runImport(org, linkedinExport(generatedConnections(35)), {
      batchRows: 10,
      runs: frozen,
      afterBatch: async (n) => {
        if (n === 2) await stalled;
      },
    });
    const outcome = promise.then(
      () => null,
      (e: unknown) => e,
    );
    // The counts are written in each batch's transaction: never ahead of the rows.
    await vi.waitFor(async () => expect(await recordOf(importId)).toMatchObject({ imported: 20 }), {
      timeout: 20_000,
    });
    expect(await recordOf(importId)).toMatchObject({ status: 'running', created: 20, heartbeatAt: T0 });

    expect(await sweep(frozen)).toBe(0);
    expect(await sweep(later)).toBe(1);
    const failed = await recordOf(importId);
    expect(failed).toMatchObject({
      status: 'failed',
      imported: 20,
      created: 20,
      error: importInterruptedMessage(20),
    });
    expect(failed.error).toBe(
      'The import was interrupted: the server stopped after 20 rows were imported. Upload the file again to import the rest; rows already imported are updated, not duplicated.',
    );
    expect(failed.finishedAt).toEqual(new Date(T0.getTime() + 60_000));
    expect(await census(org.domain, org.jobId)).toEqual({ candidates: 20, without_glance: 0, records: 20 });
    const told = events.filter((e) => e.type === 'import.status').map((e) => e.data as CandidateImportStatus);
    expect(told).toEqual([
      expect.objectContaining({
        import_id: importId,
        status: 'failed',
        imported: 20,
        error: importInterruptedMessage(20),
      }),
    ]);
    stop();

    // The page asks after the import it started: failed, with the message.
    const res = await ctx.call('GET', `/api/jobs/${org.jobId}/candidates/imports/${importId}`, {
      cookie: org.user.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', imported: 20, error: importInterruptedMessage(20) });

    // Should the stalled server wake up, its next batch is refused whole and the import keeps its end.
    resume();
    const err = (await outcome) as { message?: string; code?: string };
    expect(err?.message).toBe(importInterruptedMessage(20));
    expect(await census(org.domain, org.jobId)).toEqual({ candidates: 20, without_glance: 0, records: 20 });
    expect(await recordOf(importId)).toMatchObject({ status: 'failed', imported: 20 });

    // Uploading the file again imports the rest without duplicates.
    const rerun = await runImport(org, linkedinExport(generatedConnections(35)), { batchRows: 10 }).promise;
    expect(rerun).toMatchObject({ total: 35, imported: 35, created: 15, updated: 20 });
    expect(await census(org.domain, org.jobId)).toEqual({ candidates: 35, without_glance: 0, records: 35 });
  });

  it('stamps the heartbeat while it works and is left alone while the heartbeat is fresh', async () => {
    const org = await freshOrg();
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let tick = 0;
    const moving: RunLifecycle = {
      clock: () => new Date(T0.getTime() + 1000 * ++tick),
      heartbeatMs: 20,
      staleMs: 45_000,
    };
    const { importId, promise } = runImport(org, linkedinExport(generatedConnections(15)), {
      batchRows: 10,
      runs: moving,
      afterBatch: () => gate,
    });
    const first = await vi.waitFor(
      async () => {
        const r = await recordOf(importId);
        if (r.imported !== 10) throw new Error('first batch not committed yet');
        return r.heartbeatAt;
      },
      { timeout: 20_000 },
    );
    await vi.waitFor(async () => expect((await recordOf(importId)).heartbeatAt > first).toBe(true), {
      timeout: 20_000,
    });
    expect(await recoverInterruptedImports({ db: ctx.db }, first)).toBe(0);
    release();
    expect(await promise).toMatchObject({ imported: 15 });
    expect(await recordOf(importId)).toMatchObject({ status: 'completed', imported: 15, error: null });
  });

  it("answers 404 for another organisation's import, like a missing one", async () => {
    const org = await freshOrg();
    const other = await freshOrg();
    const { importId, promise } = runImport(org, linkedinExport(generatedConnections(3)));
    await promise;
    const mine = await ctx.call('GET', `/api/jobs/${org.jobId}/candidates/imports/${importId}`, {
      cookie: org.user.cookie,
    });
    expect(mine.json()).toMatchObject({ status: 'completed', imported: 3, total: 3 });
    for (const [jobId, cookie] of [
      [org.jobId, other.user.cookie],
      [other.jobId, other.user.cookie],
    ] as const) {
      const res = await ctx.call('GET', `/api/jobs/${jobId}/candidates/imports/${importId}`, { cookie });
      expect(res.statusCode).toBe(404);
    }
    const missing = await ctx.call(
      'GET',
      `/api/jobs/${org.jobId}/candidates/imports/${crypto.randomUUID()}`,
      {
        cookie: org.user.cookie,
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Import not found' } });
  });
});
