import { selectedCountMessage } from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  allMatchingCount,
  matchingFilter,
  selectAllState,
  selectedAmong,
  setIds,
  toggleId,
} from './selection';

describe('row selection', () => {
  it('toggles one id and sets many', () => {
    let s: ReadonlySet<string> = new Set();
    s = toggleId(s, 'a');
    s = setIds(s, ['b', 'c'], true);
    expect([...s].sort()).toEqual(['a', 'b', 'c']);
    s = toggleId(s, 'a');
    s = setIds(s, ['b'], false);
    expect([...s]).toEqual(['c']);
  });

  it("tells the 'select all' checkbox all, some or none", () => {
    const s = new Set(['a', 'b']);
    expect(selectAllState(s, ['a', 'b'])).toBe('all');
    expect(selectAllState(s, ['a', 'b', 'c'])).toBe('some');
    expect(selectAllState(s, ['x'])).toBe('none');
  });

  it('counts only candidates still in the stage', () => {
    const s = new Set(['a', 'gone', 'c']);
    const kept = selectedAmong(s, ['a', 'b', 'c']);
    expect(kept).toEqual(['a', 'c']);
    expect(selectedCountMessage(kept.length)).toBe('2 candidate(s) selected');
  });
});

describe("'Select all N matching'", () => {
  it('names the stage, the status and the Score Filter as bounds', () => {
    expect(matchingFilter('glance', 'rejected', { mode: 'above', value: 6.5 })).toEqual({
      stage_id: 'glance',
      status: 'rejected',
      score_min: 6.5,
      score_max: null,
    });
    expect(matchingFilter('offer', 'active', { mode: 'below', value: null }).score_max).toBeNull();
  });

  it('is offered once every loaded row of a cut list is selected, without a Score Filter', () => {
    const base = { loaded: 5000, total: 12_000, everyLoadedSelected: true, scoreFilterActive: false };
    expect(allMatchingCount(base)).toBe(12_000);
    expect(allMatchingCount({ ...base, everyLoadedSelected: false })).toBeNull();
    expect(allMatchingCount({ ...base, total: 5000 })).toBeNull();
    expect(allMatchingCount({ ...base, scoreFilterActive: true })).toBeNull();
  });
});
