// @vitest-environment jsdom
import { defaultWorkflow, pipelineMessages, type StageRecord } from '@rw/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CandidateDetailPage } from '#/features/candidates/pages/candidate-detail-page';
import { detail, stageRecord } from '#/features/candidates/pages/test/page-factories';
import { installPageShims, renderPage } from '#/test/render-page';

/*
 * The candidate page's Job Applications tab moves, rejects and restores the candidate's application to a job
 * with the Candidates tab's dialogs (docs/product/candidates.md#candidate-page, docs/product/pipeline.md).
 */

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installPageShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const JOB = '4f5d8a7e-0b7c-4a51-9a55-1c2f0e6a9b10';
const job = { id: JOB, title: 'Data Engineer', company_name: 'Acme', location: 'Berlin', job_score: null };
const workflow = { workflow: defaultWorkflow(), source: 'default', requirements: [], updated_at: null };

const glance = stageRecord({
  job_id: JOB,
  progressed_already: true,
  status: 'moved_on',
  entered_stage_at: '2026-03-01T09:00:00.000Z',
});
const screenStage = (over: Partial<StageRecord> = {}) =>
  stageRecord({
    job_id: JOB,
    stage_id: 'talent_screen',
    stage_title: 'Talent Screen',
    stage_level: 3,
    entered_stage_at: '2026-03-05T09:00:00.000Z',
    ...over,
  });

type Sent = { path: string; body: unknown };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const moved = {
  id: '5a6b7c8d-0000-4000-8000-000000000009',
  job_id: JOB,
  kind: 'move',
  affected: 1,
  message: 'Moved 1 candidate to Profile Review.',
  stage_ids: ['talent_screen', 'profile_review'],
  created_at: '2026-03-06T10:00:00.000Z',
  undo_until: '2026-03-06T10:00:10.000Z',
  undone_at: null,
};

/** The page on the job's Job Applications tab; `records` answers each load of the candidate in turn. */
function renderApplications(records: StageRecord[][]) {
  const sent: Sent[] = [];
  let loads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/workflow')) return json(workflow);
      if (init?.method === 'POST') {
        sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        return json(moved);
      }
      const answer = records[Math.min(loads, records.length - 1)]!;
      loads += 1;
      return json(
        detail({ stage_records: answer, jobs: [job], summary: { primaryJobId: null, totalJobs: 1 } }),
      );
    }),
  );
  renderPage(<CandidateDetailPage candidateId="cand-1" jobId={JOB} />, {
    path: '/candidates/$candidateId',
    url: `/candidates/cand-1?job=${JOB}`,
    mantineEnv: 'test',
  });
  return { sent };
}

async function openApplications() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Job Applications' }));
  await screen.findByRole('heading', { name: 'Stage History' });
}

describe('Candidate page: the application actions', () => {
  it('moves the candidate to a stage of the job; the history then shows the new record first', async () => {
    const profile = stageRecord({
      job_id: JOB,
      stage_id: 'profile_review',
      stage_title: 'Profile Review',
      stage_level: 2,
      entered_stage_at: '2026-03-06T10:00:00.000Z',
    });
    const { sent } = renderApplications([
      [screenStage(), glance],
      [profile, screenStage({ progressed_already: true, status: 'moved_on' }), glance],
    ]);
    await openApplications();
    fireEvent.click(screen.getByRole('button', { name: 'Move to stage' }));
    const menu = await screen.findByRole('menu');
    const current = within(menu).getByRole('menuitem', { name: '📞 Talent Screen' });
    expect(current.hasAttribute('data-disabled')).toBe(true);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '📋 Profile Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to stage' });
    expect(within(dialog).getByText(pipelineMessages.confirm('move', 1, 'Profile Review'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Moved 1 candidate to Profile Review.')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: `/api/jobs/${JOB}/pipeline/operations`,
        body: expect.objectContaining({
          kind: 'move',
          to_stage_id: 'profile_review',
          candidate_ids: ['cand-1'],
        }),
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('stage-record')).toHaveLength(3));
    const cards = screen.getAllByTestId('stage-record');
    expect(cards[0]!.textContent).toContain('Profile Review');
    expect(cards[1]!.textContent).toContain('Completed');
  });

  it('offers Reject on the current stage, and Restore once rejected, with the reason in the history', async () => {
    renderApplications([
      [screenStage({ status: 'rejected', rejection_reason: 'Salary', rejection_note: 'Asks 2x' }), glance],
    ]);
    await openApplications();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move to stage' })).toBeNull();
    const current = screen.getAllByTestId('stage-record')[0]!;
    expect(within(current).getByText('Rejected')).toBeTruthy();
    expect(within(current).getByText('Salary — Asks 2x')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore' });
    expect(within(dialog).getByText(pipelineMessages.confirm('unreject', 1, ''))).toBeTruthy();
  });

  it('offers Mark as hired at Offer', async () => {
    renderApplications([
      [screenStage({ stage_id: 'offer', stage_title: 'Offer', stage_category: 'final' }), glance],
    ]);
    await openApplications();
    expect(screen.getByRole('button', { name: 'Mark as hired' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject…' })).toBeTruthy();
  });
});
