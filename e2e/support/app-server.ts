import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { APP_PORT, APP_URL, LLM_BASE_URL, OIDC_ISSUER } from './ports.js';

/**
 * Starts the built app for the journeys on a fresh database: a new embedded DATA_DIR, or, when
 * DATABASE_URL is set, a new database on that server (dropped when the run ends).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-e2e-'));
let databaseUrl = '';
let drop = async () => {};
if (process.env.DATABASE_URL) {
  const name = `rw_e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  drop = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    APP_URL,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    OWNER_EMAIL: '',
    OWNER_PASSWORD: '',
    GOOGLE_CLIENT_ID: 'e2e-google-client',
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    OIDC_ISSUER,
    OPENAI_API_KEY: 'sk-e2e-server-key',
    OPENAI_BASE_URL: LLM_BASE_URL,
    // Each journey's organisation points its own AI base URL at the model gate on 127.0.0.1.
    AI_ALLOW_PRIVATE_BASE_URL: 'true',
    // System Settings' journey sends its webhook test event to a receiver on 127.0.0.1.
    AUTOMATION_ALLOW_PRIVATE_WEBHOOKS: 'true',
    SIGN_IN_RATE_LIMIT: '1000',
    // The journeys send far more API requests a minute from one address than a person would.
    API_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
  },
});
const stop = (signal: NodeJS.Signals) => {
  child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code) => {
  await drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
