import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { backupEmbedded, restoreEmbedded } from './backup.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('embedded backup and restore', () => {
  it('writes a dump that restores into an empty data directory', async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bk-src-'));
    const db = await PGlite.create({ dataDir: path.join(source, 'pgdata') });
    await db.exec("create table t (v text); insert into t values ('kept')");
    await db.close();
    // A stored file of the local storage (DATA_DIR/files/{organisation}/{uuid}).
    fs.mkdirSync(path.join(source, 'files', 'example.com'), { recursive: true });
    fs.writeFileSync(path.join(source, 'files', 'example.com', 'cv-1'), '%PDF-1.4 Ann Example');

    const file = path.join(source, 'backups', 'b.tar.gz');
    const { bytes } = await backupEmbedded(source, file);
    expect(bytes).toBeGreaterThan(1000);

    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bk-dst-'));
    await restoreEmbedded(target, file);
    const restored = await PGlite.create({ dataDir: path.join(target, 'pgdata') });
    expect((await restored.query<{ v: string }>('select v from t')).rows).toEqual([{ v: 'kept' }]);
    await restored.close();
    expect(fs.readFileSync(path.join(target, 'files', 'example.com', 'cv-1'), 'utf8')).toBe(
      '%PDF-1.4 Ann Example',
    );
  }, 60_000);

  it('restores a backup of the database alone (made before files were backed up), keeping the files', async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bk-old-'));
    const db = await PGlite.create({ dataDir: path.join(source, 'pgdata') });
    await db.exec("create table t (v text); insert into t values ('old')");
    const file = path.join(source, 'old.tar.gz');
    fs.writeFileSync(file, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    await db.close();

    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bk-old-dst-'));
    fs.mkdirSync(path.join(target, 'files'));
    fs.writeFileSync(path.join(target, 'files', 'kept'), 'x');
    await restoreEmbedded(target, file);
    const restored = await PGlite.create({ dataDir: path.join(target, 'pgdata') });
    expect((await restored.query<{ v: string }>('select v from t')).rows).toEqual([{ v: 'old' }]);
    await restored.close();
    expect(fs.existsSync(path.join(target, 'files', 'kept'))).toBe(true);
  }, 60_000);

  it('refuses while a server holds the data directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bk-lock-'));
    const release = lockDataDir(dir);
    try {
      // The lock belongs to this (live) process; a second taker from another pid is refused.
      fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
      await expect(backupEmbedded(dir, path.join(dir, 'x.tar.gz'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    } finally {
      release();
      fs.rmSync(path.join(dir, 'server.lock'), { force: true });
    }
  });
});
