// @vitest-environment jsdom
import { pipelineMessages } from '@rw/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';
import {
  cand,
  OTHER_JOB_ID,
  operationAnswer,
  operationsUrl,
  PIPELINE_JOB_ID,
  pAda,
  pAlan,
  panelRoutes,
  pGrace,
  stageList,
  undoUrl,
} from '../test/pipeline-fixtures';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();
afterEach(() => vi.useRealTimers());

const bar = () => screen.getByRole('region', { name: 'Selection' });
const dialog = () => screen.getByRole('dialog');
/** The dialog once its focus trap has taken the focus (a dropdown opened before that closes again). */
async function settledDialog() {
  await waitFor(() => expect(dialog().contains(document.activeElement)).toBe(true));
  return dialog();
}

function renderPanel() {
  renderWithProviders(<JobCandidatesPanel jobId={PIPELINE_JOB_ID} onOpenCandidate={vi.fn()} />);
}

async function selectAll() {
  await screen.findByText('Ada');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
}

describe('Candidates tab: bulk actions', () => {
  it("rejects the selection with a reason, and asks for a note for 'Other'", async () => {
    const fetch = mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda, pGrace], total: 2 } },
      [operationsUrl]: (call) => ({ json: operationAnswer(call, { message: 'Rejected 2 candidates.' }) }),
    });
    renderPanel();
    await selectAll();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Reject…' }));
    await settledDialog();
    expect(within(dialog()).getByText(pipelineMessages.confirm('reject', 2, ''))).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(within(dialog()).getByText(pipelineMessages.unknownReason)).toBeTruthy();

    fireEvent.click(within(dialog()).getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Other' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(within(dialog()).getByText(pipelineMessages.noteRequired)).toBeTruthy();
    expect(fetch.count(operationsUrl)).toBe(0);

    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Note' }), {
      target: { value: '  Moved to a competitor  ' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected 2 candidates.')).toBeTruthy();
    expect(fetch.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      kind: 'reject',
      reason: 'Other',
      note: 'Moved to a competitor',
      candidate_ids: [cand.ada, cand.grace],
    });
    // The selection is done with.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull());
  });

  it("switches to 'Select all N matching' and sends the list's filter instead of ids", async () => {
    const fetch = mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda, pGrace, pAlan], total: 10_000 } },
      [operationsUrl]: (call) => ({ json: operationAnswer(call, { affected: 10_000 }) }),
    });
    renderPanel();
    await selectAll();
    expect(within(bar()).getByText('3 candidate(s) selected')).toBeTruthy();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Select all 10,000 matching' }));
    expect(within(bar()).getByText('10000 candidate(s) selected')).toBeTruthy();
    expect(within(bar()).queryByRole('button', { name: /^Select all/ })).toBeNull();

    fireEvent.click(within(bar()).getByRole('button', { name: 'Move to stage' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '📋 Profile Review' }));
    expect(within(dialog()).getByText('Move 10000 candidates to Profile Review?')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Move' }));
    await screen.findByText('Moved 2 candidates to Talent Screen.');
    const body = fetch.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'move',
      to_stage_id: 'profile_review',
      all_matching: { stage_id: 'glance', status: 'active', score_min: null, score_max: null },
    });
    expect(body).not.toHaveProperty('candidate_ids');
  });

  it('adds the selection to another job picked from a search', async () => {
    const fetch = mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda], total: 1 } },
      [operationsUrl]: (call) => ({
        json: operationAnswer(call, { message: 'Added 1 candidate to Platform Lead (Glance).' }),
      }),
    });
    renderPanel();
    await selectAll();
    fireEvent.click(within(bar()).getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add to another job…' }));
    await settledDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(within(dialog()).getByText(pipelineMessages.sameJob)).toBeTruthy();
    const job = within(dialog()).getByRole('combobox', { name: 'Job' });
    act(() => job.focus());
    fireEvent.click(job);
    // The organisation's other jobs: this one is not offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Platform Lead · Northwind',
    ]);
    fireEvent.change(job, { target: { value: 'plat' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Platform Lead · Northwind' }));
    expect(within(dialog()).getByText('Add 1 candidate to Platform Lead?')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added 1 candidate to Platform Lead (Glance).')).toBeTruthy();
    expect(fetch.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      kind: 'add_to_job',
      target_job_id: OTHER_JOB_ID,
    });
  });
});

describe('Candidates tab: Export CSV', () => {
  it('exports the selected rows with the stage they were picked in and the view, and saves the file', async () => {
    const fetch = mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda, pGrace], total: 2 } },
      [`POST /api/jobs/${PIPELINE_JOB_ID}/candidates/export`]: { json: 'First Name' },
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    // jsdom has no object URLs (each test file runs in its own environment).
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    renderPanel();
    await screen.findByText('Ada');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fetch.calls.find((c) => c.method === 'POST')!.body).toEqual({
      candidate_ids: [cand.grace],
      stage_id: 'glance',
      view: 'process',
    });
  });
});

describe('Candidates tab: Undo', () => {
  async function moveAll() {
    fireEvent.click(within(bar()).getByRole('button', { name: 'Move to stage' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '📞 Talent Screen' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Move' }));
    // The new operation's message, with its Undo (an earlier message may still show).
    const undo = await screen.findByRole('button', { name: 'Undo' });
    return undo.closest<HTMLElement>('[role="status"]')!;
  }

  it("offers Undo for the server's 10 s whatever the client's clock says, then takes it away", async () => {
    // The client's clock is years after the server's created_at: only the difference counts.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2031-06-01T12:00:00Z') });
    mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda, pGrace], total: 2 } },
      [operationsUrl]: (call) => ({ json: operationAnswer(call) }),
    });
    renderPanel();
    await selectAll();
    const toast = await moveAll();
    expect(within(toast).getByText('Moved 2 candidates to Talent Screen.')).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(9_000));
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_100));
    expect(within(toast).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(within(toast).getByText('Moved 2 candidates to Talent Screen.')).toBeTruthy();
  });

  it("undoes: calls undo and says 'Undone.'; a refused undo says why", async () => {
    let refuse = false;
    const fetch = mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda, pGrace], total: 2 } },
      // The undo's path starts with the operations' path.
      [operationsUrl]: (call) => {
        if (!call.url.endsWith('/undo')) return { json: operationAnswer(call) };
        if (refuse) {
          return {
            status: 409,
            json: { error: { code: 'CONFLICT', message: pipelineMessages.undoConflict } },
          };
        }
        const undone = { ...call, body: { operation_id: call.url.split('/').at(-2), kind: 'move' } };
        return { json: operationAnswer(undone, { undo_until: null, undone_at: '2020-01-01T00:00:03.000Z' }) };
      },
    });
    renderPanel();
    await selectAll();
    let toast = await moveAll();
    const opId = (fetch.calls.find((c) => c.url.endsWith('/operations'))!.body as { operation_id: string })
      .operation_id;
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await within(toast).findByText(pipelineMessages.undone)).toBeTruthy();
    expect(fetch.count(undoUrl(opId))).toBe(1);
    expect(within(toast).queryByRole('button', { name: 'Undo' })).toBeNull();

    refuse = true;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    toast = await moveAll();
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await within(toast).findByText(pipelineMessages.undoConflict)).toBeTruthy();
    expect(within(toast).queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
