import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ApiClient } from '../lib/api.js';
import {
  argValue,
  databasesFromArgs,
  int,
  millis,
  percentile,
  printTable,
  Results,
  secs,
} from '../lib/report.js';
import { createScratchDb, pgAdminUrl } from '../lib/scratch-pg.js';
import { OWNER_EMAIL, startServer } from '../lib/server.js';
import { startEmbeddedDb } from '../lib/server-modules.js';
import { seedCandidates } from '../search/seed.js';
import { seedActivityAndUsage, seedApplications, seedOrganisation } from './seed-analytics.js';

/*
 * bench:analytics: every analytics API (User Activity, its timeline, App Usage, Performance Metrics
 * organisation-wide and filtered by company, recruiter and job, the performance export) with 1,000,000
 * candidates, about 5,100,000 stage records (two applications each), 1,000,000 activities and 200,000 AI
 * calls in one organisation, p50/p95 through the real server on each database. The data is loaded in bulk
 * SQL with triggers off and the summaries (funnel_daily, user_activity_daily, api_usage_daily) built after,
 * as the migrations build them; the server then keeps them current.
 *
 * Options: --db=pglite|pg (default both), --candidates=1000000, --activities=1000000, --jobs=200,
 * --samples=20, --keep (leave the database for study: PostgreSQL's database or the embedded data directory),
 * --reuse=NAME (measure a kept database again, migrated by the server first, without loading it: PostgreSQL's
 * database name, or the embedded data directory's path). A small run: --candidates=20000 --activities=20000
 * --jobs=20.
 */

const argv = process.argv.slice(2);
const CANDIDATES = Number(argValue(argv, 'candidates', '1000000'));
const ACTIVITIES = Number(argValue(argv, 'activities', '1000000'));
const JOBS = Number(argValue(argv, 'jobs', '200'));
const SAMPLES = Number(argValue(argv, 'samples', '20'));
const DOMAIN = OWNER_EMAIL.split('@')[1]!;
const TARGET_MS = 300;
/**
 * `--keep`: leave the database in place after the run (its name, or the embedded data directory, is printed), to
 * study its plans.
 */
const KEEP = argv.includes('--keep');
/**
 * `--reuse=NAME`: measure a database an earlier `--keep` run left (the server migrates it first), no load: the
 * PostgreSQL database's name, or the embedded data directory's path.
 */
const REUSE = argValue(argv, 'reuse', '');

/** Loads everything into the database at `url` (the server made the schema and the owner). */
async function seed(
  url: string,
  label: string,
  out: Results,
): Promise<{ jobs: string[]; companies: string[]; users: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const owner = await client.query<{ id: string }>('select id from users where email = $1', [OWNER_EMAIL]);
    await client.query(`set session_replication_role = replica`);
    await seedCandidates(client, { count: CANDIDATES, domain: DOMAIN, createdByEmail: OWNER_EMAIL }, (n) =>
      process.stdout.write(`\r[${label}] candidates ${int(n)} (${secs(performance.now() - started)})   `),
    );
    const org = await seedOrganisation(client, {
      domain: DOMAIN,
      ownerId: owner.rows[0]!.id,
      jobs: JOBS,
      people: Math.max(5, Math.round(ACTIVITIES / 50_000)),
    });
    const records = await seedApplications(client, { domain: DOMAIN, jobIds: org.jobs }, (n) =>
      process.stdout.write(
        `\r[${label}] applications of ${int(n)} candidates (${secs(performance.now() - started)})   `,
      ),
    );
    await seedActivityAndUsage(client, { domain: DOMAIN, users: org.users, count: ACTIVITIES });
    await client.query(`set session_replication_role = origin`);
    const loaded = performance.now();
    process.stdout.write(`\n[${label}] building the funnel summary…`);
    await client.query('select funnel_rebuild($1)', [DOMAIN]);
    const built = performance.now();
    // What autovacuum does to a live database's tables (the visibility map lets index-only scans skip the
    // heap): the load wrote everything at once, with no time for it.
    await client.query('vacuum analyze');
    process.stdout.write('\n');
    const rows = await client.query<{ n: number }>(
      'select count(*)::int as n from funnel_daily where domain = $1',
      [DOMAIN],
    );
    out.push(
      {
        metric: `${label}: seed ${int(CANDIDATES)} candidates, ${int(records)} stage records, ${int(ACTIVITIES)} activities`,
        figure: secs(loaded - started),
        target: '',
      },
      {
        metric: `${label}: funnel summary built from scratch (${int(rows.rows[0]!.n)} rows)`,
        figure: secs(built - loaded),
        target: '',
      },
    );
    return org;
  } finally {
    await client.end();
  }
}

/** The requests measured: every analytics API, with the widest period where it has one. */
function requests(org: { jobs: string[]; companies: string[]; users: string[] }): [string, string][] {
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const year = `from=${yearAgo}&to=${today}`;
  return [
    ['User Activity, 30 days', '/api/analytics/activity'],
    ['User Activity, 366 days', `/api/analytics/activity?${year}`],
    ['Timeline, first page', '/api/analytics/activity/timeline'],
    ['Timeline, one action, 366 days', `/api/analytics/activity/timeline?${year}&action=candidates_moved`],
    ['App Usage, 30 days', '/api/analytics/usage'],
    ['App Usage, 366 days', `/api/analytics/usage?${year}`],
    ['Performance, organisation, 30 days', '/api/analytics/performance'],
    ['Performance, organisation, 366 days', `/api/analytics/performance?${year}`],
    [
      'Performance, one company, 366 days',
      `/api/analytics/performance?${year}&company_id=${org.companies[0]}`,
    ],
    [
      'Performance, one recruiter, 366 days',
      `/api/analytics/performance?${year}&recruiter_id=${org.users[0]}`,
    ],
    ['Performance, one job, 366 days', `/api/analytics/performance?${year}&job_id=${org.jobs[0]}`],
    ['Performance export (stages), 366 days', `/api/analytics/performance/export?${year}&report=stages`],
    [
      'Performance export (agreement), 366 days',
      `/api/analytics/performance/export?${year}&report=agreement`,
    ],
  ];
}

async function measure(api: ApiClient, label: string, org: Parameters<typeof requests>[0], out: Results) {
  for (const [name, url] of requests(org)) {
    const warm = await api.call('GET', url);
    if (warm.status !== 200)
      throw new Error(`GET ${url}: ${warm.status} ${JSON.stringify(warm.body).slice(0, 300)}`);
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const res = await api.call('GET', url);
      if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
      samples.push(res.ms);
    }
    const p95 = percentile(samples, 95);
    out.push({
      metric: `${label}: ${name} p50 / p95`,
      figure: `${millis(percentile(samples, 50))} / ${millis(p95)}`,
      target: `p95 ≤ ${TARGET_MS} ms`,
      pass: p95 <= TARGET_MS,
    });
  }
}

/** The organisation an earlier run loaded into the database at `url`: its jobs, companies and people. */
async function loaded(url: string): Promise<{ jobs: string[]; companies: string[]; users: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = async (table: string) =>
      (
        await client.query<{ id: string }>(`select id from ${table} where domain = $1 order by id`, [DOMAIN])
      ).rows.map((r) => r.id);
    await client.query('vacuum analyze');
    return { jobs: await ids('jobs'), companies: await ids('companies'), users: await ids('users') };
  } finally {
    await client.end();
  }
}

async function runPg(out: Results) {
  const label = 'PostgreSQL';
  const scratch = REUSE
    ? {
        url: Object.assign(new URL(pgAdminUrl), { pathname: `/${REUSE}` }).toString(),
        name: REUSE,
        drop: async () => {},
      }
    : await createScratchDb('analytics');
  try {
    const server = await startServer({ databaseUrl: scratch.url });
    try {
      const api = new ApiClient(server.url);
      await api.signIn();
      const org = REUSE ? await loaded(scratch.url) : await seed(scratch.url, label, out);
      await measure(api, label, org, out);
    } finally {
      await server.stop();
    }
  } finally {
    if (KEEP) console.log(`[${label}] --keep: the database ${scratch.name} is left in place`);
    else await scratch.drop();
  }
}

/** The embedded database: seeded in its own process between two runs of the server, as bench:search does. */
async function runPglite(out: Results) {
  const label = 'embedded';
  const dataDir = REUSE || fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bench-analytics-'));
  try {
    let server = await startServer({ dataDir });
    await new ApiClient(server.url).signIn();
    await server.stop({ keepDataDir: true });
    const embedded = await startEmbeddedDb({ dataDir, maxConnections: 8 });
    let org: Parameters<typeof requests>[0];
    try {
      org = REUSE ? await loaded(embedded.url) : await seed(embedded.url, label, out);
    } finally {
      await embedded.close();
    }
    server = await startServer({ dataDir });
    try {
      const api = new ApiClient(server.url);
      await api.signIn();
      await measure(api, label, org, out);
    } finally {
      await server.stop({ keepDataDir: true });
    }
  } finally {
    if (KEEP || REUSE) console.log(`[${label}] --keep: the data directory ${dataDir} is left in place`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const out = new Results();
  for (const db of databasesFromArgs(argv)) {
    try {
      if (db === 'pg') await runPg(out);
      else await runPglite(out);
    } catch (err) {
      console.error(`[${db}] ${err instanceof Error ? err.stack : err}`);
      out.push({
        metric: `${db}: bench`,
        figure: `failed: ${String(err).slice(0, 140)}`,
        target: '',
        pass: false,
      });
    }
  }
  printTable(
    `bench:analytics — ${int(CANDIDATES)} candidates, ${int(ACTIVITIES)} activities, ${JOBS} jobs in one ` +
      `organisation, ${SAMPLES} samples per API (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    out.rows,
  );
}

await main();
