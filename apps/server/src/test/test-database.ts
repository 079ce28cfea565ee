import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject, type ProvidedContext } from 'vitest';
import { servePglite, startEmbeddedDb } from '#src/db/embedded.js';
import { databaseUrl, onServer } from './pg-admin.js';

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
  const admin = (statement: string) => onServer(base, statement);
  await admin(
    template?.kind === 'pg'
      ? `create database ${name} template ${template.database}`
      : `create database ${name}`,
  );
  return {
    url: databaseUrl(base, name),
    embedded: false,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
