import { expect, type Page } from '@playwright/test';

/*
 * Watches a page for script that hostile text managed to run, for any sign that it was injected as markup, and
 * for requests that leave the app's origin (docs/product/README.md#hostile-text). Requests to another origin are
 * recorded and aborted, so nothing leaves the machine.
 */

/** What one page saw: every entry is a failure of the hostile-text journey. */
export type XssGuard = {
  /** alert/prompt/confirm dialogs (dismissed), with the page's address. */
  dialogs: string[];
  /** Requests to an http(s)/ws(s) address on another origin (aborted). */
  offOrigin: string[];
  /** Uncaught exceptions of the page. */
  pageErrors: string[];
  /** Views whose `window.__xss` was set, and markup the scan found (see `inspectPage`). */
  findings: string[];
  /** How many times `check` ran. */
  checks: number;
  /**
   * Checks the page now: `window.__xss` unset, nothing injected under `scope` (a CSS selector, default the
   * whole document), no dialog, no off-origin request, no page error so far. Throws with `where` on failure.
   */
  check: (where: string, scope?: string) => Promise<void>;
};

/** The attributes whose value is an address the browser may load or run. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];

/** One step through a virtualised table: its selector, whether it is the first step, the scroller's height. */
type TableStep = { table: string; first: boolean; height: number };

/**
 * Runs in the page (self-contained: no outer names). With `step`, first scrolls a virtualised table one step:
 * on the first step it makes the table's scroller (its parent) `height` pixels tall, so that more rows render
 * at once, and scrolls it to the top; on the next ones it scrolls down by its height less the sticky header;
 * then it waits until the rendered rows cover the visible part and reads the text of each body row by its
 * `aria-rowindex`.
 * Then it scans the document (or the elements matching `scope`) for markup that hostile text could have
 * injected: script, frame, object, embed, base, meta refresh and link elements, `template`/`noscript` in the
 * app, any `on*` attribute, `srcdoc`, addresses with a javascript:, vbscript: or data: (other than data:image)
 * scheme, and CSS `expression(`, `behavior:` or `javascript:` in a style attribute.
 * @returns whether `window.__xss` is set, one line per finding (tag, attribute, the start of its value) and,
 *   with `step`, the rows read and whether the scroller is at its end.
 */
export async function inspectPage(args: {
  scope: string | null;
  urlAttributes: string[];
  step: TableStep | null;
}) {
  let rows: [string, string][] = [];
  let atEnd = true;
  let scrollHeight = 0;
  if (args.step) {
    const table = document.querySelector(args.step.table);
    const scroller = table?.parentElement;
    if (!table || !scroller) throw new Error(`no table ${args.step.table}`);
    if (args.step.first) {
      scroller.style.height = `${args.step.height}px`;
      scroller.style.maxHeight = `${args.step.height}px`;
      scroller.scrollTop = 0;
    } else {
      // A screen less the sticky header: the rows rendered below the view (the overscan) cover the seam.
      scroller.scrollTop += Math.max(40, scroller.clientHeight - 60);
    }
    const bodyRows = () => Array.from(table.querySelectorAll('tbody tr[aria-rowindex]'));
    for (let i = 0; i < 300; i++) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const rendered = bodyRows();
      if (rendered.length === 0) break;
      const view = scroller.getBoundingClientRect();
      const top = rendered[0]!.getBoundingClientRect().top;
      const bottom = rendered.at(-1)!.getBoundingClientRect().bottom;
      const end = table.querySelector('tbody')!.getBoundingClientRect().bottom;
      if (top <= view.top + 60 && (bottom >= view.bottom - 5 || bottom >= end - 5)) break;
    }
    rows = bodyRows().map((r) => [r.getAttribute('aria-rowindex') ?? '', r.textContent ?? '']);
    atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
    scrollHeight = scroller.scrollHeight;
  }
  const found: string[] = [];
  const roots: Element[] = args.scope
    ? Array.from(document.querySelectorAll(args.scope))
    : [document.documentElement];
  const describe = (el: Element, what: string) =>
    `<${el.tagName.toLowerCase()}> ${what}`.slice(0, 200).replace(/\s+/g, ' ');
  const appScripts = new Set(
    Array.from(document.head.querySelectorAll('script[src]')).map((s) => s.getAttribute('src')),
  );
  for (const root of roots) {
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const tag = el.tagName.toLowerCase();
      if (
        tag === 'script' &&
        !(el.parentElement === document.head && appScripts.has(el.getAttribute('src')))
      ) {
        found.push(describe(el, `script element: ${el.textContent ?? ''}${el.getAttribute('src') ?? ''}`));
      }
      if (['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'isindex'].includes(tag)) {
        found.push(describe(el, 'element'));
      }
      if (tag === 'meta' && el.hasAttribute('http-equiv')) found.push(describe(el, 'http-equiv'));
      if (tag === 'link' && el.closest('body')) found.push(describe(el, 'link in the body'));
      if ((tag === 'template' || tag === 'noscript') && el.closest('#root'))
        found.push(describe(el, 'element'));
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? '';
        const name = attr.toLowerCase();
        if (name.startsWith('on')) found.push(describe(el, `${name}=${value}`));
        if (name === 'srcdoc') found.push(describe(el, `srcdoc=${value}`));
        if (args.urlAttributes.includes(name)) {
          // Browsers drop tabs and line breaks, and leading control characters and spaces, from addresses.
          const bare = value.replace(/[\t\n\r]/g, '');
          let start = 0;
          while (start < bare.length && bare.charCodeAt(start) <= 0x20) start++;
          const url = bare.slice(start).toLowerCase();
          if (
            /^(javascript|vbscript|livescript):/.test(url) ||
            (/^data:/.test(url) && !/^data:image\//.test(url))
          ) {
            found.push(describe(el, `${name}=${value}`));
          }
        }
        if (name === 'style' && /expression\s*\(|javascript:|behavior\s*:/i.test(value)) {
          found.push(describe(el, `style=${value}`));
        }
      }
    }
  }
  const xss = (window as Window & { __xss?: unknown }).__xss !== undefined;
  return { xss, found, rows, atEnd, scrollHeight };
}

/**
 * Starts watching `page` (call before its first navigation): alert/prompt/confirm dialogs are recorded and
 * dismissed (a `beforeunload` confirmation is the app's own and is accepted), requests to another origin than
 * `appUrl`'s are recorded and aborted, uncaught exceptions recorded; `window.print` does nothing.
 */
export async function guardPage(page: Page, appUrl: string): Promise<XssGuard> {
  const origin = new URL(appUrl).origin;
  const guard: XssGuard = {
    dialogs: [],
    offOrigin: [],
    pageErrors: [],
    findings: [],
    checks: 0,
    check: async (where, scope) => {
      await inspect(page, guard, where, scope ?? null, null);
    },
  };
  page.on('dialog', async (dialog) => {
    if (dialog.type() === 'beforeunload') return dialog.accept();
    guard.dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    await dialog.dismiss();
  });
  page.on('pageerror', (error) => guard.pageErrors.push(`${error.message} on ${page.url()}`));
  const offOrigin = (url: string) => /^(https?|wss?):/i.test(url) && new URL(url).origin !== origin;
  page.on('request', (request) => {
    if (offOrigin(request.url()))
      guard.offOrigin.push(`${request.method()} ${request.url()} from ${page.url()}`);
  });
  // Matched in the browser's driver by a pattern, so that same-origin requests are not held up.
  const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  await page.route(new RegExp(`^(?!${escaped}(?:[/?#]|$))(?:https?|wss?)://`, 'i'), (route) =>
    route.abort('blockedbyclient'),
  );
  // The print page opens the browser's print dialog (docs/product/jobs.md#print-and-pdf).
  await page.addInitScript(() => {
    window.print = () => {};
  });
  return guard;
}

/** Runs `inspectPage` and records what it found; throws with `where` if anything was seen so far. */
async function inspect(
  page: Page,
  guard: XssGuard,
  where: string,
  scope: string | null,
  step: TableStep | null,
) {
  guard.checks++;
  const seen = await page.evaluate(inspectPage, { scope, urlAttributes: URL_ATTRIBUTES, step });
  if (seen.xss) guard.findings.push(`${where}: window.__xss is set`);
  guard.findings.push(...seen.found.map((f) => `${where}: ${f}`));
  expect(
    {
      dialogs: guard.dialogs,
      offOrigin: guard.offOrigin,
      pageErrors: guard.pageErrors,
      findings: guard.findings,
    },
    `hostile text ran or was injected (${where})`,
  ).toEqual({ dialogs: [], offOrigin: [], pageErrors: [], findings: [] });
  return seen;
}

/**
 * Scrolls a virtualised table from top to bottom, checking the rendered rows at each step with `guard`
 * (docs/product/candidates.md#candidates-list: only the rows in view are in the DOM). The table's scroller is
 * made `height` pixels tall first, so that each step renders more rows. With `rows`, the table loads more as it
 * is scrolled (infinite scroll): it goes on until that many rows were read. Ends with a check of the whole page.
 * @param table a CSS selector of the `<table>`
 * @returns the text of each row read, in row order
 */
export async function readVirtualTable(
  page: Page,
  guard: XssGuard,
  where: string,
  table: string,
  options: { rows?: number; height?: number } = {},
): Promise<string[]> {
  const texts = new Map<number, string>();
  const height = options.height ?? 6000;
  for (let step = 0; step < 5000; step++) {
    const read = await inspect(page, guard, `${where}, step ${step}`, table, {
      table,
      first: step === 0,
      height,
    });
    for (const [index, text] of read.rows) texts.set(Number(index), text);
    if (!read.atEnd) continue;
    if (options.rows === undefined || texts.size >= options.rows) break;
    await expect
      .poll(() => page.evaluate((t) => document.querySelector(t)?.parentElement?.scrollHeight ?? 0, table), {
        message: `${where}: more rows load at the end (${texts.size} of ${options.rows} read)`,
        timeout: 60_000,
      })
      .toBeGreaterThan(read.scrollHeight);
  }
  await guard.check(where);
  return [...texts.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

/**
 * The expected texts that do not occur in any of `texts` (each compared as a substring).
 * @returns the first 10 of them, shortened, and how many more, for an assertion's message
 */
export function missingTexts(texts: readonly string[], expected: Iterable<string>): string[] {
  const all = texts.join('\u0001');
  const missing = [...expected].filter((t) => !all.includes(t));
  const shown = missing.slice(0, 10).map((t) => t.slice(0, 80));
  return missing.length > 10 ? [...shown, `… and ${missing.length - 10} more`] : shown;
}
