import { buildApp } from '#src/app.js';
import { createDb } from '#src/db/client.js';
import { EMBEDDED_POOL_SIZE, startEmbeddedDb } from '#src/db/embedded.js';
import { runMigrations } from '#src/db/migrate.js';
import { loadEnv } from '#src/env.js';

/*
 * A worker for the fault suite (worker-crash.test.ts), forked as a child process: the whole app with its
 * queue, event bus and run sweeper, as server.ts builds it, on the test's database — PostgreSQL at
 * FAULT_DATABASE_URL, else the embedded PGlite under FAULT_DATA_DIR in its own process, exactly as the server
 * runs it (killing this process ends that database process too; the next worker reopens the data).
 * FAULT_CLOCK_SKEW_MS moves this worker's clock ahead (PostgreSQL has no data-directory lock, so the boot sweep
 * judges heartbeats by age: a worker a minute ahead sees its dead predecessor's runs as stale at once).
 * Answers its parent over IPC: { type: 'ready', url, dbPid } once listening. SIGTERM closes it cleanly.
 */

const skew = Number(process.env.FAULT_CLOCK_SKEW_MS ?? 0);
const databaseUrl = process.env.FAULT_DATABASE_URL || undefined;
const embedded = databaseUrl ? undefined : await startEmbeddedDb({ dataDir: process.env.FAULT_DATA_DIR });
const handle = embedded ? createDb(embedded.url, EMBEDDED_POOL_SIZE) : createDb(databaseUrl!);
await runMigrations(handle.db);
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PORT: '0',
  HOST: '127.0.0.1',
  APP_URL: '',
  DATABASE_URL: databaseUrl ?? '',
  API_RATE_LIMIT: '1000000',
  SIGN_IN_RATE_LIMIT: '1000',
});
const app = await buildApp({
  env,
  db: handle.db,
  logger: false,
  clock: () => new Date(Date.now() + skew),
  infra: { databaseUrl: databaseUrl ?? embedded!.url, embedded: Boolean(embedded), pool: handle.pool },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}`, dbPid: embedded?.pid ?? null });

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await handle.close();
    await embedded?.close();
    process.exit(0);
  })();
});
