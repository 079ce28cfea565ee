import type { ImportedCandidate, ImportRowError } from '@rw/core';
import { and, eq, lt, sql } from 'drizzle-orm';
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

export type ImportRecordRow = typeof candidateImports.$inferSelect;

/**
 * The start of an import: its row in candidate_imports, status running, first heartbeat `heartbeatAt`.
 * @returns false when the id is taken.
 */
export async function insertImportRow(
  db: Db,
  row: {
    id: string;
    jobId: string;
    stageId: string;
    domain: string;
    createdByEmail: string;
    requestedBy: string;
    fileName: string;
    heartbeatAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(candidateImports)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: candidateImports.id });
  return inserted.length > 0;
}

/** Import `id` of organisation `domain` (ids are unique per organisation), while it runs. */
const running = (key: ImportKey) =>
  and(
    eq(candidateImports.domain, key.domain),
    eq(candidateImports.id, key.id),
    eq(candidateImports.status, 'running'),
  );

/** An import's key: the organisation and the id its client chose. */
export type ImportKey = { domain: string; id: string };

/**
 * Counts a committed batch, in its transaction: adds its created and updated rows, sets the named rows read
 * (`total`) and the row errors so far, and stamps the heartbeat. @returns false when the import is no longer
 * running (a sweeper failed it): the caller undoes the batch.
 */
export async function recordImportBatch(
  tx: Tx,
  id: ImportKey,
  batch: { created: number; updated: number; total: number; errors: ImportRowError[]; at: Date },
): Promise<boolean> {
  const t = candidateImports;
  const updated = await tx
    .update(t)
    .set({
      created: sql`${t.created} + ${batch.created}`,
      updated: sql`${t.updated} + ${batch.updated}`,
      imported: sql`${t.imported} + ${batch.created + batch.updated}`,
      total: batch.total,
      errors: batch.errors,
      heartbeatAt: batch.at,
    })
    .where(running(id))
    .returning({ id: t.id });
  return updated.length > 0;
}

/** The import's heartbeat. @returns false when it is no longer running. */
export async function beatImport(db: Db, id: ImportKey, at: Date): Promise<boolean> {
  const updated = await db
    .update(candidateImports)
    .set({ heartbeatAt: at })
    .where(running(id))
    .returning({ id: candidateImports.id });
  return updated.length > 0;
}

/**
 * The end of a running import: completed or failed (`error` says why), the named rows read and (at most the
 * first 1,000) row errors; its imported, created and updated counts are those its batches committed.
 * @returns the ended row, or null when it was not running any more (a sweeper failed it).
 */
export async function finishImportRow(
  db: Db | Tx,
  id: ImportKey,
  outcome: {
    status: 'completed' | 'failed';
    total: number;
    errors: ImportRowError[];
    error?: string | null;
    at: Date;
  },
): Promise<ImportRecordRow | null> {
  const { at, ...rest } = outcome;
  const [row] = await db
    .update(candidateImports)
    .set({ ...rest, error: rest.error ?? null, finishedAt: at })
    .where(running(id))
    .returning();
  return row ?? null;
}

/** Running imports whose heartbeat is before `cutoff`, oldest heartbeat first (at most 100). */
export async function findStaleImports(db: Db, cutoff: Date): Promise<ImportRecordRow[]> {
  return db
    .select()
    .from(candidateImports)
    .where(and(eq(candidateImports.status, 'running'), lt(candidateImports.heartbeatAt, cutoff)))
    .orderBy(candidateImports.heartbeatAt)
    .limit(100);
}

/**
 * Fails a stale import with `error`, provided it is still running, still stale and no batch committed since it
 * was read (`imported` unchanged). @returns the failed row, or null when another instance or a late worker got
 * there first.
 */
export async function failStaleImport(
  db: Db,
  stale: ImportRecordRow,
  opts: { cutoff: Date; at: Date; error: string },
): Promise<ImportRecordRow | null> {
  const t = candidateImports;
  const [row] = await db
    .update(t)
    .set({ status: 'failed', error: opts.error, finishedAt: opts.at })
    .where(and(running(stale), lt(t.heartbeatAt, opts.cutoff), eq(t.imported, stale.imported)))
    .returning();
  return row ?? null;
}

/** An import of job `jobId` of the organisation, or null (another organisation's is not found). */
export async function findImport(
  db: Db,
  opts: { domain: string; jobId: string; importId: string },
): Promise<ImportRecordRow | null> {
  const t = candidateImports;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, opts.importId), eq(t.jobId, opts.jobId), eq(t.domain, opts.domain)))
    .limit(1);
  return row ?? null;
}
