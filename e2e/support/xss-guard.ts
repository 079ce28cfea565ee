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
  /** Views whose `window.__xss` was set, and markup the scan found (see `scanForInjection`). */
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

/**
 * Scans the document (or the elements matching `scope`) for markup that hostile text could have injected: script,
 * frame, object, embed, base, meta refresh and link elements, `template`/`noscript` in the app, any `on*` attribute,
 * `srcdoc`, addresses with a javascript:, vbscript: or data: (other than data:image) scheme, and CSS
 * `expression(` or `javascript:` in a style attribute. Runs in the page (self-contained: no outer names).
 * @returns whether `window.__xss` is set, and one line per finding: tag, attribute and the start of its value.
 */
export function scanForInjection(args: { scope: string | null; urlAttributes: string[] }): {
  xss: boolean;
  found: string[];
} {
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
  return { xss: (window as Window & { __xss?: unknown }).__xss !== undefined, found };
}

/**
 * Starts watching `page` (call before its first navigation): dialogs are recorded and dismissed (a
 * `beforeunload` confirmation is the app's own and is accepted), requests to another origin than `appUrl`'s are
 * recorded and aborted, uncaught exceptions recorded.
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
      guard.checks++;
      const seen = await page.evaluate(scanForInjection, {
        scope: scope ?? null,
        urlAttributes: URL_ATTRIBUTES,
      });
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
    },
  };
  page.on('dialog', async (dialog) => {
    if (dialog.type() === 'beforeunload') return dialog.accept();
    guard.dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    await dialog.dismiss();
  });
  page.on('pageerror', (error) => guard.pageErrors.push(`${error.message} on ${page.url()}`));
  await page.route(
    (url) => /^(https?|wss?):$/.test(url.protocol) && url.origin !== origin,
    async (route) => {
      guard.offOrigin.push(`${route.request().method()} ${route.request().url()} from ${page.url()}`);
      await route.abort('blockedbyclient');
    },
  );
  return guard;
}

/**
 * One step through a virtualised table (runs in the page, self-contained): scrolls its scroller (the table's
 * parent) down by a screen less its header unless `first`, waits until the rendered rows cover the visible part, and
 * reads the text of each body row by its `aria-rowindex`.
 */
async function tableStep(args: { table: string; first: boolean }) {
  const table = document.querySelector(args.table);
  const scroller = table?.parentElement;
  if (!table || !scroller) throw new Error(`no table ${args.table}`);
  if (args.first) scroller.scrollTop = 0;
  // A screen less the sticky header: the rows rendered below the view (the overscan) cover the seam.
  else scroller.scrollTop += Math.max(40, scroller.clientHeight - 60);
  const bodyRows = () => Array.from(table.querySelectorAll('tbody tr[aria-rowindex]'));
  for (let i = 0; i < 120; i++) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const rows = bodyRows();
    if (rows.length === 0) break;
    const view = scroller.getBoundingClientRect();
    const top = rows[0]!.getBoundingClientRect().top;
    const bottom = rows.at(-1)!.getBoundingClientRect().bottom;
    const end = table.querySelector('tbody')!.getBoundingClientRect().bottom;
    if (top <= view.top + 60 && (bottom >= view.bottom - 5 || bottom >= end - 5)) break;
  }
  return {
    rows: bodyRows().map((r) => [r.getAttribute('aria-rowindex') ?? '', r.textContent ?? ''] as const),
    atEnd: scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2,
    scrollHeight: scroller.scrollHeight,
  };
}

/**
 * Scrolls a virtualised table from top to bottom, checking the rendered rows at each step with `guard`
 * (docs/product/candidates.md#candidates-list: only the rows in view are in the DOM). With `rows`, the table
 * loads more as it is scrolled (infinite scroll): it goes on until that many rows were read.
 * @param table a CSS selector of the `<table>`
 * @returns the text of each row read, in row order
 */
export async function readVirtualTable(
  page: Page,
  guard: XssGuard,
  where: string,
  table: string,
  rows?: number,
): Promise<string[]> {
  const texts = new Map<number, string>();
  for (let step = 0; step < 5000; step++) {
    const read = await page.evaluate(tableStep, { table, first: step === 0 });
    for (const [index, text] of read.rows) texts.set(Number(index), text);
    await guard.check(`${where}, rows up to ${Math.max(...texts.keys())}`, table);
    if (!read.atEnd) continue;
    if (rows === undefined || texts.size >= rows) break;
    await expect
      .poll(() => page.evaluate((t) => document.querySelector(t)?.parentElement?.scrollHeight ?? 0, table), {
        message: `${where}: more rows load at the end (${texts.size} of ${rows} read)`,
        timeout: 20_000,
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
