// @vitest-environment jsdom
import { type PerformanceReport, performanceMessages } from '@rw/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerformancePage } from '#/features/analytics/components/performance-page';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

const days = (median: number | null, p90: number | null, count: number) => ({ median, p90, count });
const stage = (key: string, title: string, entered: number, passed: number, d = days(null, null, 0)) => ({
  key,
  title,
  entered,
  passed,
  pass_through: entered ? passed / entered : null,
  rejected: 0,
  days: d,
  scores: [0, 0, 0, 0, 1, 0, 2, 0, 1, 0, 0],
});
const report = (over: Partial<PerformanceReport> = {}): PerformanceReport => ({
  period: { from: '2025-03-01', to: '2025-03-30' },
  scope: 'organization',
  jobs: 2,
  cohort: 4,
  stages: [stage('glance', 'Glance', 4, 2, days(1, 3, 4)), stage('profile_review', 'Profile Review', 2, 0)],
  hires: 0,
  time_to_hire: days(null, null, 0),
  time_to_fill: days(null, null, 0),
  rejections: [{ reason: 'Salary', count: 1 }],
  sources: [{ source: 'csv_import', count: 4 }],
  agreement: [
    {
      job_id: 'j1',
      job_title: 'Payments Engineer',
      stage_id: 'profile_review',
      stage_title: 'Profile Review',
      pairs: 5,
      spearman: 0.7,
    },
  ],
  ai_cost: { currency: 'USD', cost: 1.5, hires: 0, per_hire: null },
  ...over,
});
const options = {
  'GET /api/jobs/companies': { json: { companies: [] } },
  'GET /api/jobs': { json: { jobs: [] } },
  'GET /api/organization/users': { json: { domain: 'acme.test', users: [], invitations: [] } },
};

describe('Performance Metrics', () => {
  it('says the cohort rule and shows the funnel, its tables, sources, reasons and agreement', async () => {
    mockFetch({ ...options, 'GET /api/analytics/performance': { json: report() } });
    renderWithProviders(<PerformancePage />);
    expect(await screen.findByText(performanceMessages.cohortRule)).toBeTruthy();
    const stages = screen.getByRole('table', { name: 'Stages' });
    expect(within(stages).getByRole('row', { name: /Glance 4 2 50% 0 1 d 3 d/ })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Sources' })).getByRole('row', { name: /CSV import 4/ }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Reject reasons' })).getByRole('row', { name: /Salary 1/ }),
    ).toBeTruthy();
    const agreement = screen.getByRole('table', { name: 'AI and scorecards' });
    expect(
      within(agreement).getByRole('row', { name: /Payments Engineer Profile Review 5 0.70/ }),
    ).toBeTruthy();
    expect(screen.getByText(performanceMessages.noHires)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export the funnel (CSV)' })).toBeTruthy();
  });

  it('says what to do when no candidate entered a pipeline in the period', async () => {
    mockFetch({ ...options, 'GET /api/analytics/performance': { json: report({ cohort: 0, stages: [] }) } });
    renderWithProviders(<PerformancePage />);
    expect(await screen.findByText(performanceMessages.noCohort)).toBeTruthy();
    expect(screen.getByText(performanceMessages.noCohortHint)).toBeTruthy();
  });
});
