import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '#src/db/client.js';
import { createMigratedTestDatabase } from '#src/test/test-database.js';
import { vacuumTables } from './vacuum.js';

/*
 * The vacuum the server runs on the embedded database (db/vacuum.ts): every table is vacuumed, so a table
 * whose rows were all updated has every page all-visible again and its row count known.
 */

let handle: DbHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createMigratedTestDatabase();
  handle = createDb(database.url, 2);
  drop = database.drop;
});

afterAll(async () => {
  await handle.close();
  await drop();
});

const pages = async (table: string) =>
  (
    await handle.db.execute<{ pages: number; visible: number; tuples: number }>(sql`
      select relpages as pages, relallvisible as visible, reltuples::int as tuples from pg_class
      where oid = ${table}::regclass`)
  ).rows[0]!;

describe('vacuumTables', () => {
  it('vacuums every table: updated pages are all-visible again and the row counts known', async () => {
    await handle.db.execute(sql`
      insert into funnel_daily (domain, scope, day, metric, key, level, bucket, n)
      select 'vacuum.test', 'organization', date '2026-01-01' + i, 'started', 'csv_import', 0, 0, 1
      from generate_series(0, 1999) i`);
    await handle.db.execute(sql`update funnel_daily set n = n + 1 where domain = 'vacuum.test'`);
    let ticks = 0;
    const done = await vacuumTables(handle.db, () => (ticks += 5));
    const { rows } = await handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')`);
    expect(done).toEqual({ tables: rows[0]!.n, ms: 5 });
    expect(done.tables).toBeGreaterThan(40);
    const after = await pages('funnel_daily');
    expect(after.tuples).toBe(2000);
    expect(after.pages).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);
  });
});
