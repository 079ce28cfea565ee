import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * WCAG 2 A and AA checks (axe-core) of the main screens, with data, in the light and the dark scheme: labels,
 * roles, names and colour contrast. The page's Content-Security-Policy forbids the injected axe script, so
 * this context bypasses it.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const suffix = Math.random().toString(36).slice(2, 7);

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** The WCAG 2 A/AA violations axe-core finds on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] })) as { violations: unknown[] };
    return result.violations as AxeViolation[];
  });
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** A job of the test's organisation with three imported candidates. @returns its id and a candidate's. */
async function jobWithCandidates(page: Page): Promise<{ jobId: string; candidateId: string }> {
  const created = await page.request.post('/api/companies', { data: { name: `A11y Journey ${suffix}` } });
  expect(created.status()).toBe(201);
  const companyId: string = (await created.json()).id;
  const job = await page.request.post('/api/jobs', {
    data: { title: `Data Engineer ${suffix}`, company_id: companyId, location: 'Berlin' },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).id;
  const csv = [
    'First Name,Last Name,Current Title,Current Company,Location,Email,Profile URL',
    `Jonas,Müller-${suffix},Data Engineer,N26,"Berlin, Germany",jonas.${suffix}@example.org,linkedin.com/in/jonas-${suffix}`,
    `Mei,Chen-${suffix},Analytics Engineer,"Revolut Ltd, UK",London,,/in/mei-${suffix}`,
    `Émilie,Dubois-${suffix},,Doctolib,Paris,emilie.${suffix}@example.fr,`,
  ].join('\r\n');
  const imported = await page.request.post(`/api/jobs/${jobId}/candidates/import?stage_id=glance`, {
    multipart: { file: { name: 'a11y.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status()).toBe(200);
  const list = await (
    await page.request.get(`/api/candidates?q=${encodeURIComponent(`müller-${suffix}`)}`)
  ).json();
  return { jobId, candidateId: list.candidates[0].id };
}

test.use({ bypassCSP: true });

test('the main screens have no WCAG 2 A/AA violations (axe-core), light and dark', async ({ page }) => {
  test.setTimeout(240_000);
  const { jobId, candidateId } = await jobWithCandidates(page);
  const screens: [string, string, string?][] = [
    ['dashboard', '/'],
    ['jobs', '/jobs'],
    ['team jobs', '/jobs/my-jobs?scope=team'],
    ['job details', `/jobs/${jobId}`],
    ['job description', `/jobs/${jobId}?tab=job-description`],
    ['interview process', `/jobs/${jobId}?tab=interview-process`],
    ['job candidates', `/jobs/${jobId}?tab=candidates`],
    ['candidates', '/candidates'],
    ['candidate', `/candidates/${candidateId}?job=${jobId}`],
    ['candidate applications', `/candidates/${candidateId}?job=${jobId}`, 'Job Applications'],
    ['candidate details', `/candidates/${candidateId}?job=${jobId}`, 'Details'],
  ];
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [name, url, tab] of screens) {
      await page.goto(url);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (tab) await page.getByRole('tab', { name: tab }).click();
      for (const v of await violations(page)) found.push(`${colorScheme} ${name}: ${v}`);
    }
  }
  expect(found).toEqual([]);
});
