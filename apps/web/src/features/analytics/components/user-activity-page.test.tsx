// @vitest-environment jsdom
import { analyticsMessages, type UserActivityReport } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserActivityPage } from '#/features/analytics/components/user-activity-page';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

const report = (over: Partial<UserActivityReport> = {}): UserActivityReport => ({
  period: { from: '2025-03-03', to: '2025-03-09' },
  working_days: 5,
  active_users: 1,
  adoption: 0.3,
  users: [
    {
      id: 'u1',
      name: 'Remy Recruiter',
      email: 'remy@acme.test',
      role: 'recruiter',
      is_active: true,
      last_active_at: '2025-03-05T10:00:00.000Z',
      sign_ins: 2,
      actions: 7,
      active_days: 3,
      active_working_days: 3,
      adoption: 0.6,
    },
    {
      id: 'u2',
      name: 'Nora Newcomer',
      email: 'nora@acme.test',
      role: 'admin',
      is_active: false,
      last_active_at: null,
      sign_ins: 0,
      actions: 0,
      active_days: 0,
      active_working_days: 0,
      adoption: 0,
    },
  ],
  days: [
    { date: '2025-03-03', active_users: 0 },
    { date: '2025-03-04', active_users: 1 },
  ],
  weeks: [{ week_start: '2025-03-03', active_users: 1 }],
  ...over,
});

const timeline = {
  rows: [
    {
      id: 'a1',
      user_id: 'u1',
      user_name: 'Remy Recruiter',
      user_email: 'remy@acme.test',
      action: 'candidates_moved',
      app_id: null,
      metadata: { jobId: 'j1', count: 3, stageTitle: 'Phone Screen' },
      job_title: 'Payments Engineer',
      timestamp: '2025-03-05T10:00:00.000Z',
    },
    {
      id: 'a2',
      user_id: 'u1',
      user_name: 'Remy Recruiter',
      user_email: 'remy@acme.test',
      action: 'sign_in',
      app_id: null,
      metadata: null,
      job_title: null,
      timestamp: '2025-03-05T09:00:00.000Z',
    },
  ],
  next_cursor: 'next-page',
};

describe('User Activity', () => {
  it('shows the figures, everyone with adoption, the chart as a table and the timeline with links', async () => {
    const api = mockFetch({
      'GET /api/analytics/activity/timeline': (call) => ({
        json: call.url.includes('cursor=')
          ? {
              rows: [{ ...timeline.rows[1], id: 'a3', timestamp: '2025-03-04T09:00:00.000Z' }],
              next_cursor: null,
            }
          : timeline,
      }),
      'GET /api/analytics/activity': { json: report() },
    });
    const onNavigate = vi.fn();
    renderWithProviders(<UserActivityPage onNavigate={onNavigate} />);

    const people = await screen.findByRole('table', { name: 'People' });
    const remy = within(people).getByRole('row', { name: /Remy Recruiter/ });
    expect(within(remy).getByText('60%')).toBeTruthy();
    expect(within(remy).getByText('7')).toBeTruthy();
    const nora = within(people).getByRole('row', { name: /Nora Newcomer/ });
    expect(within(nora).getByText('Never')).toBeTruthy();
    expect(within(nora).getByText('Inactive')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Adoption' })).getByText('30%')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Active people' })).getByText('1 of 2')).toBeTruthy();

    const chartTable = screen.getByRole('table', { name: 'Active people per day' });
    expect(within(chartTable).getAllByRole('row')).toHaveLength(3);

    const link = await screen.findByRole('link', {
      name: 'Moved 3 candidates to Phone Screen in Payments Engineer',
    });
    expect(link.getAttribute('href')).toBe('/jobs/j1?tab=candidates');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/jobs/j1?tab=candidates');
    expect(screen.getByText('Signed in')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByText('Signed in')).toHaveLength(2));
    expect(api.calls.at(-1)?.url).toContain('cursor=next-page');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says what to do when nothing was recorded, and asks again for another period', async () => {
    const api = mockFetch({
      'GET /api/analytics/activity/timeline': { json: { rows: [], next_cursor: null } },
      'GET /api/analytics/activity': { json: report({ active_users: 0, users: [] }) },
    });
    renderWithProviders(<UserActivityPage onNavigate={() => {}} />);
    expect((await screen.findAllByText(analyticsMessages.noActivity)).length).toBeGreaterThan(0);
    expect(screen.getByText(analyticsMessages.noPeople)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-31' } });
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === '/api/analytics/activity?from=2025-01-01&to=2025-01-31')).toBe(
        true,
      ),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-10' } });
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
  });

  it('shows the error with the reason and Retry', async () => {
    mockFetch({
      'GET /api/analytics/activity': {
        status: 403,
        json: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } },
      },
    });
    renderWithProviders(<UserActivityPage onNavigate={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(analyticsMessages.loadError)).toBeTruthy();
    expect(within(alert).getByText('You do not have permission to do this.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
