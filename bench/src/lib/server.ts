import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/src/lib → ../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Ports the e2e run owns; a bench never listens there. */
const reservedPorts = new Set([3310, 3311, 3312]);

/** A free loopback TCP port (asks the OS for one), never one of the e2e ports. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const { port: p } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(p));
      });
    });
    if (!reservedPorts.has(port)) return port;
  }
}

/**
 * Builds @rw/core and @rw/server when their sources changed since their last build (`scripts/build.mjs`,
 * docs/decisions/0014-build-only-what-changed.md); prints "up to date" otherwise.
 */
function ensureBuiltServer(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '@rw/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

/** Resource figures of one process, from /proc. */
export type ProcessFigures = {
  pid: number;
  /** Peak resident memory since start or the last `resetPeak`, in MB (VmHWM). */
  peakMb: () => number;
  /** Current resident memory in MB (VmRSS). */
  rssMb: () => number;
  /** CPU time used so far (user + system), ms. */
  cpuMs: () => number;
  /** Resets the kernel's peak-RSS mark (VmHWM), so the next `peakMb` covers one phase. */
  resetPeak: () => boolean;
};

/** /proc figures of process `pid`. */
export function processFigures(pid: number): ProcessFigures {
  return {
    pid,
    peakMb: () => procStatusKb(pid, 'VmHWM') / 1024,
    rssMb: () => procStatusKb(pid, 'VmRSS') / 1024,
    cpuMs: () => processCpuMs(pid),
    resetPeak: () => {
      try {
        // Linux: writing 5 to clear_refs resets the peak resident set size (VmHWM).
        fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The child processes of `pid` (Linux /proc), e.g. the embedded database process of a server. */
function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export type BenchServer = ProcessFigures & {
  url: string;
  /** The temporary DATA_DIR (secrets, and the embedded database when no DATABASE_URL). */
  dataDir: string;
  /** Stops the server (SIGTERM, then SIGKILL after 15 s) and removes the temporary DATA_DIR unless kept. */
  stop: (opts?: { keepDataDir?: boolean }) => Promise<void>;
  /** The embedded database's own process (a child of the server), or null on PostgreSQL. */
  dbProcess: () => ProcessFigures | null;
  /** The last ~100 kB the server printed (stdout and stderr), for error reports. */
  output: () => string;
};

export const OWNER_EMAIL = 'bench.owner@bench-org.test';
export const OWNER_PASSWORD = 'bench-password-1234';

function procStatusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return m ? Number(m[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const clockTicks = 100; // USER_HZ on Linux

function processCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces) start at ')'; utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts the real server as its own process, as `npm start` does (the built `apps/server/dist/server.js`,
 * built first when its sources changed, unless `build` is false) or, with BENCH_SERVER=tsx, from the sources as `npm run dev` does
 * (`node --conditions=development --import tsx apps/server/src/server.ts`, no watch), on a free loopback port, with a first-run owner (OWNER_EMAIL /
 * OWNER_PASSWORD), a temporary DATA_DIR, and DATABASE_URL when given (else the embedded PGlite in DATA_DIR).
 * Resolves once the server prints that it is running.
 * @param opts.env extra variables (OPENAI_BASE_URL, TRUST_PROXY…); `dataDir` reuses an existing directory;
 *   `build: false` starts the build as it is (the caller checked it).
 * @throws when the process exits or stays silent for 120 s.
 */
export async function startServer(
  opts: {
    databaseUrl?: string;
    env?: Record<string, string>;
    dataDir?: string;
    label?: string;
    build?: boolean;
  } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bench-'));
  const dist = process.env.BENCH_SERVER !== 'tsx';
  if (dist && opts.build !== false) ensureBuiltServer();
  const args = dist
    ? [path.join(repoRoot, 'apps/server/dist/server.js')]
    : ['--conditions=development', '--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    OWNER_EMAIL,
    OWNER_PASSWORD,
    SIGN_IN_RATE_LIMIT: '1000',
    BODY_LIMIT_MB: '64',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  };
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (b: Buffer) => {
    output += b.toString();
    if (process.env.BENCH_SERVER_LOG) fs.appendFileSync(process.env.BENCH_SERVER_LOG, b);
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start within 120 s:\n${output.slice(-4000)}`));
    }, 120_000);
    const check = () => {
      if (output.includes('Recruiting Workspace is running at')) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output.slice(-4000)}`));
    });
  });
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    ...processFigures(pid),
    output: () => output,
    dbProcess: () => {
      const [db] = childPids(pid);
      return db === undefined || opts.databaseUrl ? null : processFigures(db);
    },
    stop: async (stopOpts = {}) => {
      if (!exited) {
        const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await done;
        clearTimeout(killer);
      }
      if (!stopOpts.keepDataDir && !opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
