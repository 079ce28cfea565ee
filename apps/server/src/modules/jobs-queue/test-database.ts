import crypto from 'node:crypto';
import pg from 'pg';
import { EMBEDDED_POOL_SIZE, startEmbeddedDb } from '#src/db/embedded.js';
import type { QueueConnection } from './create-queue.js';

export type TestDatabase = {
  url: string;
  embedded: boolean;
  /**
   * How a queue should connect when it is the database's only user: a one-connection pool on PGlite, else
   * the URL. With an app on the same PGlite, pass the app's pool instead (`{ pool: handle.pool }`): PGlite
   * must be used over one connection in all (electric-sql/pglite#1046).
   */
  connection: QueueConnection;
  close: () => Promise<void>;
};

/**
 * A fresh, empty database for one test file, like the harness's (STYLE.md, Tests): an in-memory PGlite
 * served over a socket, or, when DATABASE_URL is set, a new database on that server, dropped on close.
 * For tests that need a URL rather than the app (queues, event buses).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const embedded = await startEmbeddedDb();
    const pool = new pg.Pool({ connectionString: embedded.url, max: EMBEDDED_POOL_SIZE });
    return {
      url: embedded.url,
      embedded: true,
      connection: { pool },
      close: async () => {
        await pool.end();
        await embedded.close();
      },
    };
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
    connection: { databaseUrl: url.toString() },
    close: () => admin(`drop database if exists ${name} with (force)`),
  };
}
