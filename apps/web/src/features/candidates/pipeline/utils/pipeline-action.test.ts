import { pipelineMessages } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { availableActions } from './available-actions';
import { confirmText, inputProblem, operationBody, undoWindowMs } from './pipeline-action';

const id = '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e11';

describe('pipeline actions', () => {
  it('asks in the confirmation words with the count and the target', () => {
    const move = { kind: 'move', stageId: 'talent_screen', stageTitle: 'Talent Screen' } as const;
    expect(confirmText(move, 120)).toBe('Move 120 candidates to Talent Screen?');
    expect(confirmText({ kind: 'set_owner', owner: 'hiring_manager' }, 1)).toBe(
      'Set the action owner of 1 candidate to hiring_manager?',
    );
    expect(confirmText({ kind: 'add_to_job' }, 2)).toBe('Add 2 candidates to …?');
    expect(confirmText({ kind: 'add_to_job' }, 2, { targetJob: { id, title: 'Platform Lead' } })).toBe(
      'Add 2 candidates to Platform Lead?',
    );
  });

  it("wants a reason, a note for 'Other', and a job to add to", () => {
    expect(inputProblem({ kind: 'reject' }, {})?.message).toBe(pipelineMessages.unknownReason);
    expect(inputProblem({ kind: 'reject' }, { reason: 'Other', note: '  ' })?.message).toBe(
      pipelineMessages.noteRequired,
    );
    expect(inputProblem({ kind: 'reject' }, { reason: 'Other', note: 'why' })).toBeNull();
    expect(inputProblem({ kind: 'reject' }, { reason: 'Salary' })).toBeNull();
    expect(inputProblem({ kind: 'add_to_job' }, {})?.message).toBe(pipelineMessages.sameJob);
    expect(inputProblem({ kind: 'hire' }, {})).toBeNull();
  });

  it('builds the request for ids or for the list filter', () => {
    expect(
      operationBody(id, { kind: 'reject' }, { kind: 'ids', ids: [id] }, { reason: 'Salary', note: ' ' }),
    ).toEqual({
      operation_id: id,
      kind: 'reject',
      reason: 'Salary',
      note: null,
      candidate_ids: [id],
    });
    const filter = { stage_id: 'glance', status: 'active', score_min: 6, score_max: null } as const;
    expect(operationBody(id, { kind: 'unreject' }, { kind: 'all_matching', filter, count: 9000 })).toEqual({
      operation_id: id,
      kind: 'unreject',
      all_matching: filter,
    });
  });

  it("offers Undo for the server's window, not the client's clock", () => {
    const op = {
      created_at: '2020-01-01T00:00:00.000Z',
      undo_until: '2020-01-01T00:00:10.000Z',
      undone_at: null,
    };
    expect(undoWindowMs(op)).toBe(10_000);
    expect(undoWindowMs({ ...op, undo_until: null })).toBe(0);
    expect(undoWindowMs({ ...op, undone_at: '2020-01-01T00:00:03.000Z' })).toBe(0);
  });

  it('offers the actions that fit a status', () => {
    expect(availableActions('active', 'offer')).toMatchObject({
      move: { currentStageId: 'offer' },
      reject: true,
      unreject: false,
      hire: true,
    });
    expect(availableActions('rejected', 'glance')).toMatchObject({
      move: null,
      reject: false,
      unreject: true,
    });
    expect(availableActions('moved_on', 'glance')).toMatchObject({
      move: { currentStageId: null },
      reject: false,
    });
    expect(availableActions('hired', 'offer')).toMatchObject({ move: null, hire: false, setOwner: false });
    expect(availableActions('all', 'glance')).toMatchObject({ reject: true, unreject: true, hire: false });
  });
});
