// @vitest-environment jsdom
import type { Notification } from '@rw/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPanel } from '#/features/notifications/components/notifications-panel';
import { installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installPageShims);
// The clock the relative times read: only Date is faked, so promises and the router run as usual.
const NOW = new Date('2026-03-02T10:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const JOB = '0b7c1a52-6a43-4a39-9a4e-3f2d6b1c9e01';
const CANDIDATE = '5f0e2d6c-1b7a-4c3e-8d9f-2a1b3c4d5e6f';

const note = (over: Partial<Notification>): Notification => ({
  id: 'n1',
  user_id: 'u1',
  read: false,
  created_at: '2026-03-02T09:55:00.000Z',
  type: 'success',
  title: 'Job description ready',
  message: 'The job description of Senior Backend Engineer is ready.',
  data: { kind: 'job.ai', taskId: 't1', jobId: JOB, task: 'generate-jd', status: 'completed' },
  link: { kind: 'job', job_id: JOB, tab: 'job-description', label: 'Senior Backend Engineer' },
  ...over,
});

function renderPanel(notifications: Notification[]) {
  const patched: string[] = [];
  const fetch = mockFetchByUrl((url) => {
    if (url.pathname === '/api/notifications') {
      return { body: { notifications, unread: notifications.filter((n) => !n.read).length } };
    }
    const id = url.pathname.split('/').pop() ?? '';
    patched.push(id);
    return { body: { ...notifications.find((n) => n.id === id), read: true } };
  });
  const onClose = vi.fn();
  const view = renderPage(<NotificationsPanel opened onClose={onClose} />, { path: '/', url: '/' });
  return { ...view, fetch, onClose, patched };
}

const item = (title: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(title) !== null) as HTMLElement;

describe('Notifications panel', () => {
  it('shows title, message, time and the job link, with the raw data only behind Details', async () => {
    renderPanel([note({})]);
    expect(await screen.findByText('Job description ready')).toBeTruthy();
    const li = item('Job description ready');
    expect(within(li).getByText('The job description of Senior Backend Engineer is ready.')).toBeTruthy();
    expect(within(li).getByText('5 minutes ago')).toBeTruthy();
    const link = within(li).getByRole('link', { name: 'Open job Senior Backend Engineer' });
    expect(link.getAttribute('href')).toBe(`/jobs/${JOB}?tab=job-description`);
    expect(within(li).queryByText(/"taskId"/)).toBeNull();

    const details = within(li).getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const raw = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(raw?.textContent).toContain('"taskId": "t1"');
    fireEvent.click(details);
    expect(within(li).queryByText(/"taskId"/)).toBeNull();
  });

  it('opens the job on its tab, marks the notification read and closes the drawer', async () => {
    const { router, onClose, patched } = renderPanel([note({})]);
    fireEvent.click(await screen.findByRole('link', { name: 'Open job Senior Backend Engineer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${JOB}`));
    expect(router.state.location.search).toEqual({ tab: 'job-description' });
    await waitFor(() => expect(patched).toEqual(['n1']));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a candidate from its job, and does not mark a read notification again', async () => {
    const { router, patched } = renderPanel([
      note({
        id: 'n2',
        read: true,
        title: 'Candidate moved',
        message: 'Ada Lovelace moved to Screen.',
        data: { candidateId: CANDIDATE, jobId: JOB },
        link: { kind: 'candidate', candidate_id: CANDIDATE, job_id: JOB, label: 'Ada Lovelace' },
      }),
    ]);
    const link = await screen.findByRole('link', { name: 'Open candidate Ada Lovelace' });
    expect(link.getAttribute('href')).toBe(`/candidates/${CANDIDATE}?job=${JOB}`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/candidates/${CANDIDATE}`));
    expect(patched).toEqual([]);
  });

  it('has no link or Details for a notification about nothing in particular', async () => {
    renderPanel([
      note({
        id: 'n3',
        type: 'success',
        title: 'Welcome to Recruiting Workspace',
        message:
          'Your account is ready. Start with Companies to set up a company profile and its tone of voice.',
        data: null,
        link: null,
      }),
    ]);
    const li = await waitFor(() => item('Welcome to Recruiting Workspace'));
    expect(within(li).queryByRole('link')).toBeNull();
    expect(within(li).queryByRole('button', { name: 'Details' })).toBeNull();
    expect(within(li).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
  });
});
