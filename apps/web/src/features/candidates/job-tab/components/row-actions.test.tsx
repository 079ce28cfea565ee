// @vitest-environment jsdom
import { pipelineMessages } from '@rw/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitEvent } from '#/test/fake-events';
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
} from '../test/pipeline-fixtures';
import { makeRow } from '../test/rows';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderPanel() {
  const onOpenCandidate = vi.fn();
  renderWithProviders(<JobCandidatesPanel jobId={PIPELINE_JOB_ID} onOpenCandidate={onOpenCandidate} />);
  return { onOpenCandidate };
}

const openRowMenu = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
};

describe('Candidates tab: a row action menu', () => {
  it('moves one candidate to the stage picked, under one operation id kept for the retry', async () => {
    let attempts = 0;
    const fetch = mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda, pGrace], total: 2 } },
      [operationsUrl]: (call) => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }
          : { json: operationAnswer(call, { affected: 1, message: 'Moved 1 candidate to Talent Screen.' }) };
      },
    });
    const { onOpenCandidate } = renderPanel();
    const menu = await openRowMenu('Grace Hopper');
    for (const item of ['Reject…', 'Set action owner', 'Add to another job…', 'Remove from this job…']) {
      expect(within(menu).getByRole('menuitem', { name: item })).toBeTruthy();
    }
    // 'Mark as hired' is for Offer rows; 'Restore' for rejected ones.
    expect(within(menu).queryByRole('menuitem', { name: 'Mark as hired' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Restore' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move to stage' }));
    const stages = await screen.findByRole('menu', { name: 'Move to stage' });
    expect(
      within(stages)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['👀 Glance', '📋 Profile Review', '📞 Talent Screen', '🤝 Washup', '🎉 Offer']);
    expect(within(stages).getByRole('menuitem', { name: '👀 Glance' }).hasAttribute('data-disabled')).toBe(
      true,
    );
    fireEvent.click(within(stages).getByRole('menuitem', { name: '📞 Talent Screen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move to stage' });
    expect(within(dialog).getByText(pipelineMessages.confirm('move', 1, 'Talent Screen'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved 1 candidate to Talent Screen.')).toBeTruthy();

    const sent = fetch.calls.filter((c) => c.url.endsWith('/pipeline/operations'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({
      operation_id: expect.stringMatching(uuid),
      kind: 'move',
      to_stage_id: 'talent_screen',
      candidate_ids: [cand.grace],
    });
    expect(sent[0]!.body).toEqual(sent[1]!.body);
    expect(onOpenCandidate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers Restore on a rejected row, Mark as hired at Offer, and opens the menu from the keyboard', async () => {
    const offerRow = makeRow({ id: cand.alan, first: 'Alan', last: 'Turing', stageId: 'offer' });
    mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda], total: 1 } },
      [stageList('offer')]: { json: { rows: [offerRow], total: 1 } },
      [stageList('glance', 'rejected')]: {
        json: {
          rows: [{ ...pAda, record: { ...pAda.record, status: 'rejected', rejection_reason: 'Salary' } }],
          total: 1,
        },
      },
    });
    renderPanel();
    const row = (await screen.findByText('Ada')).closest('tr')!;
    // Tab from the focused row reaches its menu button; the context-menu key opens the menu.
    expect(within(row).getByRole('button', { name: 'Actions for Ada Lovelace' }).tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'ContextMenu' });
    expect(await screen.findByRole('menu')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    pickStatus('Rejected');
    const menu = await openRowMenu('Ada Lovelace');
    expect(within(menu).getByRole('menuitem', { name: 'Restore' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Reject…' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Move to stage' })).toBeNull();
    fireEvent.keyDown(menu, { key: 'Escape' });

    pickStatus('In stage');
    fireEvent.click(screen.getByRole('combobox', { name: 'Stage' }));
    fireEvent.click(screen.getByRole('option', { name: '🎉 Offer' }));
    const offerMenu = await openRowMenu('Alan Turing');
    expect(within(offerMenu).getByRole('menuitem', { name: 'Mark as hired' })).toBeTruthy();
  });
});

function pickStatus(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

describe('Candidates tab: the Status filter', () => {
  it("asks for the status picked; rejected rows show their reason, moved-on rows 'Completed'", async () => {
    const rejected = {
      ...pGrace,
      record: {
        ...pGrace.record,
        status: 'rejected' as const,
        rejection_reason: 'Salary',
        rejection_note: 'Asks 2x',
      },
    };
    const movedOn = {
      ...pAlan,
      record: { ...pAlan.record, status: 'moved_on' as const, progressed_already: true },
    };
    const fetch = mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda], total: 1 } },
      [stageList('glance', 'rejected')]: { json: { rows: [rejected], total: 1 } },
      [stageList('glance', 'all')]: { json: { rows: [pAda, rejected, movedOn], total: 3 } },
    });
    renderPanel();
    await screen.findByText('Ada');
    const status = screen.getByRole<HTMLInputElement>('combobox', { name: 'Status' });
    expect(status.value).toBe('In stage');
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    fireEvent.click(status);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'In stage',
      'Rejected',
      'Hired',
      'Moved on',
      'All',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Rejected' }));
    expect(await screen.findByText('Grace')).toBeTruthy();
    expect(screen.queryByText('Ada')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getByText('Salary')).toBeTruthy();
    expect(screen.getByText('1 candidate(s) in Glance (Rejected)')).toBeTruthy();

    pickStatus('All');
    expect(await screen.findByText('Alan')).toBeTruthy();
    const alanRow = screen.getByText('Alan').closest('tr')!;
    expect(within(alanRow).getByText('Completed')).toBeTruthy();
    expect(
      fetch.calls.map((c) => new URL(c.url, 'http://x').searchParams.get('status')).filter(Boolean),
    ).toEqual(['active', 'rejected', 'all']);
  });
});

describe('Candidates tab: live pipeline changes', () => {
  it("refetches the stages another user's operation names, and not for another job", async () => {
    const fetch = mockFetch({ ...panelRoutes, [stageList()]: { json: { rows: [pAda], total: 1 } } });
    renderPanel();
    await screen.findByText('Ada');
    const before = fetch.count(stageList());
    const change = { operation_id: '7d9f0a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6', stage_ids: ['glance', 'offer'] };
    await act(async () => {
      emitEvent('pipeline.changed', { ...change, job_id: OTHER_JOB_ID });
      emitEvent('pipeline.changed', { ...change, job_id: PIPELINE_JOB_ID, stage_ids: ['offer'] });
    });
    expect(fetch.count(stageList())).toBe(before);
    emitEvent('pipeline.changed', { ...change, job_id: PIPELINE_JOB_ID });
    await waitFor(() => expect(fetch.count(stageList())).toBe(before + 1));
  });
});

describe('Candidates tab: the row menu opens the scorecards', () => {
  it("opens 'Scorecard — {candidate} · {stage}' on the row's record (docs/product/pipeline.md#scorecards)", async () => {
    const scorecards = {
      record_id: pAda.record.id,
      job_id: PIPELINE_JOB_ID,
      stage_id: 'glance',
      stage_title: 'Glance',
      criteria_source: 'default',
      criteria: [{ key: 'ac1', title: 'Relevant experience', rubric: [] }],
      scorecards: [],
    };
    const fetch = mockFetch({
      ...panelRoutes,
      [stageList()]: { json: { rows: [pAda], total: 1 } },
      [`GET /api/stage-records/${pAda.record.id}/scorecards`]: { json: scorecards },
    });
    renderPanel();
    const menu = await openRowMenu('Ada Lovelace');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Scorecard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scorecard — Ada Lovelace · Glance' });
    expect(await within(dialog).findByText('Relevant experience')).toBeTruthy();
    // The row's AI score is shown apart from the interviewers'.
    expect(within(dialog).getByTestId('ai-score').textContent).toContain('8/10');
    expect(fetch.count(`GET /api/stage-records/${pAda.record.id}/scorecards`)).toBe(1);
  });
});
