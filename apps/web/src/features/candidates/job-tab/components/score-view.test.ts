// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  click,
  fire,
  getButton,
  getByLabel,
  getByText,
  getInputByValue,
  installDomShims,
  queryByText,
  render,
  typeInto,
  waitFor,
} from '../test/dom';
import { emitEvent } from '../test/fake-events';
import { type FetchCall, mockFetch } from '../test/fetch-mock';
import { ada, alan, grace, JOB_ID, listReply, listUrl, workflowReply } from '../test/fixtures';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/features/events/hooks/use-event', () => import('#/features/candidates/job-tab/test/fake-events'));

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const scoreUrl = `/api/jobs/${JOB_ID}/candidates/score`;
const run = (over: Record<string, unknown> = {}) => ({
  run_id: 'run-1',
  job_id: JOB_ID,
  stage_id: 'glance',
  status: 'queued',
  total: 1,
  scored: 0,
  failed: 0,
  error: null,
  ...over,
});

function setup(
  rows = [ada, grace, alan],
  extra: Record<string, Parameters<typeof mockFetch>[0][string]> = {},
) {
  return mockFetch({
    [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
    [listUrl()]: listReply(rows),
    [`GET /api/jobs/${JOB_ID}/candidates/scoring-criteria`]: {
      json: {
        stage_id: 'glance',
        source: 'stage',
        criteria: [{ key: 'ac1', title: 'Relevant experience' }],
      },
    },
    ...extra,
  });
}

async function openScoreView() {
  await render(createElement(JobCandidatesPanel, { jobId: JOB_ID, onOpenCandidate: () => {} }));
  await waitFor(() => getByText('Ada'));
  await click(getByText('Score'));
  await waitFor(() => getByText('Scored Candidates (2)'));
}

describe('Score view', () => {
  it('splits scored from unscored candidates with AC1-AC5, Overall and Job Score badges', async () => {
    setup();
    await openScoreView();
    expect(getByText('Unscored Candidates (1)')).toBeTruthy();
    const scored = getByLabel('Scored candidates');
    for (const header of ['AC1', 'AC2', 'AC3', 'AC4', 'AC5', 'Overall', 'Job Score']) {
      expect(scored.querySelector('thead')!.textContent).toContain(header);
    }
    const adaRow = getByText('Ada Lovelace', scored).closest('tr')!;
    expect([...adaRow.querySelectorAll('.mantine-Badge-root')].map((b) => b.textContent)).toEqual([
      '8/10',
      '7/10',
      '9/10',
      '6/10',
      '10/10',
      '8/10',
      '7.5/10',
    ]);
    // Best overall first.
    const names = [...scored.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(names[0]).toContain('Ada Lovelace');
    expect(getByText('Alan Turing', getByLabel('Unscored candidates'))).toBeTruthy();
  });

  it("says 'No scored candidates yet...' and 'All candidates have been scored!' when a table is empty", async () => {
    setup([alan]);
    await render(createElement(JobCandidatesPanel, { jobId: JOB_ID, onOpenCandidate: () => {} }));
    await waitFor(() => getByText('Alan'));
    await click(getByText('Score'));
    await waitFor(() => getByText('No scored candidates yet...'));
    cleanup();
    setup([ada]);
    await render(createElement(JobCandidatesPanel, { jobId: JOB_ID, onOpenCandidate: () => {} }));
    await waitFor(() => getByText('Ada'));
    await click(getByText('Score'));
    await waitFor(() => getByText('All candidates have been scored!'));
    expect(getButton('Score with AI').disabled).toBe(true);
  });

  it("says 'No candidates yet.' when the stage is empty", async () => {
    setup([]);
    await render(createElement(JobCandidatesPanel, { jobId: JOB_ID, onOpenCandidate: () => {} }));
    await waitFor(() => getByText('No candidates yet.'));
    await click(getByText('Score'));
    expect(getByText('No candidates yet.')).toBeTruthy();
  });

  it("'Score with AI' scores the unscored, shows progress from events and refreshes when done", async () => {
    const posts: FetchCall[] = [];
    const fetch = setup(undefined, {
      [`POST ${scoreUrl}`]: (call) => {
        posts.push(call);
        return { status: 202, json: run() };
      },
    });
    await openScoreView();
    await click(getButton('Score with AI'));
    expect(posts[0]!.body).toEqual({ stage_id: 'glance' });
    await waitFor(() => getByText('Scoring 0 of 1…'));
    expect(getButton('Score with AI').disabled).toBe(true);
    const before = fetch.count(listUrl());
    await fire(() => emitEvent('scoring.progress', run({ status: 'completed', scored: 1 })));
    await waitFor(() => getByText('Scored 1 of 1 candidate(s).'));
    expect(queryByText('Scoring 0 of 1…')).toBeNull();
    await waitFor(() => expect(fetch.count(listUrl())).toBeGreaterThan(before));
  });

  it('scores the selected candidates when some are selected', async () => {
    const posts: FetchCall[] = [];
    setup(undefined, {
      [`POST ${scoreUrl}`]: (call) => {
        posts.push(call);
        return { status: 202, json: run({ total: 1 }) };
      },
    });
    await openScoreView();
    await click(getByLabel('Select Grace Hopper'));
    expect(getByText('Scores the 1 selected candidate(s)')).toBeTruthy();
    await click(getButton('Score with AI'));
    expect(posts[0]!.body).toEqual({ stage_id: 'glance', candidate_ids: ['c2'] });
  });

  it("says 'Error sending candidates for AI scoring' when the start is refused or the run fails", async () => {
    setup(undefined, {
      [`POST ${scoreUrl}`]: { status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    await openScoreView();
    await click(getButton('Score with AI'));
    await waitFor(() => getByText('Error sending candidates for AI scoring'));

    cleanup();
    setup(undefined, { [`POST ${scoreUrl}`]: { status: 202, json: run({ status: 'running' }) } });
    await openScoreView();
    await click(getButton('Score with AI'));
    await waitFor(() => getByText('Scoring 0 of 1…'));
    await fire(() => emitEvent('scoring.progress', run({ status: 'failed', error: 'provider down' })));
    await waitFor(() => getByText('Error sending candidates for AI scoring'));
  });

  it('polls the run every 3 s as a fallback when no event arrives', async () => {
    const fetch = setup(undefined, {
      [`POST ${scoreUrl}`]: { status: 202, json: run() },
      [`GET ${scoreUrl}/run-1`]: { json: run({ status: 'completed', scored: 1 }) },
    });
    await openScoreView();
    await click(getButton('Score with AI'));
    await waitFor(() => getByText('Scored 1 of 1 candidate(s).'));
    expect(fetch.count(`GET ${scoreUrl}/run-1`)).toBeGreaterThanOrEqual(1);
  });

  it('picks up a run already going when the tab opens', async () => {
    setup(undefined, {
      [`GET ${scoreUrl}?stage_id=glance`]: {
        json: run({ status: 'running', total: 40, scored: 10, failed: 2 }),
      },
    });
    await openScoreView();
    await waitFor(() => getByText('Scoring 12 of 40…'));
  });
});

describe('Score filter', () => {
  async function chooseMode(label: string) {
    await click(getInputByValue('All Scores'));
    await click(getByText(label));
  }

  it('narrows the scored table by overall score and says when nothing matches', async () => {
    setup();
    await openScoreView();
    const value = getByLabel<HTMLInputElement>('Score filter value');
    expect(value.disabled).toBe(true);
    await chooseMode('Above (>=)');
    await typeInto(value, '7');
    await waitFor(() => getByText('Scored Candidates (1)'));
    // The unscored candidates still wait for 'Score with AI'.
    expect(getByText('Unscored Candidates (1)')).toBeTruthy();
    await typeInto(value, '9.5');
    await waitFor(() => getByText('No candidates match the current filter.'));
    await click(getButton('Clear score filter'));
    await waitFor(() => getByText('Scored Candidates (2)'));
    expect(getInputByValue('All Scores')).toBeTruthy();
  });

  it("keeps 'below' scores in the Process view and hides unscored rows", async () => {
    setup();
    await render(createElement(JobCandidatesPanel, { jobId: JOB_ID, onOpenCandidate: () => {} }));
    await waitFor(() => getByText('Ada'));
    await chooseMode('Below (<=)');
    await typeInto(getByLabel<HTMLInputElement>('Score filter value'), '5.5');
    await waitFor(() => expect(queryByText('Ada')).toBeNull());
    expect(getByText('Grace')).toBeTruthy();
    expect(queryByText('Alan')).toBeNull();
  });
});
