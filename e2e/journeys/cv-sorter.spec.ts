import type { Page } from '@playwright/test';
import { expect, literal, test } from '../support/fixtures.js';

/*
 * CV Sorter (docs/product/cv-sorter.md): a CSV made here is uploaded, scored on the server through the
 * project's mock provider (progress over the event stream), triaged with the tick and the cross, Eliminate by
 * Score 7 and its Undo; the search is saved, the page reloaded and the search reopened with its triage; the
 * Possible candidates are added to a job and found on its Glance stage.
 */

const s = Math.random().toString(36).slice(2, 7);
const people = [
  ['Ada', `Lovelace-${s}`, 'Staff Software Engineer', 'Stripe', `https://www.linkedin.com/in/ada-${s}`],
  ['Grace', `Hopper-${s}`, 'Engineering Manager', 'Monzo', `linkedin.com/in/grace-${s}`],
  ['Alan', `Turing-${s}`, 'Backend Engineer', '"Small Shop, Ltd"', `alan-${s}`],
  ['Katherine', `Johnson-${s}`, 'Data Analyst', 'NHS', ''],
  ['Linus', `Torvalds-${s}`, 'Principal Engineer', 'Revolut', `/in/linus-${s}`],
] as const;

function candidatesCsv(): Buffer {
  const rows = [
    'First Name,Last Name,Current Title,Current Company,LinkedIn URL',
    ...people.map((p) => p.join(',')),
  ];
  return Buffer.from(`${rows.join('\r\n')}\r\n\r\n`, 'utf8');
}

/** A job of the test's organisation to add candidates to. */
async function makeJob(page: Page): Promise<{ id: string; title: string }> {
  const company = await page.request.post('/api/companies', { data: { name: `Sorter Co ${s}` } });
  expect(company.status()).toBe(201);
  const title = `Backend Engineer ${s}`;
  const job = await page.request.post('/api/jobs', {
    data: { title, company_id: (await company.json()).id, location: 'London' },
  });
  expect(job.status()).toBe(201);
  return { id: (await job.json()).id, title };
}

const count = (page: Page, category: 'notSorted' | 'possible' | 'eliminated') =>
  page.getByTestId(`count-${category}`);
const table = (page: Page) => page.getByRole('table', { name: 'Candidates' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

type ApiCandidate = { id: string; name: string; score: number | null; category: string };

test.describe('CV Sorter', () => {
  test('scores a CSV, triages, eliminates by score, undoes, saves and reopens, and adds the Possible ones to a job', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const job = await makeJob(page);
    await page.goto('/apps/csv-sorter');
    await expect(page.getByRole('heading', { level: 1, name: 'CV Sorter' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sort a candidate list with AI' })).toBeVisible();

    // Upload: the list and what the server read.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await (await chooser).setFiles({
      name: `people-${s}.csv`,
      mimeType: 'text/csv',
      buffer: candidatesCsv(),
    });
    await expect(count(page, 'notSorted')).toHaveText('5');
    await expect(table(page).getByText(`Ada Lovelace-${s}`)).toBeVisible();
    await page.getByRole('button', { name: /CSV debug/ }).click();
    await expect(page.getByText(/5 rows read/)).toBeVisible();

    // Process & Score waits for the job.
    const process = page.getByRole('button', { name: 'Process & Score' });
    await expect(process).toBeDisabled();
    await page.getByRole('textbox', { name: 'Job Title' }).fill('Senior Backend Engineer');
    await page
      .getByRole('textbox', { name: 'Job Description' })
      .fill('Build payment APIs in Go for a fintech scale-up.');
    await expect(process).toBeEnabled();
    await expect(page.getByTestId('cost-estimate')).toContainText('Estimated cost of a run');
    await process.click();
    await expect(page.getByText('Processing complete! 5 successful, 0 failed')).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByText(/Scored with prompt /)).toBeVisible();
    await expect(page.getByTestId('cost-actual')).toContainText('Cost of the run');

    const searchId = await page.evaluate(async () => {
      const res = await fetch('/api/cv-sorter/searches');
      return ((await res.json()) as { current: { id: string } }).current.id;
    });
    const candidates = async () =>
      (
        (await (await page.request.get(`/api/cv-sorter/searches/${searchId}`)).json()) as {
          candidates: ApiCandidate[];
        }
      ).candidates;
    expect((await candidates()).every((c) => c.score !== null)).toBe(true);

    // Triage: the tick keeps Ada, the cross eliminates Katherine.
    await row(page, `Ada Lovelace-${s}`).getByRole('button', { name: 'Keep Candidate' }).click();
    await expect(count(page, 'possible')).toHaveText('1');
    await row(page, `Katherine Johnson-${s}`).getByRole('button', { name: 'Eliminate Candidate' }).click();
    await expect(count(page, 'eliminated')).toHaveText('1');
    await expect(count(page, 'notSorted')).toHaveText('3');

    // Eliminate by Score at 7 moves every scored candidate below it that is not eliminated yet; Undo restores.
    const below = (await candidates()).filter((c) => c.score! < 7 && c.category !== 'eliminated').length;
    await page.getByRole('button', { name: 'Eliminate by Score' }).click();
    const modal = page.getByRole('dialog', { name: 'Eliminate by Score' });
    await expect(modal.getByRole('textbox', { name: 'Score Threshold' })).toHaveValue('7');
    await modal.getByRole('button', { name: 'Eliminate' }).click();
    await expect(
      page.getByText(literal(`Eliminated ${below} candidate${below === 1 ? '' : 's'} scoring below 7`)),
    ).toBeVisible();
    await expect(count(page, 'eliminated')).toHaveText(String(1 + below));
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(count(page, 'eliminated')).toHaveText('1');
    await expect(count(page, 'possible')).toHaveText('1');
    await expect(count(page, 'notSorted')).toHaveText('3');

    // Save, reload, reopen: the triage comes back.
    await page.getByRole('button', { name: 'Save Search' }).click();
    const save = page.getByRole('dialog', { name: 'Save Search' });
    await save.getByRole('textbox', { name: 'Search Name' }).fill('');
    await save.getByRole('button', { name: 'Save' }).click();
    await expect(save.getByText('Please enter a name for this search.')).toBeVisible();
    await save.getByRole('textbox', { name: 'Search Name' }).fill(`Backend shortlist ${s}`);
    await save.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: `Open Backend shortlist ${s}` }).click();
    await expect(count(page, 'possible')).toHaveText('1');
    await expect(count(page, 'eliminated')).toHaveText('1');
    await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Senior Backend Engineer');
    await page.getByRole('tab', { name: /Possible/ }).click();
    await expect(table(page).getByText(`Ada Lovelace-${s}`)).toBeVisible();

    // Add the Possible ones to the job, then find them on its Glance stage.
    await page.getByRole('button', { name: 'Add to job' }).click();
    const add = page.getByRole('dialog', { name: 'Add to job' });
    await add.getByRole('combobox', { name: 'Job', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(job.title) }).click();
    await add.getByRole('button', { name: 'Add 1 to job' }).click();
    await expect(add.getByText(literal(`Added 1 candidate to ${job.title}`))).toBeVisible();
    await add.getByRole('button', { name: `Open ${job.title}'s candidates` }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}\\?tab=candidates`));
    await expect(page.getByRole('table', { name: 'Candidates' }).getByText(`Lovelace-${s}`)).toBeVisible();
  });
});
