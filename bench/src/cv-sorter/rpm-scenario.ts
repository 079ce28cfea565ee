import type { ApiClient } from '../lib/api.js';
import { type MockFigures, mockFigures, useFreshKey } from '../lib/mock-provider.js';
import { int, type Results, secs } from '../lib/report.js';
import {
  type CvSorterSearch,
  companyDescriptionPrompt,
  cvSorterScorePrompt,
  type MockLlm,
} from '../lib/server-modules.js';
import { cvSorterCsv, employersFor, generateCvSorterRows } from './candidates-csv.js';
import { type BatchSettings, BENCH_JOB, startRun, uploadList, waitForEnd } from './cv-sorter-api.js';

/*
 * The rpm500 and rpm5000 scenarios of bench:cv-sorter: a list of N candidates scored by a CV Sorter run against
 * the mock provider answering after 500 ms and enforcing the key's limit per second, as providers that
 * quantise their minute limit do (ceil(RPM / 60) in any 1 s sliding window, 429 past it).
 */

/** The mock's answer time, ms. */
export const LATENCY_MS = 500;

export type RpmScenario = {
  name: string;
  rpm: number;
  /** The figure's target for N scoring calls: 130 s at 500 a minute (1,000: floor 120 s), 15 s at 5,000. */
  targetMs: number;
  /** Which employers the list draws from (employersFor): each scenario's companies are new to the organisation. */
  slot: number;
};

export const rpmScenarios: Record<'rpm500' | 'rpm5000', RpmScenario> = {
  rpm500: { name: '500 RPM', rpm: 500, targetMs: 130_000, slot: 0 },
  rpm5000: { name: '5,000 RPM', rpm: 5000, targetMs: 15_000, slot: 1 },
};

type Ctx = {
  api: ApiClient;
  mock: MockLlm;
  orgId: string;
  label: string;
  candidates: number;
  companies: number;
  batch: BatchSettings;
  /** Also 'Process & Score' the same list a second time, when the dataset knows every company. */
  again: boolean;
};

type Pass = { name: string; wallMs: number; search: CvSorterSearch; startedAt: number };

/** One run of the list: a new key (an empty limiter window), a fresh mock log, Process & Score, its end. */
async function runOnce(ctx: Ctx, s: RpmScenario, searchId: string, name: string): Promise<Pass> {
  await useFreshKey(ctx.api, ctx.orgId, `${s.name} ${name}`, { rpm: s.rpm, tpm: 100_000_000 });
  ctx.mock.reset();
  ctx.mock.configure({ latencyMs: LATENCY_MS, rpm: Math.ceil(s.rpm / 60), rpmWindowMs: 1_000 });
  console.log(`[${ctx.label}] ${s.name}, ${name}: scoring ${int(ctx.candidates)} candidates…`);
  const startedAt = Date.now();
  await startRun(ctx.api, searchId, ctx.batch);
  const search = await waitForEnd(ctx.api, searchId, { intervalMs: 500, timeoutMs: 20 * 60_000 });
  // The server stamps the end; the bench's clock and the server's are the same machine's.
  const wallMs = (search.finishedAt ? Date.parse(search.finishedAt) : Date.now()) - startedAt;
  return { name, wallMs, search, startedAt };
}

/** The table rows of one run. `companiesExpected`: the company-description calls it should have made. */
function passRows(ctx: Ctx, s: RpmScenario, pass: Pass, companiesExpected: number, out: Results): void {
  const all = mockFigures(ctx.mock);
  const companyCalls: MockFigures = mockFigures(ctx.mock, companyDescriptionPrompt.task);
  const scoreCalls: MockFigures = mockFigures(ctx.mock, cvSorterScorePrompt.task);
  const n = ctx.candidates;
  const perSecond = Math.ceil(s.rpm / 60);
  const calls = n + companiesExpected;
  const floorMs = (calls / s.rpm) * 60_000;
  const { search } = pass;
  const finishedAt = search.finishedAt ? Date.parse(search.finishedAt) : Number.NaN;
  const firstScore = scoreCalls.times[0] ?? Number.NaN;
  const done = search.status === 'completed' && search.scored === n;
  const name = `${ctx.label}: ${s.name}, ${pass.name}`;
  out.push(
    companiesExpected === 0
      ? {
          metric: `${name}: wall, run start → completed`,
          figure: secs(pass.wallMs),
          target: `≤ ${secs(s.targetMs)} (paced floor ${secs(floorMs)})`,
          pass: pass.wallMs <= s.targetMs && done,
        }
      : {
          metric: `${name}: wall, run start → completed`,
          figure: secs(pass.wallMs),
          target: `paced floor ${secs(floorMs)}: ${int(n)} + ${int(companiesExpected)} calls`,
        },
    {
      metric: `${name}: run start → first scoring call (queue pick-up, describing companies)`,
      figure: secs(firstScore - pass.startedAt),
      target: '',
    },
    {
      metric: `${name}: scoring (first scoring call → completed)`,
      figure: secs(finishedAt - firstScore),
      target: `paced floor ${secs((n / s.rpm) * 60_000)}`,
    },
    {
      metric: `${name}: run status / scored / failed`,
      figure: `${search.status} / ${int(search.scored)} / ${int(search.failed)}`,
      target: `completed / ${int(n)} / 0`,
      pass: done && search.failed === 0,
    },
    {
      metric: `${name}: company-description calls (answered)`,
      figure: int(companyCalls.times.length),
      target: companiesExpected ? `${int(companiesExpected)} (the estimate's companies to describe)` : '0',
      pass: companyCalls.times.length === companiesExpected,
    },
    {
      metric: `${name}: first model call after 'Process & Score'`,
      figure: secs((all.times[0] ?? Number.NaN) - pass.startedAt),
      target: '',
    },
    {
      metric: `${name}: 429s answered by the mock`,
      figure: int(all.limited),
      target: '0',
      pass: all.limited === 0,
    },
    {
      metric: `${name}: most requests in any 60 s / any 1 s`,
      figure: `${int(all.perMinute)} / ${int(all.perSecond)}`,
      target: `≤ ${int(s.rpm)} / ≤ ${int(perSecond)} (the limit quantised per second)`,
      pass: all.perMinute <= s.rpm && all.perSecond <= perSecond,
    },
  );
}

/**
 * One rpm scenario: uploads a generated list of `ctx.candidates` (employers drawn from `ctx.companies` names
 * the organisation has not seen) through POST /api/cv-sorter/searches, asks its estimate, then runs it with
 * `ctx.batch`: first with every company to describe, and with `ctx.again` once more, when the organisation's
 * dataset holds them all (the figure's N scoring calls alone). Pushes the rows of each run.
 */
export async function runRpmScenario(ctx: Ctx, s: RpmScenario, out: Results): Promise<void> {
  const rows = generateCvSorterRows(ctx.candidates, employersFor(s.slot, ctx.companies), 31 + s.slot);
  const { search } = await uploadList(ctx.api, cvSorterCsv(rows));
  if (search.total !== ctx.candidates) throw new Error(`upload read ${search.total} of ${ctx.candidates}`);
  const estimate = await ctx.api.expect<{ companiesToDescribe: number }>(
    'POST',
    `/api/cv-sorter/searches/${search.id}/estimate`,
    200,
    { ...BENCH_JOB, ...ctx.batch },
  );
  const first = await runOnce(ctx, s, search.id, 'first run');
  passRows(ctx, s, first, estimate.companiesToDescribe, out);
  if (!ctx.again) return;
  const again = await runOnce(ctx, s, search.id, 'run again');
  passRows(ctx, s, again, 0, out);
}
