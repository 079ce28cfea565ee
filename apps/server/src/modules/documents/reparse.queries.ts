import type { DocumentReparseRun } from '@rw/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { documentReparseRuns } from '#src/db/schema/index.js';

export type ReparseRunRow = typeof documentReparseRuns.$inferSelect;

/** The run as the API and the `documents.reparse` event report it. */
export function toReparseRun(row: ReparseRunRow): DocumentReparseRun {
  return {
    run_id: row.id,
    status: row.status,
    parser_version: row.parserVersion,
    total: row.total,
    done: row.done,
    failed: row.failed,
    error: row.error,
    started_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The organisation's latest run (`running` only: the one not ended), or null. */
export async function findLatestReparse(db: Db, domain: string, running = false) {
  const [row] = await db
    .select()
    .from(documentReparseRuns)
    .where(
      and(
        eq(documentReparseRuns.domain, domain),
        running ? eq(documentReparseRuns.status, 'running') : undefined,
      ),
    )
    .orderBy(descNullsLast(documentReparseRuns.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findReparseRun(db: Db, id: string) {
  const [row] = await db.select().from(documentReparseRuns).where(eq(documentReparseRuns.id, id));
  return row ?? null;
}

/** Candidates of the organisation with a stored file: how many a run reads. */
export async function countReparseCandidates(db: Db, domain: string): Promise<number> {
  const found = await db.execute<{ n: number }>(sql`
    select count(distinct candidate_id)::int as n from stored_files
    where domain = ${domain} and candidate_id is not null`);
  return Number(found.rows[0]?.n ?? 0);
}

/**
 * The next `limit` candidates of the organisation after `cursor` (id order) with the file to read again: the
 * one their CV link names, else their latest stored file.
 */
export async function nextReparseCandidates(db: Db, domain: string, cursor: string | null, limit: number) {
  const found = await db.execute<{ candidate_id: string; file_id: string }>(sql`
    select distinct on (f.candidate_id) f.candidate_id, f.id as file_id
    from stored_files f join candidates c on c.id = f.candidate_id
    where f.domain = ${domain} and c.domain = ${domain}
      and (${cursor}::uuid is null or f.candidate_id > ${cursor}::uuid)
    order by f.candidate_id, (c.cv_file_url = '/api/files/' || f.id::text) desc, f.created_at desc
    limit ${limit}`);
  return found.rows;
}

/** Counts one candidate of run `id` (read again, or not) and moves its cursor. @returns false when it ended. */
export async function countReparsed(db: Db, id: string, candidateId: string, ok: boolean): Promise<boolean> {
  const rows = await db
    .update(documentReparseRuns)
    .set({
      done: ok ? sql`${documentReparseRuns.done} + 1` : documentReparseRuns.done,
      failed: ok ? documentReparseRuns.failed : sql`${documentReparseRuns.failed} + 1`,
      cursor: candidateId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documentReparseRuns.id, id), eq(documentReparseRuns.status, 'running')))
    .returning({ id: documentReparseRuns.id });
  return rows.length > 0;
}

/** Ends run `id` if it still runs. @returns the ended row, or null. */
export async function endReparse(
  db: Db,
  id: string,
  status: 'completed' | 'failed',
  error: string | null = null,
) {
  const [row] = await db
    .update(documentReparseRuns)
    .set({ status, error, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(documentReparseRuns.id, id), eq(documentReparseRuns.status, 'running')))
    .returning();
  return row ?? null;
}

/** Runs whose heartbeat is before `cutoff`. */
export function findStaleReparses(db: Db, cutoff: Date) {
  return db
    .select()
    .from(documentReparseRuns)
    .where(and(eq(documentReparseRuns.status, 'running'), lt(documentReparseRuns.updatedAt, cutoff)));
}

export async function touchReparse(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(documentReparseRuns)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(documentReparseRuns.id, id), eq(documentReparseRuns.status, 'running')))
    .returning({ id: documentReparseRuns.id });
  return rows.length > 0;
}

export async function insertReparse(
  db: Db,
  input: {
    domain: string;
    requestedBy: string;
    requestedByEmail: string;
    parserVersion: number;
    total: number;
  },
) {
  const [row] = await db.insert(documentReparseRuns).values(input).returning();
  return row!;
}
