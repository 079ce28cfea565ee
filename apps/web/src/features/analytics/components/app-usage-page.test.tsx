// @vitest-environment jsdom
import { type AppUsageReport, analyticsMessages, projectMonth } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppUsagePage } from '#/features/analytics/components/app-usage-page';
import { monthVerdict } from '#/features/analytics/components/month-card';
import { formatDay } from '#/features/analytics/utils/format';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

const now = new Date('2025-03-10T12:00:00Z');
const usage = (over: Partial<AppUsageReport> = {}): AppUsageReport => ({
  period: { from: '2025-03-09', to: '2025-03-10' },
  bucket: 'day',
  currency: 'USD',
  apps: {
    totals: [{ app_id: 'reviewer', app_name: 'Reviewer', opens: 5 }],
    buckets: [
      { start: '2025-03-09', opens: { reviewer: 2 } },
      { start: '2025-03-10', opens: { reviewer: 3 } },
    ],
  },
  ai: {
    services: [{ service: 'generate-jd', calls: 4, tokens: 12_000, cost: 0.0072 }],
    users: [
      {
        user_id: 'u1',
        user_name: 'Remy Recruiter',
        user_email: 'remy@acme.test',
        calls: 3,
        tokens: 9000,
        cost: 0.0054,
      },
      { user_id: null, user_name: null, user_email: null, calls: 1, tokens: 3000, cost: 0.0018 },
    ],
    buckets: [
      { start: '2025-03-09', calls: 1, tokens: 3000, cost: 0.0018 },
      { start: '2025-03-10', calls: 3, tokens: 9000, cost: 0.0054 },
    ],
  },
  month: projectMonth({ tokensUsed: 100_000, cost: 1.5, limit: 200_000, now }),
  ...over,
});

describe('App Usage', () => {
  it('shows the month against the limit, app opens and AI usage per service and person, in dollars', async () => {
    mockFetch({ 'GET /api/analytics/usage': { json: usage() } });
    renderWithProviders(<AppUsagePage />);
    const month = await screen.findByRole('region', { name: 'This month' });
    expect(within(month).getByText(/100,000 of 200,000 \(50%\)/)).toBeTruthy();
    expect(within(month).getByText(/\$1\.5000 \/ \$4\.6500/)).toBeTruthy();
    expect(within(month).getByText(analyticsMessages.limitReachedOn(formatDay('2025-03-20')))).toBeTruthy();

    const apps = screen.getByRole('table', { name: 'Opens per app' });
    expect(within(apps).getByRole('row', { name: /Reviewer 5/ })).toBeTruthy();
    const opensChart = screen.getByRole('table', { name: 'App opens per day' });
    expect(within(opensChart).getAllByRole('row')).toHaveLength(3);

    const services = screen.getByRole('table', { name: 'AI usage by service' });
    expect(within(services).getByRole('row', { name: /generate-jd 4 12,000 \$0\.0072/ })).toBeTruthy();
    const people = screen.getByRole('table', { name: 'AI usage by person' });
    expect(within(people).getByText('Deleted user')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'AI tokens per day' })).toBeTruthy();
  });

  it('says so when nothing was used, and without a limit', async () => {
    mockFetch({
      'GET /api/analytics/usage': {
        json: usage({
          apps: { totals: [], buckets: [{ start: '2025-03-10', opens: {} }] },
          ai: { services: [], users: [], buckets: [] },
          month: projectMonth({ tokensUsed: 0, cost: 0, limit: 0, now }),
        }),
      },
    });
    renderWithProviders(<AppUsagePage />);
    expect(await screen.findByText(analyticsMessages.noOpens)).toBeTruthy();
    expect(screen.getByText(analyticsMessages.noAiUsage)).toBeTruthy();
    expect(screen.getByText(analyticsMessages.unlimited)).toBeTruthy();
  });

  it('says when the limit is reached or the month ends within it', () => {
    expect(monthVerdict(projectMonth({ tokensUsed: 300, cost: 0, limit: 300, now }))).toBe(
      analyticsMessages.limitReached,
    );
    expect(monthVerdict(projectMonth({ tokensUsed: 10, cost: 0, limit: 300_000, now }))).toBe(
      analyticsMessages.withinLimit,
    );
  });

  it('downloads the AI usage CSV of the period, and says when the export fails', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const api = mockFetch({
      'GET /api/analytics/usage/export': (call) =>
        call.url.includes('report=apps')
          ? {
              status: 500,
              json: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
            }
          : { json: {} },
      'GET /api/analytics/usage': { json: usage() },
    });
    renderWithProviders(<AppUsagePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export AI usage (CSV)' }));
    await waitFor(() => expect(api.count('GET /api/analytics/usage/export')).toBe(1));
    expect(api.calls.find((c) => c.url.startsWith('/api/analytics/usage/export'))?.url).toMatch(
      /^\/api\/analytics\/usage\/export\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&report=ai$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export app opens (CSV)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(analyticsMessages.exportError);
  });
});
