import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const serverDir = path.resolve(import.meta.dirname, '../..');

export const PROCESS_OWNER = { email: 'owner@process.test', password: 'process-owner-password' };

export type ServerProcess = {
  url: string;
  pid: number;
  /** The server process's peak resident memory since it started, in MB (VmHWM). */
  peakRssMb: () => number;
  /** Everything the server printed so far. */
  output: () => string;
  /** The session cookie of the owner (OWNER_EMAIL / OWNER_PASSWORD), signed in over HTTP. */
  signIn: () => Promise<string>;
  /** SIGTERM, then SIGKILL after 10 s; drops the database and the data directory. */
  stop: () => Promise<void>;
};

/**
 * The real server as its own process, from the sources (tsx), on a free loopback port with a first-run owner,
 * as `npm start` runs it: on PostgreSQL (DATABASE_URL set), a fresh database there; otherwise its own embedded
 * database in the data directory, which the server starts in a process of its own (docs/decisions/0007), so
 * the server's memory is the server's alone either way. (Pointing the server at a PGlite socket served from
 * this process would make it treat PGlite as PostgreSQL: its pool and job queue would open several
 * connections, whose messages pglite-socket interleaves, electric-sql/pglite#1046.) Resolves once it prints
 * its address.
 * @param env further variables (they win over the defaults).
 * @throws when the process exits before it is up.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const database: TestDatabase | null = process.env.DATABASE_URL ? await createTestDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-process-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=development', 'src/server.ts'],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        OWNER_EMAIL: PROCESS_OWNER.email,
        OWNER_PASSWORD: PROCESS_OWNER.password,
        SIGN_IN_RATE_LIMIT: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = out.match(/running at (http:\/\/\S+)/);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  const pid = child.pid!;
  return {
    url,
    pid,
    output: () => out,
    peakRssMb: () => {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
    },
    signIn: async () => {
      const res = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(PROCESS_OWNER),
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
