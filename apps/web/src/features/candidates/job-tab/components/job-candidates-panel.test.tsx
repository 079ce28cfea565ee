// @vitest-environment jsdom
import { candidateMessages } from '@rw/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedStageDescriptions } from '#/features/candidates/job-tab/utils/stage-options';
import { emitEvent } from '#/test/fake-events';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';
import { ada, alan, grace, JOB_ID, listReply, listUrl, noScoringRun, workflowReply } from '../test/fixtures';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();

const routes = (rows = [ada, grace, alan], total?: number) => ({
  ...noScoringRun,
  [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
  [listUrl()]: listReply(rows, total),
  [listUrl('profile_review')]: listReply([]),
});

function renderPanel(opts: { jobLoaded?: boolean } = {}) {
  const onOpenCandidate = vi.fn();
  const view = renderWithProviders(
    <JobCandidatesPanel jobId={JOB_ID} onOpenCandidate={onOpenCandidate} {...opts} />,
  );
  return { ...view, onOpenCandidate };
}

/** The Process view's table. */
const table = () => screen.getByRole('table', { name: 'Candidates' });
/** The rows of the table's body (the header row left out). */
const bodyRows = () => within(within(table()).getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('Candidates tab: Process view', () => {
  beforeEach(() => {
    mockFetch(routes());
  });

  it("lists the Glance stage's candidates with every Process column", async () => {
    renderPanel();
    await screen.findByText('Ada');
    for (const header of [
      'First Name',
      'Last Name',
      'Current Title',
      'Company',
      'Stage',
      'Action Owner',
      'Total Jobs',
      'Entered Stage',
    ]) {
      expect(within(table()).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('Lovelace')).toBeTruthy();
    expect(screen.getByText('Analytical Engines')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Primary job' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('3 candidate(s) in Glance')).toBeTruthy();
    expect(screen.getByText(fixedStageDescriptions.glance!)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload CSV' })).toBeTruthy();
  });

  it('opens a candidate on click or Enter, while its checkbox only selects', async () => {
    const { onOpenCandidate } = renderPanel();
    fireEvent.click(await screen.findByText('Ada'));
    expect(onOpenCandidate).toHaveBeenCalledWith('c1');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    expect(onOpenCandidate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 candidate(s) selected')).toBeTruthy();

    const row = screen.getByText('Alan').closest('tr')!;
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onOpenCandidate).toHaveBeenLastCalledWith('c3');
    fireEvent.keyDown(row, { key: ' ' });
    expect(screen.getByText('2 candidate(s) selected')).toBeTruthy();
  });

  it('moves between rows with the arrow and Home/End keys, one tab stop per table', async () => {
    renderPanel();
    await screen.findByText('Ada');
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    act(() => bodyRows()[0]!.focus());
    fireEvent.keyDown(bodyRows()[0]!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Grace'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Alan'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Ada'));
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects all, shows the selection bar and clears it', async () => {
    renderPanel();
    await screen.findByText('Ada');
    expect(screen.queryByText(candidateMessages.clearSelection)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 candidate(s) selected')).toBeTruthy();
    const bar = screen.getByRole('region', { name: 'Selection' });
    for (const name of ['Move to stage', 'Reject…', 'Score with AI', 'Export CSV', 'More']) {
      expect(within(bar).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(bar).queryByRole('button', { name: 'Bulk Actions (Coming Soon)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText('3 candidate(s) selected')).toBeNull();
  });
});

describe('Candidates tab: states', () => {
  it("says 'No candidates yet.' for an empty stage", async () => {
    mockFetch(routes([]));
    renderPanel();
    expect(await screen.findByText('No candidates yet.')).toBeTruthy();
  });

  it("says 'Showing the newest N of M' when the list was cut", async () => {
    mockFetch(routes([ada, grace], 7));
    renderPanel();
    expect(await screen.findByText('Showing the newest 2 of 7')).toBeTruthy();
  });

  it("shows 'Failed to load candidates' with a Retry that loads them", async () => {
    let fail = true;
    mockFetch({
      ...routes(),
      [listUrl()]: () =>
        fail ? { status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } } : listReply([ada]),
    });
    renderPanel();
    expect(await screen.findByText('Failed to load candidates')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
  });

  it('refetches the list when an import into this job finishes elsewhere', async () => {
    const fetch = mockFetch(routes());
    renderPanel();
    await screen.findByText('Ada');
    const before = fetch.count(listUrl());
    emitEvent('import.progress', {
      import_id: 'other',
      job_id: JOB_ID,
      bytes_read: 1,
      bytes_total: 1,
      rows: 1,
      imported: 1,
      done: true,
    });
    await waitFor(() => expect(fetch.count(listUrl())).toBe(before + 1));
  });
});

describe('Candidates tab: stage selector', () => {
  it("groups stages by layer and offers 'Upload CV / LinkedIn' off Glance", async () => {
    mockFetch(routes());
    renderPanel();
    await screen.findByText('Ada');
    const stage = screen.getByRole<HTMLInputElement>('combobox', { name: 'Stage' });
    expect(stage.value).toBe('👀 Glance');
    fireEvent.click(stage);
    for (const group of ['Research', 'Shortlisting', 'Screening', 'Decision', 'Closing']) {
      expect(screen.getByText(group)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('option', { name: '📋 Profile Review' }));
    expect(await screen.findByText('No candidates yet.')).toBeTruthy();
    expect(screen.getByText(fixedStageDescriptions.profile_review!)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload CV / LinkedIn' })).toBeTruthy();
    expect(screen.queryByText('CV/LinkedIn upload functionality coming soon...')).toBeNull();
  });
});
