import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of `Db` (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbHandle = { pool: pg.Pool; db: Db; close: () => Promise<void> };

// Postgres numerics and bigints come back as strings by default; counts and money here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Opens a pooled node-postgres connection and a Drizzle instance over it (DESIGN.md, Data).
 * @param url postgres:// URL (a real server, or the embedded PGlite socket).
 */
export function createDb(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client dropped by the server; the pool replaces it.
  });
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
