import { defaultWorkflow, pipelineStagesOf } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { rowIn } from '#/features/candidates/job-tab/board/test/board-fixtures';
import {
  boardColumnsOf,
  daysInStage,
  idsBetween,
  rowsAfterMove,
} from '#/features/candidates/job-tab/board/utils/board-columns';

const stages = pipelineStagesOf(defaultWorkflow());
const a = rowIn('glance', 'Glance', { id: 'a', overall: 7 });
const b = rowIn('glance', 'Glance', { id: 'b' });
const c = rowIn('offer', 'Offer', { id: 'c' });

describe('boardColumnsOf', () => {
  it('gives every stage a column in process order, keeping the rows’ order inside each', () => {
    const columns = boardColumnsOf(stages, [c, b, a]);
    expect(columns.map((col) => [col.id, col.rows.map((r) => r.candidate.id)])).toEqual([
      ['glance', ['b', 'a']],
      ['profile_review', []],
      ['talent_screen', []],
      ['washup', []],
      ['offer', ['c']],
    ]);
  });
  it('adds a column, closed to drops, for a stage the process no longer has', () => {
    const gone = rowIn('stage_9', 'Old panel', { id: 'd' });
    const last = boardColumnsOf(stages, [gone]).at(-1)!;
    expect([last.id, last.title, last.droppable, last.rows.length]).toEqual([
      'stage_9',
      'Old panel',
      false,
      1,
    ]);
  });
});

describe('rowsAfterMove', () => {
  const talent = stages.find((s) => s.stage_id === 'talent_screen')!;
  it('puts the moved records in the stage, newest first, unscored, with its owner', () => {
    const rows = rowsAfterMove([b, a, c], new Set(['a']), talent, '2025-03-15T12:00:00.000Z');
    expect(rows.map((r) => r.candidate.id)).toEqual(['a', 'b', 'c']);
    expect(rows[0]!.record).toMatchObject({
      stage_id: 'talent_screen',
      stage_title: 'Talent Screen',
      stage_level: 3,
      stage_category: 'research',
      action_owner: 'recruiter',
      entered_stage_at: '2025-03-15T12:00:00.000Z',
      overall_match: null,
      overall_used: null,
    });
    expect(rows[1]).toBe(b);
  });
  it('leaves a candidate already in the stage alone', () => {
    const glance = stages[0]!;
    const rows = rowsAfterMove([a, b], new Set(['a']), glance, '2025-03-15T12:00:00.000Z');
    expect(rows[0]).toBe(a);
  });
});

describe('daysInStage and idsBetween', () => {
  it('counts whole days, 0 on the first day and for a date in the future', () => {
    const now = Date.parse('2025-03-15T12:00:00.000Z');
    expect(daysInStage('2025-03-15T01:00:00.000Z', now)).toBe(0);
    expect(daysInStage('2025-03-14T11:00:00.000Z', now)).toBe(1);
    expect(daysInStage('2025-03-16T11:00:00.000Z', now)).toBe(0);
    expect(daysInStage('not a date', now)).toBe(0);
  });
  it('takes the ids between two cards in either direction', () => {
    const rows = ['a', 'b', 'c', 'd'].map((id) => rowIn('glance', 'Glance', { id }));
    expect(idsBetween(rows, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(idsBetween(rows, 'zz', 'b')).toEqual(['b']);
  });
});
