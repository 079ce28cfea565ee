// @vitest-environment jsdom
import { boardMessages, defaultWorkflow, pipelineMessages } from '@rw/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  boardReply,
  boardUrl,
  JOB_ID,
  moveAnswer,
  operationsUrl,
  rowIn,
  workflowWithPairs,
} from '#/features/candidates/job-tab/board/test/board-fixtures';
import { pipelineActionLabels } from '#/features/candidates/pipeline/utils/pipeline-action';
import { emitEvent } from '#/test/fake-events';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';
import { CandidatesBoard } from './candidates-board';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();

const ada = rowIn('glance', 'Glance', {
  id: 'c1',
  first: 'Ada',
  last: 'Lovelace',
  title: 'Engineer',
  company: 'Analytical Engines',
  overall: 8,
});
const grace = rowIn('glance', 'Glance', { id: 'c2', first: 'Grace', last: 'Hopper', title: 'Admiral' });
const alan = rowIn('talent_screen', 'Talent Screen', { id: 'c3', first: 'Alan', last: 'Turing' });
const linus = rowIn('stage_1b', 'Culture', { id: 'c4', first: 'Linus', last: 'Pauling' });
const edsger = rowIn('old_step', 'Retired step', { id: 'c5', first: 'Edsger', last: 'Dijkstra' });

beforeEach(() => {
  // Days in stage are counted from the clock: 15 March 2025, three days after the rows entered.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-15T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

function renderBoard(workflow = defaultWorkflow()) {
  const onOpenCandidate = vi.fn();
  const view = renderWithProviders(
    <CandidatesBoard
      jobId={JOB_ID}
      workflow={workflow}
      filter={{ mode: 'all', value: null }}
      onOpenCandidate={onOpenCandidate}
    />,
  );
  return { ...view, onOpenCandidate };
}

const column = (name: RegExp) => screen.getByRole('region', { name });
const cardsIn = (name: RegExp) =>
  within(column(name))
    .queryAllByRole('button', { name: /,/ })
    .map((card) => card.getAttribute('aria-label')!.split(',')[0]);
const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
/** dnd-kit's live region: what a screen reader hears during a drag. */
const announcement = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/** Picks up `name`'s card with Space, steps right `steps` columns and drops it with Space. */
async function keyboardMove(name: string, steps: number) {
  const el = card(name);
  act(() => el.focus());
  fireEvent.keyDown(el, { key: ' ', code: 'Space' });
  await waitFor(() => expect(announcement()).toContain(`Picked up ${name}`));
  // dnd-kit listens for the next keys from a task it queued when the drag started: let that task run first.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  for (let i = 0; i < steps; i += 1) fireEvent.keyDown(document, { key: 'ArrowRight', code: 'ArrowRight' });
  fireEvent.keyDown(document, { key: ' ', code: 'Space' });
}

describe('Board: columns', () => {
  it('puts each candidate in the column of their stage, one column per stage in process order', async () => {
    mockFetch({ [boardUrl]: boardReply([ada, grace, alan, linus, edsger]) });
    renderBoard(workflowWithPairs());
    await screen.findByText('Ada Lovelace');
    const names = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual([
      'Glance, 2 candidates',
      'Profile Review, 0 candidates',
      'Talent Screen, 1 candidate',
      'Pairing, 0 candidates',
      'Culture, 1 candidate',
      'Washup, 0 candidates',
      'Offer, 0 candidates',
      'Retired step, 1 candidate',
    ]);
    expect(cardsIn(/^Glance/)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(cardsIn(/^Talent Screen/)).toEqual(['Alan Turing']);
    expect(cardsIn(/^Culture/)).toEqual(['Linus Pauling']);
    expect(within(column(/^Culture/)).getByText('4.b')).toBeTruthy();
    expect(within(column(/^Profile Review/)).getByText(boardMessages.noCandidates)).toBeTruthy();
    const first = within(column(/^Glance/));
    expect(first.getByText('Engineer · Analytical Engines')).toBeTruthy();
    expect(first.getByLabelText('Score 8 out of 10')).toBeTruthy();
    expect(first.getAllByText('3 days in stage')).toHaveLength(2);
    expect(screen.getByText('5 candidate(s) in this job')).toBeTruthy();
  });

  it('reloads when the pipeline of this job changes, not another job', async () => {
    const fetch = mockFetch({ [boardUrl]: boardReply([ada]) });
    renderBoard();
    await screen.findByText('Ada Lovelace');
    const before = fetch.count(boardUrl);
    const change = { operation_id: '0b5d8c1e-7f3a-4c2e-9a41-6d2f8e9b1c07', stage_ids: ['glance'] };
    emitEvent('pipeline.changed', { ...change, job_id: '7d1e4a2b-3c5f-4e6a-8b9c-0d1e2f3a4b5c' });
    emitEvent('pipeline.changed', { ...change, job_id: JOB_ID });
    await waitFor(() => expect(fetch.count(boardUrl)).toBe(before + 1));
  });
});

describe('Board: moving', () => {
  it('moves a card from the keyboard: one move operation, shown at once, announced, with Undo', async () => {
    const moved = rowIn('profile_review', 'Profile Review', { id: 'c1', first: 'Ada', last: 'Lovelace' });
    let rows = [ada, grace];
    const server = mockFetch({
      [boardUrl]: () => boardReply(rows),
      [operationsUrl]: () => {
        rows = [moved, grace];
        return { json: moveAnswer('Moved 1 candidate to Profile Review.', ['glance', 'profile_review']) };
      },
    });
    // The server answers the move only when the test says, to see the board before the answer.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return server.fetchMock(input, init);
      sent.push(JSON.parse(String(init.body)));
      await answered;
      return server.fetchMock(input, init);
    });
    renderBoard();
    await screen.findByText('Ada Lovelace');
    await keyboardMove('Ada Lovelace', 1);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      kind: 'move',
      to_stage_id: 'profile_review',
      candidate_ids: ['c1'],
      operation_id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    await waitFor(() => expect(announcement()).toBe(boardMessages.moved('Ada Lovelace', 'Profile Review')));
    await waitFor(() => expect(cardsIn(/^Profile Review/)).toEqual(['Ada Lovelace']));
    expect(cardsIn(/^Glance/)).toEqual(['Grace Hopper']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Ada Lovelace,/));

    answer();
    expect(await screen.findByText('Moved 1 candidate to Profile Review.')).toBeTruthy();
    expect(screen.getByRole('button', { name: pipelineMessages.undo })).toBeTruthy();
    // Then the board reloads once, and the server's rows agree.
    await waitFor(() => expect(server.count(boardUrl)).toBe(2));
    expect(cardsIn(/^Profile Review/)).toEqual(['Ada Lovelace']);
  });

  it('puts the card back with the server’s message when the move is refused', async () => {
    mockFetch({
      [boardUrl]: boardReply([ada, grace]),
      [operationsUrl]: {
        status: 400,
        json: { error: { code: 'VALIDATION', message: pipelineMessages.unknownStage } },
      },
    });
    renderBoard();
    await screen.findByText('Ada Lovelace');
    await keyboardMove('Ada Lovelace', 2);

    expect((await screen.findByRole('alert')).textContent).toContain(pipelineMessages.unknownStage);
    expect(cardsIn(/^Glance/)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(cardsIn(/^Talent Screen/)).toEqual([]);
  });
});

describe('Board: selection, menu and undo', () => {
  it('moves the selection from a card’s menu, without dragging', async () => {
    const server = mockFetch({
      [boardUrl]: boardReply([ada, grace, alan]),
      [operationsUrl]: {
        json: moveAnswer('Moved 2 candidates to Talent Screen.', ['glance', 'talent_screen']),
      },
    });
    renderBoard();
    fireEvent.click(await screen.findByText('Ada Lovelace'));
    fireEvent.click(screen.getByText('Grace Hopper'), { ctrlKey: true });
    expect(screen.getByText('2 candidate(s) selected')).toBeTruthy();
    expect(card('Grace Hopper').getAttribute('aria-label')).toMatch(/, selected$/);

    fireEvent.click(screen.getByRole('button', { name: boardMessages.cardActions('Grace Hopper') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.move }));
    expect(await screen.findByText(boardMessages.movingSelection(2))).toBeTruthy();
    fireEvent.click(await screen.findByRole('menuitem', { name: '📞 Talent Screen' }));

    await waitFor(() => expect(server.count(operationsUrl)).toBe(1));
    expect(server.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      kind: 'move',
      to_stage_id: 'talent_screen',
      candidate_ids: ['c1', 'c2'],
    });
    expect(await screen.findByText('Moved 2 candidates to Talent Screen.')).toBeTruthy();
  });

  it('selects a range with Shift-click and clears it with Escape', async () => {
    const carl = rowIn('glance', 'Glance', { id: 'c6', first: 'Carl', last: 'Gauss' });
    mockFetch({ [boardUrl]: boardReply([ada, grace, carl]) });
    renderBoard();
    fireEvent.click(await screen.findByText('Ada Lovelace'));
    fireEvent.click(screen.getByText('Carl Gauss'), { shiftKey: true });
    expect(screen.getByText('3 candidate(s) selected')).toBeTruthy();
    fireEvent.keyDown(card('Carl Gauss'), { key: 'Escape', code: 'Escape' });
    expect(screen.queryByText(/candidate\(s\) selected/)).toBeNull();
    fireEvent.keyDown(card('Grace Hopper'), { key: ' ', code: 'Space', shiftKey: true });
    expect(screen.getByText('1 candidate(s) selected')).toBeTruthy();
  });

  it('opens a candidate with Enter', async () => {
    mockFetch({ [boardUrl]: boardReply([ada]) });
    const { onOpenCandidate } = renderBoard();
    await screen.findByText('Ada Lovelace');
    fireEvent.keyDown(card('Ada Lovelace'), { key: 'Enter', code: 'Enter' });
    expect(onOpenCandidate).toHaveBeenCalledWith('c1');
  });

  it('undoes a move with the toast’s Undo', async () => {
    const answer = moveAnswer('Moved 1 candidate to Profile Review.', ['glance', 'profile_review']);
    const server = mockFetch({
      [boardUrl]: boardReply([ada]),
      [operationsUrl]: { json: answer },
      [`${operationsUrl}/${answer.id}/undo`]: {
        json: { ...answer, undo_until: null, undone_at: '2025-03-15T12:00:04.000Z' },
      },
    });
    renderBoard();
    await screen.findByText('Ada Lovelace');
    await keyboardMove('Ada Lovelace', 1);
    fireEvent.click(await screen.findByRole('button', { name: pipelineMessages.undo }));
    expect(await screen.findByText(pipelineMessages.undone)).toBeTruthy();
    expect(server.count(`${operationsUrl}/${answer.id}/undo`)).toBe(1);
  });
});
