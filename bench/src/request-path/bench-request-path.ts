import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ApiClient, setUpJob } from '../lib/api.js';
import { argValue, int, millis, printTable, Results, secs } from '../lib/report.js';
import { createScratchDb, type ScratchDb } from '../lib/scratch-pg.js';
import {
  type BenchServer,
  freePort,
  OWNER_EMAIL,
  type ProcessFigures,
  processFigures,
  repoRoot,
  startServer,
} from '../lib/server.js';
import { type EmbeddedDb, startEmbeddedDb } from '../lib/server-modules.js';
import { seedCandidates } from '../search/seed.js';

/*
 * bench:request-path: what the app's request path costs over the query it runs. Each of the app's hot reads
 * is loaded with autocannon (`--connections` 50 for `--seconds` 20), signed in, and so is a bare Fastify + pg
 * handler (bare-server.ts) that runs the same query function without the app's hooks, session, schemas or
 * serialisers: the candidates list, job detail and the search ('engineer 12' unless `--term=`), each against
 * its bare twin; and GET /api/me (the session alone) against GET /api/health (the app without a session).
 * Each run is preceded by a warm-up of up to 3 s that is not counted. Targets: the app's requests a second at least half the bare handler's, its p99 at most twice the bare p99,
 * no errors. Both sides of each ratio come from one run.
 *
 * Data: `--rows` candidates (20,000; `--rows=1000000` for a million) seeded in SQL (generate_series, as
 * bench:search) into the bench owner's organisation. On PostgreSQL (default) a scratch database on
 * BENCH_PG_URL, created and dropped; with `--db=pglite` the embedded database in a temporary DATA_DIR, where
 * one connection serialises everything: the bare handler then runs on the embedded database process started
 * here on the same data (as bench:search does), with the app stopped, and the app after it.
 *
 * Options: --db=pg|pglite, --rows=20000, --connections=50, --seconds=20, --term='engineer 12'.
 */

const argv = process.argv.slice(2);
const DB = argValue(argv, 'db', 'pg') === 'pglite' ? 'pglite' : 'pg';
const ROWS = Number(argValue(argv, 'rows', '20000'));
const CONNECTIONS = Number(argValue(argv, 'connections', '50'));
const SECONDS = Number(argValue(argv, 'seconds', '20'));
const TERM = argValue(argv, 'term', 'engineer 12');
const WARM_UP_SECONDS = Math.max(1, Math.min(3, Math.round(SECONDS / 5)));
const DOMAIN = OWNER_EMAIL.split('@')[1]!;
const RPS_RATIO_MIN = 0.5;
const P99_RATIO_MAX = 2;

type Load = { rps: number; p50: number; p99: number; total: number; errors: number; cpuMs: number };

/**
 * One autocannon run against `url` after a warm-up of WARM_UP_SECONDS (not counted: the first requests of a
 * route compile its code and its serialiser); `cpu` are the processes whose CPU time is counted per request.
 */
async function load(url: string, headers: Record<string, string>, cpu: ProcessFigures[]): Promise<Load> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const cpuBefore = cpu.reduce((s, p) => s + p.cpuMs(), 0);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuMs = cpu.reduce((s, p) => s + p.cpuMs(), 0) - cpuBefore;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    cpuMs: cpuMs / Math.max(1, r.requests.total),
  };
}

/** The bare handler as its own process (node --import tsx bare-server.ts) on `databaseUrl`. */
async function startBare(databaseUrl: string, poolSize: number) {
  const port = await freePort();
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.ts');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=development', '--import', 'tsx', script],
    {
      cwd: path.join(repoRoot, 'bench'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        POOL_SIZE: String(poolSize),
        DOMAIN,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => {
      if (b.toString().includes('bare server listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    figures: processFigures(child.pid!),
    stop: async () => {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await done;
    },
  };
}

type Pair = { name: string; app: string; bare: string };

/** Seeds ROWS candidates into the owner's organisation through `url` (generate_series), printing progress. */
async function seed(url: string, label: string, out: Results) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const { loadMs, indexMs } = await seedCandidates(
      client,
      { count: ROWS, domain: DOMAIN, createdByEmail: OWNER_EMAIL },
      (n) => process.stdout.write(`\r[${label}] seeded ${int(n)} (${secs(performance.now() - started)})`),
    );
    process.stdout.write('\n');
    out.push({
      metric: `${label}: seed (load + indexes)`,
      figure: `${secs(loadMs)} + ${secs(indexMs)}`,
      target: '',
    });
  } finally {
    await client.end();
  }
}

/** The pairs of the run: the app's path and its bare twin (or, for /api/me, /api/health of the app). */
function pairsFor(jobId: string): Pair[] {
  const q = encodeURIComponent(TERM);
  return [
    { name: 'candidates list', app: '/api/candidates?limit=50', bare: 'bare:/list?limit=50' },
    { name: 'job detail', app: `/api/jobs/${jobId}`, bare: `bare:/job?id=${jobId}` },
    {
      name: `search '${TERM}'`,
      app: `/api/candidates?q=${q}&limit=50`,
      bare: `bare:/search?q=${q}&limit=50`,
    },
    { name: '/api/me vs /api/health', app: '/api/me', bare: 'app:/api/health' },
  ];
}

function report(label: string, pair: Pair, app: Load, bare: Load, out: Results) {
  const rpsRatio = app.rps / Math.max(1e-9, bare.rps);
  const p99Ratio = app.p99 / Math.max(1e-9, bare.p99);
  const name = `${label}: ${pair.name}`;
  out.push(
    {
      metric: `${name}, requests/s app / bare`,
      figure: `${int(app.rps)} / ${int(bare.rps)} = ${rpsRatio.toFixed(2)}×`,
      target: `≥ ${RPS_RATIO_MIN}×`,
      pass: rpsRatio >= RPS_RATIO_MIN,
    },
    {
      metric: `${name}, p99 app / bare (p50 ${millis(app.p50)} / ${millis(bare.p50)})`,
      figure: `${millis(app.p99)} / ${millis(bare.p99)} = ${p99Ratio.toFixed(2)}×`,
      target: `≤ ${P99_RATIO_MAX}×`,
      pass: p99Ratio <= P99_RATIO_MAX,
    },
    {
      metric: `${name}, CPU per request app / bare (server${DB === 'pglite' ? ' + database process' : ''})`,
      figure: `${millis(app.cpuMs)} / ${millis(bare.cpuMs)}`,
      target: '',
    },
    {
      metric: `${name}, errors app / bare (of ${int(app.total)} / ${int(bare.total)})`,
      figure: `${int(app.errors)} / ${int(bare.errors)}`,
      target: '0',
      pass: app.errors === 0 && bare.errors === 0,
    },
  );
}

/** Reports every pair: the app's figures against the bare handler's (or the app's own, for app: paths). */
function reportPairs(
  label: string,
  pairs: Pair[],
  app: Map<string, Load>,
  bare: Map<string, Load>,
  out: Results,
) {
  for (const pair of pairs)
    report(label, pair, app.get(pair.app)!, (bare.get(pair.bare) ?? app.get(pair.bare))!, out);
}

/** Loads the app's side of every pair (and /api/health), returning the figures by path. */
async function loadApp(server: BenchServer, cookie: string, pairs: Pair[]) {
  const headers = { cookie, origin: server.url };
  const cpu = [server, ...(server.dbProcess() ? [server.dbProcess()!] : [])];
  const figures = new Map<string, Load>();
  for (const path of [
    ...pairs.map((p) => p.app),
    ...pairs.map((p) => p.bare).filter((b) => b.startsWith('app:')),
  ]) {
    const target = path.replace(/^app:/, '');
    console.log(`[app] ${target}`);
    figures.set(path, await load(`${server.url}${target}`, headers, cpu));
  }
  return figures;
}

async function loadBare(url: string, cpu: ProcessFigures[], pairs: Pair[]) {
  const figures = new Map<string, Load>();
  for (const pair of pairs.filter((p) => p.bare.startsWith('bare:'))) {
    const target = pair.bare.replace(/^bare:/, '');
    console.log(`[bare] ${target}`);
    figures.set(pair.bare, await load(`${url}${target}`, {}, cpu));
  }
  return figures;
}

async function signedIn(server: BenchServer) {
  const api = new ApiClient(server.url);
  await api.signIn();
  return api;
}

async function runPg(out: Results) {
  const label = `PostgreSQL, ${int(ROWS)} candidates`;
  let scratch: ScratchDb | undefined;
  let server: BenchServer | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    scratch = await createScratchDb('reqpath');
    server = await startServer({ databaseUrl: scratch.url, env: { API_RATE_LIMIT: '100000000' } });
    const api = await signedIn(server);
    const jobId = await setUpJob(api, 'Request path bench role');
    await seed(scratch.url, label, out);
    const pairs = pairsFor(jobId);
    bare = await startBare(scratch.url, 10);
    const bareFigures = await loadBare(bare.url, [bare.figures], pairs);
    await bare.stop();
    bare = undefined;
    const appFigures = await loadApp(server, api.sessionCookie(), pairs);
    reportPairs(label, pairs, appFigures, bareFigures, out);
  } finally {
    await bare?.stop();
    await server?.stop();
    await scratch?.drop();
  }
}

/**
 * The embedded database: the app creates the schema, the owner and the job, and stops; the embedded database
 * is started here on that directory (its own process, as the server starts it) for the seed and the bare
 * handler (one connection, as the app's); then the app starts again on it.
 */
async function runPglite(out: Results) {
  const label = `embedded, ${int(ROWS)} candidates`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bench-reqpath-'));
  let server: BenchServer | undefined;
  let embedded: EmbeddedDb | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    server = await startServer({ dataDir, env: { API_RATE_LIMIT: '100000000' } });
    const jobId = await setUpJob(await signedIn(server), 'Request path bench role');
    await server.stop({ keepDataDir: true });
    server = undefined;
    const pairs = pairsFor(jobId);

    embedded = await startEmbeddedDb({ dataDir });
    await seed(embedded.url, label, out);
    bare = await startBare(embedded.url, 1);
    const bareFigures = await loadBare(bare.url, [bare.figures, processFigures(embedded.pid)], pairs);
    await bare.stop();
    bare = undefined;
    await embedded.close();
    embedded = undefined;

    server = await startServer({ dataDir, env: { API_RATE_LIMIT: '100000000' } });
    const api = await signedIn(server);
    const appFigures = await loadApp(server, api.sessionCookie(), pairs);
    reportPairs(label, pairs, appFigures, bareFigures, out);
  } finally {
    await bare?.stop();
    await embedded?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const out = new Results();
  const started = os.loadavg();
  try {
    await (DB === 'pglite' ? runPglite(out) : runPg(out));
  } catch (err) {
    console.error(err instanceof Error ? err.stack : err);
    out.push({
      metric: `${DB}: request-path run`,
      figure: `failed: ${String(err).slice(0, 140)}`,
      target: '',
      pass: false,
    });
  }
  const fmt = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  printTable(
    `bench:request-path — ${CONNECTIONS} connections × ${SECONDS} s each; load average at start ${fmt(started)}, at end ${fmt(os.loadavg())}`,
    out.rows,
  );
  process.exitCode = out.rows.some((r) => r.pass === false) ? 1 : 0;
}

await main();
