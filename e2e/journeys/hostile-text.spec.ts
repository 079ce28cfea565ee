import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures.js';
import { APP_URL } from '../support/ports.js';
import { loadXssPayloads, type XssPayload, xssListsDir } from '../support/xss-corpus.js';
import { guardPage, missingTexts, readVirtualTable, type XssGuard } from '../support/xss-guard.js';

/*
 * Hostile text (docs/product/README.md#hostile-text): every payload of the project's XSS corpus and of the shared
 * lists goes through every field the app renders, by the API in batches, and every page that shows those
 * fields is opened and scrolled so that each payload is rendered at least once in each kind of view. No
 * dialog may open, `window.__xss` stays unset, no markup is injected (scripts, frames, handlers, javascript:
 * addresses), no request leaves the app's origin, and plain fields show the payload as text. The page runs
 * with the CSP bypassed: the CSP is a second line of defence, and this journey proves the first one, the
 * rendering itself. Values the server refuses (over a field's limit) are counted, not failures.
 */

test.use({ bypassCSP: true, viewport: { width: 1280, height: 1000 } });
// What a page renders does not depend on the database behind it: the journey runs once, on the embedded one
// (CI runs the whole suite on both).
test.skip(
  Boolean(process.env.DATABASE_URL),
  'rendering is the same on PostgreSQL; run on the embedded database',
);
/** The journey moves thousands of rows through a shared, loaded machine: each wait may take up to a minute. */
const expect = baseExpect.configure({ timeout: 60_000 });

const { payloads, sources } = loadXssPayloads();
const corpus = payloads.filter((p) => p.source === 'corpus');
/**
 * Payloads without NUL, for fields that hold many payloads at once: the server refuses any text with a NUL
 * (400, 'Text cannot contain the NUL character'), which would refuse the other payloads of that field with it.
 * The payloads with a NUL are sent on their own where a field holds one payload (and counted as refused).
 */
const joinable = payloads.filter((p) => !p.text.includes('\0'));
const RICH_TEXT_GROUPS = 8;
/** Closes whatever raw-text context, comment or foreign element a payload left open, between two payloads. */
const RESET =
  '\n--> ]]> </textarea></title></style></script></xmp></noscript></noembed></noframes></iframe></template></svg></math>\n';

/** The payload as the server stores plain text: trimmed (and without NUL where the path removes it). */
const stored = (p: XssPayload) => p.text.trim();
/** Whether the payload fits a field that trims before it measures (`raw`: one that measures as sent). */
const fits = (p: XssPayload, max: number, raw = false) =>
  stored(p).length > 0 && (raw ? p.text : stored(p)).length <= max;

/** Runs `fn` over `items`, `n` at a time. */
async function pool<T, R>(items: readonly T[], n: number, fn: (item: T, index: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return out;
}

/**
 * Deals items into `bins` lists of at most `size` items, never two with the same `key` in one list (the
 * lists drop duplicates). @returns the lists and the items that did not fit.
 */
function deal<T>(items: readonly T[], bins: number, size: number, key: (item: T) => string) {
  const lists: T[][] = Array.from({ length: bins }, () => []);
  const keys = lists.map(() => new Set<string>());
  const left: T[] = [];
  for (const item of items) {
    const k = key(item);
    const bin = lists.findIndex((l, i) => l.length < size && !keys[i]!.has(k));
    if (bin < 0) left.push(item);
    else {
      lists[bin]!.push(item);
      keys[bin]!.add(k);
    }
  }
  return { lists, left };
}

/**
 * Job titles take every payload only with XSS_ALL_JOB_TITLES=true (My Jobs shows 200 jobs, so the rest are
 * renamed in rounds of 200, about a minute each on a loaded machine); else 200 spread over the payloads.
 */
const XSS_ALL_JOB_TITLES = process.env.XSS_ALL_JOB_TITLES === 'true';

/** `n` items spread evenly over `items`, the corpus (first) included in full when it fits. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const head = items.slice(0, Math.min(corpus.length, n));
  const rest = items.slice(head.length);
  const step = rest.length / (n - head.length);
  return [...head, ...Array.from({ length: n - head.length }, (_, i) => rest[Math.floor(i * step)]!)];
}

/** Joins texts with `sep` into chunks of at most `max` characters (a longer text is left out). */
function chunks(texts: readonly string[], max: number, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (const t of texts) {
    if (t.length > max) continue;
    if (cur && cur.length + sep.length + t.length > max) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? cur + sep + t : t;
  }
  if (cur) out.push(cur);
  return out;
}

async function ok(res: APIResponse, what: string) {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** The text of the elements matching `selector` and the values of the inputs and text areas inside them. */
function readScope(selector: string): string[] {
  return Array.from(document.querySelectorAll(selector)).flatMap((el) => [
    el.textContent ?? '',
    ...Array.from(el.querySelectorAll('input, textarea')).map((i) => (i as HTMLInputElement).value),
  ]);
}

/** What the journey counted, printed at the end of each test (payloads × fields × views). */
type Tally = {
  sent: Record<string, number>;
  refused: Record<string, number>;
  views: Record<string, number>;
  /** Seconds since the test started, at the end of each phase. */
  phases: Record<string, number>;
  started: number;
};
const newTally = (): Tally => ({ sent: {}, refused: {}, views: {}, phases: {}, started: Date.now() });
const phase = (tally: Tally, name: string) => {
  tally.phases[name] = Math.round((Date.now() - tally.started) / 1000);
};
const add = (rec: Record<string, number>, key: string, n = 1) => {
  rec[key] = (rec[key] ?? 0) + n;
};
function report(name: string, tally: Tally, guard: XssGuard) {
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const lines = [
    `hostile-text ${name}: ${payloads.length} payloads (${sources.map((s) => `${s.source} ${s.lines - s.blank - s.duplicates}`).join(', ')}); lists ${xssListsDir() ?? 'absent'}`,
    `  sent ${sum(tally.sent)} field values: ${JSON.stringify(tally.sent)}`,
    `  refused by the server ${sum(tally.refused)}: ${JSON.stringify(tally.refused)}`,
    `  renderings checked ${sum(tally.views)} (payload × field × view): ${JSON.stringify(tally.views)}`,
    `  page checks ${guard.checks}; phases (s): ${JSON.stringify(tally.phases)}; ${Math.round((Date.now() - tally.started) / 1000)} s`,
  ];
  console.log(lines.join('\n'));
  test.info().annotations.push({ type: 'hostile-text', description: lines.join('\n') });
}

/** The running test's counts, reported after it (also when it failed, with the phases it got through). */
let current: { name: string; tally: Tally; guard: XssGuard } | null = null;
async function start(name: string, page: Page) {
  const guard = await guardPage(page, APP_URL);
  current = { name, tally: newTally(), guard };
  return current;
}
test.afterEach(() => {
  if (current) report(current.name, current.tally, current.guard);
  current = null;
});

async function createCompany(api: APIRequestContext, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await api.post('/api/companies', { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Reads a view and checks that every expected text is shown as text (a substring of what is rendered). */
async function expectShown(
  tally: Tally,
  view: string,
  texts: readonly string[],
  expected: readonly string[],
  count = expected.length,
) {
  expect(missingTexts(texts, expected), `${view}: payloads missing from the rendered text`).toEqual([]);
  add(tally.views, view, count);
}

const FIELD_MAX = {
  first_name: 200,
  last_name: 200,
  phone: 100,
  location: 300,
  current_title: 300,
  current_company: 300,
};
type CsvField = keyof typeof FIELD_MAX;
const CSV_COLUMNS: [CsvField, string][] = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['current_title', 'Current Title'],
  ['current_company', 'Current Company'],
  ['location', 'Location'],
  ['phone', 'Phone'],
];
const csvCell = (v: string) => `"${v.replace(/"/g, '""')}"`;

/** A CSV of rows (cells per CSV_COLUMNS, then the e-mail), with a header. */
function csv(rows: { cells: Record<CsvField, string>; email: string }[]): Buffer {
  const header = [...CSV_COLUMNS.map(([, h]) => h), 'Email'].join(',');
  const lines = rows.map((r) =>
    [...CSV_COLUMNS.map(([f]) => csvCell(r.cells[f])), csvCell(r.email)].join(','),
  );
  return Buffer.from(`${header}\r\n${lines.join('\r\n')}\r\n`, 'utf8');
}

type ImportResult = { imported: number; total: number; errors: { row: number; message: string }[] };
async function importCsv(api: APIRequestContext, jobId: string, body: Buffer): Promise<ImportResult> {
  const res = await api.post(`/api/jobs/${jobId}/candidates/import?stage_id=glance`, {
    multipart: { file: { name: 'hostile.csv', mimeType: 'text/csv', buffer: body } },
    timeout: 120_000,
  });
  return ok(res, 'CSV import');
}

test.describe('hostile text', () => {
  test('candidates: every payload in every candidate field, on the job Candidates tab (three views), the candidates list, search and the candidate page', async ({
    page,
    org,
  }) => {
    test.setTimeout(480_000);
    const { tally, guard } = await start('candidates', page);
    const api = page.request;

    const company = await createCompany(api, { name: stored(corpus[0]!) });
    const jobTitle = stored(corpus[1]!);
    const otherTitle = stored(corpus[9]!);
    const job = await ok(
      await api.post('/api/jobs', { data: { title: jobTitle, company_id: company.id } }),
      'job',
    );
    const other = await ok(
      await api.post('/api/jobs', { data: { title: otherTitle, company_id: company.id } }),
      'other job',
    );

    // 1. CSV import: every payload in every column; rows with a value over its limit are refused by line, then
    //    sent again with those values left out.
    const rows = payloads.map((p, i) => ({
      p,
      email: `p${i}.${org.id}@example.org`,
      cells: Object.fromEntries(CSV_COLUMNS.map(([f]) => [f, p.text])) as Record<CsvField, string>,
    }));
    const first = await importCsv(api, job.id, csv(rows));
    const refusedLines = new Set(first.errors.map((e) => e.row));
    for (const e of first.errors) {
      const field = /: (first name|last name|phone|location|current title|current company) is longer/.exec(
        e.message,
      );
      add(tally.refused, `candidate ${field?.[1] ?? e.message.replace(/^Line \d+: /, '')} (CSV)`);
    }
    const fitted = rows.map((r, i) => {
      // Line numbers count the header as line 1.
      if (!refusedLines.has(i + 2)) return r;
      const cells = { ...r.cells };
      for (const [f] of CSV_COLUMNS) if (!fits(r.p, FIELD_MAX[f])) cells[f] = '';
      if (!cells.first_name && !cells.last_name) cells.first_name = `Over-limit ${r.p.id}`;
      return { ...r, cells };
    });
    const retried = fitted.filter((_, i) => refusedLines.has(i + 2));
    if (retried.length) {
      const second = await importCsv(api, job.id, csv(retried));
      expect(second.errors, 'rows sent again within the limits').toEqual([]);
    }
    for (const r of fitted)
      for (const [f] of CSV_COLUMNS) if (r.cells[f] === r.p.text) add(tally.sent, `candidate ${f}`);
    // The first rows into a second job too: they show it in the Other Jobs column.
    const inOther = fitted.slice(0, 20);
    const again = await importCsv(api, other.id, csv(inOther));
    expect(again.errors).toEqual([]);
    phase(tally, 'CSV imports');

    // 2. The corpus through the JSON API, every field at once (e-mail, LinkedIn link and long texts too).
    const jsonFields = [
      ...Object.keys(FIELD_MAX),
      'email',
      'linkedin_url',
      'linkedin_raw_text',
      'cv_text',
    ] as const;
    const jsonMax: Record<string, number> = {
      ...FIELD_MAX,
      email: 320,
      linkedin_url: 500,
      linkedin_raw_text: 200_000,
      cv_text: 500_000,
    };
    const posted = await pool(corpus, 4, async (p) => {
      // The e-mail must look like one ('Invalid email format'): the payload without spaces and '@' is its local part.
      const email = `${p.text.replace(/[\s@]/g, '').slice(0, 300) || 'x'}@hostile.example`;
      let body: Record<string, string> = { ...Object.fromEntries(jsonFields.map((f) => [f, p.text])), email };
      let last = '';
      for (let attempt = 0; attempt < jsonFields.length + 2; attempt++) {
        const res = await api.post('/api/candidates', { data: body });
        if (res.status() === 201) {
          for (const f of Object.keys(body)) add(tally.sent, `candidate ${f}`);
          return (await res.json()) as Record<string, string | null> & { id: string };
        }
        expect(res.status(), `candidate ${p.id}: a refusal is a client error`).toBeLessThan(500);
        last = await res.text();
        const error = JSON.parse(last) as { error: { message: string; details?: { path?: string } } };
        // The field the server names (or, without one, the LinkedIn profile a 409 refers to) is left out.
        const field =
          error.error.details?.path?.replace(/^\//, '') ?? (res.status() === 409 ? 'linkedin_url' : '');
        add(tally.refused, `candidate ${field || '?'} (JSON ${res.status()}: ${error.error.message})`);
        body = Object.fromEntries(
          Object.entries(body).filter(([f]) => f !== field && (field !== '' || fits(p, jsonMax[f]!))),
        );
        if (!Object.keys(body).some((f) => f.endsWith('name'))) {
          body = { ...body, first_name: `Refused ${p.id}` };
        }
      }
      throw new Error(`candidate ${p.id} was never created: ${last}`);
    });
    const allText = joinable.map((p) => p.text);
    const textCandidate = await ok(
      await api.post('/api/candidates', {
        data: {
          first_name: 'Hostile',
          last_name: `Text ${org.id}`,
          cv_text: allText.join('\n'),
          linkedin_raw_text: allText.join('\n'),
        },
      }),
      'candidate with every payload in its CV and LinkedIn text',
    );
    add(tally.sent, 'candidate cv_text', joinable.length);
    add(tally.sent, 'candidate linkedin_raw_text', joinable.length);

    // What the server stored for the job's candidates.
    const stored_ = (
      await ok(await api.get(`/api/jobs/${job.id}/candidates?stage_id=glance&limit=5000`), 'rows')
    ).rows as { candidate: Record<string, string | null> & { id: string } }[];
    expect(stored_).toHaveLength(rows.length);
    const values = (fields: string[]) =>
      stored_.flatMap((r) => fields.map((f) => r.candidate[f]).filter((v): v is string => Boolean(v)));
    const names = values(['first_name', 'last_name']);
    phase(tally, 'JSON candidates');

    // 3. The job's Candidates tab: Process, Other Jobs and Score views, each scrolled from top to bottom.
    await page.goto(`/jobs/${job.id}?tab=candidates`);
    const process = 'table[aria-label="Candidates"]';
    await expect(page.locator(`${process} tbody tr[aria-rowindex]`).first()).toBeVisible();
    phase(tally, 'Candidates tab open');
    const processRows = await readVirtualTable(page, guard, 'Candidates tab, Process', process);
    expect(processRows).toHaveLength(rows.length);
    await expectShown(
      tally,
      'job Candidates tab (Process)',
      processRows,
      values(['first_name', 'last_name', 'current_title', 'current_company']),
    );

    phase(tally, 'Process view');

    await page.getByRole('radiogroup', { name: 'View' }).getByText('Other Jobs', { exact: true }).click();
    const others = 'table[aria-label="Candidates in other jobs"]';
    await expect(page.locator(`${others} tbody tr[aria-rowindex]`).first()).toBeVisible();
    const otherRows = await readVirtualTable(page, guard, 'Candidates tab, Other Jobs', others);
    // The Other Job cell: the job's title, then its stage.
    expect(otherRows.filter((t) => t.includes(`${otherTitle}Glance`))).toHaveLength(inOther.length);
    await expectShown(tally, 'job Candidates tab (Other Jobs)', otherRows, names);
    add(tally.views, 'job title in Other Jobs column', 1);

    phase(tally, 'Other Jobs view');

    // The Score view's Unscored table renders the same Candidate cell as Other Jobs: its first screen is checked.
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Score', { exact: true }).click();
    const unscored = 'table[aria-label="Unscored candidates"]';
    await expect(page.locator(`${unscored} tbody tr[aria-rowindex]`).first()).toBeVisible();
    await guard.check('Candidates tab, Score', unscored);
    const scoreRows = await page.evaluate(
      (t) =>
        Array.from(document.querySelectorAll(`${t} tbody tr[aria-rowindex]`)).map((r) => r.textContent ?? ''),
      unscored,
    );
    expect(scoreRows.length).toBeGreaterThan(5);
    expect(
      scoreRows.filter((t) => !names.some((n) => t.includes(n))),
      'rows without a stored name',
    ).toEqual([]);
    add(tally.views, 'job Candidates tab (Score, first screen)', 2 * scoreRows.length);
    phase(tally, 'Candidates tab');

    // 4. The candidates list, loaded 50 at a time as it scrolls.
    const listed = rows.length + posted.length + 1;
    await page.goto('/candidates');
    await expect(page.getByTestId('candidate-row').first()).toBeVisible();
    const listRows = await readVirtualTable(
      page,
      guard,
      'candidates list',
      'table[aria-label="Candidates"]',
      {
        rows: listed,
      },
    );
    expect(listRows).toHaveLength(listed);
    const postedValues = posted.flatMap((c) =>
      ['first_name', 'last_name', 'email', 'current_title', 'current_company', 'location']
        .map((f) => c[f])
        .filter((v): v is string => Boolean(v)),
    );
    await expectShown(tally, 'candidates list', listRows, [
      ...values(['first_name', 'last_name', 'current_title', 'current_company', 'location']),
      ...postedValues,
    ]);
    phase(tally, 'candidates list');

    // 5. Search: the payload is the query, and the matching row shows it.
    const search = page.getByPlaceholder('Search by name, email, title, company, or location...');
    for (const p of [corpus[0]!, corpus[13]!, corpus[40]!, payloads.at(-1)!].filter((p) => fits(p, 200))) {
      await search.fill(stored(p));
      await expect(
        page
          .getByTestId('candidate-row')
          .filter({ hasText: stored(p) })
          .first(),
      ).toBeVisible();
      await guard.check(`candidates search for ${p.id}`);
      add(tally.views, 'candidates search');
    }

    // 6. The candidate page: every payload in the CV and LinkedIn text; header, tabs and details of a few.
    await page.goto(`/candidates/${textCandidate.id}`);
    const cvText = page.getByRole('region', { name: 'CV text' });
    await expect(cvText).toBeVisible();
    const cvRead = await page.evaluate(readScope, '[role="region"][aria-label$=" text"]');
    await guard.check('candidate page, CV & Profile');
    await expectShown(
      tally,
      'candidate page CV text + LinkedIn text',
      cvRead,
      allText.map((t) => t.trim()),
      2 * allText.length,
    );
    const visit = [
      ...posted.slice(0, 2).map((c) => ({ id: c.id, query: '' })),
      ...[0, stored_.length - 1].map((i) => ({
        id: stored_[i]!.candidate.id,
        query: `?job=${job.id}`,
      })),
    ];
    for (const v of visit) {
      await page.goto(`/candidates/${v.id}${v.query}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await guard.check(`candidate page ${v.id}, header`);
      for (const tab of ['Job Applications', 'Details']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await guard.check(`candidate page ${v.id}, ${tab}`);
      }
      add(tally.views, 'candidate page (header, three tabs)');
    }
    phase(tally, 'candidate pages');
    // Spot checks: the Details tab shows a payload as text, where a browser would otherwise have run it.
    const last = stored_.at(-1)!.candidate;
    for (const f of ['first_name', 'current_title', 'current_company']) {
      if (last[f]) {
        await expect(
          page.getByRole('tabpanel', { name: 'Details' }).getByText(last[f]).first(),
        ).toBeVisible();
      }
    }
    await guard.check('candidates, end');
  });

  test('jobs: titles on My Jobs, description lists, the Details tab and the print page', async ({ page }) => {
    test.setTimeout(480_000);
    const { tally, guard } = await start('jobs', page);
    const api = page.request;
    const company = await createCompany(api, { name: stored(corpus[2]!) });

    // 1. Every payload is a job's title and location (300 characters at most). My Jobs lists a user's 200
    //    newest jobs, so 200 jobs are created and then renamed in rounds, My Jobs being read after each round.
    const MY_JOBS = 200;
    type Job = { id: string; title: string; location: string | null };
    const jobs: Job[] = [];
    let round = 0;
    const titled = XSS_ALL_JOB_TITLES ? payloads : spread(payloads, MY_JOBS);
    for (let at = 0; at < titled.length; at += MY_JOBS, round++) {
      const batch = titled.slice(at, at + MY_JOBS);
      const written = await pool(batch, 6, async (p, i) => {
        const data = { title: p.text, location: p.text, company_id: company.id };
        const res = jobs[i]
          ? await api.patch(`/api/jobs/${jobs[i].id}`, { data })
          : await api.post('/api/jobs', { data });
        if (!res.ok()) {
          expect(res.status(), `job ${p.id}: a refusal is a client error`).toBe(400);
          add(tally.refused, `job title + location (400: ${(await res.json()).error.message})`);
          // The first round needs the job all the same: it is created with a plain title.
          if (!jobs[i]) {
            const plain = { title: `Job ${p.id}`, location: null, company_id: company.id };
            jobs[i] = (await ok(await api.post('/api/jobs', { data: plain }), 'plain job')) as Job;
          }
          return null;
        }
        const job = (await res.json()) as Job;
        expect(job.title.trim()).toBe(p.text.trim());
        jobs[i] = job;
        add(tally.sent, 'job title');
        add(tally.sent, 'job location');
        return job;
      });
      await page.goto('/jobs/my-jobs');
      await expect(page.getByTestId('job-card')).toHaveCount(jobs.length, { timeout: 90_000 });
      await guard.check(`My Jobs, round ${round}`);
      const cards = await page.evaluate(readScope, '[data-testid="job-card"]');
      const shown = written.filter((j) => j !== null);
      await expectShown(
        tally,
        'My Jobs cards (title)',
        cards,
        shown.map((j) => j.title),
      );
      await expectShown(
        tally,
        'My Jobs cards (location)',
        cards,
        shown.map((j) => j.location ?? ''),
      );
    }
    phase(tally, `job titles (${round} rounds)`);

    // 2. Description lists (4 × 50 items of at most 2,000 characters), text fields and skills of a few jobs.
    const listable = joinable.filter((p) => fits(p, 2000, true));
    add(tally.refused, 'job description list item (over 2,000, not sent)', joinable.length - listable.length);
    const perJob = 4 * 50;
    const listJobs = jobs.slice(0, Math.ceil(listable.length / perJob));
    const dealt = deal(listable, listJobs.length * 4, 50, stored);
    expect(dealt.left).toEqual([]);
    const texts = chunks(
      joinable.map((p) => p.text),
      10_000,
      '\n',
    );
    const details = listJobs.map((j, i) => {
      const [resp = [], req = [], nice = [], ben = []] = [0, 1, 2, 3].map((k) =>
        dealt.lists[i * 4 + k]!.map((p) => p.text),
      );
      const pick = (k: number, max: number) => {
        const fitting = joinable.filter((p) => fits(p, max, true));
        return fitting[(i * 7 + k) % fitting.length]!.text;
      };
      return {
        job: j,
        patch: {
          jd_responsibilities: resp,
          jd_requirements: req,
          jd_nice_to_have: nice,
          jd_benefits: ben,
          jd_role_mission: texts[i % texts.length],
          job_context:
            chunks(
              joinable.map((p) => p.text),
              20_000,
              '\n',
            )[i % 4] ?? null,
          intake_notes: texts.join('\n').slice(0, 50_000),
          department: pick(1, 300),
          hiring_manager: pick(2, 300),
          compensation_additional: pick(3, 2000),
          equity: pick(4, 2000),
          requisition_id: pick(5, 200),
          skills_hard: corpus.slice(0, 40).map((p) => p.text.slice(0, 200)),
          skills_soft: corpus.slice(40, 80).map((p) => p.text.slice(0, 200)),
        },
      };
    });
    await pool(details, 3, async (d) => {
      await ok(await api.patch(`/api/jobs/${d.job.id}`, { data: d.patch }), 'job details');
      for (const f of ['jd_responsibilities', 'jd_requirements', 'jd_nice_to_have', 'jd_benefits'] as const) {
        add(tally.sent, `job ${f}`, d.patch[f].length);
      }
    });
    for (const d of details) {
      const items = [
        ...d.patch.jd_responsibilities,
        ...d.patch.jd_requirements,
        ...d.patch.jd_nice_to_have,
        ...d.patch.jd_benefits,
      ].map((t) => t.trim());
      await page.goto(`/jobs/${d.job.id}?tab=job-description`);
      await expect(page.getByRole('region', { name: 'Requirements' })).toBeVisible();
      await guard.check(`job ${d.job.id}, Job Description tab`);
      await expectShown(tally, 'job Description tab lists', await page.evaluate(readScope, 'main'), items);

      if (d === details[0]) {
        await page.getByRole('tab', { name: 'Details', exact: true }).click();
        await expect(page.getByRole('tab', { name: 'Details', exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await guard.check(`job ${d.job.id}, Details tab`);
        const fields = await page.evaluate(readScope, 'main');
        await expectShown(
          tally,
          'job Details tab inputs',
          fields,
          [d.patch.department, d.patch.hiring_manager, d.patch.requisition_id].map((t) => t.trim()),
        );
      }

      await page.goto(`/jobs/${d.job.id}/print`);
      // Empty lists are left out of the print page; the mission is always there.
      await expect(page.getByRole('heading', { name: 'Role Mission' })).toBeVisible();
      await guard.check(`job ${d.job.id}, print page`);
      await expectShown(tally, 'job print page', await page.evaluate(readScope, 'body'), items);
    }
    phase(tally, 'job lists');
  });

  test('jobs: interview process, notifications and a candidate in many jobs', async ({ page }) => {
    test.setTimeout(480_000);
    const { tally, guard } = await start('interview process, notifications, candidate in many jobs', page);
    const api = page.request;
    const company = await createCompany(api, { name: stored(corpus[3]!) });

    // 1. Thirty jobs titled with payloads.
    const titledJobs = spread(
      joinable.filter((p) => fits(p, 300, true)),
      30,
    );
    const jobs = await pool(
      titledJobs,
      4,
      async (p) =>
        (await ok(
          await api.post('/api/jobs', { data: { title: p.text, location: p.text, company_id: company.id } }),
          'job',
        )) as { id: string; title: string },
    );
    add(tally.sent, 'job title', jobs.length);
    phase(tally, 'jobs created');

    // 2. AI tasks whose notifications repeat a hostile job title (finished before the panel is opened).
    const notified = jobs.slice(0, 3);
    const tasks = await pool(
      notified,
      3,
      async (j) =>
        (await ok(await api.post(`/api/jobs/${j.id}/ai/salary`, { data: {} }), 'salary task'))
          .task_id as string,
    );

    // 3. Interview process: 5 custom stages × 3 steps titled with payloads (80 characters at most), their
    //    details (interviewers, criteria, rubric rows, plan, killer questions) full of payloads.
    const processJob = jobs[0]!;
    const base = (await ok(await api.get(`/api/jobs/${processJob.id}/workflow`), 'workflow')) as {
      workflow: { layers: { id: string; fixed: boolean }[]; maxEditableLayers: number };
    };
    const titles = deal(
      joinable.filter((p) => fits(p, 80)),
      1,
      15,
      stored,
    ).lists[0]!;
    const short = joinable.filter((p) => fits(p, 300));
    const rubric = joinable.filter((p) => fits(p, 1000));
    let si = 0;
    let ri = 0;
    const nextShort = () => short[si++ % short.length]!.text.trim();
    const nextRubric = () => rubric[ri++ % rubric.length]!.text.trim();
    const stepDetails = () => ({
      interviewers: [0, 1, 2].map(() => ({
        firstName: nextShort(),
        lastName: nextShort(),
        email: '',
        slack: nextShort(),
        role: nextShort(),
      })),
      assessmentCriteria: [0, 1, 2, 3, 4].map(() => ({
        title: nextShort(),
        rubric: [0, 1, 2, 3, 4].map((k) => ({ min: k * 20, max: k * 20 + 20, description: nextRubric() })),
        requirementIndexes: [],
      })),
      interviewPlan: nextRubric(),
      killerQuestions: Array.from({ length: 20 }, nextShort),
    });
    const custom = [1, 2, 3, 4, 5].map((n) => ({
      id: `stage_${n}`,
      title: `Stage ${n}`,
      fixed: false,
      blocks: ['', 'b', 'c'].map((suffix, k) => ({
        id: `stage_${n}${suffix}`,
        title: stored(titles[(n - 1) * 3 + k]!),
        emoji: '🧩',
        details: stepDetails(),
      })),
    }));
    const layers = base.workflow.layers;
    const washup = layers.findIndex((l) => l.id === 'washup');
    const workflow = {
      ...base.workflow,
      layers: [...layers.slice(0, washup), ...custom, ...layers.slice(washup)],
    };
    const savedProcess = await api.put(`/api/jobs/${processJob.id}/workflow`, { data: { workflow } });
    expect(savedProcess.status(), await savedProcess.text()).toBe(200);
    add(tally.sent, 'interview step title', 15);
    add(
      tally.sent,
      'interview step details (interviewer, criterion, rubric row, plan, killer question)',
      15 * (12 + 5 + 25 + 1 + 20),
    );

    await page.goto(`/jobs/${processJob.id}?tab=interview-process`);
    const canvas = page.getByRole('region', { name: 'Interview process', exact: true });
    const steps = canvas.getByRole('button', { name: /^Step / });
    await expect(steps).toHaveCount(20);
    await guard.check('interview process canvas');
    await expectShown(
      tally,
      'interview process canvas (step titles)',
      await page.evaluate(readScope, 'main'),
      titles.map(stored),
    );
    // The stage details of the first step of each stage (the modal is a form: its values are read from the inputs).
    const opened = custom.map((l) => l.blocks[0]!);
    for (let i = 0; i < 20; i++) {
      const name = await steps.nth(i).getAttribute('aria-label');
      if (!opened.some((b) => name === `Step ${b.title}`)) continue;
      await steps.nth(i).click();
      await canvas.getByRole('button', { name: 'Stage details', exact: true }).click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await guard.check(`stage details ${i}`);
      const block = opened.find((b) => name === `Step ${b.title}`)!;
      const shown = await page.evaluate(readScope, '[role="dialog"]');
      await expectShown(tally, 'stage details modal', shown, [
        ...block.details.assessmentCriteria.flatMap((c) => [c.title, ...c.rubric.map((r) => r.description)]),
        ...block.details.killerQuestions,
        block.details.interviewPlan,
      ]);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
    // The Candidates tab lists every step in its Stage picker.
    await page.goto(`/jobs/${processJob.id}?tab=candidates`);
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await guard.check('Candidates tab, Stage picker');
    await expectShown(
      tally,
      'Candidates tab Stage picker',
      await page.evaluate(readScope, '[role="listbox"]'),
      titles.map(stored),
    );
    await page.keyboard.press('Escape');

    phase(tally, 'interview process');

    // 4. A candidate in 30 jobs: the candidate page has a tab per hostile job title; a job's Other Jobs column shows three.
    const person = await ok(
      await api.post('/api/candidates', {
        data: { first_name: stored(corpus[5]!), last_name: stored(corpus[60]!) },
      }),
      'candidate',
    );
    const inJobs = jobs.slice(0, 30);
    await pool(inJobs, 4, async (j) =>
      ok(
        await api.post(`/api/jobs/${j.id}/candidates`, {
          data: { candidate_id: person.id, stage_id: 'glance', stage_category: 'research', stage_level: 1 },
        }),
        'add to stage',
      ),
    );
    await page.goto(`/candidates/${person.id}`);
    await page.getByRole('tab', { name: 'Job Applications', exact: true }).click();
    await expect(page.getByTestId('job-applications-count')).toBeVisible();
    await guard.check('candidate page, Job Applications with 30 jobs');
    await expectShown(
      tally,
      'candidate page job tabs',
      await page.evaluate(readScope, 'main'),
      inJobs.map((j) => j.title),
    );
    await page.goto(`/jobs/${inJobs[0]!.id}?tab=candidates`);
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Other Jobs', { exact: true }).click();
    const otherRow = page.locator('table[aria-label="Candidates in other jobs"] tbody tr[aria-rowindex]');
    await expect(otherRow).toHaveCount(1);
    await guard.check('Other Jobs with hostile titles');
    const otherText = (await otherRow.textContent()) ?? '';
    expect(inJobs.slice(1).filter((j) => otherText.includes(j.title)).length).toBeGreaterThanOrEqual(3);
    add(tally.views, 'Other Jobs column (job title)', 3);

    phase(tally, 'candidate in 30 jobs');

    // 5. Notifications repeat the job titles.
    for (const [i, taskId] of tasks.entries()) {
      await expect
        .poll(
          async () =>
            (await (await api.get(`/api/jobs/${notified[i]!.id}/ai/tasks/${taskId}`)).json()).status,
          { timeout: 60_000 },
        )
        .toBe('completed');
    }
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: /Notifications/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Salary range predicted')).toHaveCount(notified.length);
    await guard.check('notifications panel');
    await expectShown(
      tally,
      'notifications panel (job title)',
      await page.evaluate(readScope, '[role="dialog"]'),
      notified.map((j) => j.title),
    );
  });

  test('companies and screen evaluations: rich text, lists, tone of voice, the job specification introduction and Markdown analyses', async ({
    page,
    org,
    browser,
  }) => {
    test.setTimeout(480_000);
    const { tally, guard } = await start('companies and screen evaluations', page);
    const recruiter = await org.user('recruiter');

    // 1. Sixteen companies (8 per user, the limit): names and short fields from the payloads; values and
    //    benefits (50 items of 500 characters each) dealt so every payload is an item once; the description
    //    and the job specification introduction (rich text) hold every payload, in groups; so does the tone.
    const COMPANIES = 8;
    const owners = [
      { who: 'admin', api: page.request },
      { who: 'recruiter', api: recruiter.request },
    ];
    const itemable = joinable.filter((p) => fits(p, 500, true));
    add(tally.refused, 'company value/benefit (over 500, not sent)', joinable.length - itemable.length);
    const items = deal(itemable, owners.length * COMPANIES * 2, 50, (p) => stored(p).toLowerCase());
    expect(items.left).toEqual([]);
    const groupOf = (list: readonly XssPayload[], n: number) =>
      Array.from({ length: n }, (_, g) =>
        list
          .filter((_, i) => i % n === g)
          .map((p) => p.text)
          .join(RESET),
      );
    const richGroups = groupOf(joinable, RICH_TEXT_GROUPS);
    const reversed = groupOf([...joinable].reverse(), RICH_TEXT_GROUPS);
    const tones = chunks(
      joinable.map((p) => p.text),
      10_000,
      '\n',
    );
    expect(tones.length).toBeLessThanOrEqual(owners.length * COMPANIES);
    const names = joinable.filter((p) => fits(p, 200));
    const companies: { who: string; id: string; data: Record<string, unknown> }[] = [];
    for (const [o, owner] of owners.entries()) {
      await pool(
        Array.from({ length: COMPANIES }, (_, i) => i),
        4,
        async (i) => {
          const n = o * COMPANIES + i;
          const data = {
            index: i,
            name: stored(names[(n * 37) % names.length]!),
            industry: stored(names[(n * 37 + 1) % names.length]!),
            location: stored(names[(n * 37 + 2) % names.length]!),
            founded: stored(joinable.filter((p) => fits(p, 50))[n]!),
            description: (o === 0 ? richGroups : reversed)[i % RICH_TEXT_GROUPS],
            // Two groups each: the jobs of the first four companies show every payload as an introduction.
            job_spec_intro: [2 * i, 2 * i + 1]
              .map((g) => (o === 0 ? richGroups : reversed)[g % RICH_TEXT_GROUPS])
              .join(RESET),
            company_values: items.lists[n * 2]!.map((p) => p.text),
            company_benefits: items.lists[n * 2 + 1]!.map((p) => p.text),
            tone_of_voice_instructions: tones[n] ?? null,
          };
          const { index: _, ...body } = data;
          const created = await createCompany(owner.api, body);
          companies.push({ who: owner.who, id: created.id, data });
        },
      );
    }
    add(tally.sent, 'company name, industry, location, founded', COMPANIES * owners.length * 4);
    add(tally.sent, 'company description (rich text)', 2 * joinable.length);
    add(tally.sent, 'company job_spec_intro (rich text)', 4 * joinable.length);
    add(tally.sent, 'company values + benefits', itemable.length);
    add(tally.sent, 'company tone of voice', joinable.length);

    phase(tally, 'companies created');

    // 2. Each user's Company Configuration: every tab, every section; the edit modal of two (its rich-text editor
    //    loads the stored HTML).
    const recruiterContext = await browser.newContext({
      baseURL: APP_URL,
      bypassCSP: true,
      viewport: { width: 1440, height: 1800 },
      storageState: await recruiter.request.storageState(),
    });
    const recruiterPage = await recruiterContext.newPage();
    const recruiterGuard = await guardPage(recruiterPage, APP_URL);
    for (const [who, p, g] of [
      ['admin', page, guard],
      ['recruiter', recruiterPage, recruiterGuard],
    ] as const) {
      await p.goto('/companies/database');
      const tabs = p.getByRole('tab');
      await expect(tabs).toHaveCount(COMPANIES);
      await g.check(`${who} companies`);
      const mine = companies.filter((c) => c.who === who);
      for (let i = 0; i < COMPANIES; i++) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        const name = (await tabs.nth(i).textContent()) ?? '';
        const company =
          mine.find((c) => c.data.name === name.trim()) ??
          mine.find((c) => name.includes(String(c.data.name)));
        expect(company, `company tab ${i}: ${name}`).toBeTruthy();
        await expect(p.getByRole('region', { name: 'Values' })).toBeVisible();
        await g.check(`${who} company ${i}`);
        const shown = await p.evaluate(readScope, 'main');
        const d = company!.data;
        await expectShown(
          tally,
          'company page (values, benefits)',
          shown,
          [...(d.company_values as string[]), ...(d.company_benefits as string[])].map((t) => t.trim()),
        );
        await expectShown(tally, 'company page (name, industry, location, founded)', shown, [
          d.name,
          d.industry,
          d.location,
          d.founded,
        ] as string[]);
        if (d.tone_of_voice_instructions) {
          await expectShown(
            tally,
            'company page (tone of voice)',
            shown,
            [String(d.tone_of_voice_instructions).trim()],
            String(d.tone_of_voice_instructions).split('\n').length,
          );
        }
        add(
          tally.views,
          'company page rich text (description + introduction, sanitised)',
          2 * Math.ceil(joinable.length / RICH_TEXT_GROUPS),
        );
        if (i < 2) {
          await p.getByRole('button', { name: 'Edit Company' }).click();
          const modal = p.getByRole('dialog', { name: 'Edit Company' });
          await expect(modal.getByRole('textbox', { name: 'Company Description' })).toBeVisible();
          await g.check(`${who} company ${i}, edit modal`);
          const inModal = await p.evaluate(readScope, '[role="dialog"]');
          await expectShown(
            tally,
            'company edit modal (values, benefits)',
            inModal,
            [...(d.company_values as string[]), ...(d.company_benefits as string[])].map((t) => t.trim()),
          );
          add(
            tally.views,
            'company edit modal rich-text editor',
            2 * Math.ceil(joinable.length / RICH_TEXT_GROUPS),
          );
          await modal.getByRole('button', { name: 'Cancel' }).click();
          await expect(modal).toBeHidden();
        }
      }
    }
    await recruiterContext.close();

    phase(tally, 'company pages');

    // 3. A job of four admin companies shows their job specification introductions, every payload between them
    //    (Job Description tab, print page).
    const adminCompanies = companies.filter((c) => c.who === 'admin' && (c.data.index as number) < 4);
    const jobs = await pool(adminCompanies, 4, async (c, i) =>
      ok(
        await page.request.post('/api/jobs', { data: { title: stored(corpus[20 + i]!), company_id: c.id } }),
        'job',
      ),
    );
    for (const job of jobs as { id: string }[]) {
      await page.goto(`/jobs/${job.id}?tab=job-description`);
      await expect(page.getByRole('region', { name: 'Job Specification Introduction' })).toBeVisible();
      await guard.check(`job ${job.id}, Job Specification Introduction`);
      await page.goto(`/jobs/${job.id}/print`);
      await expect(page.getByRole('heading', { name: 'Job Specification Introduction' })).toBeVisible();
      await guard.check(`job ${job.id}, print page`);
      add(
        tally.views,
        'job specification introduction (Job Description tab + print page)',
        2 * 2 * Math.ceil(joinable.length / RICH_TEXT_GROUPS),
      );
    }

    phase(tally, 'job specification introductions');

    // 4. Saved screen evaluations: the analysis is Markdown (each payload a paragraph), the transcript plain text.
    const analyses = chunks(
      joinable.map((p) => p.text),
      55_000,
      '\n\n',
    );
    const transcript = chunks(
      joinable.map((p) => p.text),
      120_000,
      '\n',
    )[0]!;
    for (let at = 0; at < analyses.length; at += 3) {
      const batch = analyses.slice(at, at + 3);
      const saved = [];
      for (const [i, analysis] of batch.entries()) {
        const res = await page.request.post('/api/screen-evaluations', {
          data: { analysis, transcript: i === 0 ? transcript : stored(corpus[30 + i]!) },
        });
        expect(res.status(), await res.text()).toBe(201);
        saved.push((await res.json()) as { id: string });
      }
      add(tally.sent, 'screen evaluation analysis (Markdown)', batch.join('\n\n').split('\n\n').length);
      add(tally.sent, 'screen evaluation transcript', transcript.split('\n').length);
      await page.goto('/apps/screen-evaluation');
      const cards = page.getByRole('region', { name: 'Recent Evaluations' }).getByRole('article');
      await expect(cards).toHaveCount(batch.length);
      await guard.check('Recent Evaluations');
      for (let i = 0; i < batch.length; i++) {
        await cards
          .nth(i)
          .getByRole('button', { name: /^View Full Analysis/ })
          .click();
        const modal = page.getByRole('dialog');
        await expect(modal.getByRole('tab', { name: 'Transcript' })).toBeVisible();
        await guard.check(`evaluation ${i}, Analysis`);
        add(
          tally.views,
          'screen evaluation analysis (Markdown)',
          batch[batch.length - 1 - i]!.split('\n\n').length,
        );
        await modal.getByRole('tab', { name: 'Transcript' }).click();
        await expect(modal.getByRole('tab', { name: 'Transcript' })).toHaveAttribute('aria-selected', 'true');
        await guard.check(`evaluation ${i}, Transcript`);
        const shown = await page.evaluate(readScope, '[role="dialog"]');
        if (shown.join('').length > 50_000) {
          await expectShown(
            tally,
            'screen evaluation transcript',
            shown,
            transcript.split('\n').map((t) => t.trim()),
          );
        }
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
      }
      for (const e of saved)
        expect((await page.request.delete(`/api/screen-evaluations/${e.id}`)).status()).toBe(204);
    }
    expect(recruiterGuard.findings).toEqual([]);
  });
});
