import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';

export type EmbeddedDb = { url: string; close: () => Promise<void> };

/**
 * Connections the app may open to the embedded database. PGlite is one backend session: the socket
 * server queues statements, but two connections' extended-protocol messages (Parse/Bind/Execute) can
 * interleave and clobber each other's unnamed statement (electric-sql/pglite#1046, reproduced here at
 * about 1 in 40 concurrent transactions). One connection costs no throughput, since PGlite runs one
 * statement at a time anyway.
 */
export const EMBEDDED_POOL_SIZE = 1;

/** The contrib extensions the schema uses (pg_trgm: the candidates search index); loaded into every PGlite. */
export const embeddedExtensions = { pg_trgm };

/**
 * Starts PGlite (Postgres in WASM) and serves it on a loopback port through pglite-socket, so the app
 * talks to it with node-postgres exactly as to a real server (DESIGN.md, Data).
 * @param opts.dataDir persist under `{dataDir}/pgdata` and lock the directory; omitted: in memory.
 * @throws DataDirLockedError when another server holds the data directory.
 */
export async function startEmbeddedDb(
  opts: { dataDir?: string; maxConnections?: number } = {},
): Promise<EmbeddedDb> {
  let release = () => {};
  let pgDir: string | undefined;
  if (opts.dataDir) {
    release = lockDataDir(opts.dataDir);
    pgDir = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(pgDir, { recursive: true });
  }
  try {
    const pglite = await PGlite.create({
      ...(pgDir ? { dataDir: pgDir } : {}),
      extensions: embeddedExtensions,
    });
    const server = new PGLiteSocketServer({
      db: pglite,
      host: '127.0.0.1',
      port: 0,
      maxConnections: opts.maxConnections ?? 32,
    });
    await server.start();
    const conn = server.getServerConn();
    let closed = false;
    return {
      url: `postgresql://postgres:postgres@${conn}/postgres?sslmode=disable`,
      close: async () => {
        if (closed) return;
        closed = true;
        await server.stop();
        await pglite.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
