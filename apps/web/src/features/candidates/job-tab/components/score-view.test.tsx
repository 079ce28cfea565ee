// @vitest-environment jsdom
import { interruptedRunMessages } from '@rw/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitEvent } from '#/test/fake-events';
import { type FetchCall, mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';
import { ada, alan, grace, JOB_ID, listReply, listUrl, noScoringRun, workflowReply } from '../test/fixtures';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();

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
    ...noScoringRun,
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

const renderPanel = () =>
  renderWithProviders(<JobCandidatesPanel jobId={JOB_ID} onOpenCandidate={() => {}} />);
const chooseScoreView = () => fireEvent.click(screen.getByRole('radio', { name: 'Score' }));
const heading = (name: string) => screen.getByRole('heading', { name });
const scoreButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Score with AI' });
/** The rows of a table's body (the header row left out). */
const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('row');

async function openScoreView() {
  renderPanel();
  await screen.findByText('Ada');
  chooseScoreView();
  await screen.findByRole('heading', { name: 'Scored Candidates (2)' });
}

describe('Score view', () => {
  it('splits scored from unscored candidates with AC1-AC5, Overall and Job Score badges', async () => {
    setup();
    await openScoreView();
    expect(heading('Unscored Candidates (1)')).toBeTruthy();
    const scored = screen.getByRole('table', { name: 'Scored candidates' });
    for (const header of ['AC1', 'AC2', 'AC3', 'AC4', 'AC5', 'Overall', 'Job Score']) {
      expect(within(scored).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const adaRow = within(scored).getByText('Ada Lovelace').closest('tr')!;
    expect(
      within(adaRow)
        .getAllByText(/\/10$/)
        .map((b) => b.textContent),
    ).toEqual(['8/10', '7/10', '9/10', '6/10', '10/10', '8/10', '7.5/10']);
    // Best overall first.
    const names = bodyRows(scored).map((tr) => tr.textContent);
    expect(names[0]).toContain('Ada Lovelace');
    const unscored = screen.getByRole('table', { name: 'Unscored candidates' });
    expect(within(unscored).getByText('Alan Turing')).toBeTruthy();
  });

  it("says 'No scored candidates yet...' and 'All candidates have been scored!' when a table is empty", async () => {
    setup([alan]);
    renderPanel();
    await screen.findByText('Alan');
    chooseScoreView();
    expect(await screen.findByText('No scored candidates yet...')).toBeTruthy();
    cleanup();
    setup([ada]);
    renderPanel();
    await screen.findByText('Ada');
    chooseScoreView();
    expect(await screen.findByText('All candidates have been scored!')).toBeTruthy();
    expect(scoreButton().disabled).toBe(true);
  });

  it("says 'No candidates yet.' when the stage is empty", async () => {
    setup([]);
    renderPanel();
    await screen.findByText('No candidates yet.');
    chooseScoreView();
    expect(screen.getByText('No candidates yet.')).toBeTruthy();
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
    fireEvent.click(scoreButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ stage_id: 'glance' });
    expect(await screen.findByText('Scoring 0 of 1…')).toBeTruthy();
    expect(scoreButton().disabled).toBe(true);
    const before = fetch.count(listUrl());
    act(() => emitEvent('scoring.progress', run({ status: 'completed', scored: 1 })));
    expect(await screen.findByText('Scored 1 of 1 candidate(s).')).toBeTruthy();
    expect(screen.queryByText('Scoring 0 of 1…')).toBeNull();
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
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    expect(screen.getByText('Scores the 1 selected candidate(s)')).toBeTruthy();
    fireEvent.click(scoreButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ stage_id: 'glance', candidate_ids: ['c2'] });
  });

  it("says 'Error sending candidates for AI scoring' when the start is refused or the run fails", async () => {
    setup(undefined, {
      [`POST ${scoreUrl}`]: { status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    await openScoreView();
    fireEvent.click(scoreButton());
    expect(await screen.findByText('Error sending candidates for AI scoring')).toBeTruthy();

    cleanup();
    setup(undefined, { [`POST ${scoreUrl}`]: { status: 202, json: run({ status: 'running' }) } });
    await openScoreView();
    fireEvent.click(scoreButton());
    expect(await screen.findByText('Scoring 0 of 1…')).toBeTruthy();
    act(() => emitEvent('scoring.progress', run({ status: 'failed', error: 'provider down' })));
    expect(await screen.findByText('Error sending candidates for AI scoring')).toBeTruthy();
  });

  it('says what happened under the message: a provider that is down, a key refused at the start', async () => {
    setup(undefined, { [`POST ${scoreUrl}`]: { status: 202, json: run({ status: 'running', total: 5 }) } });
    await openScoreView();
    fireEvent.click(scoreButton());
    expect(await screen.findByText('Scoring 0 of 5…')).toBeTruthy();
    const detail =
      'The AI provider could not be reached (connection refused); stopped after 3 failed calls in a row';
    act(() =>
      emitEvent(
        'scoring.progress',
        run({ status: 'failed', total: 5, failed: 5, error: 'The AI request failed.', error_detail: detail }),
      ),
    );
    const message = await screen.findByText('Error sending candidates for AI scoring');
    const line = await screen.findByText(detail);
    expect(message.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    cleanup();
    setup(undefined, {
      [`POST ${scoreUrl}`]: {
        status: 503,
        json: {
          error: {
            code: 'UNAVAILABLE',
            message:
              'The OpenAI API key of your organization was rejected. Please contact your administrator.',
            details: { reason: 'auth', status: 401, detail: 'The API key was refused' },
          },
        },
      },
    });
    await openScoreView();
    fireEvent.click(scoreButton());
    expect(await screen.findByText('Error sending candidates for AI scoring')).toBeTruthy();
    expect(await screen.findByText('The API key was refused')).toBeTruthy();
  });

  it('shows the interrupted-run message when a run ends failed because its servers kept stopping', async () => {
    setup(undefined, { [`POST ${scoreUrl}`]: { status: 202, json: run({ status: 'running', total: 4 }) } });
    await openScoreView();
    fireEvent.click(scoreButton());
    expect(await screen.findByText('Scoring 0 of 4…')).toBeTruthy();
    const error = interruptedRunMessages.scoring;
    act(() => emitEvent('scoring.progress', run({ status: 'failed', total: 4, scored: 2, error })));
    expect(
      await screen.findByText(
        'Scoring was interrupted: the server running it stopped too often. Candidates already scored keep their scores; press Score with AI to score the rest.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Error sending candidates for AI scoring')).toBeNull();
  });

  it('polls the run every 3 s as a fallback when no event arrives', async () => {
    const fetch = setup(undefined, {
      [`POST ${scoreUrl}`]: { status: 202, json: run() },
      [`GET ${scoreUrl}/run-1`]: { json: run({ status: 'completed', scored: 1 }) },
    });
    await openScoreView();
    fireEvent.click(scoreButton());
    expect(await screen.findByText('Scored 1 of 1 candidate(s).')).toBeTruthy();
    expect(fetch.count(`GET ${scoreUrl}/run-1`)).toBeGreaterThanOrEqual(1);
  });

  it('picks up a run already going when the tab opens', async () => {
    setup(undefined, {
      [`GET ${scoreUrl}?stage_id=glance`]: {
        json: { run: run({ status: 'running', total: 40, scored: 10, failed: 2 }) },
      },
    });
    await openScoreView();
    expect(await screen.findByText('Scoring 12 of 40…')).toBeTruthy();
  });
});

describe('Score filter', () => {
  const modeSelect = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Score Filter' });
  const valueInput = () => screen.getByLabelText<HTMLInputElement>('Score filter value');

  function chooseMode(label: string) {
    expect(modeSelect().value).toBe('All Scores');
    fireEvent.click(modeSelect());
    fireEvent.click(screen.getByRole('option', { name: label }));
  }

  it('narrows the scored table by overall score and says when nothing matches', async () => {
    setup();
    await openScoreView();
    expect(valueInput().disabled).toBe(true);
    chooseMode('Above (>=)');
    fireEvent.change(valueInput(), { target: { value: '7' } });
    await screen.findByRole('heading', { name: 'Scored Candidates (1)' });
    // The unscored candidates still wait for 'Score with AI'.
    expect(heading('Unscored Candidates (1)')).toBeTruthy();
    fireEvent.change(valueInput(), { target: { value: '9.5' } });
    expect(await screen.findByText('No candidates match the current filter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear score filter' }));
    await screen.findByRole('heading', { name: 'Scored Candidates (2)' });
    expect(modeSelect().value).toBe('All Scores');
  });

  it("keeps 'below' scores in the Process view and hides unscored rows", async () => {
    setup();
    renderPanel();
    await screen.findByText('Ada');
    chooseMode('Below (<=)');
    fireEvent.change(valueInput(), { target: { value: '5.5' } });
    await waitFor(() => expect(screen.queryByText('Ada')).toBeNull());
    expect(screen.getByText('Grace')).toBeTruthy();
    expect(screen.queryByText('Alan')).toBeNull();
  });
});
