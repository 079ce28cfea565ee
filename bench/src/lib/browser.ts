import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright';
import { millis, percentile, type ResultRow } from './report.js';
import { repoRoot } from './server.js';

/*
 * What the browser benches share: Debian's Chromium driven by Playwright (nothing downloaded), a page signed
 * in as the bench owner, and the time between frames while a list scrolls.
 */

/** Debian's Chromium: CHROMIUM_PATH, default /usr/bin/chromium. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Two frames at 60 Hz: at most one frame dropped now and then. */
export const FRAME_TARGET_MS = 33.4;

/** Stops with a clear message when the web app or the server is not built from the current sources. */
export function assertBuilt(): void {
  const check = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '--check'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (check.status !== 0)
    throw new Error(`${check.stdout}${check.stderr}The build is not current: run \`npm run build\` first.`);
}

/**
 * Launches Chromium headless and opens a page at 1440 × 900 of the server at `serverUrl` carrying `cookie`
 * (ApiClient.sessionCookie(): 'name=value; name=value'). Close the browser when done.
 */
export async function openSignedInPage(
  serverUrl: string,
  cookie: string,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx compiles the benches keeping function names (esbuild's `__name` helper), also inside the functions
  // handed to page.evaluate; the page gets a stand-in for the helper.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const host = new URL(serverUrl).hostname;
  await context.addCookies(
    cookie.split('; ').map((c) => ({
      name: c.slice(0, c.indexOf('=')),
      value: c.slice(c.indexOf('=') + 1),
      domain: host,
      path: '/',
    })),
  );
  return { browser, page: await context.newPage() };
}

/** The time between frames while a list scrolled (ms), and the most of its items in the DOM meanwhile. */
export type ScrollFigures = { frames: number[]; items: number };

/**
 * Scrolls the element `scroller` points at by `stepPx` each animation frame for `frames` frames, in the page.
 * @returns the time between frames and the most elements matching `itemSelector` inside it at any frame.
 */
export function scrollFrames(
  scroller: Locator,
  opts: { frames: number; stepPx: number; itemSelector: string },
): Promise<ScrollFigures> {
  return scroller.evaluate(
    (el, o) =>
      new Promise<ScrollFigures>((resolve) => {
        const frames: number[] = [];
        let last = 0;
        let items = 0;
        const tick = (now: number) => {
          if (last) frames.push(now - last);
          last = now;
          el.scrollTop += o.stepPx;
          items = Math.max(items, el.querySelectorAll(o.itemSelector).length);
          if (frames.length < o.frames) requestAnimationFrame(tick);
          else resolve({ frames, items });
        };
        requestAnimationFrame(tick);
      }),
    opts,
  );
}

/**
 * The table rows of a scroll: frame interval p50 / p95 against FRAME_TARGET_MS, frames over 50 ms, and the
 * most items in the DOM. `what` names the list ('the 5,000-card column'), `items` its items ('cards').
 */
export function scrollRows(what: string, items: string, stepPx: number, scroll: ScrollFigures): ResultRow[] {
  const p95 = percentile(scroll.frames, 95);
  return [
    {
      metric: `scrolling ${what} ${stepPx} px a frame: frame interval p50 / p95`,
      figure: `${millis(percentile(scroll.frames, 50))} / ${millis(p95)}`,
      target: `p95 ≤ ${FRAME_TARGET_MS} ms`,
      pass: p95 <= FRAME_TARGET_MS,
    },
    {
      metric: 'frames over 50 ms while scrolling',
      figure: `${scroll.frames.filter((f) => f > 50).length} of ${scroll.frames.length}`,
      target: '',
    },
    {
      metric: `most ${items} in the DOM while scrolling`,
      figure: scroll.items.toLocaleString('en-US'),
      target: '',
    },
  ];
}
