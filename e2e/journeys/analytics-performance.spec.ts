import crypto from 'node:crypto';
import { expect, test } from '../support/fixtures.js';

/*
 * Performance Metrics and the job's Analytics tab (docs/product/analytics.md#performance-metrics): an admin
 * imports candidates into a job and moves one on, then sees the funnel's charts and tables on both screens,
 * with the cohort rule said; a recruiter of the organisation is refused both and their API.
 */

const ACCESS_DENIED = "Access Denied: You don't have permission to access the admin panel.";
const COHORT_RULE =
  'The funnel counts the candidates who entered the first stage of a job in the period, and follows them through every later stage whenever they got there.';

test('an admin reads the funnel on Performance Metrics and the job tab; a recruiter is refused', async ({
  page,
  org,
}) => {
  await org.user('admin');
  const company = await page.request.post('/api/companies', { data: { name: `Funnel Co ${org.id}` } });
  expect(company.status()).toBe(201);
  const job = await page.request.post('/api/jobs', {
    data: { title: `Funnel Engineer ${org.id}`, company_id: (await company.json()).id },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).id;
  const csv = ['First Name,Last Name', `Ada,Funnel-${org.id}`, `Grace,Funnel-${org.id}`].join('\n');
  const imported = await page.request.post(`/api/jobs/${jobId}/candidates/import?stage_id=glance`, {
    multipart: { file: { name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status()).toBe(200);
  const list = await (await page.request.get(`/api/jobs/${jobId}/candidates?stage_id=glance`)).json();
  const ada = list.rows.find((r: { candidate: { first_name: string } }) => r.candidate.first_name === 'Ada');
  const moved = await page.request.post(`/api/jobs/${jobId}/pipeline/operations`, {
    data: {
      operation_id: crypto.randomUUID(),
      kind: 'move',
      to_stage_id: 'profile_review',
      candidate_ids: [ada.candidate.id],
    },
  });
  expect(moved.status()).toBe(200);

  await page.goto('/analytics/performance');
  await expect(page.getByRole('heading', { name: 'Performance Metrics', level: 1 })).toBeVisible();
  await expect(page.getByText(COHORT_RULE)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Funnel' })).toBeVisible();
  const stages = page.getByRole('table', { name: 'Stages' });
  await expect(stages.getByRole('row', { name: /^Glance 2 1 50%/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' })).toBeVisible();

  await page.goto(`/jobs/${jobId}?tab=analytics`);
  const tab = page.getByRole('tabpanel', { name: 'Analytics' });
  await expect(tab.getByText(COHORT_RULE)).toBeVisible();
  await expect(
    tab.getByRole('table', { name: 'Stages' }).getByRole('row', { name: /^Profile Review 1 0/ }),
  ).toBeVisible();

  const recruiter = await org.user('recruiter');
  for (const api of ['/api/analytics/performance', `/api/analytics/performance?job_id=${jobId}`]) {
    expect((await recruiter.request.get(api)).status()).toBe(403);
  }
  await page.context().clearCookies();
  await page.context().addCookies((await recruiter.request.storageState()).cookies);
  await page.goto('/analytics/performance');
  await expect(page.getByRole('heading', { name: 'Performance Metrics', level: 1 })).toBeVisible();
  await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
  await page.goto(`/jobs/${jobId}?tab=analytics`);
  await expect(page.getByText('Job analytics are for admins.')).toBeVisible();
});
