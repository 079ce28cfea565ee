// @vitest-environment jsdom
import { candidateMessages } from '@rw/core';
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedStageDescriptions } from '#/features/candidates/job-tab/utils/stage-options';
import {
  cleanup,
  click,
  getButton,
  getByLabel,
  getByText,
  getInputByValue,
  installDomShims,
  keyDown,
  queryByText,
  render,
  waitFor,
} from '../test/dom';
import { emitEvent } from '../test/fake-events';
import { mockFetch } from '../test/fetch-mock';
import { ada, alan, grace, JOB_ID, listReply, listUrl, workflowReply } from '../test/fixtures';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/features/events/hooks/use-event', () => import('#/features/candidates/job-tab/test/fake-events'));

// Mantine in jsdom renders slowly (a Select takes a few hundred ms); give busy CI machines room.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = (rows = [ada, grace, alan], total?: number) => ({
  [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
  [listUrl()]: listReply(rows, total),
  [listUrl('profile_review')]: listReply([]),
});

async function renderPanel(opts: { jobLoaded?: boolean } = {}) {
  const onOpenCandidate = vi.fn();
  const view = await render(createElement(JobCandidatesPanel, { jobId: JOB_ID, onOpenCandidate, ...opts }));
  return { ...view, onOpenCandidate };
}

describe('Candidates tab: Process view', () => {
  beforeEach(() => {
    mockFetch(routes());
  });

  it("lists the Glance stage's candidates with every Process column", async () => {
    await renderPanel();
    await waitFor(() => getByText('Ada'));
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
      expect(document.querySelector('thead')!.textContent).toContain(header);
    }
    expect(getByText('Lovelace')).toBeTruthy();
    expect(getByText('Analytical Engines')).toBeTruthy();
    expect(getByLabel('Primary job')).toBeTruthy();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(getByText('3 candidate(s) in Glance')).toBeTruthy();
    expect(getByText(fixedStageDescriptions.glance!)).toBeTruthy();
    expect(getButton('Upload CSV')).toBeTruthy();
  });

  it('opens a candidate on click or Enter, while its checkbox only selects', async () => {
    const { onOpenCandidate } = await renderPanel();
    await waitFor(() => getByText('Ada'));
    await click(getByText('Ada'));
    expect(onOpenCandidate).toHaveBeenCalledWith('c1');

    await click(getByLabel('Select Grace Hopper'));
    expect(onOpenCandidate).toHaveBeenCalledTimes(1);
    expect(getByText('1 candidate(s) selected')).toBeTruthy();

    const row = getByText('Alan').closest('tr')!;
    await keyDown(row, 'Enter');
    expect(onOpenCandidate).toHaveBeenLastCalledWith('c3');
    await keyDown(row, ' ');
    expect(getByText('2 candidate(s) selected')).toBeTruthy();
  });

  it('moves between rows with the arrow and Home/End keys, one tab stop per table', async () => {
    await renderPanel();
    await waitFor(() => getByText('Ada'));
    const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr')];
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    bodyRows()[0]!.focus();
    await keyDown(bodyRows()[0]!, 'ArrowDown');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Grace'));
    await keyDown(document.activeElement!, 'End');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Alan'));
    await keyDown(document.activeElement!, 'Home');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Ada'));
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects all, shows the selection bar and clears it', async () => {
    await renderPanel();
    await waitFor(() => getByText('Ada'));
    expect(queryByText(candidateMessages.clearSelection)).toBeNull();
    await click(getByLabel('Select all'));
    expect(getByText('3 candidate(s) selected')).toBeTruthy();
    expect(getButton('Bulk Actions (Coming Soon)').disabled).toBe(true);
    await click(getButton('Clear selection'));
    expect(queryByText('3 candidate(s) selected')).toBeNull();
  });
});

describe('Candidates tab: states', () => {
  it("says 'No candidates yet.' for an empty stage", async () => {
    mockFetch(routes([]));
    await renderPanel();
    await waitFor(() => getByText('No candidates yet.'));
  });

  it("says 'Showing the newest N of M' when the list was cut", async () => {
    mockFetch(routes([ada, grace], 7));
    await renderPanel();
    await waitFor(() => getByText('Showing the newest 2 of 7'));
  });

  it("shows 'Failed to load candidates' with a Retry that loads them", async () => {
    let fail = true;
    mockFetch({
      ...routes(),
      [listUrl()]: () =>
        fail ? { status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } } : listReply([ada]),
    });
    await renderPanel();
    await waitFor(() => getByText('Failed to load candidates'));
    fail = false;
    await click(getButton('Retry'));
    await waitFor(() => getByText('Ada'));
  });

  it('refetches the list when an import into this job finishes elsewhere', async () => {
    const fetch = mockFetch(routes());
    await renderPanel();
    await waitFor(() => getByText('Ada'));
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
  it("groups stages by layer and offers 'Upload CV / LinkedIn' off Glance, which is coming soon", async () => {
    mockFetch(routes());
    await renderPanel();
    await waitFor(() => getByText('Ada'));
    await click(getInputByValue('👀 Glance'));
    for (const group of ['Research', 'Shortlisting', 'Screening', 'Decision', 'Closing']) {
      expect(getByText(group)).toBeTruthy();
    }
    await click(getByText('📋 Profile Review'));
    await waitFor(() => getByText('No candidates yet.'));
    expect(getByText(fixedStageDescriptions.profile_review!)).toBeTruthy();
    await click(getButton('Upload CV / LinkedIn'));
    expect(getByText('CV/LinkedIn upload functionality coming soon...')).toBeTruthy();
  });
});
