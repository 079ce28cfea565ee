import crypto from 'node:crypto';
import pg from 'pg';
import { startEmbeddedDb } from '#src/db/embedded.js';

export type TestDatabase = { url: string; embedded: boolean; drop: () => Promise<void> };

/**
 * A fresh, empty database for one test file (STYLE.md, Tests): an in-memory PGlite served over a socket,
 * or, when DATABASE_URL is set, a new database on that server, dropped by `drop`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const embedded = await startEmbeddedDb({ mode: 'inline' });
    return { url: embedded.url, embedded: true, drop: embedded.close };
  }
  const name = `rw_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    embedded: false,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
