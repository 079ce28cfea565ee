import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * Candidates (docs/product/candidates.md): a CSV with a byte-order mark, quoted
 * commas, accents, a bad e-mail and the same person twice is imported into a job's Glance stage; the
 * spec's status lines; scoring with AI against the project's mock provider; the score filter; the
 * candidate page and its three tabs; the candidates list search.
 */

const suffix = Math.random().toString(36).slice(2, 7);

/** The import file: 5 candidate rows, of which one has a bad e-mail and one repeats Amara with a URL variant. */
function importCsv(s: string): Buffer {
  const rows = [
    'First Name,Last Name,Current Title,Current Company,Location,Email,Phone,Profile URL',
    `Amara,Okafor-${s},Senior Product Manager,"Monzo Bank, UK","London, United Kingdom",amara.${s}@example.org,+44 20 7946 0011,https://www.linkedin.com/in/amara-${s}`,
    `Tomás,García-${s},Staff Software Engineer,Stripe,"Dublin, Ireland",tomas.${s}@example.org,,linkedin.com/in/tomas-${s}/`,
    `Daniel,Kim-${s},Product Analyst,"Small Startup, Inc.",Remote,daniel.kim@invalid,,`,
    `Amara,Okafor-${s},Senior Product Manager,Monzo,"London, United Kingdom",AMARA.${s.toUpperCase()}@EXAMPLE.ORG,,https://linkedin.com/in/Amara-${s.toUpperCase()}/?trk=public_profile`,
    `Chloé,Martin-${s},,Freelance,"Lyon, France",chloe.${s}@example.fr,,`,
  ];
  return Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`, 'utf8');
}

/** A job of the test's organisation, opened on its Candidates tab. */
async function openJobCandidates(page: Page): Promise<{ jobId: string; title: string }> {
  const created = await page.request.post('/api/companies', {
    data: { name: `Candidates Journey ${suffix}` },
  });
  expect(created.status()).toBe(201);
  const companyId: string = (await created.json()).id;
  const title = `Product Manager ${suffix}`;
  const res = await page.request.post('/api/jobs', {
    data: { title, company_id: companyId, location: 'London' },
  });
  expect(res.status()).toBe(201);
  const jobId: string = (await res.json()).id;
  await page.request.patch(`/api/jobs/${jobId}`, {
    data: {
      jd_requirements: ['Shipped B2C fintech products', 'Led discovery with research', 'Fluent with data'],
    },
  });
  await page.goto(`/jobs/${jobId}?tab=candidates`);
  await expect(page.getByText('No candidates yet.')).toBeVisible();
  return { jobId, title };
}

/** Picks a view of the Candidates tab (a segmented control: its labels are what a user clicks). */
async function view(page: Page, name: 'Process' | 'Other Jobs' | 'Score') {
  await page.getByRole('radiogroup', { name: 'View' }).getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

test.describe('candidates', () => {
  test('imports a CSV into Glance, scores with AI, filters by score, opens a candidate and searches the list', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { jobId, title } = await openJobCandidates(page);

    // Import: BOM, CRLF, quoted commas, accents, a bad e-mail and a duplicate.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await (await chooser).setFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: importCsv(suffix) });
    const status = page.getByTestId('candidate-status');
    await expect(status).toContainText('Done. Imported 4 of 5.');
    await expect(status).toContainText(`Error importing Daniel Kim-${suffix}: Invalid email format`);

    const table = page.getByRole('table', { name: 'Candidates' });
    await expect(table.getByText(`Okafor-${suffix}`)).toHaveCount(1);
    await expect(table.getByText(`García-${suffix}`)).toBeVisible();
    await expect(table.getByText('Monzo', { exact: true })).toBeVisible();
    await expect(table.getByText(`Kim-${suffix}`)).toHaveCount(0);

    // Other stages take CVs and LinkedIn PDFs (the documents journey uploads them).
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: /Talent Screen/ }).click();
    await expect(page.getByText('No candidates yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload CV / LinkedIn' })).toBeVisible();
    await expect(page.getByTestId('document-drop-zone')).toBeVisible();
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: /Glance/ }).click();

    // Score with AI through the mock provider.
    await view(page, 'Score');
    await expect(page.getByText('Unscored Candidates (3)')).toBeVisible();
    await expect(page.getByText('No scored candidates yet...')).toBeVisible();
    await page.getByRole('button', { name: 'Score with AI' }).click();
    await expect(page.getByText('Scored Candidates (3)')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('All candidates have been scored!')).toBeVisible();
    const scored = page.getByRole('table', { name: 'Scored candidates' });
    await expect(scored.getByText(/^\d+(\.\d)?\/10$/).first()).toBeVisible();

    // Score filter: above the best overall keeps at least one; below the lowest possible keeps none.
    const records = (await (await page.request.get(`/api/jobs/${jobId}/candidates?stage_id=glance`)).json())
      .rows as {
      record: { overall_match: number };
    }[];
    const best = Math.max(...records.map((r) => r.record.overall_match));
    const atBest = records.filter((r) => r.record.overall_match >= best).length;
    await page.getByRole('combobox', { name: 'Score Filter' }).click();
    await page.getByRole('option', { name: 'Above (>=)' }).click();
    await page.getByLabel('Score filter value').fill(String(best));
    await expect(page.getByText(`Scored Candidates (${atBest})`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Score Filter' }).click();
    await page.getByRole('option', { name: 'Below (<=)' }).click();
    await page
      .getByLabel('Score filter value')
      .fill(String(Math.max(0, Math.min(...records.map((r) => r.record.overall_match)) - 0.1)));
    await expect(page.getByText('No candidates match the current filter.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear score filter' }).click();
    await expect(page.getByText('Scored Candidates (3)')).toBeVisible();

    // The candidate page: header, the three tabs, back to the job.
    await view(page, 'Process');
    await table.getByText(`Okafor-${suffix}`).click();
    await expect(page).toHaveURL(new RegExp(`/candidates/[0-9a-f-]+\\?job=${jobId}`));
    await expect(page.getByRole('heading', { level: 1, name: `Amara Okafor-${suffix}` })).toBeVisible();
    await expect(page.getByText('Primary: This Job')).toBeVisible();
    await expect(page.getByRole('link', { name: `amara.${suffix}@example.org` }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByText('No CV uploaded yet')).toBeVisible();
    await expect(page.getByText('No LinkedIn data available')).toBeVisible();
    await page.getByRole('tab', { name: 'Job Applications' }).click();
    await expect(page.getByRole('heading', { name: 'Stage History' })).toBeVisible();
    await expect(page.getByTestId('stage-record')).toHaveCount(1);
    await expect(page.getByTestId('stage-record')).toContainText('Glance');
    await expect(page.getByTestId('stage-record')).toContainText('recruiter');
    await expect(page.getByRole('link', { name: 'View Job Details' })).toHaveAttribute(
      'href',
      `/jobs/${jobId}?tab=candidates`,
    );
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByText('Coming soon')).toHaveCount(3);
    await expect(page.getByText('Monzo', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}\\?tab=candidates`));

    // The candidates list searches on the server.
    await page.goto('/candidates');
    await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
    await expect(page.getByRole('note').getByText('Domain-Based Access')).toBeVisible();
    await page
      .getByPlaceholder('Search by name, email, title, company, or location...')
      .fill(`martin-${suffix}`);
    await expect(page.getByTestId('candidate-row')).toHaveCount(1);
    await expect(page.getByTestId('candidates-count')).toHaveText(/^1 of [\d,]+\+? candidates$/);
    await expect(page.getByTestId('candidate-row')).toContainText('chloe.');
    await page
      .getByPlaceholder('Search by name, email, title, company, or location...')
      .fill(`nobody-${suffix}`);
    await expect(page.getByText('No candidates match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(page.getByTestId('candidate-row').first()).toBeVisible();
    expect(title).toContain(suffix);
  });
});
