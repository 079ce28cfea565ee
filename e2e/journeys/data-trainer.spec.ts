import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * Data Trainer (docs/product/data-trainer.md): the template is downloaded; a CSV in the standard format, one
 * not recognised and one in the LinkedIn format are uploaded; the companies are described; candidates are
 * scored by hand, saved and found again after a reload; training runs on the server through this worker's
 * own mock (whose scores follow the instructions' wording), its rows arriving over the event stream; the
 * best instructions are adopted and the versions list shows them in use. A recruiter is refused the page.
 */

const s = Math.random().toString(36).slice(2, 7);
/** The recruiter's hand scores: payments companies and backend titles high, an agency low. */
const people = [
  {
    first: 'Ada',
    last: `Lovelace-${s}`,
    title: 'Senior Backend Engineer',
    company: `Ledgerpay ${s}`,
    score: 9,
  },
  { first: 'Bo', last: `Chen-${s}`, title: 'Backend Engineer', company: `Paystream ${s}`, score: 7.5 },
  {
    first: 'Cy',
    last: `Okafor-${s}`,
    title: 'Recruitment Consultant',
    company: `Talent Agency ${s}`,
    score: 2,
  },
  { first: 'Di', last: `Rossi-${s}`, title: 'Frontend Developer', company: `Council ${s}`, score: 4.25 },
] as const;

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
const linkedinCsv = () =>
  csv([
    'First Name,Last Name,Current Title,Current Company',
    ...people.map((p) => `${p.first},${p.last},${p.title},${p.company}`),
    `Eve,NoTitle-${s},,Somewhere ${s}`,
  ]);

async function chooseFile(page: Page, button: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer });
}

const status = (page: Page) => page.getByTestId('trainer-status');
const card = (page: Page, name: string) => page.getByRole('article', { name });
const input = (page: Page, criterion: string, name: string) =>
  page.getByRole('textbox', { name: `${criterion} of ${name}` });
const criteria = ['Company Relevancy', 'Company Prestige', 'Role Relevancy', 'Seniority Match'];

test.describe('Data Trainer', () => {
  test('uploads, describes, scores by hand, trains with live rows and adopts the best instructions', async ({
    page,
    privateLlm,
  }) => {
    test.setTimeout(180_000);
    // The organisation's calls go to this worker's own mock: its scores are this test's alone.
    void privateLlm;
    await page.goto('/apps/data-trainer');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Trainer' })).toBeVisible();
    await expect(
      page.getByText('Upload a CSV file with candidate data to get started with scoring and training'),
    ).toBeVisible();

    // The template.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('linkedin_candidates_template.csv');
    const text = fs.readFileSync(await template.path(), 'utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Current Title,Current Company');
    expect(lines).toHaveLength(4);

    // The standard format, from the welcome card; a row without a title is left out.
    await chooseFile(
      page,
      'Upload CSV File',
      'standard.csv',
      csv([
        'candidate_name,current_company,current_job_title',
        `Fay Standard-${s},Ledgerpay ${s},Payments Engineer`,
        `Gus Standard-${s},Paystream ${s},`,
      ]),
    );
    await expect(status(page)).toHaveText(
      '✓ Loaded 1 candidate (1 row without a name, company or title left out)',
    );
    await expect(card(page, `Fay Standard-${s}`)).toBeVisible();

    // A file in neither format is refused and the set stays.
    await chooseFile(page, 'Upload another CSV', 'other.csv', csv(['Foo,Bar', '1,2']));
    await expect(status(page)).toHaveText(/^✗ CSV format not recognized\.\.\./);
    await expect(card(page, `Fay Standard-${s}`)).toBeVisible();

    // The LinkedIn format replaces it; the companies are described on the server.
    await chooseFile(page, 'Upload another CSV', 'linkedin.csv', linkedinCsv());
    await expect(card(page, `Ada Lovelace-${s}`)).toBeVisible();
    await expect(card(page, `Fay Standard-${s}`)).toHaveCount(0);
    await expect(page.getByText('All companies have descriptions ready for training')).toBeVisible();
    await expect(page.getByTestId('companies-ready-count')).toHaveText('4 companies with descriptions');
    await expect(status(page)).toHaveText(
      '✓ Loaded 4 candidates (1 row without a name, company or title left out)',
    );

    // Training needs a hand score.
    await page.getByRole('textbox', { name: 'Job title' }).fill('Senior Backend Engineer');
    await page.getByRole('textbox', { name: 'Role summary' }).fill('Payments APIs in Go for a fintech.');
    await page.getByRole('button', { name: 'Start Training' }).click();
    await expect(page.getByText('Please score at least one candidate before training')).toBeVisible();

    // Hand scores, saved one card at a time, found again after a reload.
    for (const p of people) {
      const name = `${p.first} ${p.last}`;
      for (const c of criteria) await input(page, c, name).fill(String(p.score));
      await card(page, name)
        .getByRole('button', { name: `Save Scores of ${name}` })
        .click();
      await expect(card(page, name).getByText(/^Scores saved by admin\./)).toBeVisible();
    }
    await expect(page.getByTestId('scored-count')).toHaveText('4 of 4 scored by hand');
    await page.reload();
    const ada = `Ada Lovelace-${s}`;
    await expect(input(page, 'Role Relevancy', ada)).toHaveValue('9');
    await expect(input(page, 'Seniority Match', `Di Rossi-${s}`)).toHaveValue('4.25');
    await expect(card(page, ada).getByText(/^Scores saved by admin\./)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('Senior Backend Engineer');

    // Training on the server: the rows arrive over the event stream, without a reload.
    await page.getByRole('button', { name: 'Start Training' }).click();
    await expect(page.getByRole('button', { name: 'Training...' })).toBeDisabled();
    const rows = page.getByTestId('iteration-row');
    await expect(rows.first()).toContainText(/^1/, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Start Training' })).toBeEnabled({ timeout: 60_000 });
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await expect(rows.first()).toContainText(/-?\d\.\d{3}/);
    await expect(page.getByTestId('all-used-note')).toContainText(
      'Fewer than 10 candidates are scored by hand',
    );

    // Adopt: the versions list says who adopted them and that they are in use.
    await page.getByRole('button', { name: 'Adopt' }).click();
    await expect(page.getByText('These instructions now score CV Sorter runs.')).toBeVisible();
    const versions = page.getByRole('table', { name: 'Scoring instructions versions' });
    const v1 = versions.getByRole('row').filter({ hasText: 'org v1' });
    await expect(v1).toContainText('In use');
    await expect(v1).toContainText(/admin\./);

    // The CV Sorter now scores with the adopted instructions, and says so.
    await page.goto('/apps/csv-sorter');
    await expect(page.getByRole('heading', { level: 1, name: 'CV Sorter' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await (await chooser).setFiles({ name: `sorter-${s}.csv`, mimeType: 'text/csv', buffer: linkedinCsv() });
    // Eve, without a title, is kept here as 'Unknown' (the CV Sorter's rule), so five.
    await expect(page.getByTestId('count-notSorted')).toHaveText('5');
    await page.getByRole('textbox', { name: 'Job Title' }).fill('Senior Backend Engineer');
    await page.getByRole('textbox', { name: 'Job Description' }).fill('Payments APIs in Go for a fintech.');
    await page.getByRole('button', { name: 'Process & Score' }).click();
    await expect(page.getByText('Processing complete! 5 successful, 0 failed')).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByText('Scored with prompt org v1 (adopted in the Data Trainer)')).toBeVisible();
  });

  test.describe('as a recruiter', () => {
    test.use({ signedInAs: 'recruiter' });
    test('the page is refused', async ({ page }) => {
      await page.goto('/apps/data-trainer');
      await expect(page.getByRole('heading', { level: 1, name: 'Data Trainer' })).toBeVisible();
      await expect(
        page.getByText("Access Denied: You don't have permission to access the admin panel."),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download Template' })).toHaveCount(0);
    });
  });
});
