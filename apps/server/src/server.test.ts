import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

type Started = { child: ChildProcess; url: string; output: () => string };

/** Starts the real server process (tsx, source) on a free port and waits for its printed address. */
function startServer(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=development', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      APP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = out.match(/running at (http:\/\/\S+)/);
      if (m) resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1'), output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((r) => {
    if (child.exitCode !== null) r(child.exitCode);
    else child.on('exit', (code) => r(code));
  });
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-server-'));

  it('refuses a second server on the same DATA_DIR, survives SIGKILL with nothing committed lost, and closes cleanly on SIGTERM', async () => {
    const first = await startServer(dataDir);
    const setup = await fetch(`${first.url}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kim Owner', email: 'kim@durable.test', password: 'survives-a-crash' }),
    });
    expect(setup.status).toBe(201);

    const second = spawn(process.execPath, ['--import', 'tsx', '--conditions=development', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(second);
    let err = '';
    second.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    expect(await exitOf(second)).toBe(1);
    expect(err).toContain('is already using the data directory');

    first.child.kill('SIGKILL');
    await exitOf(first.child);

    const restarted = await startServer(dataDir);
    const status = (await (await fetch(`${restarted.url}/api/setup`)).json()) as { needsSetup: boolean };
    expect(status.needsSetup).toBe(false);
    const signIn = await fetch(`${restarted.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: restarted.url },
      body: JSON.stringify({ email: 'kim@durable.test', password: 'survives-a-crash' }),
    });
    expect(signIn.status).toBe(200);

    restarted.child.kill('SIGTERM');
    expect(await exitOf(restarted.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);
});
