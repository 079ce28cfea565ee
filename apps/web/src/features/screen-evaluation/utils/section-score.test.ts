import { describe, expect, it } from 'vitest';
import { scoreColor, sectionScore } from './section-score';

describe('sectionScore', () => {
  it("reads 'Score: n/5' lines on the 1-5 scale", () => {
    expect(sectionScore('Score: 4/5')).toBe(4);
    expect(sectionScore(' score: 1 / 5 ')).toBe(1);
  });

  it('ignores other text and scores off the scale', () => {
    expect(sectionScore('Score: 6/5')).toBeNull();
    expect(sectionScore('Score: 0/5')).toBeNull();
    expect(sectionScore('Score: 4/10')).toBeNull();
    expect(sectionScore('Advance')).toBeNull();
  });
});

describe('scoreColor', () => {
  it('goes from red to teal', () => {
    expect([1, 2, 3, 4, 5].map(scoreColor)).toEqual(['red', 'orange', 'yellow', 'green', 'teal']);
  });
});
