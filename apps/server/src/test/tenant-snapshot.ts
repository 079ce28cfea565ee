import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';

/** Per table: how many rows mention one of the markers, and a digest of those rows (every column). */
export type RowSnapshot = Record<string, { rows: number; digest: string }>;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rows of one organisation in every table of the public schema (found in information_schema, so a new
 * table is included without listing it): a row is the organisation's when its text (`row::text`, every
 * column) contains one of `markers` (its domain, its users' and records' ids). Two snapshots are equal
 * exactly when no such row was added, removed or changed in any column (updated_at included).
 */
export async function snapshotRows(db: Db, markers: string[]): Promise<RowSnapshot> {
  const pattern = markers.map(escapeRegExp).join('|');
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // One statement over every table: a round trip per table costs more than the scans on the embedded database.
  const parts = tables.rows.map(
    ({ table_name: table }) =>
      sql`select ${table}::text as name, count(*)::int as rows,
            md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(table)} t where t::text ~ ${pattern}`,
  );
  const result = await db.execute<{ name: string; rows: number; digest: string }>(
    sql.join(parts, sql` union all `),
  );
  const out: RowSnapshot = {};
  for (const row of result.rows) out[row.name] = { rows: Number(row.rows), digest: row.digest };
  return out;
}
