import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * The jobs area (docs/product/jobs.md): the three ways to add a job, editing with the unsaved-changes question,
 * AI job description generation against the project's mock LLM, the PDF export and the print page.
 */

const suffix = () => Math.random().toString(36).slice(2, 7);

/**
 * A company of the test's organisation for the dropdown, created through the companies API with benefits
 * and a job specification introduction.
 */
async function createCompany(page: Page): Promise<{ id: string; name: string }> {
  const name = `Jobs Journey ${suffix()}`;
  const res = await page.request.post('/api/companies', {
    data: {
      name,
      company_benefits: ['Private health', '28 days holiday'],
      job_spec_intro: '<p>We build <strong>payments</strong> software.</p>',
    },
  });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id, name };
}

async function createJobByApi(page: Page, companyId: string, title: string): Promise<string> {
  const res = await page.request.post('/api/jobs', {
    data: { title, company_id: companyId, location: 'London' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

async function chooseCompany(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name }).click();
}

test.describe('jobs', () => {
  let company: { id: string; name: string };

  test.beforeEach(async ({ page }) => {
    company = await createCompany(page);
  });

  test('creates a job from each path of the Add New Job chooser', async ({ page }) => {
    await page.goto('/jobs/my-jobs');
    await expect(page.getByRole('heading', { name: 'My Jobs' })).toBeVisible();

    // Manual: the modal's validation, then a saved job on the list.
    await page.getByRole('button', { name: 'Add Job' }).click();
    const chooser = page.getByRole('dialog', { name: 'Add New Job' });
    await expect(chooser.getByText('Create a job description using AI assistance')).toBeVisible();
    await expect(chooser.getByText('Upload or paste an existing job description')).toBeVisible();
    await chooser.getByRole('button', { name: /Create manually/ }).click();
    const modal = page.getByRole('dialog', { name: 'Add Job' });
    await modal.getByRole('button', { name: 'Save Job' }).click();
    await expect(modal.getByText('Please provide a title and select a company.')).toBeVisible();
    const manualTitle = `Account Executive ${suffix()}`;
    await modal.getByLabel('Title').fill(manualTitle);
    await chooseCompany(page, company.name);
    await modal.getByLabel('Location').fill('Dublin');
    await modal.getByRole('button', { name: 'Save Job' }).click();
    const card = page.getByRole('link', { name: `Open job ${manualTitle}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Draft')).toBeVisible();
    await expect(card.getByText(/^Posted /)).toBeVisible();

    // 'Generate with AI brief': the job opens on its description, which fills in.
    await page.getByRole('button', { name: 'Add Job' }).click();
    await page.getByRole('button', { name: /Generate with AI brief/ }).click();
    const brief = page.getByRole('dialog', { name: 'Generate with AI brief' });
    await brief.getByLabel('Job Title').fill(`Data Engineer ${suffix()}`);
    await chooseCompany(page, company.name);
    await brief
      .getByLabel('About the role')
      .fill('Own our ingestion pipelines in Python and dbt. Hybrid, Leeds.');
    await brief.getByRole('button', { name: 'Generate Job' }).click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\?tab=job-description/);
    const responsibilities = page.getByRole('region', { name: 'Role Responsibilities' });
    await expect(responsibilities.getByRole('button', { name: /^Remove / }).first()).toBeVisible({
      timeout: 20_000,
    });

    // 'Add job from existing description': a draft to review, then the job.
    await page.goto('/jobs/my-jobs');
    await page.getByRole('button', { name: 'Add Job' }).click();
    await page.getByRole('button', { name: /Add job from existing description/ }).click();
    const source = page.getByRole('dialog', { name: 'Add job from existing description' });
    await source
      .getByLabel('Job description')
      .fill(
        'Senior Product Manager, Payments — London, hybrid. Own the payments roadmap across three squads.',
      );
    await source.getByRole('button', { name: 'Extract job details' }).click();
    const review = page.getByRole('dialog', { name: 'Review the job' });
    await expect(review.getByLabel('Title')).not.toHaveValue('');
    await chooseCompany(page, company.name);
    await review.getByRole('button', { name: 'Create Job' }).click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}/);
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  });

  test('asks before leaving with unsaved changes and saves or discards as answered', async ({ page }) => {
    const jobId = await createJobByApi(page, company.id, `Product Designer ${suffix()}`);
    await page.goto(`/jobs/${jobId}`);
    const manager = page.getByLabel('Hiring Manager');
    await manager.fill('Nadia Brooks');
    const skills = page.getByRole('combobox', { name: 'Hard Skills' });
    await skills.fill('Figma');
    await skills.press('Enter');
    await skills.fill('figma');
    await skills.press('Enter');
    await expect(page.getByText('Figma', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Live')).toHaveCount(0);

    await page.getByRole('button', { name: 'Back to Jobs' }).click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(question.getByText('You have unsaved changes. Save before leaving?')).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(manager).toHaveValue('Nadia Brooks');
    await page.getByRole('button', { name: 'Back to Jobs' }).click();
    await question.getByRole('button', { name: 'Save and leave' }).click();
    await expect(page).toHaveURL(/\/jobs\/my-jobs$/);

    await page.goto(`/jobs/${jobId}`);
    await expect(manager).toHaveValue('Nadia Brooks');
    await manager.fill('Someone Else');
    await page.getByRole('button', { name: 'Back to Jobs' }).click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/jobs\/my-jobs$/);
    await page.goto(`/jobs/${jobId}`);
    await expect(manager).toHaveValue('Nadia Brooks');

    await manager.fill('Priya Raman');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeHidden();
  });

  test('generates a job description and the lists fill in', async ({ page }) => {
    const jobId = await createJobByApi(page, company.id, `Platform Engineer ${suffix()}`);
    // Records the writes of the jd-complete flag: the generation may end before a test could read it.
    await page.addInitScript(() => {
      const w = window as Window & { jdFlags?: string[] };
      w.jdFlags = [];
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('jd-complete-')) w.jdFlags?.push(`${key}=${value}`);
        setItem.call(this, key, value);
      };
    });
    await page.goto(`/jobs/${jobId}?tab=job-description`);
    await expect(page.getByText('No items yet').first()).toBeVisible();
    await page.getByRole('button', { name: 'Import from company' }).click();
    const benefits = page.getByRole('region', { name: 'Benefits' });
    await expect(benefits.getByText('Private health')).toBeVisible();

    await page.getByRole('button', { name: 'Generate with AI' }).click();
    // The imported benefits are a description already: replacing it is asked first.
    const replace = page.getByRole('dialog', { name: 'Replace the current description?' });
    await replace.getByRole('button', { name: 'Replace' }).click();
    // 'Generating JD...' and the lists' placeholders last only as long as the model takes (the mock can answer
    // before a check could see them), so the run is followed by its recorded flag instead.
    const flags = () => page.evaluate(() => (window as Window & { jdFlags?: string[] }).jdFlags ?? []);
    expect(await flags()).toContain(`jd-complete-${jobId}=pending`);

    for (const title of ['Role Responsibilities', 'Requirements', 'Nice to have']) {
      const list = page.getByRole('region', { name: title });
      await expect(list.getByRole('button', { name: /^Remove / }).first()).toBeVisible({ timeout: 20_000 });
    }
    await expect(page.getByRole('button', { name: 'Generate with AI' })).toBeEnabled();
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`jd-complete-${id}`), jobId))
      .toBeNull();
    const mission = page.getByRole('textbox', { name: 'Role Mission' });
    await expect(mission).not.toHaveValue('');
  });

  test('exports the PDF and opens the print page', async ({ page }) => {
    const title = `Finance Analyst ${suffix()}`;
    const jobId = await createJobByApi(page, company.id, title);
    await page.request.patch(`/api/jobs/${jobId}`, {
      data: { jd_role_mission: 'Own month-end close.', jd_requirements: ['Excel', 'SQL'] },
    });
    await page.goto(`/jobs/${jobId}?tab=job-description`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);

    await page.addInitScript(() => {
      const w = window as Window & { printCalls?: number };
      w.printCalls = 0;
      w.print = () => {
        w.printCalls = (w.printCalls ?? 0) + 1;
      };
    });
    await page.goto(`/jobs/${jobId}/print`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    for (const heading of ['Job Specification Introduction', 'Role Mission', 'Requirements']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Benefits' })).toHaveCount(0);
    await expect(page.getByText('Own month-end close.')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { printCalls?: number }).printCalls))
      .toBeGreaterThan(0);
  });
});
