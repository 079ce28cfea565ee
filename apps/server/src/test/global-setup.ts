import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '#src/db/client.js';
import { servePglite } from '#src/db/embedded.js';
import { runMigrations } from '#src/db/migrate.js';
import { databaseUrl, onServer } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated database every test context starts from: on PostgreSQL a template database's name, on
     * the embedded database the path of a PGlite data directory dump (test-database.ts).
     */
    migratedTemplate: { kind: 'pg'; database: string } | { kind: 'embedded'; file: string };
  }
}

/**
 * Vitest global setup of the server's tests: migrates one database once, so each test file's fresh database
 * is a copy of it (PostgreSQL `create database … template`, PGlite `loadDataDir`) instead of an initdb and
 * every migration again. Returns the teardown that removes it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `rw_template_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(base, `create database ${name}`);
    const handle = createDb(databaseUrl(base, name), 1);
    try {
      await runMigrations(handle.db);
    } finally {
      await handle.close();
    }
    project.provide('migratedTemplate', { kind: 'pg', database: name });
    return () => onServer(base, `drop database if exists ${name} with (force)`);
  }
  const served = await servePglite({ pgDir: undefined, maxConnections: 1 });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rw-test-template-')), 'pgdata.tar');
  try {
    const handle = createDb(served.url, 1);
    try {
      await runMigrations(handle.db);
    } finally {
      await handle.close();
    }
    fs.writeFileSync(file, Buffer.from(await (await served.dump()).arrayBuffer()));
  } finally {
    await served.close();
  }
  project.provide('migratedTemplate', { kind: 'embedded', file });
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
