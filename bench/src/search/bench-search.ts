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
import { createScratchDb, type ScratchDb } from '../lib/scratch-pg.js';
import { OWNER_EMAIL, startServer } from '../lib/server.js';
import { createDb, type DbHandle, listCandidates, startEmbeddedDb } from '../lib/server-modules.js';
import { seedCandidates } from './seed.js';

/*
 * bench:search: 1,000,000 candidates in one organisation, then p50/p95 of the list
 * search for terms of 3+ characters and the empty search, (a) in the database — the server's own
 * listCandidates() called in this process — and (b) through GET /api/candidates?q=…&limit=50.
 *
 * Options: --db=pglite|pg (default both), --rows=1000000, --samples=20, --explain (EXPLAIN ANALYZE of the
 * statements of the slowest terms).
 */

const argv = process.argv.slice(2);
const ROWS = Number(argValue(argv, 'rows', '1000000'));
const SAMPLES = Number(argValue(argv, 'samples', '20'));
const EXPLAIN = argv.includes('--explain');
/** Keep the PostgreSQL scratch database (its URL is printed) to study plans and prototype fixes. */
const KEEP_DB = argv.includes('--keep-db');
const DOMAIN = OWNER_EMAIL.split('@')[1]!;
const DB_TARGET_MS = 20;
const API_TARGET_MS = 50;

/** Search terms: rare names, common fragments, employers, e-mail fragments, locations, no match, empty. */
export const terms = [
  '',
  'man',
  'eng',
  'son',
  'ana',
  'xiomara',
  'quist',
  'þór',
  'siobhán',
  'ní bhriain',
  'wójcik',
  'núñez',
  'sørensen',
  'revolut',
  'médecins',
  'google',
  'acme, inc',
  'gmail',
  '@proton.me',
  'jose.garcia',
  'london',
  'kraków',
  'remote',
  'data scientist',
  'zzqx',
] as const;

type TermStats = { term: string; matching: string; db: number[]; api: number[] };

/** Runs listCandidates in-process `samples` times per term (one warm-up first). */
async function measureDb(handle: DbHandle, stats: TermStats[]) {
  for (const s of stats) {
    const input = { q: s.term || undefined, limit: 50 };
    const warm = await listCandidates(handle.db, DOMAIN, input);
    s.matching = warm.matching.capped ? `${int(warm.matching.value)}+` : int(warm.matching.value);
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      await listCandidates(handle.db, DOMAIN, input);
      s.db.push(performance.now() - started);
    }
  }
}

/** The API's own cost: an exact lookup that the database answers from an index in well under 1 ms. */
async function measureApiFloor(api: ApiClient): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const res = await api.call('GET', '/api/candidates?email=nobody%40nowhere.test&limit=50');
    if (res.status !== 200) throw new Error(`GET /api/candidates?email=: ${res.status}`);
    if (i > 0) samples.push(res.ms);
  }
  return samples;
}

async function measureApi(api: ApiClient, stats: TermStats[]) {
  for (const s of stats) {
    const url = `/api/candidates?${s.term ? `q=${encodeURIComponent(s.term)}&` : ''}limit=50`;
    const warm = await api.call('GET', url);
    if (warm.status !== 200)
      throw new Error(`GET ${url}: ${warm.status} ${JSON.stringify(warm.body).slice(0, 200)}`);
    for (let i = 0; i < SAMPLES; i++) {
      const res = await api.call('GET', url);
      if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
      s.api.push(res.ms);
    }
  }
}

type Caught = { text: string; values: unknown[]; settings: string[] };

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement listCandidates sends for `term`, each under the settings its
 * transaction had set (`set_config(…, true)`, e.g. the trigram-only plans): the statements are caught by
 * wrapping node-postgres' Client.query while one call runs.
 */
async function explainTerm(handle: DbHandle, url: string, term: string): Promise<string> {
  const seen: Caught[] = [];
  const settings = new WeakMap<object, string[]>();
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    const [q, v] = args;
    const text = typeof q === 'string' ? q : (q as { text?: string })?.text;
    const values = (typeof q === 'string' ? v : ((q as { values?: unknown[] })?.values ?? v)) as unknown[];
    if (text && /^\s*(begin|commit|rollback)/i.test(text)) settings.set(this, []);
    else if (text && /set_config\(/i.test(text)) settings.set(this, [...(settings.get(this) ?? []), text]);
    else if (text && /from candidates/i.test(text)) {
      seen.push({ text, values: values ?? [], settings: settings.get(this) ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await listCandidates(handle.db, DOMAIN, { q: term || undefined, limit: 50 });
  } finally {
    proto.query = original;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: string[] = [`--- term '${term}': ${seen.length} statement(s)`];
  try {
    for (const s of seen) {
      await client.query('begin');
      for (const set of s.settings) await client.query(set);
      const plan = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
      await client.query('rollback');
      out.push(s.text.replace(/\s+/g, ' ').trim(), `params: ${JSON.stringify(s.values)}`);
      if (s.settings.length) out.push(`settings: ${s.settings.join('; ').replace(/\s+/g, ' ')}`);
      out.push(...plan.rows.map((r: Record<string, string>) => `  ${Object.values(r)[0]}`));
    }
  } finally {
    await client.end();
  }
  return out.join('\n');
}

function summarise(label: string, stats: TermStats[], out: Results, detail: string[][], floor: number[]) {
  const allDb = stats.flatMap((s) => s.db);
  const allApi = stats.flatMap((s) => s.api);
  const termDb = stats.filter((s) => s.term).flatMap((s) => s.db);
  const termApi = stats.filter((s) => s.term).flatMap((s) => s.api);
  const worstDb = stats.reduce((w, s) => (percentile(s.db, 95) > percentile(w.db, 95) ? s : w));
  const worstApi = stats.reduce((w, s) => (percentile(s.api, 95) > percentile(w.api, 95) ? s : w));
  out.push(
    { metric: `${label}: DB p50 (all terms)`, figure: millis(percentile(allDb, 50)), target: '' },
    {
      metric: `${label}: DB p95 (all terms)`,
      figure: millis(percentile(allDb, 95)),
      target: `< ${DB_TARGET_MS} ms`,
      pass: percentile(allDb, 95) < DB_TARGET_MS,
    },
    {
      metric: `${label}: DB p95 (terms of 3+ chars)`,
      figure: millis(percentile(termDb, 95)),
      target: `< ${DB_TARGET_MS} ms`,
      pass: percentile(termDb, 95) < DB_TARGET_MS,
    },
    {
      metric: `${label}: DB worst term p95`,
      figure: `${millis(percentile(worstDb.db, 95))} ('${worstDb.term}')`,
      target: `< ${DB_TARGET_MS} ms`,
      pass: percentile(worstDb.db, 95) < DB_TARGET_MS,
    },
  );
  if (allApi.length > 0) {
    out.push(
      {
        metric: `${label}: API floor p50 / p95 (exact e-mail lookup, no search)`,
        figure: `${millis(percentile(floor, 50))} / ${millis(percentile(floor, 95))}`,
        target: '',
      },
      { metric: `${label}: API p50 (all terms)`, figure: millis(percentile(allApi, 50)), target: '' },
      {
        metric: `${label}: API p95 (all terms)`,
        figure: millis(percentile(allApi, 95)),
        target: `< ${API_TARGET_MS} ms`,
        pass: percentile(allApi, 95) < API_TARGET_MS,
      },
      {
        metric: `${label}: API p95 (terms of 3+ chars)`,
        figure: millis(percentile(termApi, 95)),
        target: `< ${API_TARGET_MS} ms`,
        pass: percentile(termApi, 95) < API_TARGET_MS,
      },
      {
        metric: `${label}: API worst term p95`,
        figure: `${millis(percentile(worstApi.api, 95))} ('${worstApi.term}')`,
        target: `< ${API_TARGET_MS} ms`,
        pass: percentile(worstApi.api, 95) < API_TARGET_MS,
      },
    );
  }
  for (const s of stats) {
    detail.push([
      label,
      s.term ? `'${s.term}'` : '(empty)',
      s.matching,
      millis(percentile(s.db, 50)),
      millis(percentile(s.db, 95)),
      s.api.length ? millis(percentile(s.api, 50)) : '-',
      s.api.length ? millis(percentile(s.api, 95)) : '-',
    ]);
  }
}

function printDetail(detail: string[][]) {
  const head = ['db', 'term', 'matching', 'DB p50', 'DB p95', 'API p50', 'API p95'];
  const widths = head.map((h, i) => Math.max(h.length, ...detail.map((d) => d[i]!.length)));
  const line = (c: readonly string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log('\nPer term');
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const d of detail) console.log(line(d));
}

async function seedWithProgress(client: pg.Client, label: string, out: Results) {
  const started = performance.now();
  const { loadMs, indexMs } = await seedCandidates(
    client,
    { count: ROWS, domain: DOMAIN, createdByEmail: OWNER_EMAIL },
    (n) =>
      process.stdout.write(`\r[${label}] seeded ${int(n)} candidates (${secs(performance.now() - started)})`),
  );
  process.stdout.write('\n');
  const n = await client.query<{ n: number }>('select count(*)::int as n from candidates where domain = $1', [
    DOMAIN,
  ]);
  out.push({
    metric: `${label}: seed ${int(n.rows[0]!.n)} candidates (load + indexes)`,
    figure: `${secs(loadMs)} + ${secs(indexMs)}`,
    target: '',
  });
}

async function runPg(out: Results, detail: string[][], explains: string[]) {
  const label = 'PostgreSQL';
  const scratch: ScratchDb = await createScratchDb('search');
  try {
    const server = await startServer({ databaseUrl: scratch.url, env: { TRUST_PROXY: 'true' } });
    try {
      const api = new ApiClient(server.url, '', true);
      await api.signIn();
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        await seedWithProgress(client, label, out);
      } finally {
        await client.end();
      }
      const stats: TermStats[] = terms.map((term) => ({ term, matching: '', db: [], api: [] }));
      let floor: number[] = [];
      const handle = createDb(scratch.url);
      try {
        console.log(`[${label}] measuring in the database…`);
        await measureDb(handle, stats);
        console.log(`[${label}] measuring through the API…`);
        await measureApi(api, stats);
        floor = await measureApiFloor(api);
        if (EXPLAIN) {
          const worst = [...stats].sort((a, b) => percentile(b.db, 95) - percentile(a.db, 95)).slice(0, 4);
          for (const s of worst) explains.push(await explainTerm(handle, scratch.url, s.term));
        }
      } finally {
        await handle.close();
      }
      summarise(label, stats, out, detail, floor);
    } finally {
      await server.stop();
    }
  } finally {
    if (KEEP_DB) console.log(`[${label}] kept the scratch database: ${scratch.url}`);
    else await scratch.drop();
  }
}

/**
 * The embedded database: the server creates the schema and the owner, stops; the embedded database is started
 * here on its data directory as the server starts it (its own process, the server's settings) to seed and to
 * measure listCandidates;
 * then the server starts again on that directory for the API figures.
 */
async function runPglite(out: Results, detail: string[][], explains: string[]) {
  const label = 'embedded';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bench-search-'));
  try {
    let server = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
    await new ApiClient(server.url).signIn();
    await server.stop({ keepDataDir: true });

    const stats: TermStats[] = terms.map((term) => ({ term, matching: '', db: [], api: [] }));
    let floor: number[] = [];
    // The database as the server runs it: its own process, the server's settings (startEmbeddedDb).
    const embedded = await startEmbeddedDb({ dataDir, maxConnections: 8 });
    const url = embedded.url;
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await seedWithProgress(client, label, out);
      } finally {
        await client.end();
      }
      const handle = createDb(url, 1);
      try {
        console.log(`[${label}] measuring in the database…`);
        await measureDb(handle, stats);
        if (EXPLAIN) {
          const worst = [...stats].sort((a, b) => percentile(b.db, 95) - percentile(a.db, 95)).slice(0, 4);
          for (const s of worst) explains.push(await explainTerm(handle, url, s.term));
        }
      } finally {
        await handle.close();
      }
    } finally {
      await embedded.close();
    }

    server = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
    try {
      const api = new ApiClient(server.url, '', true);
      await api.signIn();
      console.log(`[${label}] measuring through the API…`);
      await measureApi(api, stats);
      floor = await measureApiFloor(api);
    } finally {
      await server.stop({ keepDataDir: true });
    }
    summarise(label, stats, out, detail, floor);
  } finally {
    if (KEEP_DB) console.log(`[${label}] kept the data directory: ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const out = new Results();
  const detail: string[][] = [];
  const explains: string[] = [];
  for (const db of databasesFromArgs(argv)) {
    try {
      if (db === 'pg') await runPg(out, detail, explains);
      else await runPglite(out, detail, explains);
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
  if (explains.length) console.log(`\nEXPLAIN ANALYZE of the slowest terms\n${explains.join('\n\n')}`);
  printDetail(detail);
  printTable(
    `bench:search — ${int(ROWS)} candidates in one organisation, ${SAMPLES} samples per term, limit 50 ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    out.rows,
  );
}

await main();
