import { selectedCountMessage } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { selectAllState, selectedAmong, setIds, toggleId } from './selection';

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
