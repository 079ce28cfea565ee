import { describe, expect, it } from 'vitest';
import {
  emptyScorecardSummary,
  isScorecardScore,
  meanOfTenths,
  scorecardBody,
  scorecardMessages,
  scorecardOverall,
  summariseScorecards,
  usedCriterionScores,
  usedScore,
} from './scorecards.js';

const none = { ac1_score: null, ac2_score: null, ac3_score: null, ac4_score: null, ac5_score: null };
const card = (scores: Partial<typeof none>, who: string, updated_at: string) => {
  const all = { ...none, ...scores };
  return {
    ...all,
    overall_match: scorecardOverall(all),
    interviewer_email: `${who}@acme.test`,
    interviewer_name: who,
    updated_at,
  };
};

describe('isScorecardScore', () => {
  it('takes 0-10 in steps of 0.1', () => {
    expect([0, 0.1, 7.3, 9.9, 10].map(isScorecardScore)).toEqual([true, true, true, true, true]);
    expect([-0.1, 10.1, 7.25, Number.NaN].map(isScorecardScore)).toEqual([false, false, false, false]);
  });
});

describe('meanOfTenths', () => {
  it('rounds halves up exactly, as PostgreSQL does', () => {
    expect(meanOfTenths([8.1, 6.2])).toBe(7.2);
    expect(meanOfTenths([7.1, 7.2])).toBe(7.2);
    expect(meanOfTenths([6, 9.1])).toBe(7.6);
    expect(meanOfTenths([1, 2, 2])).toBe(1.7);
    expect(meanOfTenths([])).toBeNull();
  });
});

describe('scorecardBody', () => {
  it('needs one score at least, and trims feedback (empty is none)', () => {
    const parsed = scorecardBody.safeParse({ ac2_score: 6, feedback: '   ' });
    expect(parsed.success && parsed.data).toEqual({ ...none, ac2_score: 6, feedback: null });
    const empty = scorecardBody.safeParse({ feedback: 'Great' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([scorecardMessages.noScore]);
  });
});

describe('summariseScorecards', () => {
  it('is empty without scorecards', () => {
    expect(summariseScorecards([])).toEqual(emptyScorecardSummary);
  });

  it('takes the mean of the overall and of each criterion that was scored, and the latest saved', () => {
    const cards = [
      card({ ac1_score: 6, ac2_score: 8 }, 'Ann', '2026-11-02T09:00:00.000Z'),
      card({ ac1_score: 9 }, 'Bea', '2026-11-02T10:00:00.000Z'),
      card({ ac1_score: 3, ac3_score: 5 }, 'Cy', '2026-11-02T08:00:00.000Z'),
    ];
    expect(cards.map((c) => c.overall_match)).toEqual([7, 9, 4]);
    expect(summariseScorecards(cards)).toEqual({
      count: 3,
      overall: 6.7,
      ac1_score: 6,
      ac2_score: 8,
      ac3_score: 5,
      ac4_score: null,
      ac5_score: null,
      latest_interviewer_email: 'Bea@acme.test',
      latest_interviewer_name: 'Bea',
      latest_at: '2026-11-02T10:00:00.000Z',
    });
  });
});

describe('usedScore', () => {
  it("uses the scorecards' mean over the AI's, the AI's alone, else nothing", () => {
    expect(usedScore(4, { overall: 8.5 })).toEqual({ score_source: 'scorecard', overall_used: 8.5 });
    expect(usedScore(4, { overall: null })).toEqual({ score_source: 'ai', overall_used: 4 });
    expect(usedScore(null, { overall: null })).toEqual({ score_source: null, overall_used: null });
  });

  it('shows the criteria of the score it uses', () => {
    const summary = { ...emptyScorecardSummary, count: 1, overall: 7, ac1_score: 7 };
    const record = { ...none, ac1_score: 2, ac2_score: 3, scorecards: summary };
    expect(usedCriterionScores({ ...record, score_source: 'scorecard' })).toEqual({ ...none, ac1_score: 7 });
    expect(usedCriterionScores({ ...record, score_source: 'ai' })).toEqual({
      ...none,
      ac1_score: 2,
      ac2_score: 3,
    });
  });
});
