import crypto from 'node:crypto';
import os from 'node:os';
import { connectionsCsv, generateConnections } from '../import/linkedin-csv.js';
import { ApiClient, setUpJob } from '../lib/api.js';
import {
  createMockOrganization,
  maxWindow,
  mockFigures,
  mockProviderEnv,
  useFreshKey,
} from '../lib/mock-provider.js';
import { argValue, databasesFromArgs, int, printTable, Results, secs } from '../lib/report.js';
import { createScratchDb, type ScratchDb } from '../lib/scratch-pg.js';
import { type BenchServer, startServer } from '../lib/server.js';
import { type MockLlm, startMockLlm } from '../lib/server-modules.js';

/*
 * bench:scoring: 1,000 candidates of a job's Glance stage scored through
 * POST /api/jobs/{id}/candidates/score against the project's mock provider answering after 500 ms:
 *   - at 500 requests/minute: at most 130 s (the floor is 120 s) and no 429 from the mock;
 *   - at 5,000 requests/minute: at most 15 s;
 *   - with a tokens-per-minute limit set to 60 % of the run's tokens: the calls of any 60 s window stay
 *     within it (the mock does not enforce TPM, so the bench checks the windows from the mock's request log).
 *   - two server instances on one PostgreSQL (pair500), one key at 500 requests/minute, the 1,000 calls split
 *     between them (half the candidates in each of two jobs, each job's run started on its own instance): at
 *     most 130 s and no 429 from the mock (the key's pace shared through the database,
 *     docs/decisions/0016-usage-per-month-and-shared-ai-limits.md). PostgreSQL only.
 * The provider's limits reach the app as the organisation's settings (Admin → Organizations: its own key,
 * base URL = the mock, rpm_limit, tpm_limit); each scenario uses a new key so it starts with a fresh limiter.
 *
 * Options: --db=pglite|pg (default both), --candidates=1000, --scenarios=rpm500,rpm5000,tpm,pair500.
 */

const argv = process.argv.slice(2);
const CANDIDATES = Number(argValue(argv, 'candidates', '1000'));
const SCENARIOS = argValue(argv, 'scenarios', 'rpm500,rpm5000,tpm,pair500').split(',');
const LATENCY_MS = 500;

type Run = {
  run_id: string;
  status: string;
  total: number;
  scored: number;
  failed: number;
  error: string | null;
};

type Scenario = {
  name: string;
  rpm: number;
  /** null: measured from the first run's tokens (60 % of the whole run's). */
  tpm: number | null;
  targetMs: number | null;
};

const scenarios: Record<string, Scenario> = {
  rpm500: { name: '500 RPM', rpm: 500, tpm: 100_000_000, targetMs: 130_000 },
  pair500: { name: 'two instances, 500 RPM', rpm: 500, tpm: 100_000_000, targetMs: 130_000 },
  rpm5000: { name: '5,000 RPM', rpm: 5000, tpm: 100_000_000, targetMs: 15_000 },
  tpm: { name: 'TPM-bound', rpm: 5000, tpm: null, targetMs: null },
};

type UsageRow = { tokens_used: number; timestamp: string };

/** The metered calls since `since` (ms), from GET /api/admin/usage, newest first, paged. */
async function usageSince(api: ApiClient, since: number): Promise<UsageRow[]> {
  const rows: UsageRow[] = [];
  let cursor: string | null = null;
  do {
    const page: { rows: UsageRow[]; next_cursor: string | null } = await api.expect(
      'GET',
      `/api/admin/usage?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      200,
    );
    const recent = page.rows.filter((r) => Date.parse(r.timestamp) >= since);
    rows.push(...recent);
    cursor = recent.length === page.rows.length ? page.next_cursor : null;
  } while (cursor);
  return rows;
}

async function scoreOnce(api: ApiClient, jobId: string) {
  const started = performance.now();
  const run = await api.expect<Run>('POST', `/api/jobs/${jobId}/candidates/score`, 202, {
    stage_id: 'glance',
  });
  let last = run;
  let polls = 0;
  while (last.status === 'queued' || last.status === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    last = await api.expect<Run>('GET', `/api/jobs/${jobId}/candidates/score/${run.run_id}`, 200);
    polls++;
    if (performance.now() - started > 15 * 60_000)
      throw new Error('scoring run still unfinished after 15 min');
  }
  return { ms: performance.now() - started, run: last, polls };
}

async function runScenario(
  s: Scenario,
  ctx: {
    api: ApiClient;
    mock: MockLlm;
    orgId: string;
    label: string;
    csv: Buffer;
    tokensPerCall: number | null;
  },
  out: Results,
): Promise<number | null> {
  const { api, mock, label } = ctx;
  const tpm = s.tpm ?? Math.round((ctx.tokensPerCall ?? 1000) * CANDIDATES * 0.6);
  // A new key: the app keeps one limiter per key, so the scenario starts with an empty window.
  await useFreshKey(api, ctx.orgId, s.name, { rpm: s.rpm, tpm });
  const jobId = await setUpJob(api, `Scoring bench ${s.name}`);
  const imported = await api.upload<{ imported: number }>(
    `/api/jobs/${jobId}/candidates/import?stage_id=glance`,
    ctx.csv,
    'candidates.csv',
  );
  if (imported.status !== 200 || imported.body.imported !== CANDIDATES) {
    throw new Error(`import for scoring: ${imported.status} ${JSON.stringify(imported.body).slice(0, 200)}`);
  }
  mock.reset();
  // The mock enforces the limit as a provider that quantises it does (OpenAI, Azure OpenAI): per second,
  // ceil(rpm / 60) requests; the minute's total is checked from the requests it logged.
  mock.configure({ latencyMs: LATENCY_MS, rpm: Math.ceil(s.rpm / 60), rpmWindowMs: 1_000 });
  const scenarioStart = Date.now();
  console.log(
    `[${label}] ${s.name}: scoring ${int(CANDIDATES)} candidates (rpm ${int(s.rpm)}, tpm ${int(tpm)})…`,
  );
  const { ms, run } = await scoreOnce(api, jobId);
  const { times: sortedTimes, limited, perMinute: maxRequests, perSecond: maxPerSecond } = mockFigures(mock);
  // Tokens of each call as the app metered them (Admin → API Usage: prompt + reply, stamped as each call ended,
  // so a window over these stamps is a window over the requests shifted by the mock's constant latency).
  const usage = await usageSince(api, scenarioStart);
  const usageTimes = usage.map((u) => Date.parse(u.timestamp)).sort((a, b) => a - b);
  const byTime = [...usage].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const perCall = usage.length ? usage.reduce((n, r) => n + r.tokens_used, 0) / usage.length : 0;
  const maxTokens = maxWindow(
    usageTimes,
    byTime.map((u) => u.tokens_used),
    60_000,
  );
  // Evenly paced (the floor: 1,000 at 500 a minute = 120 s), as a provider that enforces its minute
  // limit over shorter periods needs; a 60 s sliding window alone would allow a burst.
  const floorMs = s.tpm === null ? 0 : (CANDIDATES / s.rpm) * 60_000;
  const perSecond = Math.ceil(s.rpm / 60);
  const done = run.status === 'completed' && run.scored === CANDIDATES;
  const name = `${label}: ${s.name}`;
  const firstCallMs = sortedTimes.length ? sortedTimes[0]! - scenarioStart : Number.NaN;
  out.push(
    {
      metric: `${name}: ${int(CANDIDATES)} scored, wall`,
      figure: secs(ms),
      target: s.targetMs ? `<= ${secs(s.targetMs)} (paced floor ${secs(floorMs)})` : '',
      pass: s.targetMs ? ms <= s.targetMs && done : done,
    },
    {
      metric: `${name}: run status / scored / failed`,
      figure: `${run.status} / ${int(run.scored)} / ${int(run.failed)}`,
      target: `completed / ${int(CANDIDATES)} / 0`,
      pass: done && run.failed === 0,
    },
    { metric: `${name}: first model call after 'Score with AI'`, figure: secs(firstCallMs), target: '' },
    { metric: `${name}: 429s answered by the mock`, figure: int(limited), target: '0', pass: limited === 0 },
    {
      metric: `${name}: most requests in any 60 s`,
      figure: int(maxRequests),
      target: `<= ${int(s.rpm)}`,
      pass: maxRequests <= s.rpm,
    },
    {
      metric: `${name}: most requests in any 1 s`,
      figure: int(maxPerSecond),
      target: `<= ${int(perSecond)} (the limit quantised per second)`,
      pass: maxPerSecond <= perSecond,
    },
  );
  if (s.tpm === null) {
    out.push({
      metric: `${name}: most tokens in any 60 s (${int(perCall)} a call)`,
      figure: int(maxTokens),
      target: `<= ${int(tpm)} (TPM)`,
      pass: maxTokens <= tpm,
    });
  }
  return perCall || null;
}

/**
 * Two instances on one database and one key: half the candidates in each of two jobs, each job's run
 * started and polled on its own instance at the same moment; the wall is until both have ended.
 */
async function runPairScenario(
  s: Scenario,
  ctx: { apis: [ApiClient, ApiClient]; mock: MockLlm; orgId: string; label: string },
  out: Results,
) {
  const { apis, mock, label } = ctx;
  await useFreshKey(apis[0], ctx.orgId, 'pair', { rpm: s.rpm, tpm: s.tpm ?? 100_000_000 });
  const half = Math.floor(CANDIDATES / 2);
  const jobs: string[] = [];
  for (const [i, api] of apis.entries()) {
    const jobId = await setUpJob(api, `Scoring bench pair ${i + 1}`);
    const csv = Buffer.from(
      connectionsCsv(generateConnections(i ? CANDIDATES - half : half, 21 + i)),
      'utf8',
    );
    const imported = await api.upload<{ imported: number }>(
      `/api/jobs/${jobId}/candidates/import?stage_id=glance`,
      csv,
      'candidates.csv',
    );
    if (imported.status !== 200) throw new Error(`import for the pair: ${imported.status}`);
    jobs.push(jobId);
  }
  mock.reset();
  mock.configure({ latencyMs: LATENCY_MS, rpm: Math.ceil(s.rpm / 60), rpmWindowMs: 1_000 });
  const scenarioStart = Date.now();
  console.log(
    `[${label}] ${s.name}: scoring ${int(CANDIDATES)} candidates on two instances (rpm ${int(s.rpm)})…`,
  );
  const started = performance.now();
  const runs = await Promise.all(apis.map((api, i) => scoreOnce(api, jobs[i]!)));
  const ms = performance.now() - started;
  const { times, limited, perMinute, perSecond } = mockFigures(mock);
  const scored = runs.reduce((n, r) => n + r.run.scored, 0);
  const done = runs.every((r) => r.run.status === 'completed') && scored === CANDIDATES;
  const name = `${label}: ${s.name}`;
  out.push(
    {
      metric: `${name}: ${int(CANDIDATES)} scored, wall (both runs)`,
      figure: secs(ms),
      target: `<= ${secs(s.targetMs ?? 0)} (paced floor ${secs((CANDIDATES / s.rpm) * 60_000)})`,
      pass: ms <= (s.targetMs ?? 0) && done,
    },
    {
      metric: `${name}: each instance's run (scored / failed, wall)`,
      figure: runs.map((r) => `${int(r.run.scored)} / ${int(r.run.failed)}, ${secs(r.ms)}`).join('; '),
      target: `${int(half)} and ${int(CANDIDATES - half)} / 0`,
      pass: done && runs.every((r) => r.run.failed === 0),
    },
    {
      metric: `${name}: first model call after 'Score with AI'`,
      figure: secs((times[0] ?? NaN) - scenarioStart),
      target: '',
    },
    { metric: `${name}: 429s answered by the mock`, figure: int(limited), target: '0', pass: limited === 0 },
    {
      metric: `${name}: most requests in any 60 s (both instances)`,
      figure: int(perMinute),
      target: `<= ${int(s.rpm)}`,
      pass: perMinute <= s.rpm,
    },
    {
      metric: `${name}: most requests in any 1 s (both instances)`,
      figure: int(perSecond),
      target: `<= ${int(Math.ceil(s.rpm / 60))} (the limit quantised per second)`,
      pass: perSecond <= Math.ceil(s.rpm / 60),
    },
  );
}

async function runOn(db: 'pglite' | 'pg', out: Results) {
  const label = db === 'pg' ? 'PostgreSQL' : 'embedded';
  const mock = await startMockLlm({ latencyMs: LATENCY_MS });
  let scratch: ScratchDb | undefined;
  let server: BenchServer | undefined;
  let second: BenchServer | undefined;
  const env = {
    ...mockProviderEnv(mock),
    // Instances sharing a database share these (README, Several instances).
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
  };
  try {
    if (db === 'pg') scratch = await createScratchDb('scoring');
    server = await startServer({ databaseUrl: scratch?.url, env });
    const api = new ApiClient(server.url, '', true);
    await api.signIn();
    const org = { id: await createMockOrganization(api, mock, { rpm: 500, tpm: 100_000_000 }) };
    const csv = Buffer.from(connectionsCsv(generateConnections(CANDIDATES, 11)), 'utf8');
    let tokensPerCall: number | null = null;
    for (const key of SCENARIOS) {
      const s = scenarios[key];
      if (!s) throw new Error(`unknown scenario ${key} (rpm500, rpm5000, tpm, pair500)`);
      if (key === 'pair500' && !scratch) continue; // the embedded database serves one instance
      try {
        if (key === 'pair500') {
          second ??= await startServer({ databaseUrl: scratch!.url, env, build: false });
          const api2 = new ApiClient(second.url, '', true);
          await api2.signIn();
          await runPairScenario(s, { apis: [api, api2], mock, orgId: org.id, label }, out);
          continue;
        }
        const perCall = await runScenario(s, { api, mock, orgId: org.id, label, csv, tokensPerCall }, out);
        tokensPerCall ??= perCall;
      } catch (err) {
        console.error(`[${label}] ${s.name}: ${err instanceof Error ? err.stack : err}`);
        out.push({
          metric: `${label}: ${s.name}`,
          figure: `failed: ${String(err).slice(0, 140)}`,
          target: '',
          pass: false,
        });
      }
    }
  } finally {
    await second?.stop();
    await server?.stop();
    await scratch?.drop();
    await mock.close();
  }
}

async function main() {
  const out = new Results();
  for (const db of databasesFromArgs(argv)) {
    try {
      await runOn(db, out);
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
    `bench:scoring — ${int(CANDIDATES)} candidates, mock provider at ${LATENCY_MS} ms ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    out.rows,
  );
}

await main();
