import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * The Interview process tab (docs/product/interview-process.md): the locked canvas and edit mode, two custom stages with
 * concurrent steps from the stage picker, stage details, save and reload, discard, the spec's failure
 * messages, and a process generated with AI (the project's mock LLM) with its requirement coverage.
 */

const suffix = () => Math.random().toString(36).slice(2, 7);
const requirements = [
  '5+ years building TypeScript services',
  'Designing PostgreSQL schemas',
  'Clear written communication',
];

/** A company of the test's organisation. */
async function createCompany(page: Page): Promise<string> {
  const res = await page.request.post('/api/companies', { data: { name: `Process Journey ${suffix()}` } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

/** A job with requirements, opened on its Interview process tab. @returns the tab's region and the job id. */
async function openJobProcess(page: Page, companyId: string, title: string) {
  const res = await page.request.post('/api/jobs', {
    data: { title, company_id: companyId, location: 'London' },
  });
  expect(res.status()).toBe(201);
  const jobId: string = (await res.json()).id;
  await page.request.patch(`/api/jobs/${jobId}`, { data: { jd_requirements: requirements } });
  await page.goto(`/jobs/${jobId}?tab=interview-process`);
  const tab = page.getByRole('region', { name: 'Interview process', exact: true });
  await expect(tab.getByRole('button', { name: 'Step Talent Screen' })).toBeVisible();
  return { tab, jobId };
}

const step = (tab: Locator, title: string) => tab.getByRole('button', { name: `Step ${title}`, exact: true });

test.describe('interview process', () => {
  let companyId: string;

  test.beforeEach(async ({ page }) => {
    companyId = await createCompany(page);
  });

  test('designs a process in edit mode, fills stage details, saves, reloads and discards', async ({
    page,
  }) => {
    const { tab, jobId } = await openJobProcess(page, companyId, `Backend Engineer ${suffix()}`);
    const picker = tab.getByRole('region', { name: 'Choose a stage' });
    await expect(tab.getByText('Locked', { exact: true })).toBeVisible();
    await expect(picker).toBeHidden();

    await tab.getByRole('button', { name: 'Edit Process' }).click();
    const save = tab.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    await expect(picker).toBeVisible();
    await picker.getByRole('button', { name: /Technical Interview/ }).click();
    await expect(step(tab, 'Technical Interview')).toBeVisible();
    await expect(tab.getByText('Unsaved changes')).toBeVisible();
    await expect(save).toBeEnabled();
    await picker.getByText('Concurrent step').click();
    await picker.getByRole('button', { name: /Task \/ Case Study/ }).click();
    await picker.getByText('New stage').click();
    await picker.getByRole('button', { name: /Values Interview/ }).click();
    await picker.getByText('Concurrent step').click();
    await picker.getByRole('button', { name: /Peer Interview/ }).click();
    await expect(tab.getByText('Stage 1', { exact: true })).toBeVisible();
    await expect(tab.getByText('Stage 2', { exact: true })).toBeVisible();

    // Rename with the selected step's buttons.
    await tab.getByRole('button', { name: 'Rename step' }).click();
    await tab.getByRole('textbox', { name: 'Step title' }).fill('Team Pairing');
    await page.keyboard.press('Enter');
    await expect(step(tab, 'Team Pairing')).toBeVisible();

    // The keyboard reaches a step and its buttons.
    await step(tab, 'Values Interview').focus();
    await page.keyboard.press('Enter');
    await tab.getByRole('button', { name: 'Stage details' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Stage details — Values Interview' });
    await modal.getByRole('button', { name: 'Add interviewer' }).click();
    await modal.getByRole('textbox', { name: 'Interviewer 1 first name' }).fill('Nadia');
    await modal.getByRole('textbox', { name: 'Interviewer 1 last name' }).fill('Brooks');
    await modal.getByRole('textbox', { name: 'Interviewer 1 e-mail' }).fill('nadia@example.com');
    await modal.getByRole('textbox', { name: 'Interviewer 1 slack' }).fill('@nadia');
    await modal.getByRole('button', { name: 'Add criterion' }).click();
    await modal.getByRole('textbox', { name: 'Criterion 1', exact: true }).fill('Ownership');
    await expect(modal.getByText('Rubric: points out of 100').first()).toBeVisible();
    const max = modal.getByRole('textbox', { name: 'Criterion 1 row 1 max points' });
    await max.fill('60');
    await max.blur();
    await expect(modal.getByTestId('rubric-band-score')).toHaveText('Score 0.0-6.0 / 10');
    await max.fill('');
    await max.blur();
    await expect(max).toHaveValue('20');
    await expect(modal.getByTestId('rubric-band-score')).toHaveText('Score 0.0-2.0 / 10');
    await modal
      .getByRole('textbox', { name: 'Criterion 1 row 1 description' })
      .fill('Little evidence of ownership');
    await modal.getByRole('textbox', { name: 'Interview plan' }).fill('  A conversation about values  ');
    await modal.getByRole('button', { name: 'Add killer question' }).click();
    await modal.getByRole('textbox', { name: 'Killer question 1' }).fill('Why this team?');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();

    await save.click();
    await expect(tab.getByText('Interview process saved')).toBeVisible();
    await expect(tab.getByText('Unsaved changes')).toBeHidden();
    await expect(tab.getByText('Locked', { exact: true })).toBeVisible();

    await page.reload();
    for (const title of ['Technical Interview', 'Task / Case Study', 'Values Interview', 'Team Pairing']) {
      await expect(step(tab, title)).toBeVisible();
    }
    await step(tab, 'Values Interview').click();
    await tab.getByRole('button', { name: 'Stage details' }).click();
    const saved = page.getByRole('dialog', { name: 'Stage details — Values Interview' });
    await expect(saved.getByRole('textbox', { name: 'Interviewer 1 first name' })).toHaveValue('Nadia');
    await expect(saved.getByRole('textbox', { name: 'Criterion 1', exact: true })).toHaveValue('Ownership');
    await expect(saved.getByRole('textbox', { name: 'Interview plan' })).toHaveValue(
      'A conversation about values',
    );
    await saved.getByRole('button', { name: 'Close' }).click();
    await expect(saved).toBeHidden();
    const stages = (await (await page.request.get(`/api/jobs/${jobId}/stages?titled=true`)).json()).stages;
    expect(stages.map((s: { stage_title: string }) => s.stage_title)).toContain('Values Interview');

    // Discard restores the last save.
    await tab.getByRole('button', { name: 'Edit Process' }).click();
    await step(tab, 'Technical Interview').click();
    await tab.getByRole('button', { name: 'Delete step' }).click();
    await expect(step(tab, 'Technical Interview')).toBeHidden();
    await expect(tab.getByText('Unsaved changes')).toBeVisible();
    await tab.getByRole('button', { name: 'Discard' }).click();
    await expect(step(tab, 'Technical Interview')).toBeVisible();
    await expect(tab.getByText('Unsaved changes')).toBeHidden();

    // The spec's failure messages.
    await page.route('**/api/jobs/*/stages/*/details', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
      }),
    );
    await tab.getByRole('button', { name: 'Edit Process' }).click();
    await step(tab, 'Values Interview').click();
    await tab.getByRole('button', { name: 'Stage details' }).click();
    // Clicked only once the modal has finished opening: during its fade-in the focus trap may still move the
    // content under the pointer (a user cannot click that fast; a loaded test machine can).
    await expect(saved).toHaveCSS('opacity', '1');
    await saved.getByRole('button', { name: 'Save' }).click();
    await expect(
      saved.getByText('Failed to save stage details: Something went wrong. Please try again.'),
    ).toBeVisible();
    await saved.getByRole('button', { name: 'Cancel' }).click();
    await expect(saved).toBeHidden();
    await page.route('**/api/jobs/*/workflow', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: { error: { code: 'VALIDATION', message: 'Missing fixed layers' } },
          })
        : route.continue(),
    );
    // The click lands on the step's own button once the modal has gone; checking its effect before saving
    // makes a lost click fail here, not as a disabled Save.
    await tab.getByRole('button', { name: 'Delete step' }).click();
    await expect(step(tab, 'Values Interview')).toBeHidden();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(tab.getByText('Failed to save workflow: Missing fixed layers')).toBeVisible();
  });

  test('generates a process with AI and shows the requirement coverage', async ({ page }) => {
    const { tab } = await openJobProcess(page, companyId, `Platform Engineer ${suffix()}`);
    await tab.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(tab.getByText(/A process was generated from the job description/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(tab.getByText('Unsaved changes')).toBeVisible();
    await expect(tab.getByRole('region', { name: 'Choose a stage' })).toBeVisible();
    await expect(tab.getByText('Stage 1', { exact: true })).toBeVisible();
    const steps = await tab.getByRole('button', { name: /^Step / }).count();
    expect(steps).toBeGreaterThan(5);

    const coverage = tab.getByRole('region', { name: 'Requirement coverage' });
    const table = coverage.getByRole('table');
    await expect(table).toBeVisible();
    for (const requirement of requirements) await expect(table.getByText(requirement)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Talent Screen/ })).toBeVisible();

    await tab.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tab.getByText('Interview process saved')).toBeVisible();
    await page.reload();
    await expect(tab.getByText('Stage 1', { exact: true })).toBeVisible();
    await expect(coverage.getByRole('table')).toBeVisible();
  });
});
