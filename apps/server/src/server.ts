import { buildApp } from './app.js';
import { createDb } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { EMBEDDED_POOL_SIZE, startEmbeddedDb } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { ConfigError, loadEnv } from './env.js';
import { seedOwner } from './modules/auth/index.js';

/**
 * The process wrapper: validates the environment, opens the database (embedded PGlite under DATA_DIR,
 * or DATABASE_URL), migrates, seeds the owner, listens, and closes everything on SIGINT/SIGTERM.
 */
async function main() {
  const env = loadEnv();
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedDb({
        dataDir: env.dataDir,
        // Without its database the server can only fail requests: stop, so a supervisor restarts both.
        onUnexpectedExit: (code, signal) => {
          console.error(`The embedded database process ended (${signal ?? `exit code ${code}`}); stopping.`);
          process.exit(1);
        },
      });
  const handle = embedded ? createDb(embedded.url, EMBEDDED_POOL_SIZE) : createDb(env.DATABASE_URL!);
  await runMigrations(handle.db);
  const app = await buildApp({
    env,
    db: handle.db,
    persistSecrets: true,
    serveWeb: true,
    infra: { databaseUrl: env.DATABASE_URL ?? embedded!.url, embedded: Boolean(embedded), pool: handle.pool },
  });
  await seedOwner({ db: handle.db, auth: app.auth, email: env.OWNER_EMAIL, password: env.OWNER_PASSWORD });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      await embedded?.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const db = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.dataDir}`;
  app.log.info(`database: ${db}`);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = env.APP_URL ?? `http://localhost:${port}`;
  console.log(`\n  Recruiting Workspace is running at ${url}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
