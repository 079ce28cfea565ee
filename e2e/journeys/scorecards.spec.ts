import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * Interviewers' scorecards (docs/product/pipeline.md#scorecards) and the Job Score they feed
 * (docs/product/candidates.md#job-score): a candidate moved from Glance to Talent Screen is scored on the
 * candidate page against the stage's criteria and rubrics; once moved on to Washup (from the page), the Talent
 * Screen scorecard is their Job Score, on the candidate page and in the Candidates tab's Score view.
 */

const suffix = Math.random().toString(36).slice(2, 7);
const rubric = [
  { min: 0, max: 40, description: 'Little evidence of it' },
  { min: 41, max: 100, description: 'Clear, repeated evidence' },
];

/** A job whose Talent Screen has two criteria with rubrics, and Ann in its Glance stage. */
async function seed(page: Page) {
  const api = page.request;
  const company = await api.post('/api/companies', { data: { name: `Scorecards ${suffix}` } });
  expect(company.status()).toBe(201);
  const job = await api.post('/api/jobs', {
    data: { title: `Data Engineer ${suffix}`, company_id: (await company.json()).id },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).id;
  // The process as the job shows it before anyone saved it (the five fixed stages), saved as is.
  const shown = await api.get(`/api/jobs/${jobId}/workflow`);
  const saved = await api.put(`/api/jobs/${jobId}/workflow`, {
    data: { workflow: (await shown.json()).workflow },
  });
  expect(saved.status()).toBe(200);
  const details = await api.put(`/api/jobs/${jobId}/stages/talent_screen/details`, {
    data: {
      layer_id: 'talent',
      details: {
        assessmentCriteria: [
          { title: 'Data modelling', rubric },
          { title: 'Stakeholder communication', rubric },
        ],
      },
    },
  });
  expect(details.status()).toBe(200);
  expect((await details.json()).in_saved_workflow).toBe(true);
  const candidate = await api.post('/api/candidates', {
    data: { first_name: 'Ann', last_name: `Scored-${suffix}`, current_title: 'Analytics Engineer' },
  });
  expect(candidate.status()).toBe(201);
  const candidateId: string = (await candidate.json()).id;
  const added = await api.post(`/api/jobs/${jobId}/candidates`, {
    data: {
      candidate_id: candidateId,
      stage_id: 'glance',
      stage_category: 'research',
      stage_level: 1,
      stage_title: 'Glance',
    },
  });
  expect(added.status()).toBe(201);
  return { jobId, candidateId };
}

/** Moves the candidate to a stage through the pipeline operations API (the set-up's first move). */
async function move(page: Page, jobId: string, candidateId: string, stage: string) {
  const res = await page.request.post(`/api/jobs/${jobId}/pipeline/operations`, {
    data: {
      operation_id: crypto.randomUUID(),
      kind: 'move',
      to_stage_id: stage,
      candidate_ids: [candidateId],
    },
  });
  expect(res.status()).toBe(200);
}

/** The stage history card of a stage on the candidate page's Job Applications tab. */
const recordCard = (page: Page, stage: string) =>
  page.getByTestId('stage-record').filter({ has: page.getByText(stage, { exact: true }) });

async function openApplications(page: Page, jobId: string, candidateId: string) {
  await page.goto(`/candidates/${candidateId}?job=${jobId}`);
  await page.getByRole('tab', { name: 'Job Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Stage History' })).toBeVisible();
}

test.describe('scorecards', () => {
  test('an interviewer scores a stage against its rubrics, and the scorecard becomes the Job Score', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { jobId, candidateId } = await seed(page);
    await move(page, jobId, candidateId, 'talent_screen');
    await openApplications(page, jobId, candidateId);
    await expect(page.getByTestId('job-score')).toContainText('—');

    // The Talent Screen scorecard: criteria with their rubrics, the overall as it is typed, Save.
    await recordCard(page, 'Talent Screen').getByRole('button', { name: 'Scorecard', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Scorecard — Ann Scored-${suffix} · Talent Screen` });
    await expect(modal.getByText('Data modelling')).toBeVisible();
    await expect(modal.getByText('Rubric: points out of 100').first()).toBeVisible();
    await expect(modal.getByText('Score 4.1-10.0 / 10').first()).toBeVisible();
    await expect(modal.getByText('Clear, repeated evidence').first()).toBeVisible();
    await modal.getByRole('textbox', { name: 'AC1 score' }).fill('8');
    await modal.getByRole('textbox', { name: 'AC2 score' }).fill('7');
    await expect(modal.getByText('Overall (mean of your scores)').locator('..')).toContainText('7.5/10');
    await modal
      .getByRole('textbox', { name: /Manager Feedback/ })
      .fill('Modelled the orders domain cleanly.');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Scorecard saved.')).toBeVisible();
    await expect(modal.getByText('Scorecards (1)')).toBeVisible();
    await expect(modal.getByTestId('scorecard')).toContainText('Modelled the orders domain cleanly.');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    // The record now uses the scorecard, marked as such; no Job Score until the candidate moves on.
    const talent = recordCard(page, 'Talent Screen');
    await expect(talent.getByTestId('record-scores')).toContainText('7.5/10');
    await expect(talent.getByTestId('record-scores').getByText('Scorecard', { exact: true })).toBeVisible();
    await expect(talent.getByText(/^Mean of 1 scorecard; latest by /)).toBeVisible();
    await expect(page.getByTestId('job-score')).toContainText('—');

    // Moved on to Washup from the page: the Talent Screen scorecard is the Job Score; Washup is scored too.
    await page.getByRole('button', { name: 'Move to stage' }).click();
    await page.getByRole('menuitem', { name: /Washup/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Move to stage' });
    await confirm.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Moved 1 candidate to Washup.')).toBeVisible();
    await expect(recordCard(page, 'Talent Screen').getByText('Completed')).toBeVisible();
    await expect(page.getByTestId('job-score')).toContainText('7.5/10');
    await recordCard(page, 'Washup').getByRole('button', { name: 'Scorecard', exact: true }).click();
    const washup = page.getByRole('dialog', { name: `Scorecard — Ann Scored-${suffix} · Washup` });
    await washup.getByRole('textbox', { name: 'AC1 score' }).fill('6');
    await washup.getByRole('button', { name: 'Save' }).click();
    await expect(washup.getByText('Scorecard saved.')).toBeVisible();
    await washup.getByRole('button', { name: 'Close' }).click();
    await expect(washup).toBeHidden();

    // The Candidates tab's Score view: Washup's Overall from its scorecard, the Job Score from Talent Screen.
    await page.goto(`/jobs/${jobId}?tab=candidates`);
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: /Washup/ }).click();
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Score', { exact: true }).click();
    const scored = page.getByRole('table', { name: 'Scored candidates', exact: true });
    const row = scored.getByRole('row').filter({ hasText: `Scored-${suffix}` });
    await expect(row).toContainText('6/10');
    await expect(row.getByText('Scorecard', { exact: true })).toBeVisible();
    await expect(row).toContainText('7.5/10');
  });
});
