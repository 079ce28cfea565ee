import pg from 'pg';
import { EMBEDDED_POOL_SIZE } from '#src/db/embedded.js';
import { createTestDatabase } from '#src/test/test-database.js';
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
 * A fresh, empty database for one test file (test/test-database.ts) with the connection a queue should use
 * when it is the database's only user. For tests that need a URL rather than the app (queues, event buses).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  if (!database.embedded) {
    return { ...database, connection: { databaseUrl: database.url }, close: database.drop };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: EMBEDDED_POOL_SIZE });
  return {
    ...database,
    connection: { pool },
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}
