import { expect, test } from '../support/fixtures.js';

/*
 * Reviewer (docs/product/reviewer.md): paste and upload the inputs, fill the candidate modal, watch the review
 * stream in from the project's mock LLM (which quotes the inputs, so every quote is verified), reload and find
 * it in My Reviews, copy it, delete the open review and see it close; and a review for a picked job and
 * candidate, found on the candidate's page. The organisation's AI calls go to this worker's own mock.
 */

const jobDescription = [
  'Senior Payments Engineer, Ledgerly (London, hybrid)',
  'Requirements',
  '- Five years building backend services in Go',
  '- Designing PostgreSQL schemas for high-volume payments',
  '- Leading incident response and on-call',
].join('\n');

const cv = [
  'Ann Example - Backend Engineer',
  'Ledgerly Payments, 2019-2024: built backend services in Go for card payments.',
  'Designed PostgreSQL schemas for a ledger processing two million payments a day.',
  'Led the incident response rota for the payments platform.',
].join('\n');

const transcript = [
  'Interviewer: Why are you looking to move?',
  'Candidate: I want to own the architecture of a payments platform end to end.',
  'Interviewer: Where are you based?',
  'Candidate: I am based in Leeds and happy with hybrid work in London twice a month.',
].join('\n');

test.describe('reviewer', () => {
  test('writes a review as it streams, keeps it, copies it, and closes it when it is deleted', async ({
    page,
    context,
    privateLlm,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/apps/reviewer');
    await expect(page.getByRole('heading', { name: 'Reviewer', level: 1 })).toBeVisible();

    const generate = page.getByRole('button', { name: 'Generate AI Review' });
    await generate.click();
    await expect(page.getByText('Please enter a job description')).toBeVisible();
    await expect(page.getByText('Please enter a candidate CV')).toBeVisible();

    await page.getByRole('textbox', { name: 'Job Description' }).fill(jobDescription);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Candidate CV file' }).click();
    await (await chooser).setFiles({
      name: 'ann-example.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(cv),
    });
    await expect(page.getByRole('textbox', { name: 'Candidate CV' })).toHaveValue(cv);
    await page
      .getByRole('textbox', { name: 'Recruiter Commentary' })
      .fill('Calm and precise communicator.\nNotice period four weeks; expects around £95k base.');
    await page.getByRole('textbox', { name: 'Interview Transcript' }).fill(transcript);

    await generate.click();
    const modal = page.getByRole('dialog', { name: 'Candidate Information' });
    await modal.getByRole('button', { name: 'Generate Review' }).click();
    await expect(modal.getByText('Please fill in all candidate information')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Candidate Name' }).fill('Ann Example');
    await modal.getByRole('textbox', { name: 'Job Title' }).fill('Senior Payments Engineer');
    await modal.getByRole('radio', { name: 'she/her' }).check();

    // The last section is held back until the first words have been seen.
    privateLlm.holdAt('Recommendation');
    await modal.getByRole('button', { name: 'Generate Review' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await expect(review.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(review.getByRole('heading', { name: 'Recommendation' })).toBeHidden();
    await expect(page.getByText('Processing', { exact: true })).toBeVisible();
    privateLlm.release();
    await expect(review.getByRole('heading', { name: 'Recommendation' })).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByText(/^(\d+) of \1 quotes verified$/)).toBeVisible();
    await expect(review.getByText('Transcript', { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Candidate CV' })).toHaveValue(cv);
    await expect(page.getByText('No review open')).toBeVisible();
    await page.getByRole('button', { name: 'My Reviews' }).click();
    const list = page.getByRole('dialog', { name: 'My Reviews' });
    const row = list.getByRole('article', { name: 'Review of Ann Example' });
    await expect(row).toContainText('Senior Payments Engineer');
    await expect(row).toContainText('Completed');
    await row.getByRole('button', { name: 'Copy' }).click();
    await expect(list.getByText('Review copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('## Fit against requirements');
    expect(copied).toMatch(/_(\d+) of \1 quotes verified_/);

    await row.getByRole('button', { name: 'View' }).click();
    await expect(list).toBeHidden();
    await expect(review.getByRole('heading', { name: 'Logistics' })).toBeVisible();
    await page.getByRole('button', { name: 'My Reviews' }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(row.getByText('Delete this review?')).toBeVisible();
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByText('No review open')).toBeVisible();
  });

  test('a review for a picked job and candidate is listed on the candidate page', async ({ page, org }) => {
    const admin = await org.user('admin');
    const company = await (
      await admin.request.post('/api/companies', { data: { name: `Ledgerly ${org.id}` } })
    ).json();
    await (
      await admin.request.post('/api/jobs', {
        data: {
          title: 'Senior Payments Engineer',
          company_id: company.id,
          jd_requirements: ['Five years building backend services in Go', 'Designing PostgreSQL schemas'],
        },
      })
    ).json();
    const candidate = await (
      await admin.request.post('/api/candidates', {
        data: {
          first_name: 'Ann',
          last_name: `Example ${org.id}`,
          current_title: 'Backend Engineer',
          cv_text: cv,
        },
      })
    ).json();

    await page.goto('/apps/reviewer');
    await page.getByRole('combobox', { name: 'Job', exact: true }).click();
    await page.getByRole('option', { name: /Senior Payments Engineer/ }).click();
    await expect(page.getByRole('textbox', { name: 'Job Description' })).toHaveValue(/Five years building/);
    await page.getByRole('combobox', { name: 'Candidate', exact: true }).fill(`Example ${org.id}`);
    await page.getByRole('option', { name: new RegExp(`Ann Example ${org.id}`) }).click();
    await expect(page.getByRole('textbox', { name: 'Candidate CV' })).toHaveValue(cv);

    await page.getByRole('button', { name: 'Generate AI Review' }).click();
    const modal = page.getByRole('dialog', { name: 'Candidate Information' });
    await expect(modal.getByRole('textbox', { name: 'Candidate Name' })).toHaveValue(`Ann Example ${org.id}`);
    await expect(modal.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Senior Payments Engineer');
    await modal.getByRole('radio', { name: 'they/them' }).check();
    await modal.getByRole('button', { name: 'Generate Review' }).click();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();

    await page.goto(`/candidates/${candidate.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toBeVisible();
    await reviews.getByRole('button', { name: /Senior Payments Engineer/ }).click();
    await expect(reviews.getByRole('heading', { name: 'Fit against requirements' })).toBeVisible();
  });
});
