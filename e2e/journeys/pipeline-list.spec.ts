import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * The pipeline on the Candidates tab (docs/product/pipeline.md#list-actions): imported candidates are moved in
 * bulk from Glance to Talent Screen and the move is undone; one candidate is rejected with a reason from
 * their row's menu and found under the Rejected status.
 */

const suffix = Math.random().toString(36).slice(2, 7);
const people = ['Amara', 'Tomás', 'Chloé', 'Daniel', 'Priya'].map((first, i) => ({
  first,
  last: `Pipeline${i + 1}-${suffix}`,
}));

/** A job of the test's organisation with the five people imported into its Glance stage. */
async function jobWithImported(page: Page): Promise<string> {
  const company = await page.request.post('/api/companies', { data: { name: `Pipeline List ${suffix}` } });
  expect(company.status()).toBe(201);
  const job = await page.request.post('/api/jobs', {
    data: { title: `Data Engineer ${suffix}`, company_id: (await company.json()).id, location: 'Leeds' },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).id;
  const csv = [
    'First Name,Last Name,Current Title,Email',
    ...people.map((p, i) => `${p.first},${p.last},Data Engineer,p${i}.${suffix}@example.org`),
  ].join('\r\n');
  const imported = await page.request.post(`/api/jobs/${jobId}/candidates/import?stage_id=glance`, {
    multipart: { file: { name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status()).toBe(200);
  return jobId;
}

async function pick(page: Page, name: 'Stage' | 'Status', option: RegExp | string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).click();
}

test('moves imported candidates in bulk, undoes it, and rejects one with a reason', async ({ page }) => {
  test.setTimeout(120_000);
  const jobId = await jobWithImported(page);
  await page.goto(`/jobs/${jobId}?tab=candidates`);
  const table = page.getByRole('table', { name: 'Candidates' });
  await expect(page.getByText('5 candidate(s) in Glance')).toBeVisible();

  // Bulk move three of them to Talent Screen.
  const moved = people.slice(0, 3);
  for (const p of moved) await table.getByRole('checkbox', { name: `Select ${p.first} ${p.last}` }).check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar.getByText('3 candidate(s) selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Move to stage' }).click();
  await page.getByRole('menuitem', { name: /Talent Screen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to stage' });
  await expect(dialog.getByText('Move 3 candidates to Talent Screen?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  const message = page.getByRole('status', { name: 'Pipeline action' });
  await expect(message.getByText('Moved 3 candidates to Talent Screen.')).toBeVisible();
  await expect(page.getByText('2 candidate(s) in Glance')).toBeVisible();
  await expect(table.getByText(moved[0]!.last)).toHaveCount(0);

  // Undo puts them back in Glance.
  await message.getByRole('button', { name: 'Undo' }).click();
  await expect(message.getByText('Undone.')).toBeVisible();
  await expect(page.getByText('5 candidate(s) in Glance')).toBeVisible();
  for (const p of moved) await expect(table.getByText(p.last)).toBeVisible();
  await pick(page, 'Stage', /Talent Screen/);
  await expect(page.getByText('No candidates yet.')).toBeVisible();
  await pick(page, 'Stage', /Glance/);

  // Reject one from their row's menu, with a reason.
  const rejected = people[4]!;
  await table.getByRole('button', { name: `Actions for ${rejected.first} ${rejected.last}` }).click();
  await page.getByRole('menuitem', { name: 'Reject…' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject' });
  await expect(reject.getByText('Reject 1 candidate?')).toBeVisible();
  await reject.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Salary' }).click();
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(message.getByText('Rejected 1 candidate.')).toBeVisible();
  await expect(page.getByText('4 candidate(s) in Glance')).toBeVisible();
  await expect(table.getByText(rejected.last)).toHaveCount(0);

  // The Rejected status lists them with their reason.
  await pick(page, 'Status', 'Rejected');
  await expect(page.getByText('1 candidate(s) in Glance (Rejected)')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: rejected.last });
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row.getByText('Salary')).toBeVisible();
});
