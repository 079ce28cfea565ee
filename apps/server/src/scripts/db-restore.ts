import path from 'node:path';
import { restoreEmbedded } from '#src/db/backup.js';
import { DataDirLockedError } from '#src/db/data-dir-lock.js';
import { ConfigError, loadEnv } from '#src/env.js';

/** `npm run db:restore -- <file>`: restores an embedded-database backup into DATA_DIR. */
async function main() {
  const env = loadEnv();
  const arg = process.argv[2];
  if (!arg) throw new Error('Usage: npm run db:restore -- <backup file>');
  if (env.DATABASE_URL)
    throw new Error('With DATABASE_URL, restore a .sql backup with: psql "$DATABASE_URL" -f <file>');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const { previous } = await restoreEmbedded(env.dataDir, file);
  console.log(
    `Restored ${file} into ${env.dataDir}.${previous ? ` The previous data is kept in ${previous}.` : ''}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) console.error(err.message);
  else console.error('Restore failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
