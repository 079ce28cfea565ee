import crypto from 'node:crypto';
import { ApiClient, setUpJob } from '../lib/api.js';
import { companies, firstNames, lastNames, titles } from '../lib/people.js';
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
import { type BenchServer, startServer } from '../lib/server.js';
import { pick, seededRandom } from '../lib/server-modules.js';

/*
 * bench:pipeline: the pipeline operations (docs/product/pipeline.md) through the API of the built server.
 * A job gets `--candidates` (10,000) LinkedIn rows imported into Glance; then, `--runs` (3) times each, the
 * whole stage is moved in one request ('Select all N matching': all_matching, resolved by the server) to
 * Profile Review and back, and a move is undone; and one candidate is moved `--samples` (50) times, as a
 * dragged card is, for the round trip's p50 / p95.
 *
 * Targets (the pipeline issue): a bulk move of 10,000 in one request ≤ 2 s; one card's move round trip
 * p95 ≤ 100 ms. Both databases unless `--db=pg|pglite`.
 */

const argv = process.argv.slice(2);
const CANDIDATES = Number(argValue(argv, 'candidates', '10000'));
const RUNS = Number(argValue(argv, 'runs', '3'));
const SAMPLES = Number(argValue(argv, 'samples', '50'));
const BULK_TARGET_MS = 2000;
const CARD_P95_TARGET_MS = 100;

/** A LinkedIn connections export of `n` people (the format the import reads as is). */
function linkedinCsv(n: number): Buffer {
  const random = seededRandom(42);
  const lines = ['First Name,Last Name,URL,Email Address,Company,Position,Connected On'];
  for (let i = 0; i < n; i++) {
    const cells = [
      pick(random, firstNames),
      pick(random, lastNames),
      `https://www.linkedin.com/in/bench-${i}`,
      '',
      pick(random, companies),
      pick(random, titles),
      '01 Nov 2026',
    ];
    lines.push(cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

type Operation = { id: string; affected: number; message: string };

async function operate(api: ApiClient, jobId: string, body: Record<string, unknown>) {
  const res = await api.call<Operation>('POST', `/api/jobs/${jobId}/pipeline/operations`, {
    operation_id: crypto.randomUUID(),
    ...body,
  });
  if (res.status !== 200) throw new Error(`operation: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

async function measure(label: string, server: BenchServer, out: Results) {
  const api = new ApiClient(server.url);
  await api.signIn();
  const jobId = await setUpJob(api, 'Pipeline bench');
  const started = performance.now();
  const imported = await api.upload<{ imported: number }>(
    `/api/jobs/${jobId}/candidates/import?stage_id=glance`,
    linkedinCsv(CANDIDATES),
    'connections.csv',
  );
  if (imported.status !== 200 || imported.body.imported !== CANDIDATES) {
    throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body).slice(0, 200)}`);
  }
  console.log(`[${label}] imported ${int(CANDIDATES)} candidates (${secs(performance.now() - started)})`);

  const bulk: number[] = [];
  const back: number[] = [];
  const undos: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const forward = await operate(api, jobId, {
      kind: 'move',
      to_stage_id: 'profile_review',
      all_matching: { stage_id: 'glance', status: 'active' },
    });
    if (forward.body.affected !== CANDIDATES) throw new Error(`moved ${forward.body.affected}`);
    bulk.push(forward.ms);
    const undo = await api.call('POST', `/api/jobs/${jobId}/pipeline/operations/${forward.body.id}/undo`);
    if (undo.status !== 200) throw new Error(`undo: ${undo.status} ${JSON.stringify(undo.body)}`);
    undos.push(undo.ms);
    // Again, and back by a second bulk move (the records of Glance are reopened).
    await operate(api, jobId, {
      kind: 'move',
      to_stage_id: 'profile_review',
      all_matching: { stage_id: 'glance', status: 'active' },
    });
    const returned = await operate(api, jobId, {
      kind: 'move',
      to_stage_id: 'glance',
      all_matching: { stage_id: 'profile_review', status: 'active' },
    });
    back.push(returned.ms);
    console.log(
      `[${label}] run ${run + 1}: move ${millis(forward.ms)}, undo ${millis(undo.ms)}, back ${millis(returned.ms)}`,
    );
  }

  const list = await api.expect<{ rows: { candidate: { id: string } }[] }>(
    'GET',
    `/api/jobs/${jobId}/candidates?stage_id=glance&limit=1`,
    200,
  );
  const card = list.rows[0]!.candidate.id;
  const stages = ['profile_review', 'talent_screen', 'glance'];
  const cards: number[] = [];
  // Two uncounted moves warm the route's code paths.
  for (let i = -2; i < SAMPLES; i++) {
    const res = await operate(api, jobId, {
      kind: 'move',
      to_stage_id: stages[(i + 3) % 3],
      candidate_ids: [card],
    });
    if (i >= 0) cards.push(res.ms);
  }

  const worst = Math.max(...bulk, ...back);
  out.push(
    {
      metric: `${label}: bulk move of ${int(CANDIDATES)} in one request (all matching), median / worst of ${RUNS}`,
      figure: `${millis(percentile(bulk, 50))} / ${millis(Math.max(...bulk))}`,
      target: `≤ ${secs(BULK_TARGET_MS)}`,
      pass: Math.max(...bulk) <= BULK_TARGET_MS,
    },
    {
      metric: `${label}: bulk move back (records reopened), median / worst`,
      figure: `${millis(percentile(back, 50))} / ${millis(Math.max(...back))}`,
      target: `≤ ${secs(BULK_TARGET_MS)}`,
      pass: worst <= BULK_TARGET_MS,
    },
    {
      metric: `${label}: undo of the bulk move, median / worst`,
      figure: `${millis(percentile(undos, 50))} / ${millis(Math.max(...undos))}`,
      target: '',
    },
    {
      metric: `${label}: one card's move round trip, p50 / p95 of ${SAMPLES}`,
      figure: `${millis(percentile(cards, 50))} / ${millis(percentile(cards, 95))}`,
      target: `p95 ≤ ${CARD_P95_TARGET_MS} ms`,
      pass: percentile(cards, 95) <= CARD_P95_TARGET_MS,
    },
  );
}

async function main() {
  const out = new Results();
  const env = { API_RATE_LIMIT: '100000000' };
  for (const db of databasesFromArgs(argv)) {
    if (db === 'pg') {
      let scratch: ScratchDb | null = null;
      let server: BenchServer | null = null;
      try {
        scratch = await createScratchDb('pipeline');
        server = await startServer({ databaseUrl: scratch.url, env });
        await measure('PostgreSQL', server, out);
      } finally {
        await server?.stop();
        await scratch?.drop();
      }
    } else {
      const server = await startServer({ env });
      try {
        await measure('embedded', server, out);
      } finally {
        await server.stop();
      }
    }
  }
  printTable(
    `bench:pipeline — ${int(CANDIDATES)} candidates in one stage, ${RUNS} bulk runs, ${SAMPLES} card moves`,
    out.rows,
  );
  process.exitCode = out.rows.some((r) => r.pass === false) ? 1 : 0;
}

await main();
