import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import { type ChildMessage, type EmbeddedDb, type ServeOptions, servePglite } from './embedded.js';

/*
 * The embedded database's own process (startEmbeddedDb, mode 'process'): runs PGlite and its socket server,
 * tells the parent its URL over IPC, and closes the database cleanly when the parent says 'close', exits, or
 * drops the channel. SIGINT and SIGTERM are left to the parent, which closes its pools first and then this.
 */

const send = (m: ChildMessage) => process.send?.(m);
let served: EmbeddedDb | undefined;
let closing = false;

async function shutdown(): Promise<never> {
  if (!closing) {
    closing = true;
    try {
      await served?.close();
    } catch (err) {
      console.error('embedded database: close failed:', err);
      process.exit(1);
    }
  }
  process.exit(0);
}

process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.on('message', (m) => {
  if (m === 'close') void shutdown();
});
process.on('disconnect', () => void shutdown());

const LOCK_WAIT_MS = 30_000;

/**
 * The database files' own lock ('postgres.lock' beside them in DATA_DIR), held by this process: a database process of an app that died uncleanly may
 * still be closing them when the next app starts; this one waits up to LOCK_WAIT_MS for it.
 */
async function lockDatabaseFiles(pgDir: string | undefined): Promise<() => void> {
  if (!pgDir) return () => {};
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      return lockDataDir(path.dirname(pgDir), 'postgres.lock');
    } catch (err) {
      if (!(err instanceof DataDirLockedError) || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
try {
  const options = JSON.parse(process.argv[2] ?? '{}') as ServeOptions;
  const release = await lockDatabaseFiles(options.pgDir);
  process.on('exit', release);
  served = await servePglite(options);
  send({ type: 'ready', url: served.url });
} catch (err) {
  send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}
