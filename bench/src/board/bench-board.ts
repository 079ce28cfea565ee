import os from 'node:os';
import type { Browser, Page } from 'playwright';
import { connectionsCsv, generateConnections } from '../import/linkedin-csv.js';
import { ApiClient, setUpJob } from '../lib/api.js';
import { assertBuilt, CHROMIUM, openSignedInPage, scrollFrames, scrollRows } from '../lib/browser.js';
import { argValue, int, millis, percentile, printTable, Results } from '../lib/report.js';
import { type BenchServer, startServer } from '../lib/server.js';

/*
 * bench:board: the Board view of a job's Candidates tab (docs/product/pipeline.md#board) with 5,000
 * candidates in one stage, in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through
 * Playwright. It starts the built server on the embedded database, imports the candidates into Glance with
 * the CSV import (POST /api/jobs/{id}/candidates/import), opens the job's Candidates tab at 1440 x 900 and
 * measures, in the page:
 * - the first render of the board: from the click on 'Board' to the painted frame showing the first cards
 *   (the board's code, its one list request of every active candidate, grouping and rendering), --runs times;
 * - scrolling the 5,000-card column: the time between frames while it scrolls 120 px a frame;
 * - a keyboard move of one card (Space, Right, Space) until the server's message shows, each once the board
 *   has reloaded after the one before.
 * It builds nothing: `npm run build` first. Options: --candidates=5000, --runs=5.
 */

const argv = process.argv.slice(2);
const CANDIDATES = Math.max(1, Number(argValue(argv, 'candidates', '5000')));
const RUNS = Math.max(1, Number(argValue(argv, 'runs', '5')));
const RENDER_TARGET_MS = 1000;
const MOVE_TARGET_MS = 100;
const SCROLL_FRAMES = 240;
const MOVES = 5;

/** A job with `CANDIDATES` people imported into Glance. @returns the job's id. */
async function seedJob(api: ApiClient): Promise<string> {
  const jobId = await setUpJob(api, 'Board Bench Engineer');
  const csv = Buffer.from(connectionsCsv(generateConnections(CANDIDATES, 14)), 'utf8');
  const res = await api.upload<{ imported: number }>(
    `/api/jobs/${jobId}/candidates/import?stage_id=glance`,
    csv,
    'connections.csv',
  );
  if (res.status !== 200 || res.body.imported !== CANDIDATES)
    throw new Error(`import: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return jobId;
}

type RenderFigures = { renderMs: number; requestMs: number; cards: number };

/** Opens the Candidates tab (Process view loaded), clicks 'Board' in the page and times its first render. */
async function timeFirstRender(page: Page, url: string): Promise<RenderFigures> {
  await page.goto(url);
  await page.getByRole('table', { name: 'Candidates' }).locator('tbody tr').first().waitFor();
  return page.evaluate(
    () =>
      new Promise<RenderFigures>((resolve) => {
        performance.clearResourceTimings();
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-card-id]')) return;
          observer.disconnect();
          // The frame with the cards is painted once the next task after its animation frame runs.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const request = performance
                .getEntriesByType('resource')
                .find((e) => e.name.includes('/candidates?status=active'));
              resolve({
                renderMs: performance.now() - started,
                requestMs: request?.duration ?? Number.NaN,
                cards: document.querySelectorAll('[data-card-id]').length,
              });
            }),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true });
        document.querySelector<HTMLInputElement>('input[type="radio"][value="board"]')!.click();
      }),
  );
}

/** Scrolls the Glance column 120 px a frame (its list's scrolling parent); the cards are its items. */
function scrollColumn(page: Page) {
  const scroller = page
    .locator('section[aria-label^="Glance"]')
    .first()
    .locator('ul')
    .first()
    .locator('xpath=..');
  return scrollFrames(scroller, { frames: SCROLL_FRAMES, stepPx: 120, itemSelector: '[data-card-id]' });
}

/** The page's record of one move: the promise of its time, installed before the drop. */
type MoveWindow = Window & { boardMove?: Promise<MoveFigures> };

type MoveFigures = { shownMs: number; requestMs: number };

/**
 * Moves the first Glance card to Profile Review from the keyboard, once the board has finished reloading
 * after the move before (a move sent during that reload waits for it on the server: the figure would be the
 * reload's). @returns ms from the drop's key to the server's message, and the move request's own time.
 */
async function timeKeyboardMove(page: Page): Promise<MoveFigures> {
  const close = page.getByRole('button', { name: 'Close' });
  if (await close.count()) await close.click();
  await page.getByText('Updating…').waitFor({ state: 'hidden' });
  await page.locator('section[aria-label^="Glance"] [data-card-id]').first().focus();
  await page.keyboard.press('Space');
  await page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'Picked up' }).waitFor();
  await page.keyboard.press('ArrowRight');
  // The listeners are in place (this evaluate has returned) before the drop's key is pressed.
  await page.evaluate(() => {
    performance.clearResourceTimings();
    (window as MoveWindow).boardMove = new Promise<MoveFigures>((resolve) => {
      let dropped = 0;
      document.addEventListener('keydown', () => (dropped = performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        const status = Array.from(document.querySelectorAll('[role="status"]')).find((el) =>
          el.textContent?.includes('Moved 1 candidate to'),
        );
        if (!status || !dropped) return;
        observer.disconnect();
        const request = performance
          .getEntriesByType('resource')
          .find((e) => e.name.endsWith('/pipeline/operations'));
        resolve({ shownMs: performance.now() - dropped, requestMs: request?.duration ?? Number.NaN });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  });
  await page.keyboard.press('Space');
  return page.evaluate(() => (window as MoveWindow).boardMove!);
}

async function main() {
  assertBuilt();
  const out = new Results();
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ build: false });
    const api = new ApiClient(server.url);
    await api.signIn();
    console.log(`Importing ${int(CANDIDATES)} candidates into Glance…`);
    const jobId = await seedJob(api);
    const opened = await openSignedInPage(server.url, api.sessionCookie());
    browser = opened.browser;
    const { page } = opened;
    const tabUrl = `${server.url}/jobs/${jobId}?tab=candidates`;

    const runs: RenderFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timeFirstRender(page, tabUrl));
    const warm = runs.slice(1).map((r) => r.renderMs);
    out.push(
      {
        metric: `board first render, ${int(CANDIDATES)} cards in one stage: first run (board code not cached yet)`,
        figure: millis(runs[0]!.renderMs),
        target: `≤ ${RENDER_TARGET_MS} ms`,
        pass: runs[0]!.renderMs <= RENDER_TARGET_MS,
      },
      ...(warm.length
        ? [
            {
              metric: `board first render, median / worst of the ${warm.length} later runs`,
              figure: `${millis(percentile(warm, 50))} / ${millis(Math.max(...warm))}`,
              target: `≤ ${RENDER_TARGET_MS} ms`,
              pass: Math.max(...warm) <= RENDER_TARGET_MS,
            },
          ]
        : []),
      {
        metric: 'of which the list request (GET …/candidates?status=active), median',
        figure: millis(
          percentile(
            runs.map((r) => r.requestMs),
            50,
          ),
        ),
        target: '',
      },
      { metric: 'cards in the DOM after the first render', figure: int(runs[0]!.cards), target: '' },
    );

    out.push(...scrollRows(`the ${int(CANDIDATES)}-card column`, 'cards', 120, await scrollColumn(page)));

    const moves: MoveFigures[] = [];
    for (let i = 0; i < MOVES; i++) moves.push(await timeKeyboardMove(page));
    const shown = moves.map((m) => m.shownMs);
    out.push(
      {
        metric: `keyboard move of one card, drop → the server's message shown, p50 / p95 of ${MOVES}`,
        figure: `${millis(percentile(shown, 50))} / ${millis(percentile(shown, 95))}`,
        target: `p95 ≤ ${MOVE_TARGET_MS} ms`,
        pass: percentile(shown, 95) <= MOVE_TARGET_MS,
      },
      {
        metric: 'of which the move request (POST …/pipeline/operations), median',
        figure: millis(
          percentile(
            moves.map((m) => m.requestMs),
            50,
          ),
        ),
        target: '',
      },
    );
  } finally {
    await browser?.close();
    await server?.stop();
  }
  printTable(
    `bench:board (${RUNS} runs, Chromium ${CHROMIUM}) — load average ${os
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
