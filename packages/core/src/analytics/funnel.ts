import { sampleRankCorrelation } from 'simple-statistics';
import { fixedLayers, leadingFixedLayerIds, trailingFixedLayerIds } from '../interview-process/constants.js';
import type { AnalyticsPeriod } from './period.js';

/*
 * The recruiting funnel's maths (docs/product/analytics.md#performance-metrics): the cohort rule,
 * pass-through, days in stage from a histogram of whole days, stage groups across jobs and the agreement of
 * AI and scorecard scores. The server keeps the same figures in summary rows; `funnelOf` is the reference
 * the tests hold those rows to.
 */

const DAY_MS = 86_400_000;

/**
 * The histogram bucket of a duration in whole days, as its lower bound: every day up to 30, then weeks up to
 * 90 (31, 38, …, 87), then 30-day steps up to 365 (91, 121, …, 361), and 365 for a year or more. The server's
 * `funnel_days_bucket` SQL function is the same rule.
 */
export function daysBucketOf(days: number): number {
  const d = Math.max(0, Math.floor(days));
  if (d <= 30) return d;
  if (d <= 90) return 31 + Math.floor((d - 31) / 7) * 7;
  if (d < 365) return 91 + Math.floor((d - 91) / 30) * 30;
  return 365;
}

/** Whole days from `from` to `to` (ISO instants or Dates), never negative. */
export function wholeDaysBetween(from: Date | string, to: Date | string): number {
  return Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS));
}

/** A histogram: how many values fell in each bucket (lower bound in days). */
export type DaysHistogram = readonly { bucket: number; count: number }[];

/**
 * The `p`-th percentile (0 < p ≤ 1) of a histogram by nearest rank: the bucket holding the ⌈p·n⌉-th smallest
 * value, as its lower bound. Exact for durations up to 30 days; beyond, the bucket's start (a lower bound).
 * @returns null for an empty histogram.
 */
export function histogramPercentile(histogram: DaysHistogram, p: number): number | null {
  const total = histogram.reduce((n, b) => n + b.count, 0);
  if (total <= 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const b of [...histogram].sort((x, y) => x.bucket - y.bucket)) {
    seen += b.count;
    if (seen >= rank) return b.bucket;
  }
  return null;
}

/** Median, 90th percentile and count of a histogram of days. */
export function daysFigures(histogram: DaysHistogram) {
  return {
    count: histogram.reduce((n, b) => n + b.count, 0),
    median: histogramPercentile(histogram, 0.5),
    p90: histogramPercentile(histogram, 0.9),
  };
}

/** Share of a stage's candidates who moved to a later stage (0-1); null when nobody entered it. */
export function passThroughRate(entered: number, passed: number): number | null {
  return entered > 0 ? passed / entered : null;
}

/**
 * The cohort rule: an application belongs to the funnel of a period when it entered its first stage on one
 * of the period's days (UTC), whatever happened to it later.
 */
export function inCohort(startedAt: Date | string, period: AnalyticsPeriod): boolean {
  const day = new Date(startedAt).toISOString().slice(0, 10);
  return day >= period.from && day <= period.to;
}

/** The stages of different jobs grouped for the organisation's funnel: key, place and name. */
export type StageGroup = { key: string; order: number; title: string };

const leadingIds = leadingFixedLayerIds.map((id) => fixedLayers[id].stageType);
const trailingIds = trailingFixedLayerIds.map((id) => fixedLayers[id].stageType);
const titleOfFixed = (stageId: string) =>
  Object.values(fixedLayers).find((l) => l.stageType === stageId)?.title ?? stageId;

/**
 * The group a job's stage counts in across jobs: each fixed stage by itself (Glance, Profile Review, Talent
 * Screen, Washup, Offer), a custom stage by its place among the custom layers ('Interview 2' is the second;
 * `level` is its layer's position from 1, so custom layer n has level 3 + n). Concurrent steps of one layer
 * share their group. A group's own key ('custom-2') gives its group back.
 */
export function stageGroupOf(stageId: string, level: number): StageGroup {
  const lead = leadingIds.indexOf(stageId);
  if (lead >= 0) return { key: stageId, order: lead + 1, title: titleOfFixed(stageId) };
  const trail = trailingIds.indexOf(stageId);
  if (trail >= 0) return { key: stageId, order: 100 + trail, title: titleOfFixed(stageId) };
  const grouped = /^custom-(\d+)$/.exec(stageId);
  const n = grouped ? Number(grouped[1]) : Math.max(1, level - leadingIds.length);
  return { key: `custom-${n}`, order: leadingIds.length + n, title: `Interview ${n}` };
}

/**
 * Agreement of AI and people's scores on the same candidates (Spearman's ρ, midranks for ties, from
 * simple-statistics) with the number of pairs. ρ is null with fewer than 3 pairs or when either side gives
 * everyone the same score (no figure is made up).
 */
export function scoreAgreement(ai: readonly number[], people: readonly number[]) {
  if (ai.length !== people.length) throw new Error('scoreAgreement: lists of different lengths');
  const pairs = ai.length;
  const flat = (xs: readonly number[]) => xs.every((x) => x === xs[0]);
  if (pairs < 3 || flat(ai) || flat(people)) return { pairs, spearman: null };
  const rho = sampleRankCorrelation([...ai], [...people]);
  return { pairs, spearman: Number.isFinite(rho) ? rho : null };
}

/** One stage record of an application, as the funnel reads it (times as ISO instants). */
export type FunnelRecord = {
  stage_id: string;
  level: number;
  created_at: string;
  entered_at: string;
  /** When the candidate left the stage (moved on or back), else null. */
  left_at: string | null;
  rejected_at: string | null;
  rejection_reason: string | null;
  hired_at: string | null;
};

/**
 * The reference funnel of a set of applications (each the records of one candidate in one job) for a
 * period: the cohort (applications whose first record was created in the period), per stage the cohort
 * members who entered it and those who also reached a later layer, the days spent in each stage by visits
 * that ended (moved on or back, rejected, hired), reject reasons and days to hire.
 */
export function funnelOf(applications: readonly (readonly FunnelRecord[])[], period: AnalyticsPeriod) {
  const stages = new Map<string, { entered: number; passed: number; days: number[] }>();
  const reasons = new Map<string, number>();
  const toHire: number[] = [];
  let cohort = 0;
  for (const records of applications) {
    if (records.length === 0) continue;
    const started = records.reduce((a, r) => (r.created_at < a ? r.created_at : a), records[0]!.created_at);
    if (!inCohort(started, period)) continue;
    cohort += 1;
    const top = Math.max(...records.map((r) => r.level));
    for (const r of records) {
      const s = stages.get(r.stage_id) ?? { entered: 0, passed: 0, days: [] };
      s.entered += 1;
      if (r.level < top) s.passed += 1;
      const ended = r.left_at ?? r.rejected_at ?? r.hired_at;
      if (ended) s.days.push(wholeDaysBetween(r.entered_at, ended));
      stages.set(r.stage_id, s);
      if (r.rejected_at) {
        const reason = r.rejection_reason ?? 'No reason given';
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
      if (r.hired_at) toHire.push(wholeDaysBetween(started, r.hired_at));
    }
  }
  const histogram = (days: number[]) => {
    const m = new Map<number, number>();
    for (const d of days) m.set(daysBucketOf(d), (m.get(daysBucketOf(d)) ?? 0) + 1);
    return [...m].map(([bucket, count]) => ({ bucket, count }));
  };
  return {
    cohort,
    stages: Object.fromEntries(
      [...stages].map(([id, s]) => [
        id,
        {
          entered: s.entered,
          passed: s.passed,
          pass_through: passThroughRate(s.entered, s.passed),
          ...daysFigures(histogram(s.days)),
        },
      ]),
    ),
    rejections: Object.fromEntries(reasons),
    time_to_hire: daysFigures(histogram(toHire)),
  };
}
