import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '#src/db/client.js';
import { migrationsFolder, runMigrations } from '#src/db/migrate.js';
import { createTestDatabase, type TestDatabase } from '#src/test/test-database.js';
import { listCandidates } from './candidates-search.queries.js';

/*
 * The migration that makes the candidates search ignore accents (docs/product/candidates.md#candidates-list)
 * on a database that already holds candidates: their search_text is folded anew and the trigram index is back.
 */

const TAG = '0008_search_ignores_accents';
type Journal = { entries: { tag: string }[] };

let database: TestDatabase;
let handle: DbHandle;
let before: string;

/** A copy of the migrations folder that stops just before TAG. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(file, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, 1);
  before = migrationsBefore(TAG);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe(`migration ${TAG}`, () => {
  it('folds the search text of existing candidates and keeps the trigram index', async () => {
    await migrate(handle.db, { migrationsFolder: before });
    await handle.db.execute(sql`
      insert into candidates (first_name, last_name, location, created_by_email, domain)
      values ('Javier', 'Núñez', 'São Paulo', 'importer@old.test', 'old.test'),
        ('Rosa', 'PEÑA', null, 'importer@old.test', 'old.test')`);
    const old = await handle.db.execute<{ search_text: string }>(
      sql`select search_text from candidates order by first_name`,
    );
    // Before: accents kept (and lower() of 'Ñ' depends on the database's locale).
    expect(old.rows.map((r) => r.search_text)).toEqual([
      'javier núñez |  |  |  | são paulo',
      expect.any(String),
    ]);

    await runMigrations(handle.db);
    const now = await handle.db.execute<{ search_text: string }>(
      sql`select search_text from candidates order by first_name`,
    );
    expect(now.rows.map((r) => r.search_text)).toEqual([
      'javier nunez |  |  |  | sao paulo',
      'rosa pena |  |  |  | ',
    ]);
    const index = await handle.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'candidates_search_trgm_idx'`,
    );
    expect(index.rows[0]?.indexdef).toContain('gin_trgm_ops');
    const found = await listCandidates(handle.db, 'old.test', { q: 'nunez', limit: 10 });
    expect(found.candidates.map((c) => c.last_name)).toEqual(['Núñez']);
  });
});
