import { Readable } from 'node:stream';
import { candidateMessages } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateImports } from '#src/db/schema/index.js';
import { createJob, createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { importCandidatesCsv } from './candidate-import.service.js';
import { csvText, generatedConnections, linkedinExport } from './fixtures/import-fixtures.js';

/*
 * A crash or a refused row never leaves half a candidate (docs/product/candidates.md#import): batches are
 * transactions holding each candidate with its Glance stage record, and a row the database refuses is that
 * row's error only.
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
  extra: { batchRows?: number; afterBatch?: (n: number) => void | Promise<void> } = {},
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
