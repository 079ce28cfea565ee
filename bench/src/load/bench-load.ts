import os from 'node:os';
import autocannon from 'autocannon';
import { connectionsCsv, generateConnections } from '../import/linkedin-csv.js';
import { ApiClient, setUpJob } from '../lib/api.js';
import { argValue, databasesFromArgs, int, millis, printTable, Results } from '../lib/report.js';
import { createScratchDb, type ScratchDb } from '../lib/scratch-pg.js';
import { type BenchServer, startServer } from '../lib/server.js';

/*
 * bench:load: the two reads a recruiter's screens make most, under load — the candidates list
 * (GET /api/candidates?limit=50) and a job's detail (GET /api/jobs/{id}) — each at 50 concurrent connections
 * for 30 s (autocannon), signed in, against the built server on PostgreSQL (default) or the embedded
 * database. Reports requests a second, p50/p99 latency, and errors (any non-2xx answer or failed
 * connection), whose target is none. The organisation holds `--candidates` candidates (imported through the
 * API first), so the list reads real rows.
 *
 * The per-address API rate limit (API_RATE_LIMIT, 1,200 a minute) is raised for the run: it measures what a
 * request costs, not the limiter's refusal.
 *
 * Options: --db=pg|pglite (default pg), --connections=50, --seconds=30, --candidates=5000.
 */

const argv = process.argv.slice(2);
const CONNECTIONS = Number(argValue(argv, 'connections', '50'));
const SECONDS = Number(argValue(argv, 'seconds', '30'));
const CANDIDATES = Number(argValue(argv, 'candidates', '5000'));

type Target = { name: string; path: string };

async function hammer(server: BenchServer, cookie: string, target: Target) {
  const result = await autocannon({
    url: `${server.url}${target.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie, origin: server.url },
  });
  return result;
}

async function runOn(db: 'pg' | 'pglite', out: Results) {
  const label = db === 'pg' ? 'PostgreSQL' : 'embedded';
  let scratch: ScratchDb | undefined;
  let server: BenchServer | undefined;
  try {
    if (db === 'pg') scratch = await createScratchDb('load');
    server = await startServer({ databaseUrl: scratch?.url, env: { API_RATE_LIMIT: '100000000' } });
    const api = new ApiClient(server.url);
    await api.signIn();
    const jobId = await setUpJob(api, 'Load bench role');
    const csv = Buffer.from(connectionsCsv(generateConnections(CANDIDATES, 21)), 'utf8');
    const imported = await api.upload<{ imported: number }>(
      `/api/jobs/${jobId}/candidates/import?stage_id=glance`,
      csv,
      'connections.csv',
    );
    if (imported.status !== 200)
      throw new Error(`import failed: ${imported.status} ${JSON.stringify(imported.body)}`);
    const cookie = api.sessionCookie();
    const targets: Target[] = [
      { name: 'candidates list', path: '/api/candidates?limit=50' },
      { name: 'job detail', path: `/api/jobs/${jobId}` },
    ];
    for (const target of targets) {
      const cpuBefore = server.cpuMs();
      const r = await hammer(server, cookie, target);
      const cpu = server.cpuMs() - cpuBefore;
      const errors = r.errors + r.timeouts + r.non2xx;
      out.push(
        {
          metric: `${label}: ${target.name}, requests/s (${CONNECTIONS} connections, ${SECONDS} s)`,
          figure: int(r.requests.average),
          target: '',
        },
        { metric: `${label}: ${target.name}, p50 latency`, figure: millis(r.latency.p50), target: '' },
        { metric: `${label}: ${target.name}, p99 latency`, figure: millis(r.latency.p99), target: '' },
        {
          metric: `${label}: ${target.name}, server CPU per request`,
          figure: millis(cpu / Math.max(1, r.requests.total)),
          target: '',
        },
        {
          metric: `${label}: ${target.name}, errors (non-2xx ${r.non2xx}, failed ${r.errors}, timeouts ${r.timeouts}) of ${int(r.requests.total)}`,
          figure: int(errors),
          target: '0',
          pass: errors === 0,
        },
      );
    }
  } finally {
    await server?.stop();
    await scratch?.drop();
  }
}

async function main() {
  const out = new Results();
  const dbs = argv.some((a) => a.startsWith('--db=')) ? databasesFromArgs(argv) : (['pg'] as const);
  for (const db of dbs) {
    try {
      await runOn(db, out);
    } catch (err) {
      console.error(`[${db}] ${err instanceof Error ? err.stack : err}`);
      out.push({
        metric: `${db}: load run`,
        figure: `failed: ${String(err).slice(0, 140)}`,
        target: '',
        pass: false,
      });
    }
  }
  printTable(
    `bench:load — load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    out.rows,
  );
  process.exitCode = out.rows.some((r) => r.pass === false) ? 1 : 0;
}

await main();
