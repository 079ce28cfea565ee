import pg from 'pg';

/**
 * Runs one statement on the PostgreSQL server of `base` (a `postgres://` URL, usually DATABASE_URL's) over a
 * connection of its own: `create database` / `drop database` cannot run inside a pool's transaction.
 */
export async function onServer(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `base`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
