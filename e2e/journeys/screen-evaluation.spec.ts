import { expect, type PrivateLlm, test } from '../support/fixtures.js';

/*
 * Screen Evaluation (docs/product/screen-evaluation.md): paste a transcript, watch the analysis stream in from the project's mock LLM,
 * copy and save it, find it under Recent Evaluations and open the full analysis; Stop keeps what was written;
 * an evaluation made for a picked candidate and job is found on the candidate's page.
 * The organisation's AI calls go to this worker's own mock (`privateLlm`): the scripted replies and the slow
 * stream are this test's alone.
 */

const transcript = [
  'Recruiter: Thanks for joining, Sam. Could you walk me through your current role?',
  'Candidate: I lead a team of four backend engineers at a payments company. We moved our ledger to Postgres.',
  'Recruiter: What makes you look for something new?',
  'Candidate: I want more ownership of architecture and a product closer to healthcare.',
  'Recruiter: Salary expectations and notice?',
  'Candidate: Around 95k, and four weeks notice.',
].join('\n');

const evaluation = [
  '## Executive Summary',
  'Sam is a backend lead from payments who wants architecture ownership in healthcare.',
  '',
  '## 1. Role Fit',
  '**Score: 4/5**',
  '- Leads four engineers; led a ledger migration to Postgres.',
  '',
  '## Score Summary',
  '| Section | Score |',
  '| --- | --- |',
  '| Role Fit | 4/5 |',
  '',
  '## Recommendations & Next Steps',
  '**Advance**: strong fit on scope and level.',
].join('\n');

/** Scripts the mock's next analysis and slows its stream so the text is seen arriving. */
async function scriptAnalysis(llm: PrivateLlm, content: string, chunkDelayMs: number) {
  await llm.script('analyze-transcript', content, chunkDelayMs);
}

test.describe('screen evaluation', () => {
  test('analyses a pasted transcript as it streams, saves it and reopens it', async ({
    page,
    context,
    privateLlm,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/apps/screen-evaluation');
    const title = page.getByRole('heading', { name: 'Screen Evaluation', level: 1 });
    await expect(title).toBeVisible();
    await expect(title.locator('..').getByText('Beta', { exact: true })).toBeVisible();

    const analyze = page.getByRole('button', { name: 'Analyze Transcript' });
    await expect(analyze).toBeDisabled();
    await expect(page.getByText('Please paste a transcript to analyze')).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Call transcript' });
    await box.fill(transcript);
    await expect(page.getByTestId('transcript-counter')).toHaveText(
      `${transcript.length} / 120,000 characters`,
    );
    await expect(analyze).toBeEnabled();

    await scriptAnalysis(privateLlm, evaluation, 60);
    // The model's last section is held back until the first words have been seen.
    privateLlm.holdAt('Recommendations');
    // Ctrl+Enter in the transcript analyses, like the button.
    await box.press('Control+Enter');
    const results = page.getByRole('region', { name: 'Analysis', exact: true });
    // The first words show while the model is still writing.
    await expect(results.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Recommendations & Next Steps' })).toBeHidden();
    privateLlm.release();
    await expect(results.getByRole('heading', { name: 'Recommendations & Next Steps' })).toBeVisible();
    await expect(page.getByText('Complete', { exact: true })).toBeVisible();
    await expect(results.getByRole('table')).toContainText('Role Fit');

    await page.getByRole('button', { name: 'Copy Analysis' }).click();
    await expect(page.getByText('Analysis copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(evaluation);

    await page.getByRole('button', { name: 'Save Evaluation' }).click();
    await expect(page.getByText('Evaluation saved successfully')).toBeVisible();

    const recent = page.getByRole('region', { name: 'Recent Evaluations' });
    const card = recent.getByRole('article').first();
    await expect(card).toContainText('Recruiter: Thanks for joining, Sam.');
    await card.getByRole('button', { name: /^View Full Analysis/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Recommendations & Next Steps' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Transcript' }).click();
    await expect(dialog.getByText('Around 95k, and four weeks notice.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Stop keeps the text written so far; Clear empties the transcript', async ({ page, privateLlm }) => {
    await page.goto('/apps/screen-evaluation');
    await page.getByRole('textbox', { name: 'Call transcript' }).fill(transcript);
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    await scriptAnalysis(privateLlm, `## Role Fit\n${words}`, 50);
    // The last word is held back: the model is still writing when Stop is pressed.
    privateLlm.holdAt('word399');
    // Keyboard only: Analyze hands the focus to Stop while the model writes.
    await page.getByRole('button', { name: 'Analyze Transcript' }).focus();
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: 'Analysis', exact: true });
    await expect(results.getByRole('heading', { name: 'Role Fit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Analysis stopped')).toBeVisible();
    await expect(results).toContainText('word0');
    await expect(results).not.toContainText('word399');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('textbox', { name: 'Call transcript' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Analyze Transcript' })).toBeDisabled();
  });

  test("an evaluation for a picked candidate and job is listed on the candidate's page", async ({
    page,
    org,
    privateLlm,
  }) => {
    const admin = await org.user('admin');
    const company = await (
      await admin.request.post('/api/companies', { data: { name: `Ledgerly ${org.id}` } })
    ).json();
    await admin.request.post('/api/jobs', { data: { title: 'Backend Lead', company_id: company.id } });
    const candidate = await (
      await admin.request.post('/api/candidates', {
        data: { first_name: 'Sam', last_name: `Example ${org.id}`, current_title: 'Backend Lead' },
      })
    ).json();

    await page.goto('/apps/screen-evaluation');
    await page.getByRole('combobox', { name: 'Candidate', exact: true }).fill(`Example ${org.id}`);
    await page.getByRole('option', { name: new RegExp(`Sam Example ${org.id}`) }).click();
    await page.getByRole('combobox', { name: 'Job', exact: true }).click();
    await page.getByRole('option', { name: /Backend Lead · Ledgerly/ }).click();
    await page.getByRole('textbox', { name: 'Call transcript' }).fill(transcript);
    await scriptAnalysis(privateLlm, evaluation, 0);
    await page.getByRole('button', { name: 'Analyze Transcript' }).click();
    await expect(page.getByText('Complete', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save Evaluation' }).click();
    await expect(page.getByText('Evaluation saved successfully')).toBeVisible();

    await page.goto(`/candidates/${candidate.id}`);
    const section = page.getByRole('region', { name: 'Screen Evaluations' });
    await expect(section.getByText('Backend Lead', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: /^View Full Analysis/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Recommendations & Next Steps' })).toBeVisible();
  });
});
