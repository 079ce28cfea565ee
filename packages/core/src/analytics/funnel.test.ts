import { describe, expect, it } from 'vitest';
import {
  daysBucketOf,
  daysFigures,
  type FunnelRecord,
  funnelOf,
  histogramPercentile,
  inCohort,
  passThroughRate,
  scoreAgreement,
  stageGroupOf,
} from './funnel.js';

describe('days in stage (docs/product/analytics.md#days-in-stage)', () => {
  it('buckets every day to 30, then weeks to 90, then 30-day steps, then a year', () => {
    expect([0, 1, 30].map(daysBucketOf)).toEqual([0, 1, 30]);
    expect([31, 37, 38, 90].map(daysBucketOf)).toEqual([31, 31, 38, 87]);
    expect([91, 120, 121, 364, 365, 900].map(daysBucketOf)).toEqual([91, 91, 121, 361, 365, 365]);
    expect(daysBucketOf(-2)).toBe(0);
  });

  it('takes percentiles by nearest rank, exact within 30 days', () => {
    const h = [
      { bucket: 2, count: 1 },
      { bucket: 0, count: 1 },
      { bucket: 1, count: 1 },
    ];
    expect(histogramPercentile(h, 0.5)).toBe(1);
    expect(histogramPercentile(h, 0.9)).toBe(2);
    expect(histogramPercentile([], 0.5)).toBeNull();
    // 10 visits of 1..10 days: median the 5th, 90th percentile the 9th.
    const ten = Array.from({ length: 10 }, (_, i) => ({ bucket: i + 1, count: 1 }));
    expect(daysFigures(ten)).toEqual({ count: 10, median: 5, p90: 9 });
    // Beyond 30 days the figure is its bucket's start.
    expect(histogramPercentile([{ bucket: daysBucketOf(44), count: 3 }], 0.9)).toBe(38);
  });
});

describe('pass-through and the cohort rule', () => {
  it('is the share of a stage that reached a later one, unknown when nobody entered', () => {
    expect(passThroughRate(4, 1)).toBe(0.25);
    expect(passThroughRate(0, 0)).toBeNull();
  });

  it('keeps the applications that entered their first stage on a day of the period (UTC)', () => {
    const march = { from: '2025-03-01', to: '2025-03-31' };
    expect(inCohort('2025-03-01T00:00:00Z', march)).toBe(true);
    expect(inCohort('2025-03-31T23:59:59Z', march)).toBe(true);
    expect(inCohort('2025-02-28T23:59:59Z', march)).toBe(false);
    expect(inCohort('2025-04-01T00:00:00Z', march)).toBe(false);
  });

  it('follows the cohort through every stage, whenever it got there', () => {
    const rec = (
      stage_id: string,
      level: number,
      created: string,
      entered: string,
      end: Partial<FunnelRecord> = {},
    ) => ({
      stage_id,
      level,
      created_at: created,
      entered_at: entered,
      left_at: null,
      rejected_at: null,
      rejection_reason: null,
      hired_at: null,
      ...end,
    });
    const started = '2025-03-30T10:00:00Z';
    const inMarch = [
      rec('glance', 1, started, started, { left_at: '2025-04-02T10:00:00Z' }),
      // Entered Profile Review in April: still March's cohort.
      rec('profile_review', 2, '2025-04-02T10:00:00Z', '2025-04-02T10:00:00Z', {
        rejected_at: '2025-04-09T11:00:00Z',
        rejection_reason: 'Salary',
      }),
    ];
    const february = [rec('glance', 1, '2025-02-27T10:00:00Z', '2025-02-27T10:00:00Z')];
    const f = funnelOf([inMarch, february], { from: '2025-03-01', to: '2025-03-31' });
    expect(f.cohort).toBe(1);
    expect(f.stages.glance).toMatchObject({ entered: 1, passed: 1, pass_through: 1, median: 3 });
    expect(f.stages.profile_review).toMatchObject({ entered: 1, passed: 0, pass_through: 0, median: 7 });
    expect(f.rejections).toEqual({ Salary: 1 });
    expect(f.time_to_hire).toEqual({ count: 0, median: null, p90: null });
  });
});

describe('stage groups across jobs', () => {
  it('keeps fixed stages, numbers the custom layers and gives a group back for its own key', () => {
    expect(stageGroupOf('glance', 1)).toEqual({ key: 'glance', order: 1, title: 'Glance' });
    expect(stageGroupOf('stage_1', 4)).toEqual({ key: 'custom-1', order: 4, title: 'Interview 1' });
    expect(stageGroupOf('stage_7', 5)).toMatchObject({ key: 'custom-2', title: 'Interview 2' });
    expect(stageGroupOf('custom-2', 0)).toMatchObject({ key: 'custom-2', order: 5 });
    expect(stageGroupOf('offer', 4).order).toBeGreaterThan(stageGroupOf('stage_9', 8).order);
  });
});

describe("agreement of AI and people's scores", () => {
  it("is Spearman's rho with midranks, with the number of pairs, and no figure without variation", () => {
    expect(scoreAgreement([6, 4, 8], [7, 3, 9])).toEqual({ pairs: 3, spearman: 1 });
    expect(scoreAgreement([1, 2, 3, 4], [4, 3, 2, 1]).spearman).toBeCloseTo(-1);
    // Ties take their mean rank: ranks (1, 2.5, 2.5, 4) against (1, 2, 3, 4).
    expect(scoreAgreement([1, 5, 5, 9], [2, 3, 4, 8]).spearman).toBeCloseTo(0.9487, 3);
    expect(scoreAgreement([5, 5, 5], [1, 2, 3])).toEqual({ pairs: 3, spearman: null });
    expect(scoreAgreement([1, 2], [1, 2])).toEqual({ pairs: 2, spearman: null });
  });
});
