import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * The Role Builder (docs/product/role-builder.md) against the built app and the project's mock LLM: the ten
 * questions, the streamed description with its inclusive-language check, assessment criteria, Save & Start
 * Process, nodes added by click, by drag and moved by keyboard, Configure Interview, Save Process; then the
 * same job in Jobs — its stages, criteria and durations on the Interview process tab, a duration changed there
 * seen back on the canvas — and a candidate added here found on its Glance stage.
 */

const suffix = () => Math.random().toString(36).slice(2, 7);

const answers: [RegExp, string][] = [
  [/^1\. Why does this role exist/, 'Card payments doubled this year and the ledger cannot keep up.'],
  [/^2\. What does success look like/, 'The new ledger handles every payment.'],
  [/^3\. Who is on the team/, 'Five engineers; reports to the Head of Payments.'],
  [/^4\. What are the core responsibilities/, 'Lead the design of payment services\nReview code'],
  [/^5\. Which skills are must-haves/, 'TypeScript\nPostgreSQL'],
  [/^6\. Which skills are nice to have/, 'Kafka'],
  [/^7\. How much autonomy/, 'Owns the ledger design.'],
  [/^8\. What are the biggest challenges/, 'Migrating without downtime.'],
  [/^9\. What is the culture like/, 'Calm, written-first.'],
  [/^10\. What is the hook/, 'Shape payments for every clinic in the country.'],
];

async function createCompany(page: Page): Promise<string> {
  const name = `Role Journey ${suffix()}`;
  const res = await page.request.post('/api/companies', {
    data: {
      name,
      description: '<p>We build calm payment software for clinics.</p>',
      tone_of_voice_instructions: 'Short sentences. Speak to the reader as "you".',
    },
  });
  expect(res.status()).toBe(201);
  return name;
}

/** Drags `from` by the mouse to `to` (page coordinates), in steps past dnd-kit's 5 px threshold. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test('Role Builder: ten questions to a job, its criteria and its interview process, seen in Jobs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const company = await createCompany(page);
  const title = `Payments Engineer ${suffix()}`;
  await page.goto('/apps/role-builder');
  await expect(page.getByRole('heading', { name: 'Role Builder' })).toBeVisible();
  await expect(page.getByText('No job selected')).toBeVisible();

  // The form: title and company first.
  await page.getByRole('button', { name: 'New Job' }).click();
  const form = page.getByRole('dialog', { name: 'Create Job Description' });
  await form.getByRole('button', { name: 'Generate Job Description' }).click();
  await expect(form.getByText('Please fill in the job title and company name')).toBeVisible();
  await form.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await form.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: company }).click();
  await expect(form.getByRole('textbox', { name: 'Company Description' })).toHaveValue(
    'We build calm payment software for clinics.',
  );
  for (const [label, text] of answers) await form.getByLabel(label).fill(text);
  await form.getByRole('button', { name: 'Generate Job Description' }).click();

  // Generated: the jobs area's structure, checked for gender-coded words.
  const generated = page.getByRole('dialog', { name: 'Generated Job Description' });
  await expect(generated.getByRole('region', { name: 'Requirements' })).toContainText(
    'Experience with TypeScript',
  );
  // 'Lead' is masculine-coded (Gaucher, Friesen & Kay, 2011): highlighted, counted, never blocking.
  await expect(generated.locator('mark[data-coding="masculine"]')).toHaveText(['Lead']);
  await expect(generated.getByRole('status', { name: 'Inclusive language' })).toContainText(
    '1 masculine-coded and 0 feminine-coded words',
  );
  await generated.getByRole('button', { name: 'Generate Assessment Criteria' }).click();
  const criteria = page.getByRole('dialog', { name: 'Assessment Criteria' });
  await expect(criteria.getByRole('region', { name: 'AC1 TypeScript' })).toContainText('81-100');
  await criteria.getByRole('button', { name: 'Back' }).click();
  await generated.getByRole('button', { name: 'Save & Start Process' }).click();
  await expect(page.getByTestId('selected-job')).toHaveText(`${title} · ${company}`);
  await expect(page).toHaveURL(/[?&]job=/);
  const jobId = new URL(page.url()).searchParams.get('job')!;
  const canvas = page.getByRole('region', { name: 'Process canvas' });
  await expect(canvas.getByRole('button', { name: 'Job description' })).toBeVisible();

  // A node by click: at the centre, with Configure Interview.
  await page.getByRole('button', { name: 'Add Technical' }).click();
  const configure = page.getByRole('dialog', { name: 'Configure Interview' });
  await configure.getByRole('textbox', { name: 'Title' }).fill('Pairing Interview');
  await configure.getByRole('textbox', { name: /^Interviewer/ }).fill('Nadia Brooks <nadia@example.com>');
  await configure.getByRole('textbox', { name: /^Duration/ }).fill('60');
  await configure.getByRole('textbox', { name: 'Notes' }).fill('Pair on a payment reconciliation bug.');
  await configure.getByRole('button', { name: 'Save' }).click();
  const pairing = canvas.getByRole('button', { name: 'Interview Pairing Interview' });
  await expect(pairing).toContainText('Technical · 60 min');

  // A node by drag: dropped at the cursor, well to the right of the first (its own stage).
  const at = (await pairing.boundingBox())!;
  await drag(page, page.getByRole('button', { name: 'Add Take-Home' }), {
    x: at.x + at.width + 200,
    y: at.y + 40,
  });
  const takeHome = canvas.getByRole('button', { name: 'Interview Take-Home Assignment' });
  await expect(takeHome).toBeVisible();
  // The keyboard alternative: the arrow keys move a focused node (up: a node dropped low in a narrow
  // canvas may already sit on its bottom margin).
  const before = (await takeHome.boundingBox())!;
  await takeHome.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await takeHome.boundingBox())!.y).toBeLessThan(before.y);
  await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Process' }).click();
  await expect(
    page.getByText("Process saved: the job's interview process now follows the canvas"),
  ).toBeVisible();
  await expect(canvas.getByText('Unsaved changes')).toBeHidden();

  // Criteria for the saved job, from its description node: AC1-AC5 of every stage.
  await canvas.getByRole('button', { name: 'Job description' }).click();
  await page
    .getByRole('dialog', { name: 'Generated Job Description' })
    .getByRole('button', { name: 'Generate Assessment Criteria' })
    .click();
  await page
    .getByRole('dialog', { name: 'Assessment Criteria' })
    .getByRole('button', { name: 'Save Criteria' })
    .click();
  await expect(page.getByText('Assessment criteria saved on every stage of the job')).toBeVisible();

  // A candidate, created here, joins the job's Glance stage.
  const last = `Ortiz-${suffix()}`;
  await page.getByRole('button', { name: 'Add Candidate' }).click();
  const add = page.getByRole('dialog', { name: 'Add Candidate' });
  await add.getByRole('textbox', { name: 'First name' }).fill('Lena');
  await add.getByRole('textbox', { name: 'Last name' }).fill(last);
  await add.getByRole('button', { name: 'Create and add' }).click();
  const candidates = page.getByRole('region', { name: 'Candidates' });
  await expect(candidates.getByRole('link', { name: `Lena ${last}` })).toBeVisible();
  await expect(candidates.getByText('Glance · Active')).toBeVisible();

  // The same job in Jobs: in My Jobs, its process on the Interview process tab, the candidate on Glance.
  await page.goto('/jobs/my-jobs');
  await expect(page.getByRole('link', { name: `Open job ${title}` })).toBeVisible();
  await page.goto(`/jobs/${jobId}?tab=interview-process`);
  const tab = page.getByRole('region', { name: 'Interview process', exact: true });
  const step = (name: string) => tab.getByRole('button', { name: `Step ${name}`, exact: true });
  await expect(step('Pairing Interview')).toBeVisible();
  await expect(step('Take-Home Assignment')).toBeVisible();
  await expect(tab.getByText('Stage 2', { exact: true })).toBeVisible();
  await step('Pairing Interview').click();
  await tab.getByRole('button', { name: 'Stage details' }).click();
  const details = page.getByRole('dialog', { name: 'Stage details — Pairing Interview' });
  await expect(details.getByRole('textbox', { name: 'Interviewer 1 first name' })).toHaveValue('Nadia');
  await expect(details.getByRole('textbox', { name: 'Criterion 1', exact: true })).toHaveValue('TypeScript');
  await expect(details.getByRole('textbox', { name: 'Interview plan' })).toHaveValue(
    'Pair on a payment reconciliation bug.',
  );
  // One process, two views: the duration set in Configure Interview is the step's, and a change in Jobs
  // shows on the Role Builder's node.
  await expect(details.getByRole('textbox', { name: /^Duration \(minutes\)/ })).toHaveValue('60');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(step('Pairing Interview')).toContainText('60 min');
  await expect(step('Take-Home Assignment')).toContainText('45 min');
  await tab.getByRole('button', { name: 'Edit Process' }).click();
  await step('Pairing Interview').click();
  await tab.getByRole('button', { name: 'Stage details' }).click();
  await details.getByRole('textbox', { name: /^Duration \(minutes\)/ }).fill('90');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(step('Pairing Interview')).toContainText('90 min');
  await page.goto(`/apps/role-builder?job=${jobId}`);
  await expect(canvas.getByRole('button', { name: 'Interview Pairing Interview' })).toContainText(
    'Technical · 90 min',
  );
  await page.goto(`/jobs/${jobId}?tab=candidates`);
  await expect(page.getByRole('table', { name: 'Candidates' }).getByText(last)).toBeVisible();
});
