import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';

/** How often the embedded database is vacuumed (ms). */
export const EMBEDDED_VACUUM_EVERY_MS = 60 * 60_000;

/**
 * What autovacuum does on PostgreSQL, done by the server for the embedded database, which has none (PGlite
 * is one backend without background workers; docs/decisions/0020-funnel-summary.md, "The embedded database
 * vacuums"): every table of the app and of the queue is vacuumed (each partition of a partitioned table on
 * its own, the parent not again), one statement per table so requests run between them. The row versions
 * that updates leave (the summaries' counters above all, which every stage move rewrites) are reclaimed,
 * index-only scans find their pages all-visible again, and each table's row and page counts, which the
 * planner scales its estimates by, are brought up to date. A pass over tables that barely changed reads
 * little, as vacuum skips pages already all-visible: 0.8 s at 1,000,000 candidates, the longest table
 * 0.3 s. It does not analyse: sampling the largest tables held the single backend for up to 4 s a table
 * (bulk imports analyse the tables they load).
 * @returns the tables done and the pass's length in milliseconds.
 * @throws the database's error for a table that could not be vacuumed (the next pass tries again).
 */
export async function vacuumTables(
  db: Pick<Db, 'execute'>,
  clock: () => number = () => performance.now(),
): Promise<{ tables: number; ms: number }> {
  const started = clock();
  const { rows } = await db.execute<{ name: string }>(sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') order by 1`);
  for (const { name } of rows) await db.execute(sql.raw(`vacuum ${name}`));
  return { tables: rows.length, ms: clock() - started };
}
