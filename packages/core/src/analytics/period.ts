import { z } from 'zod';

/*
 * The analytics period and its calendar maths (docs/product/analytics.md#period): whole days in UTC, weeks
 * starting on Monday (ISO 8601), working days Monday to Friday. Dates travel as 'YYYY-MM-DD'.
 */

/** A period of whole UTC days, both ends included ('YYYY-MM-DD'). */
export type AnalyticsPeriod = { from: string; to: string };

/** How a series is cut: one point per day, or per ISO week (starting Monday). */
export const analyticsBuckets = ['day', 'week'] as const;
export type AnalyticsBucket = (typeof analyticsBuckets)[number];

/** The default period: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period a request may ask for. */
export const MAX_PERIOD_DAYS = 366;
/** Periods longer than this are drawn per week unless a bucket is asked for. */
export const DAILY_BUCKET_MAX_DAYS = 62;

const DAY_MS = 86_400_000;

/** Messages of the period filter (docs/product/analytics.md#period). */
export const periodMessages = {
  badDate: 'Enter a date as YYYY-MM-DD',
  order: 'The start date must be on or before the end date.',
  tooLong: `The period can be at most ${MAX_PERIOD_DAYS} days.`,
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, periodMessages.badDate)
  .refine((s) => {
    const d = parseIsoDate(s);
    return !Number.isNaN(d.getTime()) && toIsoDate(d) === s;
  }, periodMessages.badDate);

/** `from` and `to` of an analytics request; either may be left out (see `resolvePeriod`). */
export const periodQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type PeriodQuery = z.infer<typeof periodQuery>;

/** A 'YYYY-MM-DD' date as the UTC midnight it starts. */
export function parseIsoDate(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The UTC calendar date of `d` as 'YYYY-MM-DD'. */
export function toIsoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative moves back). */
export function addDays(date: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(date).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS) + 1);
}

/**
 * The period a request means: `to` defaults to today (UTC, from `now`), `from` to 29 days before `to` (30
 * days in all).
 * @throws Error with a `periodMessages` text when `from` is after `to` or the period is over MAX_PERIOD_DAYS.
 */
export function resolvePeriod(query: PeriodQuery, now: Date): AnalyticsPeriod {
  const to = query.to ?? toIsoDate(now);
  const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) throw new Error(periodMessages.order);
  if (daysBetween(from, to) > MAX_PERIOD_DAYS) throw new Error(periodMessages.tooLong);
  return { from, to };
}

/** Whether `date` is Monday to Friday. */
export function isWorkingDay(date: string): boolean {
  const day = parseIsoDate(date).getUTCDay();
  return day !== 0 && day !== 6;
}

/** Every date of the period, in order. */
export function datesOf(period: AnalyticsPeriod): string[] {
  const n = daysBetween(period.from, period.to);
  return Array.from({ length: n }, (_, i) => addDays(period.from, i));
}

/** Monday to Friday days in the period (public holidays are not known, so they count). */
export function workingDaysIn(period: AnalyticsPeriod): number {
  const n = daysBetween(period.from, period.to);
  const full = Math.floor(n / 7) * 5;
  let rest = 0;
  for (let i = Math.floor(n / 7) * 7; i < n; i++) if (isWorkingDay(addDays(period.from, i))) rest += 1;
  return full + rest;
}

/** The Monday that starts the ISO week of `date`. */
export function weekStartOf(date: string): string {
  const weekday = (parseIsoDate(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/** The start of the bucket `date` falls in: the date itself, or its week's Monday. */
export function bucketOf(date: string, bucket: AnalyticsBucket): string {
  return bucket === 'day' ? date : weekStartOf(date);
}

/**
 * The start of every bucket the period touches, in order: each date, or each week's Monday (the first week
 * may start before `from`, the last end after `to`).
 */
export function bucketStarts(period: AnalyticsPeriod, bucket: AnalyticsBucket): string[] {
  if (bucket === 'day') return datesOf(period);
  const starts: string[] = [];
  for (let w = weekStartOf(period.from); w <= period.to; w = addDays(w, 7)) starts.push(w);
  return starts;
}

/** The bucket a request gets when it asks for none: days up to DAILY_BUCKET_MAX_DAYS, weeks beyond. */
export function defaultBucket(period: AnalyticsPeriod): AnalyticsBucket {
  return daysBetween(period.from, period.to) > DAILY_BUCKET_MAX_DAYS ? 'week' : 'day';
}

/**
 * Adoption of one person (docs/product/analytics.md#adoption): the working days they were active on ÷ the
 * working days of the period, from 0 to 1. Null when the period has no working day.
 */
export function adoptionRate(activeWorkingDays: number, workingDays: number): number | null {
  if (workingDays <= 0) return null;
  return Math.min(1, Math.max(0, activeWorkingDays / workingDays));
}

/** The mean of the rates that are known, or null when none is. */
export function meanRate(rates: readonly (number | null)[]): number | null {
  const known = rates.filter((r): r is number => r !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
}
