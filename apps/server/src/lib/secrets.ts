import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in `{dataDir}/secrets.json`, generated (32 random bytes, hex) on first use so a fresh
 * install needs no configuration. Without a data dir (tests) a fresh random value is returned.
 */
export function loadOrCreateSecret(dataDir: string | undefined, name: string): string {
  if (!dataDir) return crypto.randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  let secrets: Record<string, string> = {};
  if (fs.existsSync(file)) secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const existing = secrets[name];
  if (existing) return existing;
  const value = crypto.randomBytes(32).toString('hex');
  secrets[name] = value;
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return value;
}
