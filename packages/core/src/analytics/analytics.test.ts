import { describe, expect, it } from 'vitest';
import { activityLink, describeActivity } from './activity.js';
import {
  adoptionRate,
  bucketOf,
  bucketStarts,
  datesOf,
  defaultBucket,
  meanRate,
  periodMessages,
  periodQuery,
  resolvePeriod,
  weekStartOf,
  workingDaysIn,
} from './period.js';
import { projectMonth } from './usage.js';

describe('the period (docs/product/analytics.md#period)', () => {
  it('defaults to the last 30 days, today included, in UTC', () => {
    const now = new Date('2025-03-10T23:30:00Z');
    expect(resolvePeriod({}, now)).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(resolvePeriod({ to: '2025-01-31' }, now)).toEqual({ from: '2025-01-02', to: '2025-01-31' });
    expect(resolvePeriod({ from: '2025-03-01' }, now)).toEqual({ from: '2025-03-01', to: '2025-03-10' });
  });

  it('refuses a period out of order or over 366 days, and dates that do not exist', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(() => resolvePeriod({ from: '2025-03-11', to: '2025-03-10' }, now)).toThrow(periodMessages.order);
    expect(() => resolvePeriod({ from: '2024-01-01', to: '2025-01-01' }, now)).toThrow(
      periodMessages.tooLong,
    );
    expect(resolvePeriod({ from: '2024-01-01', to: '2024-12-31' }, now).from).toBe('2024-01-01');
    expect(periodQuery.safeParse({ from: '2025-02-30' }).success).toBe(false);
    expect(periodQuery.safeParse({ from: '2025-2-3' }).success).toBe(false);
    expect(periodQuery.safeParse({ from: '2024-02-29' }).success).toBe(true);
  });

  it('counts working days Monday to Friday', () => {
    // 2025-03-03 is a Monday.
    expect(workingDaysIn({ from: '2025-03-03', to: '2025-03-09' })).toBe(5);
    expect(workingDaysIn({ from: '2025-03-08', to: '2025-03-09' })).toBe(0);
    expect(workingDaysIn({ from: '2025-03-07', to: '2025-03-10' })).toBe(2);
    expect(workingDaysIn({ from: '2025-03-01', to: '2025-03-31' })).toBe(21);
    // Counted day by day over a long period, the shortcut agrees.
    const period = { from: '2024-01-01', to: '2024-12-31' };
    const slow = datesOf(period).filter((d) => ![0, 6].includes(new Date(`${d}T00:00Z`).getUTCDay()));
    expect(workingDaysIn(period)).toBe(slow.length);
  });

  it('puts a date in its day or in the ISO week that starts on Monday', () => {
    expect(weekStartOf('2025-03-03')).toBe('2025-03-03');
    expect(weekStartOf('2025-03-09')).toBe('2025-03-03');
    expect(weekStartOf('2025-01-01')).toBe('2024-12-30');
    expect(bucketOf('2025-03-05', 'day')).toBe('2025-03-05');
    expect(bucketOf('2025-03-05', 'week')).toBe('2025-03-03');
    expect(bucketStarts({ from: '2025-03-05', to: '2025-03-07' }, 'day')).toEqual([
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
    ]);
    expect(bucketStarts({ from: '2025-03-05', to: '2025-03-17' }, 'week')).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
    ]);
    expect(defaultBucket({ from: '2025-01-01', to: '2025-03-03' })).toBe('day');
    expect(defaultBucket({ from: '2025-01-01', to: '2025-03-04' })).toBe('week');
  });
});

describe('adoption (docs/product/analytics.md#adoption)', () => {
  it('is active working days over working days, within 0-1, unknown without working days', () => {
    expect(adoptionRate(15, 20)).toBe(0.75);
    expect(adoptionRate(0, 20)).toBe(0);
    expect(adoptionRate(25, 20)).toBe(1);
    expect(adoptionRate(0, 0)).toBeNull();
    expect(meanRate([0.5, 1, null, 0])).toBe(0.5);
    expect(meanRate([null])).toBeNull();
  });
});

describe('the month projection (docs/product/analytics.md#month)', () => {
  it('extends the month to date at the same pace and says when the limit is reached', () => {
    // 10 March of a 31-day month: 10 days elapsed, today counted.
    const p = projectMonth({
      tokensUsed: 100_000,
      cost: 1.5,
      limit: 200_000,
      now: new Date('2025-03-10T08:00:00Z'),
    });
    expect(p).toMatchObject({
      month: '2025-03-01',
      days_in_month: 31,
      days_elapsed: 10,
      projected_tokens: 310_000,
      projected_cost: 4.65,
      used_share: 0.5,
      projected_share: 1.55,
      // 10,000 a day: day 20 takes the month to 200,000.
      limit_reached_on: '2025-03-20',
      limit_reached: false,
    });
  });

  it('has no shares or date without a limit, and says when the limit is already reached', () => {
    const now = new Date('2024-02-29T23:59:59Z');
    const unlimited = projectMonth({ tokensUsed: 2900, cost: 0, limit: 0, now });
    expect(unlimited).toMatchObject({
      days_in_month: 29,
      days_elapsed: 29,
      projected_tokens: 2900,
      used_share: null,
      limit_reached_on: null,
      limit_reached: false,
    });
    const spent = projectMonth({ tokensUsed: 5000, cost: 0, limit: 5000, now });
    expect(spent).toMatchObject({ limit_reached: true, limit_reached_on: null, used_share: 1 });
    const slow = projectMonth({ tokensUsed: 10, cost: 0, limit: 5000, now: new Date('2025-03-01T01:00Z') });
    expect(slow).toMatchObject({ projected_tokens: 310, limit_reached_on: null });
    const idle = projectMonth({ tokensUsed: 0, cost: 0, limit: 5000, now });
    expect(idle).toMatchObject({ projected_tokens: 0, limit_reached_on: null, used_share: 0 });
  });
});

describe('activity lines and links (docs/product/analytics.md#timeline)', () => {
  const row = (action: string, metadata: Record<string, unknown> | null, app_id: string | null = null) => ({
    action,
    metadata,
    app_id,
  });

  it('say what happened with counts, titles and stages, never more than was recorded', () => {
    const job = { jobId: 'j1', jobTitle: 'Payments Engineer' };
    expect(describeActivity(row('sign_in', null))).toBe('Signed in');
    expect(describeActivity(row('app_clicked', { appName: 'Reviewer' }, 'reviewer'))).toBe('Opened Reviewer');
    expect(describeActivity(row('candidates_moved', { ...job, count: 3, stageTitle: 'Phone Screen' }))).toBe(
      'Moved 3 candidates to Phone Screen in Payments Engineer',
    );
    expect(describeActivity(row('candidates_hired', { ...job, count: 1 }))).toBe(
      'Hired 1 candidate for Payments Engineer',
    );
    expect(describeActivity(row('candidates_imported', { ...job, count: 1200 }))).toBe(
      'Imported 1,200 candidates into Payments Engineer',
    );
    expect(describeActivity(row('job_status_changed', { ...job, from: 'draft', to: 'active' }))).toBe(
      'Changed the status of Payments Engineer from draft to active',
    );
    expect(describeActivity(row('settings_changed', { setting: 'rejection_reasons' }))).toBe(
      'Changed the rejection reasons',
    );
    expect(describeActivity(row('candidate_erased', { candidateId: 'c1' }))).toBe('Erased a candidate');
    expect(describeActivity(row('candidate_erased', { count: 12 }))).toBe(
      'Erased 12 candidates (data retention)',
    );
    expect(describeActivity(row('cv_sorter_run', { searchId: 's1', count: 40 }))).toBe(
      'Scored 40 candidates in the CV Sorter',
    );
    expect(describeActivity(row('something_newer', null))).toBe('something_newer');
  });

  it('link to the object: the job, its candidates, the candidate, the app, the settings', () => {
    expect(activityLink(row('job_created', { jobId: 'j1' }))).toBe('/jobs/j1');
    expect(activityLink(row('candidates_rejected', { jobId: 'j1', count: 2 }))).toBe(
      '/jobs/j1?tab=candidates',
    );
    expect(activityLink(row('review_generated', { reviewId: 'r1', candidateId: 'c1' }))).toBe(
      '/candidates/c1',
    );
    expect(activityLink(row('review_generated', { reviewId: 'r1' }))).toBe('/apps/reviewer');
    expect(activityLink(row('app_clicked', {}, 'screen-evaluation'))).toBe('/apps/screen-evaluation');
    expect(activityLink(row('settings_changed', { setting: 'rejection_reasons' }))).toBe('/admin/settings');
    expect(activityLink(row('candidate_erased', { candidateId: 'c1' }))).toBeNull();
    expect(activityLink(row('sign_in', null))).toBeNull();
    // A job deleted since: no link, the recorded title still reads.
    expect(
      activityLink({ ...row('job_created', { jobId: 'j1', jobTitle: 'Old' }), job_title: null }),
    ).toBeNull();
    expect(
      describeActivity({ ...row('candidates_hired', { jobId: 'j1', count: 2 }), job_title: 'Renamed Job' }),
    ).toBe('Hired 2 candidates for Renamed Job');
  });
});
