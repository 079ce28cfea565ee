import { candidateMessages } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { makeRow } from '#/features/candidates/job-tab/test/rows';
import {
  candidateName,
  filterByScore,
  formatDate,
  isScoreFilterActive,
  listEmptyMessage,
  parseFilterValue,
  scoredEmptyMessage,
  splitByScored,
  truncationNote,
  unscoredEmptyMessage,
} from './candidate-rows';

const rows = [
  makeRow({ id: 'a', overall: 8 }),
  makeRow({ id: 'b', overall: 6.5 }),
  makeRow({ id: 'c', overall: null }),
  makeRow({ id: 'd', overall: 9.2 }),
];
const ids = (list: readonly { candidate: { id: string } }[]) => list.map((r) => r.candidate.id);

describe('the Overall a row uses (docs/product/pipeline.md#scorecards)', () => {
  it("ranks, filters and counts as scored by the scorecards' mean over the AI's", () => {
    const mixed = [
      makeRow({ id: 'ai', overall: 8 }),
      makeRow({ id: 'card', overall: 3, scorecards: { count: 1, overall: 9 } }),
      makeRow({ id: 'only-card', overall: null, scorecards: { count: 2, overall: 5 } }),
      makeRow({ id: 'none', overall: null }),
    ];
    const { scored, unscored } = splitByScored(mixed);
    expect(ids(scored)).toEqual(['card', 'ai', 'only-card']);
    expect(ids(unscored)).toEqual(['none']);
    expect(ids(filterByScore(mixed, { mode: 'above', value: 8.5 }))).toEqual(['card']);
  });
});

describe('score filter', () => {
  it("'above' keeps overall_match >= value and 'below' <= value; unscored rows fail both", () => {
    expect(ids(filterByScore(rows, { mode: 'above', value: 8 }))).toEqual(['a', 'd']);
    expect(ids(filterByScore(rows, { mode: 'below', value: 8 }))).toEqual(['a', 'b']);
    expect(ids(filterByScore(rows, { mode: 'above', value: 6.5 }))).toEqual(['a', 'b', 'd']);
  });

  it('keeps every row with All Scores or without a number', () => {
    expect(filterByScore(rows, { mode: 'all', value: 5 })).toBe(rows);
    expect(filterByScore(rows, { mode: 'above', value: null })).toBe(rows);
    expect(isScoreFilterActive({ mode: 'above', value: null })).toBe(false);
    expect(isScoreFilterActive({ mode: 'below', value: 0 })).toBe(true);
  });

  it('reads the number input as 0-10, blank as no number', () => {
    expect(parseFilterValue('')).toBeNull();
    expect(parseFilterValue('abc')).toBeNull();
    expect(parseFilterValue(7.3)).toBe(7.3);
    expect(parseFilterValue('11')).toBe(10);
    expect(parseFilterValue(-2)).toBe(0);
  });
});

describe('score view split', () => {
  it('puts scored rows best overall first and keeps the unscored apart', () => {
    const { scored, unscored } = splitByScored(rows);
    expect(ids(scored)).toEqual(['d', 'a', 'b']);
    expect(ids(unscored)).toEqual(['c']);
  });
});

describe('empty messages', () => {
  it("says 'No candidates yet.' for an empty stage and the filter's message when it hid every row", () => {
    expect(listEmptyMessage(0, 0)).toBe('No candidates yet.');
    expect(listEmptyMessage(3, 0)).toBe('No candidates match the current filter.');
    expect(listEmptyMessage(3, 2)).toBeNull();
  });

  it('has the Score view messages', () => {
    expect(scoredEmptyMessage(0, 0)).toBe('No scored candidates yet...');
    expect(scoredEmptyMessage(2, 0)).toBe(candidateMessages.noCandidatesMatchFilter);
    expect(scoredEmptyMessage(2, 1)).toBeNull();
    expect(unscoredEmptyMessage(0)).toBe('All candidates have been scored!');
    expect(unscoredEmptyMessage(1)).toBeNull();
  });
});

describe('formatting', () => {
  it("notes a list cut at the server's limit", () => {
    expect(truncationNote(5000, 12345)).toBe('Showing the newest 5,000 of 12,345');
    expect(truncationNote(40, 40)).toBeNull();
  });

  it('names a candidate, with a dash when both names are missing', () => {
    expect(candidateName(makeRow({ id: 'x', first: 'Ada', last: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(candidateName(makeRow({ id: 'x', first: null, last: 'Byron' }))).toBe('Byron');
    expect(candidateName(makeRow({ id: 'x', first: null, last: null }))).toBe('—');
  });

  it('formats a date and a dash for nothing or garbage', () => {
    expect(formatDate('2025-03-12T10:00:00Z')).toMatch(/2025/);
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
