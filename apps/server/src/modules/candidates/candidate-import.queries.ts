import type { ImportedCandidate, ImportRowError } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { candidateImports } from '#src/db/schema/index.js';
import type { Tx } from './candidate-stage.queries.js';

/*
 * Set-based SQL of the CSV import (docs/product/candidates.md#import): one statement per step for a whole
 * batch, the columns passed as one array parameter each (unnest), so a batch of any size is a handful of
 * round trips and never nears PostgreSQL's 65,535-parameter limit. Every statement is scoped by the
 * organisation.
 */

/** The candidate columns an import writes (a CSV row's and the LinkedIn key); null leaves a stored value. */
export type ImportValues = ImportedCandidate & { linkedin_key: string | null };
export const importColumns = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'location',
  'current_title',
  'current_company',
  'linkedin_url',
  'linkedin_key',
] as const satisfies readonly (keyof ImportValues)[];

/**
 * A candidate the import found already in the organisation: its id, stored import columns, lower-cased
 * e-mail, and whether it already sits in the stage the import fills.
 */
export type ExistingCandidate = ImportValues & { id: string; email_key: string | null; in_stage: boolean };

/** One array parameter (drizzle would otherwise spread a JS array into a list of parameters). */
const arr = (values: readonly (string | null)[], type: 'text' | 'uuid') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Serialises writers of one organisation's candidates until the transaction ends, so two imports (or an
 * import and another writer taking the same lock) cannot both insert the same person:
 * pg_advisory_xact_lock(hashtext(domain)).
 */
export async function lockOrganisationImports(tx: Tx, domain: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${domain}))`);
}

/**
 * The organisation's candidates whose LinkedIn key is one of `linkedinKeys` or whose lower-cased e-mail is one
 * of `emailKeys`, oldest first (so an e-mail shared by several candidates matches the oldest), each with
 * whether it is already in stage `stageId` of job `jobId`.
 */
export async function findExistingCandidates(
  tx: Tx,
  opts: { domain: string; jobId: string; stageId: string },
  linkedinKeys: string[],
  emailKeys: string[],
): Promise<ExistingCandidate[]> {
  if (linkedinKeys.length === 0 && emailKeys.length === 0) return [];
  const { domain, jobId, stageId } = opts;
  // Columns come straight from the two index scans (no second lookup by id). Both queries filter with
  // `= any(array)`, which PostgreSQL either probes through the index or hashes: no plan can make them scan the
  // table once per key, even on PGlite, whose tables are never analysed automatically.
  const columns = sql.raw(['id', ...importColumns, 'created_at'].join(', '));
  const found = await tx.execute<Omit<ExistingCandidate, 'in_stage'>>(sql`
    select f.*, lower(f.email) as email_key
    from (
      select ${columns} from candidates
      where domain = ${domain} and linkedin_key = any(${arr(linkedinKeys, 'text')})
      union
      select ${columns} from candidates
      where domain = ${domain} and lower(email) = any(${arr(emailKeys, 'text')})
    ) f
    order by f.created_at, f.id`);
  if (found.rows.length === 0) return [];
  const staged = await tx.execute<{ candidate_id: string }>(sql`
    select candidate_id from candidate_stage_records
    where job_id = ${jobId}::uuid and stage_id = ${stageId}
      and candidate_id = any(${arr(
        found.rows.map((r) => r.id),
        'uuid',
      )})`);
  const inStage = new Set(staged.rows.map((r) => r.candidate_id));
  const rows = found.rows as ExistingCandidate[];
  for (const r of rows) r.in_stage = inStage.has(r.id);
  return rows;
}

function columnArrays(rows: readonly ImportValues[]) {
  return importColumns.map((c) =>
    arr(
      rows.map((r) => r[c]),
      'text',
    ),
  );
}

/**
 * Inserts new candidates of the organisation, created by `createdByEmail`, already placed in job `jobId` as
 * their primary job with last_activity_at now() (so adding them to the stage writes them no second time).
 */
export async function insertCandidates(
  tx: Tx,
  opts: { domain: string; createdByEmail: string; jobId: string },
  rows: readonly (ImportValues & { id: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into candidates (id, ${sql.raw(importColumns.join(', '))},
      created_by_email, domain, current_primary_job_id, last_activity_at)
    select v.*, ${opts.createdByEmail}, ${opts.domain}, ${opts.jobId}::uuid, now()
    from unnest(${arr(
      rows.map((r) => r.id),
      'uuid',
    )}, ${sql.join(columnArrays(rows), sql`, `)}) as v(id, ${sql.raw(importColumns.join(', '))})`);
}

/**
 * Updates candidates of the organisation: each non-null value replaces the stored one, null keeps it (an empty
 * cell never blanks a field). Rows whose values are all already stored are not written.
 */
export async function updateCandidates(
  tx: Tx,
  domain: string,
  rows: readonly (ImportValues & { id: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  const set = importColumns.map((c) => sql.raw(`${c} = coalesce(v.${c}, c.${c})`));
  const changed = importColumns.map((c) =>
    sql.raw(`(v.${c} is not null and v.${c} is distinct from c.${c})`),
  );
  await tx.execute(sql`
    update candidates c
    set ${sql.join(set, sql`, `)}, updated_at = now(), last_activity_at = now()
    from unnest(${arr(
      rows.map((r) => r.id),
      'uuid',
    )}, ${sql.join(columnArrays(rows), sql`, `)}) as v(id, ${sql.raw(importColumns.join(', '))})
    where c.id = v.id and c.domain = ${domain} and (${sql.join(changed, sql` or `)})`);
}

/**
 * Refreshes the planner's statistics of the candidates tables (PGlite never runs autovacuum, so after a bulk
 * load its plans would still assume the tables' old sizes; on PostgreSQL this runs sooner than autovacuum would).
 */
export async function analyzeCandidateTables(db: Db): Promise<void> {
  await db.execute(sql`analyze candidates, candidate_stage_records`);
}

/** The start of an import: its row in candidate_imports, status running. @returns false when the id is taken. */
export async function insertImportRow(
  db: Db,
  row: {
    id: string;
    jobId: string;
    stageId: string;
    domain: string;
    createdByEmail: string;
    fileName: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(candidateImports)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: candidateImports.id });
  return inserted.length > 0;
}

/** The end of an import: completed or failed, its counts and (at most the first 1,000) row errors. */
export async function finishImportRow(
  db: Db,
  id: string,
  outcome: {
    status: 'completed' | 'failed';
    total: number;
    imported: number;
    created: number;
    updated: number;
    errors: ImportRowError[];
  },
): Promise<void> {
  await db
    .update(candidateImports)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(candidateImports.id, id));
}
