import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { ApiClient, setUpJob } from '../lib/api.js';
import { argValue, databasesFromArgs, int, millis, printTable, Results, secs } from '../lib/report.js';
import { createScratchDb, type ScratchDb } from '../lib/scratch-pg.js';
import { type BenchServer, startServer } from '../lib/server.js';
import { embeddedExtensions } from '../lib/server-modules.js';
import { copyMergePg, createStaging, mergeStaging, stagingCsv, upsertMultiRow } from './db-baseline.js';
import { type Connection, connectionsCsv, generateConnections } from './linkedin-csv.js';

/*
 * bench:import: 100,000 LinkedIn-export rows through POST
 * /api/jobs/{id}/candidates/import into one job, then the same file again (every row an update), with the
 * server's peak memory; the same rows upserted in the database alone (multi-row statements, COPY + merge);
 * and the original's per-row protocol (four requests a row) on 2,000 rows, with the speed-up ratio.
 *
 * Options: --db=pglite|pg (default both), --rows=100000, --per-row=2000.
 */

const argv = process.argv.slice(2);
const ROWS = Number(argValue(argv, 'rows', '100000'));
const PER_ROW = Number(argValue(argv, 'per-row', '2000'));
/** Which parts run: the bulk import (and re-import), the per-row protocol, the database-only floor. */
const PHASES = new Set(argValue(argv, 'phases', 'import,per-row,db').split(','));
/** An upload still unanswered after this long is given up and the server restarted (`--upload-timeout=` s). */
const UPLOAD_TIMEOUT_MS = Number(argValue(argv, 'upload-timeout', '180')) * 1000;

type ImportResult = {
  total: number;
  imported: number;
  created: number;
  updated: number;
  skipped: number;
  errors: unknown[];
  messages: string[];
};

/**
 * The first import has no fixed target (docs/decisions/0006): it is judged by its ratio to the floor measured
 * in the same run, on the same machine and schema (the database-only multi-row upsert, first pass). The
 * accepted ratio is about 1.5x; past FLOOR_RATIO_MAX it fails.
 */
const FLOOR_RATIO_MAX = 2;
const targets = {
  pglite: { first: Number.POSITIVE_INFINITY, again: 6000 },
  pg: { first: Number.POSITIVE_INFINITY, again: 6000 },
} as const;
const MEMORY_TARGET_MB = 400;

/** The original's protocol for one row: look up by URL, then by e-mail, insert or update, add to stage. */
async function perRow(api: ApiClient, jobId: string, r: Connection): Promise<number> {
  let requests = 0;
  const get = async (query: string) => {
    requests++;
    const res = await api.call<{ candidates?: { id: string }[] }>('GET', `/api/candidates?${query}`);
    if (res.status !== 200)
      throw new Error(`GET /api/candidates?${query}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.candidates?.[0]?.id;
  };
  let id = await get(`linkedin_url=${encodeURIComponent(r.url)}`);
  if (!id && r.email) id = await get(`email=${encodeURIComponent(r.email)}`);
  const fields = {
    first_name: r.firstName || null,
    last_name: r.lastName || null,
    email: r.email || null,
    current_company: r.company || null,
    current_title: r.position || null,
    linkedin_url: r.url,
  };
  requests++;
  if (id) {
    const res = await api.call('PATCH', `/api/candidates/${id}`, fields);
    if (res.status !== 200)
      throw new Error(`PATCH /api/candidates: ${res.status} ${JSON.stringify(res.body)}`);
  } else {
    const res = await api.call<{ id: string }>('POST', '/api/candidates', fields);
    if (res.status !== 201 && res.status !== 200) {
      throw new Error(`POST /api/candidates: ${res.status} ${JSON.stringify(res.body)}`);
    }
    id = res.body.id;
  }
  requests++;
  const add = await api.call('POST', `/api/jobs/${jobId}/candidates`, {
    candidate_id: id,
    stage_id: 'glance',
    stage_category: 'research',
    stage_level: 1,
    stage_title: 'Glance',
    action_owner: 'recruiter',
  });
  if (add.status >= 300)
    throw new Error(`POST /api/jobs/{id}/candidates: ${add.status} ${JSON.stringify(add.body)}`);
  return requests;
}

/**
 * The original's per-row protocol on rows not imported yet (each one a lookup miss and an insert), one
 * request at a time, and its ratio to the bulk import (`bulkMs` for `total` rows).
 */
async function perRowPhase(
  ctx: {
    api: ApiClient;
    jobId: string;
    label: string;
    protocolRows: readonly Connection[];
    total: number;
    bulkMs: number | undefined;
  },
  out: Results,
) {
  const { api, jobId, label, protocolRows, total, bulkMs } = ctx;
  console.log(`[${label}] per-row protocol on ${int(protocolRows.length)} rows…`);
  let requests = 0;
  const started = performance.now();
  let failure: string | undefined;
  try {
    for (const r of protocolRows) requests += await perRow(api, jobId, r);
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
  }
  const perRowMs = performance.now() - started;
  if (failure) {
    out.push({
      metric: `${label}: per-row protocol`,
      figure: `failed: ${failure.slice(0, 120)}`,
      target: '',
      pass: false,
    });
  } else {
    const msPerRow = perRowMs / protocolRows.length;
    const projected = msPerRow * total;
    out.push(
      {
        metric: `${label}: per-row protocol, ${int(protocolRows.length)} rows (${int(requests)} requests)`,
        figure: secs(perRowMs),
        target: '',
      },
      { metric: `${label}: per-row protocol, per row`, figure: millis(msPerRow), target: '' },
      {
        metric: `${label}: per-row projected to ${int(total)} rows`,
        figure: secs(projected),
        target: '',
      },
    );
    if (bulkMs !== undefined) {
      out.push(
        {
          metric: `${label}: rows/s per-row vs bulk`,
          figure: `${int(1000 / msPerRow)} vs ${int((total / bulkMs) * 1000)}`,
          target: '',
        },
        {
          metric: `${label}: speed-up of the bulk import`,
          figure: `${(projected / bulkMs).toFixed(1)}×`,
          target: '',
        },
      );
    }
  }
}

/** Database-only floor on the same database, after the HTTP runs (their rows removed first). */
async function baselinePg(
  url: string,
  rows: readonly Connection[],
  jobId: string,
  out: Results,
  label: string,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('truncate candidates cascade');
    const opts = { jobId, domain: 'baseline.test', email: 'bench@baseline.test' };
    const first = await upsertMultiRow(client, rows, opts);
    // Fresh statistics first: with the table still 'empty' to the planner, each batch's lookup by key becomes
    // a scan of the whole table (the app has the same need after a large import).
    await client.query('analyze candidates, candidate_stage_records');
    const again = await upsertMultiRow(client, rows, opts);
    await client.query('truncate candidates cascade');
    const copy = await copyMergePg(client, url, rows, opts);
    const copyAgain = await copyMergePg(client, url, rows, opts);
    const n = await client.query<{ n: number }>('select count(*)::int as n from candidate_stage_records');
    if (n.rows[0]?.n !== rows.length) throw new Error(`baseline left ${n.rows[0]?.n} stage records`);
    out.push(
      { metric: `${label} DB only: multi-row upsert, first`, figure: secs(first), target: '~1.2 s' },
      { metric: `${label} DB only: multi-row upsert, again`, figure: secs(again), target: '' },
      { metric: `${label} DB only: COPY + merge, first`, figure: secs(copy), target: 'faster' },
      { metric: `${label} DB only: COPY + merge, again`, figure: secs(copyAgain), target: '' },
    );
    return first;
  } finally {
    await client.end();
  }
}

/** The same on the embedded database: PGlite opened on the server's data directory once it stopped. */
async function baselinePglite(
  dataDir: string,
  rows: readonly Connection[],
  jobId: string,
  out: Results,
): Promise<number> {
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    extensions: embeddedExtensions,
  });
  const socket = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0 });
  await socket.start();
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@${socket.getServerConn()}/postgres?sslmode=disable`,
  });
  await client.connect();
  try {
    await client.query('truncate candidates cascade');
    const opts = { jobId, domain: 'baseline.test', email: 'bench@baseline.test' };
    const first = await upsertMultiRow(client, rows, opts);
    await client.query('analyze candidates, candidate_stage_records');
    const again = await upsertMultiRow(client, rows, opts);
    await client.end();
    await socket.stop();
    await pglite.exec('truncate candidates cascade');
    const copyRun = async () => {
      const csv = stagingCsv(rows);
      const started = performance.now();
      await pglite.exec(createStaging);
      await pglite.exec('truncate import_staging');
      await pglite.query(`copy import_staging from '/dev/blob' with (format csv)`, [], {
        blob: new Blob([csv]),
      });
      await pglite.transaction(async (tx) => {
        for (const stmt of mergeStaging(opts.domain, opts.email, opts.jobId)) await tx.exec(stmt);
      });
      return performance.now() - started;
    };
    const copy = await copyRun();
    const copyAgain = await copyRun();
    const n = await pglite.query<{ n: number }>('select count(*)::int as n from candidate_stage_records');
    if (n.rows[0]?.n !== rows.length) throw new Error(`baseline left ${n.rows[0]?.n} stage records`);
    out.push(
      { metric: 'embedded DB only: multi-row upsert, first', figure: secs(first), target: '~2 s' },
      { metric: 'embedded DB only: multi-row upsert, again', figure: secs(again), target: '' },
      { metric: 'embedded DB only: COPY + merge, first (in-process)', figure: secs(copy), target: 'faster' },
      { metric: 'embedded DB only: COPY + merge, again (in-process)', figure: secs(copyAgain), target: '' },
    );
    return first;
  } finally {
    await client.end().catch(() => {});
    await pglite.close();
  }
}

/** Uploads the file once; a run over `UPLOAD_TIMEOUT_MS` is given up (the figure is then '> limit'). */
async function timedImport(api: ApiClient, jobId: string, csv: Buffer, server: BenchServer) {
  server.resetPeak();
  const dbProcess = server.dbProcess();
  dbProcess?.resetPeak();
  const dbCpu = dbProcess?.cpuMs() ?? 0;
  const cpu = server.cpuMs();
  const res = await api.upload<ImportResult>(
    `/api/jobs/${jobId}/candidates/import?stage_id=glance`,
    csv,
    'Connections.csv',
    'text/csv',
    UPLOAD_TIMEOUT_MS,
  );
  return {
    ...res,
    peakMb: server.peakMb(),
    cpuMs: server.cpuMs() - cpu,
    db: dbProcess ? { peakMb: dbProcess.peakMb(), cpuMs: dbProcess.cpuMs() - dbCpu } : null,
  };
}

/**
 * The bulk import, then the same file again, each reported as soon as it ends. @returns the first import's
 * wall time (undefined when it failed), and whether the server must be restarted (an upload was given up
 * while the server still works on it).
 */
async function bulkPhase(
  ctx: {
    api: ApiClient;
    jobId: string;
    label: string;
    db: 'pglite' | 'pg';
    server: BenchServer;
    total: number;
    csv: Buffer;
  },
  out: Results,
): Promise<{ bulkMs: number | undefined; restart: boolean }> {
  const { api, jobId, label, server, total, csv } = ctx;
  const t = targets[ctx.db];
  const done = `Done. Imported ${total} of ${total}.`;
  const idleMb = server.rssMb();
  const dbIdleMb = server.dbProcess()?.rssMb();
  out.push({
    metric: `${label}: server memory before import (VmRSS)`,
    figure: `${idleMb.toFixed(0)} MB${dbIdleMb === undefined ? '' : ` (database process ${dbIdleMb.toFixed(0)} MB)`}`,
    target: '',
  });
  const runs = [
    { name: `import ${int(total)} rows (HTTP, wall)`, target: t.first, created: total, updated: 0 },
    { name: 're-import, every row an update', target: t.again, created: 0, updated: total },
  ];
  let bulkMs: number | undefined;
  for (const [i, run] of runs.entries()) {
    const res = await timedImport(api, jobId, csv, server);
    if (res.timedOut) {
      out.push({
        metric: `${label}: ${run.name}`,
        figure: `> ${secs(UPLOAD_TIMEOUT_MS)} (given up; server CPU ${secs(res.cpuMs)})`,
        target: `< ${secs(run.target)}`,
        pass: false,
      });
      return { bulkMs, restart: true };
    }
    if (res.status !== 200 && res.status !== 201) {
      console.error(
        `[${label}] ${run.name}: ${res.status}\n--- server output ---\n${server.output().slice(-3000)}`,
      );
      out.push({
        metric: `${label}: ${run.name}`,
        figure: `failed: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
        target: `< ${secs(run.target)}`,
        pass: false,
      });
      return { bulkMs, restart: false };
    }
    if (i === 0) bulkMs = res.ms;
    const b = res.body;
    out.push(
      {
        metric: `${label}: ${run.name}`,
        figure: secs(res.ms),
        target: Number.isFinite(run.target) ? `< ${secs(run.target)}` : 'ratio to the floor, below',
        pass: Number.isFinite(run.target) ? res.ms < run.target : undefined,
      },
      { metric: `${label}:   rows/s`, figure: int((total / res.ms) * 1000), target: '' },
      { metric: `${label}:   server CPU time`, figure: secs(res.cpuMs), target: '' },
      {
        metric: `${label}:   created / updated / errors`,
        figure: `${int(b.created)} / ${int(b.updated)} / ${b.errors?.length}`,
        target: `${int(run.created)} / ${int(run.updated)} / 0`,
        pass: b.created === run.created && b.updated === run.updated && (b.errors?.length ?? 0) === 0,
      },
      {
        metric: `${label}:   last message`,
        figure: b.messages?.at(-1) ?? '',
        target: done,
        pass: b.messages?.at(-1) === done,
      },
      {
        metric: `${label}:   server peak memory (VmHWM)`,
        figure: `${res.peakMb.toFixed(0)} MB`,
        target: `< ${MEMORY_TARGET_MB} MB`,
        pass: res.peakMb < MEMORY_TARGET_MB,
      },
    );
    if (res.db) {
      out.push(
        { metric: `${label}:   database process CPU time`, figure: secs(res.db.cpuMs), target: '' },
        {
          metric: `${label}:   database process peak memory (VmHWM)`,
          figure: `${res.db.peakMb.toFixed(0)} MB`,
          target: '',
        },
      );
    }
  }
  return { bulkMs, restart: false };
}

async function runOn(
  db: 'pglite' | 'pg',
  rows: readonly Connection[],
  csv: Buffer,
  protocolRows: readonly Connection[],
  out: Results,
) {
  const label = db === 'pg' ? 'PostgreSQL' : 'embedded';
  let scratch: ScratchDb | undefined;
  if (db === 'pg') scratch = await createScratchDb('import');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bench-import-'));
  const start = () => startServer({ databaseUrl: scratch?.url, dataDir, env: { TRUST_PROXY: 'true' } });
  try {
    let server = await start();
    let jobId: string;
    let bulkMs: number | undefined;
    try {
      let api = new ApiClient(server.url, '', true);
      await api.signIn();
      jobId = await setUpJob(api);
      console.log(`[${label}] server up (pid ${server.pid}); importing ${int(rows.length)} rows…`);
      if (PHASES.has('import')) {
        const bulk = await bulkPhase({ api, jobId, label, db, server, total: rows.length, csv }, out);
        bulkMs = bulk.bulkMs;
        if (bulk.restart) {
          await server.stop({ keepDataDir: true });
          server = await start();
          api = new ApiClient(server.url, '', true);
          await api.signIn();
        }
      }
      if (PHASES.has('per-row')) {
        await perRowPhase({ api, jobId, label, protocolRows, total: rows.length, bulkMs }, out);
      }
    } finally {
      await server.stop({ keepDataDir: true });
    }
    if (PHASES.has('db')) {
      console.log(`[${label}] database-only baseline…`);
      const floorMs =
        db === 'pg'
          ? await baselinePg(scratch!.url, rows, jobId, out, label)
          : await baselinePglite(dataDir, rows, jobId, out);
      if (bulkMs !== undefined) {
        const ratio = bulkMs / floorMs;
        out.push({
          metric: `${label}: first import ÷ its floor (DB-only multi-row upsert, same run)`,
          figure: `${ratio.toFixed(2)}×`,
          target: `~1.5×, ≤ ${FLOOR_RATIO_MAX}×`,
          pass: ratio <= FLOOR_RATIO_MAX,
        });
      }
    }
  } finally {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const all = generateConnections(ROWS + PER_ROW, 6);
  const rows = all.slice(0, ROWS);
  const protocolRows = all.slice(ROWS);
  const csv = Buffer.from(connectionsCsv(rows), 'utf8');
  console.log(
    `LinkedIn connections export: ${int(rows.length)} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB, ` +
      `${int(rows.filter((r) => !r.email).length)} without e-mail, ` +
      `${int(rows.filter((r) => /[,"]/.test(r.company + r.position)).length)} with quoted commas`,
  );
  const results = new Results();
  for (const db of databasesFromArgs(argv)) {
    try {
      await runOn(db, rows, csv, protocolRows, results);
    } catch (err) {
      console.error(`[${db}] ${err instanceof Error ? err.stack : err}`);
      results.push({
        metric: `${db}: bench`,
        figure: `failed: ${String(err).slice(0, 140)}`,
        target: '',
        pass: false,
      });
    }
  }
  printTable(
    `bench:import — ${int(ROWS)} LinkedIn rows into one job (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    results.rows,
  );
}

await main();
