import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import { embeddedExtensions } from './embedded.js';

const run = promisify(execFile);

/** `rw-backup-YYYYMMDD-HHMMSS.{ext}` under `{dataDir}/backups`. */
export function defaultBackupFile(dataDir: string, ext: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(dataDir, 'backups', `rw-backup-${stamp}.${ext}`);
}

/**
 * Writes the embedded database to a gzipped tarball of its data directory (PGlite's own dump format,
 * restorable with `restoreEmbedded`). Takes the DATA_DIR lock, so it refuses while the server runs.
 * @throws DataDirLockedError when a server is using the data directory.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<{ file: string; bytes: number }> {
  const release = lockDataDir(dataDir);
  try {
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: embeddedExtensions });
    const blob = await db.dumpDataDir('gzip');
    await db.close();
    const bytes = Buffer.from(await blob.arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    return { file, bytes: bytes.length };
  } finally {
    release();
  }
}

/**
 * Restores a tarball made by `backupEmbedded` into `{dataDir}/pgdata`. The current data directory is
 * kept beside it as `pgdata.before-restore-{time}`, never deleted.
 * @throws DataDirLockedError when a server is using the data directory.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ previous?: string }> {
  const release = lockDataDir(dataDir);
  try {
    const target = path.join(dataDir, 'pgdata');
    let previous: string | undefined;
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      previous = `${target}.before-restore-${Date.now()}`;
      fs.renameSync(target, previous);
    }
    fs.mkdirSync(target, { recursive: true });
    const db = await PGlite.create({
      dataDir: target,
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: embeddedExtensions,
    });
    await db.query('select 1');
    await db.close();
    return { previous };
  } finally {
    release();
  }
}

/**
 * Dumps a PostgreSQL server with the machine's `pg_dump` (plain SQL, restorable with psql).
 * @throws Error telling the user to install the PostgreSQL client tools when pg_dump is missing.
 */
export async function backupPostgres(url: string, file: string): Promise<{ file: string; bytes: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    await run('pg_dump', ['--no-owner', '--no-privileges', '--file', file, url]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'pg_dump was not found. Install the PostgreSQL client tools (Debian: postgresql-client).',
      );
    }
    throw err;
  }
  return { file, bytes: fs.statSync(file).size };
}
