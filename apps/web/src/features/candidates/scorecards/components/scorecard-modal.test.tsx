// @vitest-environment jsdom
import {
  discardScorecardMessages as discard,
  rubricBandLabel,
  rubricScaleLabels,
  type StageScorecard,
  type StageScorecardsResponse,
  scorecardMessages,
} from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ScorecardModal,
  type ScorecardTarget,
} from '#/features/candidates/scorecards/components/scorecard-modal';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/*
 * The scorecard modal (docs/product/pipeline.md#scorecards): each criterion with its rubric beside a 0-10
 * score, Manager Feedback, the overall as it is typed, Save; the record's scorecards listed with the AI's
 * score apart; the close guard after a change; the server's messages.
 */

setUpComponentTests();

const target: ScorecardTarget = {
  recordId: 'rec-1',
  jobId: 'job-1',
  candidateId: 'cand-1',
  candidateName: 'Ann Example',
  stageTitle: 'Technical Interview',
  aiOverall: 5.5,
  aiScoredAt: '2026-11-01T09:00:00.000Z',
};
const rubric = [
  { min: 0, max: 40, description: 'Little evidence' },
  { min: 41, max: 100, description: 'Strong evidence' },
];
const card = (over: Partial<StageScorecard>): StageScorecard => ({
  id: 'sc-1',
  record_id: 'rec-1',
  interviewer_email: 'bob@acme.test',
  interviewer_name: 'Bob Manager',
  ac1_score: 4,
  ac2_score: 6,
  ac3_score: null,
  ac4_score: null,
  ac5_score: null,
  overall_match: 5,
  feedback: 'Solid on debugging.',
  submitted_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  mine: false,
  ...over,
});
const data = (scorecards: StageScorecard[]): StageScorecardsResponse => ({
  record_id: 'rec-1',
  job_id: 'job-1',
  stage_id: 'stage_1',
  stage_title: 'Technical Interview',
  criteria_source: 'stage',
  criteria: [
    { key: 'ac1', title: 'System design', rubric },
    { key: 'ac2', title: 'Debugging', rubric: [] },
  ],
  scorecards,
});
const url = '/api/stage-records/rec-1/scorecards';

/** The modal over a server holding `scorecards`; a save or delete changes what it lists next. */
function renderModal(scorecards: StageScorecard[], put?: Parameters<typeof mockFetch>[0][string]) {
  let held = scorecards;
  const saveMine = (body: object) => {
    const saved = card({ ...body, id: 'sc-mine', interviewer_name: 'Alice', mine: true });
    held = [saved, ...held.filter((c) => !c.mine)];
    return { json: saved };
  };
  const fetch = mockFetch({
    [`GET ${url}`]: () => ({ json: data(held) }),
    [`PUT ${url}/mine`]: put ?? ((call) => saveMine(call.body as object)),
    [`DELETE ${url}/mine`]: () => {
      held = held.filter((c) => !c.mine);
      // The server answers 204; a stubbed Response cannot carry a body with that status.
      return { json: null };
    },
  });
  const onClose = vi.fn();
  renderWithProviders(<ScorecardModal target={target} onClose={onClose} />);
  return { fetch, onClose };
}

const score = (label: string) => screen.findByRole<HTMLInputElement>('textbox', { name: `${label} score` });
const type = async (label: string, value: string) =>
  fireEvent.change(await score(label), { target: { value } });
const overall = () => within(screen.getByText('Overall (mean of your scores)').parentElement!);

describe('Scorecard modal', () => {
  it('shows each criterion with its rubric bands beside a score, and the scorecards with the AI apart', async () => {
    renderModal([card({})]);
    expect(
      await screen.findByRole('dialog', { name: 'Scorecard — Ann Example · Technical Interview' }),
    ).toBeTruthy();
    expect(await screen.findByText('System design')).toBeTruthy();
    expect(screen.getByText(rubricScaleLabels.heading)).toBeTruthy();
    expect(screen.getByText(rubricBandLabel({ min: 41, max: 100 }))).toBeTruthy();
    expect(screen.getByText('Strong evidence')).toBeTruthy();
    expect(await score('AC2')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'AC3 score' })).toBeNull();

    const saved = within(screen.getByTestId('scorecard'));
    expect(saved.getByText('Bob Manager')).toBeTruthy();
    expect(saved.getByText('Solid on debugging.')).toBeTruthy();
    expect(saved.getByText('5/10')).toBeTruthy();
    expect(within(screen.getByTestId('ai-score')).getByText('5.5/10')).toBeTruthy();
    expect(screen.getByText('Scorecards (1)')).toBeTruthy();
  });

  it('shows the overall as the scores are typed and saves them with the feedback', async () => {
    const { fetch } = renderModal([]);
    await type('AC1', '7');
    expect(overall().getByText('7/10')).toBeTruthy();
    await type('AC2', '8.4');
    expect(overall().getByText('7.7/10')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Manager Feedback/ }), {
      target: { value: 'Clear thinker.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(scorecardMessages.saved)).toBeTruthy();
    expect(screen.getByText('Scorecards (1)')).toBeTruthy();
    expect((await score('AC2')).value).toBe('8.4');
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      ac1_score: 7,
      ac2_score: 8.4,
      ac3_score: null,
      ac4_score: null,
      ac5_score: null,
      feedback: 'Clear thinker.',
    });
  });

  it("says 'Enter a score for at least one criterion.' before sending none, and shows the server's message", async () => {
    const { fetch } = renderModal([], {
      status: 400,
      json: { error: { code: 'VALIDATION', message: scorecardMessages.feedbackTooLong } },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Manager Feedback/ }), {
      target: { value: 'Only words' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(scorecardMessages.noScore);
    expect(fetch.count('PUT')).toBe(0);
    await type('AC1', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(scorecardMessages.feedbackTooLong),
    );
  });

  it("starts from the caller's own scorecard and deletes it after asking", async () => {
    const { fetch } = renderModal([
      card({ mine: true, interviewer_name: 'Alice', ac1_score: 9, ac2_score: null }),
    ]);
    expect((await score('AC1')).value).toBe('9');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my scorecard' }));
    const question = await screen.findByRole('dialog', { name: scorecardMessages.deleteTitle });
    expect(within(question).getByText(scorecardMessages.deleteQuestion)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(scorecardMessages.deleted)).toBeTruthy();
    expect(fetch.count('DELETE')).toBe(1);
    expect(await screen.findByText('Scorecards (0)')).toBeTruthy();
    expect((await score('AC1')).value).toBe('');
  });

  it("closes at once while nothing changed, and asks 'Discard changes?' after a change", async () => {
    const { onClose } = renderModal([]);
    await score('AC1');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await type('AC1', '3');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    const dialog = await screen.findByRole('dialog', { name: discard.title });
    expect(within(dialog).getByText(discard.message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: discard.title })).toBeNull());
    expect((await score('AC1')).value).toBe('3');
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: discard.title })).getByRole('button', {
        name: discard.confirm,
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
