// @vitest-environment jsdom
import { jobAccessMessages, type Role } from '@rw/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MyJobsPage } from '#/features/jobs/components/my-jobs-page';
import { myJobsSearch } from '#/features/jobs/utils/job-tabs';
import { fetchedUrls, installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';

/*
 * The My Jobs page's 'My Jobs' / 'Team' views (docs/product/jobs.md#my-jobs): a keyboard-reachable radio group
 * whose choice lives in `?scope=`, the list of that scope, Team cards naming their creator and offering
 * Delete job only to whom may delete, and the Team's empty state.
 */

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installPageShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { id: 'u1', role: 'recruiter' as Role };

const row = (id: string, title: string, createdBy: string | null, name: string | null) => ({
  id,
  title,
  status: 'active',
  company_id: 'co-1',
  company_name: 'Northwind',
  location: 'Leeds',
  date_posted: '2026-03-02',
  created_at: '2026-03-02T09:00:00.000Z',
  created_by: createdBy,
  created_by_name: name,
});
const mine = [row('j1', 'Data Engineer', 'u1', 'Alice Archer')];
const team = [row('j2', 'Product Designer', 'u2', 'Carol Chen'), ...mine, row('j3', 'Old Role', null, null)];

/** Answers the job list by its scope: `lists` by scope, an empty list for any other. */
function mockJobs(lists: { mine?: unknown[]; team?: unknown[] }) {
  return mockFetchByUrl((url) => {
    if (url.pathname !== '/api/jobs')
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    const scope = url.searchParams.get('scope') === 'team' ? 'team' : 'mine';
    return { body: { jobs: lists[scope] ?? [] } };
  });
}

/** The page as the route mounts it: the view from `?scope=`, a change of view navigates. */
function MyJobsAtUrl({ user = me }: { user?: { id: string; role: Role } }) {
  const { scope } = myJobsSearch.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <MyJobsPage
      user={user}
      scope={scope ?? 'mine'}
      onScopeChange={(next) =>
        void navigate({ to: '/jobs/my-jobs', search: { scope: next === 'team' ? 'team' : undefined } })
      }
      onOpenJob={vi.fn()}
      onSignIn={vi.fn()}
    />
  );
}

const open = (url: string, user?: { id: string; role: Role }) =>
  renderPage(<MyJobsAtUrl user={user} />, { path: '/jobs/my-jobs', url });

const views = () => screen.getByRole('radiogroup', { name: jobAccessMessages.scopeLabel });
const card = (title: string) => screen.getByRole('link', { name: `Open job ${title}` });

describe('My Jobs / Team', () => {
  it('opens on My Jobs: the radio group checked there, the own list, no creator on the cards', async () => {
    const fetchMock = mockJobs({ mine, team });
    open('/jobs/my-jobs');
    expect(await screen.findByText('Data Engineer')).toBeTruthy();
    const radios = within(views()).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['My Jobs', 'Team']);
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(fetchedUrls(fetchMock).map((u) => u.search)).toEqual(['?scope=mine']);
    expect(within(card('Data Engineer')).queryByText(jobAccessMessages.createdByYou)).toBeNull();
  });

  it('switches to Team from the keyboard-reachable radio, keeps it in ?scope=team and names each creator', async () => {
    const fetchMock = mockJobs({ mine, team });
    const { router } = open('/jobs/my-jobs');
    await screen.findByText('Data Engineer');
    const teamRadio = within(views()).getByRole('radio', { name: 'Team' });
    teamRadio.focus();
    expect(document.activeElement).toBe(teamRadio);
    fireEvent.click(teamRadio);
    await waitFor(() => expect(router.state.location.search).toEqual({ scope: 'team' }));
    expect(await screen.findByText('Product Designer')).toBeTruthy();
    expect((teamRadio as HTMLInputElement).checked).toBe(true);
    expect(fetchedUrls(fetchMock).at(-1)?.search).toBe('?scope=team');
    expect(within(card('Product Designer')).getByText('Created by Carol Chen')).toBeTruthy();
    expect(within(card('Data Engineer')).getByText(jobAccessMessages.createdByYou)).toBeTruthy();
    expect(within(card('Old Role')).getByText(jobAccessMessages.createdByFormerMember)).toBeTruthy();
    // Every member edits a colleague's job; only its creator (or an admin) deletes it.
    expect(
      within(card('Product Designer')).getByRole('button', { name: 'Edit job Product Designer' }),
    ).toBeTruthy();
    expect(within(card('Product Designer')).queryByRole('button', { name: /Delete job/ })).toBeNull();
    expect(
      within(card('Data Engineer')).getByRole('button', { name: 'Delete job Data Engineer' }),
    ).toBeTruthy();

    fireEvent.click(within(views()).getByRole('radio', { name: 'My Jobs' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(screen.queryByText('Product Designer')).toBeNull());
  });

  it('offers an admin Delete job on every Team card', async () => {
    mockJobs({ team });
    open('/jobs/my-jobs?scope=team', { id: 'u9', role: 'admin' });
    expect(await screen.findByText('Product Designer')).toBeTruthy();
    for (const title of ['Product Designer', 'Data Engineer', 'Old Role']) {
      expect(within(card(title)).getByRole('button', { name: `Delete job ${title}` })).toBeTruthy();
    }
  });

  it("shows the Team's empty state when the organisation has no jobs yet", async () => {
    mockJobs({});
    open('/jobs/my-jobs?scope=team');
    expect(await screen.findByText(jobAccessMessages.teamEmptyTitle)).toBeTruthy();
    expect(screen.getByText(jobAccessMessages.teamEmptyText)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Your First Job' })).toBeTruthy();
    expect(screen.queryByText('No jobs yet')).toBeNull();
    expect((within(views()).getByRole('radio', { name: 'Team' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reads an unknown ?scope= as My Jobs', async () => {
    const fetchMock = mockJobs({ mine });
    open('/jobs/my-jobs?scope=everyone');
    expect(await screen.findByText('Data Engineer')).toBeTruthy();
    expect(fetchedUrls(fetchMock).map((u) => u.search)).toEqual(['?scope=mine']);
  });
});
