import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject, type ProvidedContext } from 'vitest';
import { servePglite, startEmbeddedDb } from '#src/db/embedded.js';

export type TestDatabase = { url: string; embedded: boolean; drop: () => Promise<void> };

/**
 * A fresh, empty database for one test file (STYLE.md, Tests): an in-memory PGlite served over a socket,
 * or, when DATABASE_URL is set, a new database on that server, dropped by `drop`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return freshDatabase(null);
}

/**
 * A fresh database with every migration applied, for one test context: a copy of the template the global
 * setup migrated once (global-setup.ts), so no test file pays for an initdb and the migrations.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  return freshDatabase(inject('migratedTemplate'));
}

async function freshDatabase(template: ProvidedContext['migratedTemplate'] | null): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    if (template?.kind === 'embedded') {
      const served = await servePglite(
        { pgDir: undefined, maxConnections: 32 },
        new Blob([fs.readFileSync(template.file)]),
      );
      return { url: served.url, embedded: true, drop: served.close };
    }
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
  await admin(
    template?.kind === 'pg'
      ? `create database ${name} template ${template.database}`
      : `create database ${name}`,
  );
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    embedded: false,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
