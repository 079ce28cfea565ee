import path from 'node:path';
import { backupEmbedded, backupPostgres, defaultBackupFile } from '#src/db/backup.js';
import { DataDirLockedError } from '#src/db/data-dir-lock.js';
import { ConfigError, loadEnv } from '#src/env.js';

/** `npm run db:backup [file]`: a restorable dump of the configured database (README, Backups). */
async function main() {
  const env = loadEnv();
  const arg = process.argv[2];
  const base = process.env.INIT_CWD ?? process.cwd();
  if (env.DATABASE_URL) {
    const file = arg ? path.resolve(base, arg) : defaultBackupFile(env.dataDir, 'sql');
    const { bytes } = await backupPostgres(env.DATABASE_URL, file);
    console.log(`Backup written: ${file} (${bytes} bytes). Restore with: psql "$DATABASE_URL" -f ${file}`);
    return;
  }
  const file = arg ? path.resolve(base, arg) : defaultBackupFile(env.dataDir, 'tar.gz');
  const { bytes } = await backupEmbedded(env.dataDir, file);
  console.log(`Backup written: ${file} (${bytes} bytes). Restore with: npm run db:restore -- ${file}`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError)
    console.error(`${err.message}\nThe embedded database is backed up while the server is stopped.`);
  else if (err instanceof ConfigError) console.error(err.message);
  else console.error('Backup failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
