import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { lockDataDir } from './data-dir-lock.js';
import { embeddedExtensions } from './embedded.js';

const run = promisify(execFile);

/** `rw-backup-YYYYMMDD-HHMMSS.{ext}` under `{dataDir}/backups`. */
export function defaultBackupFile(dataDir: string, ext: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(dataDir, 'backups', `rw-backup-${stamp}.${ext}`);
}

/** The database's entry in an embedded backup; the stored files are under `files/` beside it. */
const DATABASE_ENTRY = 'database.tar.gz';
const FILES_DIR = 'files';

/**
 * Writes the embedded setup to one gzipped tarball (README, Backups): the database (PGlite's own dump, as
 * `database.tar.gz`) and the stored files of the local storage (`files/`, DATA_DIR/files; with the S3 driver
 * the bucket is backed up on its own). Restorable with `restoreEmbedded`. Takes the DATA_DIR lock, so it
 * refuses while the server runs.
 * @throws DataDirLockedError when a server is using the data directory.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<{ file: string; bytes: number }> {
  const release = lockDataDir(dataDir);
  const staging = fs.mkdtempSync(path.join(dataDir, '.backup-'));
  try {
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: embeddedExtensions });
    const blob = await db.dumpDataDir('gzip');
    await db.close();
    fs.writeFileSync(path.join(staging, DATABASE_ENTRY), Buffer.from(await blob.arrayBuffer()));
    const entries = [DATABASE_ENTRY];
    const files = path.join(dataDir, FILES_DIR);
    if (fs.existsSync(files)) {
      fs.symlinkSync(files, path.join(staging, FILES_DIR), 'dir');
      entries.push(FILES_DIR);
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Half-written uploads (`*.part`) are not files yet.
    await tar.c(
      { gzip: true, file, cwd: staging, follow: true, portable: true, filter: (p) => !p.endsWith('.part') },
      entries,
    );
    return { file, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Whether `file` is a backup of this format (database and files) rather than a bare database dump. */
async function isBundle(file: string): Promise<boolean> {
  let found = false;
  await tar.t({
    file,
    onReadEntry: (entry) => {
      if (entry.path === DATABASE_ENTRY) found = true;
      entry.resume();
    },
  });
  return found;
}

/**
 * Restores a tarball made by `backupEmbedded` into DATA_DIR: the database into `{dataDir}/pgdata` and the
 * stored files into `{dataDir}/files`. What was there is kept beside them (`pgdata.before-restore-{time}`,
 * `files.before-restore-{time}`), never deleted. A backup of an older version (the database dump alone)
 * restores the database and leaves the files as they are.
 * @throws DataDirLockedError when a server is using the data directory.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ previous?: string }> {
  const release = lockDataDir(dataDir);
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    let dump = file;
    let files: string | null = null;
    if (await isBundle(file)) {
      await tar.x({ file, cwd: staging });
      dump = path.join(staging, DATABASE_ENTRY);
      files = path.join(staging, FILES_DIR);
    }
    const stamp = Date.now();
    const target = path.join(dataDir, 'pgdata');
    let previous: string | undefined;
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      previous = `${target}.before-restore-${stamp}`;
      fs.renameSync(target, previous);
    }
    fs.mkdirSync(target, { recursive: true });
    const db = await PGlite.create({
      dataDir: target,
      loadDataDir: new Blob([fs.readFileSync(dump)]),
      extensions: embeddedExtensions,
    });
    await db.query('select 1');
    await db.close();
    if (files) {
      const current = path.join(dataDir, FILES_DIR);
      if (fs.existsSync(current)) fs.renameSync(current, `${current}.before-restore-${stamp}`);
      if (fs.existsSync(files)) fs.renameSync(files, current);
    }
    return { previous };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
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
