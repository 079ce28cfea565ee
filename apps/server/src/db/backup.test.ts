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

    const file = path.join(source, 'backups', 'b.tar.gz');
    const { bytes } = await backupEmbedded(source, file);
    expect(bytes).toBeGreaterThan(1000);

    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bk-dst-'));
    await restoreEmbedded(target, file);
    const restored = await PGlite.create({ dataDir: path.join(target, 'pgdata') });
    expect((await restored.query<{ v: string }>('select v from t')).rows).toEqual([{ v: 'kept' }]);
    await restored.close();
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
