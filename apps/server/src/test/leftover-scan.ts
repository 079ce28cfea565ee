import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';

/** A column of a table holding a needle, with how many rows do. */
export type Leftover = { table: string; column: string; needle: string; rows: number };

/** Column types a person's name, e-mail or id can be written in. */
const TEXT_TYPES = [
  'text',
  'character varying',
  'character',
  'jsonb',
  'json',
  'uuid',
  'ARRAY',
  'USER-DEFINED',
];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every place in the database that still holds one of `needles`, ignoring case: every text, JSON, uuid and
 * array column of every table of every schema (information_schema, so a table added later is scanned too;
 * the system catalogs aside). Used to prove an erasure left nothing of a person behind
 * (docs/product/candidates.md#erase).
 */
export async function findLeftovers(db: Db, needles: readonly string[]): Promise<Leftover[]> {
  const columns = await db.execute<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.table_schema not like 'pg\\_%'
      and c.data_type = any(${sql.param(TEXT_TYPES)}::text[])
    order by 1, 2, 3`);
  const found: Leftover[] = [];
  for (const col of columns.rows) {
    const table = `${quoted(col.table_schema)}.${quoted(col.table_name)}`;
    const column = quoted(col.column_name);
    const counts = sql.join(
      needles.map(
        (needle, i) =>
          sql`count(*) filter (where strpos(lower(${sql.raw(column)}::text), lower(${needle})) > 0)::int as ${sql.raw(`n${i}`)}`,
      ),
      sql`, `,
    );
    const result = await db.execute<Record<string, number>>(sql`select ${counts} from ${sql.raw(table)}`);
    const row = result.rows[0] ?? {};
    needles.forEach((needle, i) => {
      const rows = Number(row[`n${i}`] ?? 0);
      if (rows > 0)
        found.push({ table: `${col.table_schema}.${col.table_name}`, column: col.column_name, needle, rows });
    });
  }
  return found;
}
