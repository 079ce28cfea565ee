import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ApiClient } from '../lib/api.js';
import { argValue, printTable, Results } from '../lib/report.js';
import { type BenchServer, repoRoot, startServer } from '../lib/server.js';

/*
 * bench:lighthouse: Lighthouse (default config: mobile emulation, simulated Slow 4G and 4x CPU slowdown) on
 * the built app, for the sign-in page (signed out) and the dashboard (signed in as the first-run owner, the
 * session cookie sent with every request through Lighthouse's extraHeaders). Prints the performance score
 * of each (target 90), the JavaScript the dashboard loads (each script of its load gzipped at level 9:
 * target 250 KB; and the bytes as the server sent them) and the errors the browser's console logged
 * (target none: the signed-out page asks GET /api/session, which never answers 401).
 *
 * It builds nothing: `npm run build` first (it stops when `scripts/build.mjs --check` finds the build older
 * than the sources). It starts the built server on the embedded database and
 * Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with `--headless=new --no-sandbox`; nothing
 * is downloaded. Figures depend on what else the machine runs: the table prints the load average.
 *
 * Options: --runs=1 (each page's figures are the median run's, by performance score); --save=<dir> writes
 * each run's Lighthouse report there (`<page>-<run>.report.json`, for Lighthouse's viewer or a closer look).
 */

const argv = process.argv.slice(2);
const RUNS = Math.max(1, Number(argValue(argv, 'runs', '1')));
const SAVE_DIR = argValue(argv, 'save', '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCORE_TARGET = 90;
const JS_TARGET_KB = 250;
const gzip = promisify(zlib.gzip);

type PageFigures = {
  score: number;
  metrics: string;
  scripts: { url: string; transferBytes: number }[];
  consoleErrors: string[];
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
type ConsoleItem = { source?: string; description?: string; url?: string };

/** Stops with a clear message when the web app or the server is not built from the current sources. */
function assertBuilt(): void {
  const check = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '--check'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (check.status !== 0)
    throw new Error(
      `${check.stdout}${check.stderr}The build is not current: run \`npm run build\` first (this bench builds nothing).`,
    );
}

/** One Lighthouse run of `url` on the launched Chromium; `name` names its saved report. */
async function audit(name: string, url: string, port: number, cookie?: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (SAVE_DIR) {
    fs.mkdirSync(SAVE_DIR, { recursive: true });
    fs.writeFileSync(path.join(SAVE_DIR, `${name}.report.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const items = (audit: string) =>
    ((lhr.audits[audit]?.details as { items?: unknown[] } | undefined)?.items ?? []) as unknown[];
  const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
  const scripts = (items('network-requests') as NetworkItem[])
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transferBytes: r.transferSize ?? 0 }));
  const consoleErrors = (items('errors-in-console') as ConsoleItem[]).map((e) =>
    `${e.source ?? ''} ${e.description ?? ''} ${e.url ?? ''}`.trim(),
  );
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, SI ${ms('speed-index')} ms`,
    scripts,
    consoleErrors,
  };
}

/** `audit`, tried again (up to 3 times in all) when Lighthouse fails to record the page (e.g. NO_NAVSTART). */
async function auditWithRetry(
  name: string,
  url: string,
  port: number,
  cookie?: string,
): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(name, url, port, cookie);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`  ${name}: ${err instanceof Error ? err.message : err}; trying again`);
    }
  }
}

/** The run with the median performance score of `RUNS` runs. */
async function medianAudit(name: string, url: string, port: number, cookie?: string): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(`${name}-${i + 1}`, url, port, cookie));
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor((runs.length - 1) / 2)]!;
}

/** Gzip size (level 9) of each script, fetched again from the server as the page got it. */
async function gzipBytes(scripts: PageFigures['scripts'], cookie: string): Promise<number> {
  let total = 0;
  for (const s of scripts) {
    const res = await fetch(s.url, { headers: { cookie, 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    total += (await gzip(body, { level: 9 })).length;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function pageRows(out: Results, name: string, page: PageFigures): void {
  out.push(
    {
      metric: `${name}: performance score (${page.metrics})`,
      figure: String(page.score),
      target: `≥ ${SCORE_TARGET}`,
      pass: page.score >= SCORE_TARGET,
    },
    {
      metric: `${name}: errors in the browser's console${page.consoleErrors.length ? ` (${page.consoleErrors.join('; ').slice(0, 200)})` : ''}`,
      figure: String(page.consoleErrors.length),
      target: '0',
      pass: page.consoleErrors.length === 0,
    },
  );
}

async function main() {
  assertBuilt();
  const out = new Results();
  let server: BenchServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startServer({ build: false });
    const api = new ApiClient(server.url);
    await api.signIn();
    const cookie = api.sessionCookie();
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox'],
      logLevel: 'error',
    });
    const signIn = await medianAudit('sign-in', `${server.url}/sign-in`, chrome.port);
    pageRows(out, 'sign-in page (signed out)', signIn);
    const dashboard = await medianAudit('dashboard', `${server.url}/`, chrome.port, cookie);
    pageRows(out, 'dashboard (signed in)', dashboard);
    const sent = dashboard.scripts.reduce((sum, s) => sum + s.transferBytes, 0);
    const gzipped = await gzipBytes(dashboard.scripts, cookie);
    out.push(
      {
        metric: `dashboard: JavaScript loaded, gzip (${dashboard.scripts.length} scripts)`,
        figure: kb(gzipped),
        target: `≤ ${JS_TARGET_KB} KB`,
        pass: gzipped <= JS_TARGET_KB * 1024,
      },
      { metric: 'dashboard: JavaScript loaded, bytes as sent by the server', figure: kb(sent), target: '' },
    );
  } finally {
    chrome?.kill();
    await server?.stop();
  }
  printTable(
    `bench:lighthouse (${RUNS} run${RUNS > 1 ? 's' : ''} a page) — load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    out.rows,
  );
  process.exitCode = out.rows.some((r) => r.pass === false) ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
