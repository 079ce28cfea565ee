import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';

/** A running embedded database: its connection URL, the pid of the process running it, and how to stop it. */
export type EmbeddedDb = { url: string; pid: number; close: () => Promise<void> };

/**
 * Connections the app may open to the embedded database. PGlite is one backend session: the socket
 * server queues statements, but two connections' extended-protocol messages (Parse/Bind/Execute) can
 * interleave and clobber each other's unnamed statement (electric-sql/pglite#1046, reproduced here at
 * about 1 in 40 concurrent transactions). One connection costs no throughput, since PGlite runs one
 * statement at a time anyway.
 */
export const EMBEDDED_POOL_SIZE = 1;

/**
 * The contrib extensions the schema uses, loaded into every PGlite: pg_trgm (the candidates search index) and
 * unaccent (the search ignores accents, docs/product/candidates.md#candidates-list).
 */
export const embeddedExtensions = { pg_trgm, unaccent };

/** How the embedded database runs: in a child process of its own (the server's way), or in this process. */
export type EmbeddedMode = 'process' | 'inline';

/**
 * Starts PGlite (Postgres in WASM) and serves it on a loopback port through pglite-socket, so the app
 * talks to it with node-postgres exactly as to a real server (DESIGN.md, Data; docs/decisions/0007).
 *
 * Mode 'process' (the default; the server and the demo) runs PGlite in a child process of its own, as a
 * database server would be: its 400-700 MB of WASM memory and its CPU stay out of the app's process, and the
 * app's parsing and the database's work run on two cores at once. The child ignores SIGINT/SIGTERM (the app
 * closes it in order) and closes the database and exits when the app exits or drops the IPC channel.
 * Mode 'inline' runs PGlite in this process (tests: faster to start, nothing to fork).
 * @param opts.dataDir persist under `{dataDir}/pgdata` and lock the directory; omitted: in memory.
 * @throws DataDirLockedError when another server holds the data directory; the child's start error.
 */
export async function startEmbeddedDb(
  opts: {
    dataDir?: string;
    maxConnections?: number;
    mode?: EmbeddedMode;
    /** Mode 'process': called when the database process ends without `close` (crashed, killed). */
    onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  } = {},
): Promise<EmbeddedDb> {
  let release = () => {};
  let pgDir: string | undefined;
  if (opts.dataDir) {
    release = lockDataDir(opts.dataDir);
    pgDir = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(pgDir, { recursive: true });
  }
  const options: ServeOptions = { pgDir, maxConnections: opts.maxConnections ?? 32 };
  try {
    const served =
      opts.mode === 'inline' ? await servePglite(options) : await forkPglite(options, opts.onUnexpectedExit);
    let closed = false;
    return {
      url: served.url,
      pid: served.pid,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await served.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** What the database process is told: where the data lives (none: in memory) and how many connections. */
export type ServeOptions = { pgDir: string | undefined; maxConnections: number };

/**
 * PGlite and its socket server in this process; `dump` is its data directory as a tarball.
 * @param loadDataDir start from such a dump (the server tests' migrated template) instead of an empty database.
 */
export async function servePglite(
  opts: ServeOptions,
  loadDataDir?: Blob,
): Promise<EmbeddedDb & { dump: () => Promise<Blob> }> {
  const pglite = await PGlite.create({
    ...(opts.pgDir ? { dataDir: opts.pgDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: embeddedExtensions,
  });
  try {
    const server = new PGLiteSocketServer({
      db: pglite,
      host: '127.0.0.1',
      port: 0,
      maxConnections: opts.maxConnections,
    });
    await server.start();
    return {
      url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`,
      pid: process.pid,
      dump: () => pglite.dumpDataDir('none'),
      close: async () => {
        await server.stop();
        await pglite.close();
      },
    };
  } catch (err) {
    await pglite.close();
    throw err;
  }
}

/** How long a database process may take to close before it is killed. */
const CLOSE_TIMEOUT_MS = 30_000;

/** Messages of the database process: ready with its URL, or its start error. */
export type ChildMessage = { type: 'ready'; url: string } | { type: 'error'; message: string };

/** PGlite in a child process (embedded-db-process), answered once it is serving. */
async function forkPglite(
  opts: ServeOptions,
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void,
): Promise<EmbeddedDb> {
  const here = fileURLToPath(import.meta.url);
  const ext = path.extname(here);
  const script = path.join(path.dirname(here), `embedded-db-process${ext}`);
  // From sources (.ts, under tsx or Vitest) the child needs tsx's loader too; the built server runs .js.
  const execArgv =
    ext === '.ts' && !process.execArgv.some((a) => a.includes('tsx'))
      ? [...process.execArgv, '--import', 'tsx']
      : process.execArgv;
  const child = fork(script, [JSON.stringify(opts)], { execArgv, stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: ChildMessage) =>
      m.type === 'ready' ? resolve(m.url) : reject(new Error(`embedded database: ${m.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`embedded database process exited with ${code}`)));
    child.once('error', reject);
  });
  let closing = false;
  child.once('exit', (code, signal) => {
    if (!closing) onUnexpectedExit?.(code, signal);
  });
  return {
    url,
    pid: child.pid!,
    close: async () => {
      closing = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send('close');
      const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
