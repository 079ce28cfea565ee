// @vitest-environment jsdom
import {
  type TrainerCandidate,
  type TrainerIteration,
  type TrainerRun,
  type TrainerState,
  trainerMessages,
} from '@rw/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitEvent } from '#/test/fake-events';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';
import { DataTrainerPage } from './data-trainer-page';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();
installPageShims();

const at = '2026-05-01T10:00:00.000Z';
const runId = '00000000-0000-4000-8000-0000000000a1';

function candidate(n: number, over: Partial<TrainerCandidate> = {}): TrainerCandidate {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Person ${n}`,
    currentCompany: `Company ${n}`,
    currentTitle: 'Backend Engineer',
    companyDescription: `Company ${n} builds payment rails for banks across Europe and keeps ledgers for many fintechs in four markets.`,
    scores: null,
    handFinalScore: null,
    scoredBy: null,
    scoredAt: null,
    ...over,
  };
}

function iteration(n: number, over: Partial<TrainerIteration> = {}): TrainerIteration {
  return {
    iteration: n,
    similarity: 0.4 + n / 10,
    improvement: n === 1 ? 0 : 0.1,
    prompt: `Instructions ${n} `.repeat(30),
    error: null,
    scored: 2,
    finishedAt: at,
    ...over,
  };
}

function run(over: Partial<TrainerRun> = {}): TrainerRun {
  return {
    id: runId,
    status: 'running',
    metric: 'spearman',
    improvementThreshold: 0.02,
    jobTitle: 'Backend Engineer',
    roleSummary: '',
    trainingCount: 2,
    heldOutCount: 0,
    allUsed: true,
    iterations: [iteration(1)],
    bestIteration: null,
    trainingSimilarity: null,
    heldOutSimilarity: null,
    heldOutBaselineSimilarity: null,
    phase: 'scoring',
    baseVersion: null,
    adoptedVersion: null,
    error: null,
    startedBy: 'ann@acme.test',
    createdAt: at,
    finishedAt: null,
    ...over,
  };
}

function state(over: Partial<TrainerState> = {}): TrainerState {
  return {
    candidates: [candidate(1), candidate(2)],
    companies: [
      { name: 'Company 1', description: 'Payments', source: 'generated' },
      { name: 'Company 2', description: null, source: null },
    ],
    settings: {
      jobTitle: 'Backend Engineer',
      roleSummary: '',
      metric: 'spearman',
      improvementThreshold: 0.02,
    },
    run: null,
    versions: [],
    organisationHasKey: true,
    describing: { status: 'idle', done: 0, total: 0, error: null },
    ...over,
  };
}

function open(initial: TrainerState, runs: TrainerRun[] = []) {
  const fetch = mockFetchByUrl((url) => {
    if (url.pathname === '/api/data-trainer') return { body: initial };
    if (url.pathname === `/api/data-trainer/runs/${runId}`) return { body: runs.shift() ?? initial.run };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  });
  renderPage(<DataTrainerPage />, { path: '/apps/data-trainer', url: '/apps/data-trainer' });
  return fetch;
}

describe('Data Trainer page (docs/product/data-trainer.md)', () => {
  it('shows the welcome card with no candidates', async () => {
    open(state({ candidates: [], companies: [] }));
    expect(await screen.findByText(trainerMessages.welcome)).toBeTruthy();
    expect(screen.getByRole('button', { name: trainerMessages.uploadCsv })).toBeTruthy();
    expect(screen.queryByText(trainerMessages.manualScoringTitle)).toBeNull();
  });

  it('shows each candidate with the first 100 characters of its company info and inputs at 5', async () => {
    open(state());
    const card = await screen.findByRole('article', { name: 'Person 1' });
    expect(within(card).getByText(/^Company 1 builds payment rails/).textContent).toHaveLength(101);
    expect(
      (within(card).getByRole('textbox', { name: 'Role Relevancy of Person 1' }) as HTMLInputElement).value,
    ).toBe('5');
    expect(screen.getByText('1 company has no description yet')).toBeTruthy();
  });

  it('asks for a hand score before training, and for a key only when the organisation has none', async () => {
    open(state({ organisationHasKey: false }));
    fireEvent.click(await screen.findByRole('button', { name: trainerMessages.startTraining }));
    expect((await screen.findAllByText(trainerMessages.scoreFirst)).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Company Relevancy of Person 1' }), {
      target: { value: '8' },
    });
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: trainerMessages.startTraining }));
    expect((await screen.findAllByText(trainerMessages.enterApiKey)).length).toBeGreaterThan(0);
  });

  it('adds a finished iteration to the table when the run moves on, and shows a failed one', async () => {
    const next = run({
      phase: 'optimising',
      iterations: [
        iteration(1),
        iteration(2, { similarity: null, improvement: null, error: 'Error in iteration 2: Bad request.' }),
      ],
    });
    open(state({ run: run() }), [next]);
    expect(await screen.findByRole('button', { name: trainerMessages.training })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getAllByTestId('iteration-row')).toHaveLength(1);
    expect(screen.getByText('0.500')).toBeTruthy();
    await act(async () => {
      emitEvent('data-trainer.progress', {
        runId,
        status: 'running',
        iteration: 3,
        phase: 'optimising',
        done: 0,
        total: 0,
      });
    });
    expect(await screen.findByText('Error in iteration 2: Bad request.')).toBeTruthy();
    expect(screen.getAllByTestId('iteration-row')).toHaveLength(2);
    expect(screen.getByTestId('run-progress').textContent).toBe(
      'Iteration 3 · Asking for better instructions',
    );
  });

  it('shows a finished run with the small-set note and Adopt, and the versions with the built-in row', async () => {
    const done = run({
      status: 'completed',
      phase: null,
      bestIteration: 1,
      trainingSimilarity: 0.5,
      finishedAt: at,
    });
    open(
      state({
        run: done,
        versions: [
          {
            version: 1,
            prompt: 'x',
            metric: 'spearman',
            heldOutSimilarity: 0.61234,
            trainingSimilarity: 0.7,
            runId,
            adoptedBy: 'ann@acme.test',
            adoptedAt: at,
            active: true,
          },
        ],
      }),
    );
    expect(await screen.findByTestId('all-used-note')).toBeTruthy();
    expect(screen.getByRole('button', { name: trainerMessages.adopt })).toBeTruthy();
    const versions = screen.getByRole('table', { name: 'Scoring instructions versions' });
    expect(within(versions).getByText('0.612')).toBeTruthy();
    expect(within(versions).getByText('ann@acme.test')).toBeTruthy();
    expect(within(versions).getByRole('button', { name: 'Restore the built-in instructions' })).toBeTruthy();
  });

  it("says 'Training failed: {reason}'", async () => {
    open(
      state({
        run: run({
          status: 'failed',
          phase: null,
          error: 'Training failed: the API key given for this run was rejected.',
        }),
      }),
    );
    expect(
      await screen.findByText('Training failed: the API key given for this run was rejected.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: trainerMessages.startTraining })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
