import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EmbeddedDb, startEmbeddedDb } from './embedded.js';

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Each test starts database processes (PGlite loads its WebAssembly in each): seconds on a quiet machine,
// much longer on a loaded one, so the limits are generous and every wait is on a condition.
describe("the embedded database in its own process (the server's mode)", { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  const open: EmbeddedDb[] = [];
  afterEach(async () => {
    for (const db of open.splice(0)) await db.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const start = async (dataDir: string) => {
    const db = await startEmbeddedDb({ dataDir });
    open.push(db);
    return db;
  };

  it('serves PGlite with pg_trgm from a child process, keeps the data across restarts, and holds the DATA_DIR lock while it runs', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-embedded-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    expect(first.pid).not.toBe(process.pid);
    expect(isRunning(first.pid)).toBe(true);
    const lock = path.join(dataDir, 'server.lock');
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));

    await query(first.url, 'create extension if not exists pg_trgm');
    await query(first.url, "create table kept (v text); insert into kept values ('Zoë Ní Bhriain')");
    await first.close();
    open.pop();
    expect(isRunning(first.pid)).toBe(false);
    expect(fs.existsSync(lock)).toBe(false);

    const second = await start(dataDir);
    expect(second.pid).not.toBe(first.pid);
    const rows = await query<{ v: string; sim: number }>(
      second.url,
      "select v, similarity(v, 'zoe ni bhriain') > 0 as sim from kept",
    );
    expect(rows).toEqual([{ v: 'Zoë Ní Bhriain', sim: true }]);
  });

  it('closes twice without error and frees DATA_DIR for the next server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-embedded-'));
    dirs.push(dataDir);
    const db = await startEmbeddedDb({ dataDir });
    await db.close();
    await db.close();
    const again = await start(dataDir);
    expect(await query<{ one: number }>(again.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('ends when the app process dies without closing it (no orphaned database)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-embedded-'));
    dirs.push(dir);
    const script = path.join(dir, 'app.mts');
    const embedded = fileURLToPath(new URL('./embedded.ts', import.meta.url));
    fs.writeFileSync(
      script,
      `import { startEmbeddedDb } from ${JSON.stringify(embedded)};
       const db = await startEmbeddedDb({ dataDir: ${JSON.stringify(path.join(dir, 'data'))} });
       console.log('db pid', db.pid);`,
    );
    const app = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const dbPid = await new Promise<number>((resolve, reject) => {
      app.stdout.on('data', (b: Buffer) => {
        const m = /db pid (\d+)/.exec(b.toString());
        if (m) resolve(Number(m[1]));
      });
      app.once('exit', (code) => reject(new Error(`app exited with ${code}`)));
    });
    expect(isRunning(dbPid)).toBe(true);
    app.kill('SIGKILL');
    await vi.waitFor(() => expect(isRunning(dbPid)).toBe(false), { timeout: 90_000, interval: 100 });
  });

  it('tells the app when the database process dies on its own', async () => {
    const exits: (string | number | null)[] = [];
    const db = await startEmbeddedDb({ onUnexpectedExit: (code, signal) => exits.push(signal ?? code) });
    open.push(db);
    process.kill(db.pid, 'SIGKILL');
    await vi.waitFor(
      () => {
        if (exits.length === 0) throw new Error('the database process exit is not reported yet');
      },
      { timeout: 90_000, interval: 50 },
    );
    expect(exits).toEqual(['SIGKILL']);
  });
});
