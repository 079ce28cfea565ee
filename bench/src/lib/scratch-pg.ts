import crypto from 'node:crypto';
import pg from 'pg';

/** Where scratch databases are created: BENCH_PG_URL, else the local server as user postgres. */
export const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export type ScratchDb = { url: string; name: string; drop: () => Promise<void> };

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database `rw_bench_{label}_{random}` on the PostgreSQL server; `drop` removes it (force). */
export async function createScratchDb(label: string): Promise<ScratchDb> {
  const name = `rw_bench_${label}_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
