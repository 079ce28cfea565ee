import { z } from 'zod';
import { addDays, analyticsBuckets, periodQuery, toIsoDate } from './period.js';

/*
 * The App Usage screen's contract (docs/product/analytics.md#app-usage): app openings over time, AI usage per
 * service and per person, and the calendar month against the organisation's credit limit with a projection.
 */

/**
 * The currency of every AI cost: the price table's (docs/product/ai.md#usage-metering lists US dollars per
 * 1,000 tokens).
 */
export const AI_COST_CURRENCY = 'USD';

/** `GET /api/analytics/usage`: the period, and how its series are cut (by default from its length). */
export const appUsageQuery = periodQuery.extend({ bucket: z.enum(analyticsBuckets).optional() });
export type AppUsageQuery = z.infer<typeof appUsageQuery>;

/** What the CSV export holds: AI usage per day, person and service, or app openings per day and app. */
export const usageReports = ['ai', 'apps'] as const;
export const usageExportQuery = periodQuery.extend({ report: z.enum(usageReports).default('ai') });
export type UsageExportQuery = z.input<typeof usageExportQuery>;

const aiFigures = {
  calls: z.number().int(),
  tokens: z.number(),
  /** In AI_COST_CURRENCY. */
  cost: z.number(),
};

/** The month to date against the credit limit, and where it ends at the same pace (`projectMonth`). */
export const monthProjection = z.object({
  /** The first day of the month, UTC ('YYYY-MM-DD'). */
  month: z.string(),
  days_in_month: z.number().int(),
  /** Days of the month so far, today included. */
  days_elapsed: z.number().int(),
  tokens_used: z.number(),
  cost: z.number(),
  /** Tokens per month; 0 means unlimited. */
  limit: z.number(),
  projected_tokens: z.number(),
  projected_cost: z.number(),
  /** tokens_used ÷ limit, null when unlimited. */
  used_share: z.number().nullable(),
  projected_share: z.number().nullable(),
  /** The day the limit is reached at this pace, when that is later this month; null otherwise. */
  limit_reached_on: z.string().nullable(),
  /** The month's usage has reached the limit: AI calls are refused until the 1st. */
  limit_reached: z.boolean(),
});
export type MonthProjection = z.infer<typeof monthProjection>;

export const appUsageReport = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  bucket: z.enum(analyticsBuckets),
  currency: z.literal(AI_COST_CURRENCY),
  apps: z.object({
    /** Every app that was opened in the period, most opened first. */
    totals: z.array(z.object({ app_id: z.string(), app_name: z.string(), opens: z.number().int() })),
    /** One point per bucket of the period (none left out), with each app's openings. */
    buckets: z.array(z.object({ start: z.string(), opens: z.record(z.string(), z.number().int()) })),
  }),
  ai: z.object({
    services: z.array(z.object({ service: z.string(), ...aiFigures })),
    /** Per person; `user_id` null for calls of people since deleted. */
    users: z.array(
      z.object({
        user_id: z.string().nullable(),
        user_name: z.string().nullable(),
        user_email: z.string().nullable(),
        ...aiFigures,
      }),
    ),
    buckets: z.array(z.object({ start: z.string(), ...aiFigures })),
  }),
  month: monthProjection,
});
export type AppUsageReport = z.infer<typeof appUsageReport>;

const daysInMonthOf = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();

/**
 * The calendar month (UTC) of `now` so far and at the same pace to its end (docs/product/analytics.md#month):
 * projected = used × days in month ÷ days elapsed (today counted whole). With a limit (tokens; 0 =
 * unlimited) it also gives the shares of the limit and the day the limit is reached at this pace, when that
 * falls later this month.
 */
export function projectMonth(opts: { tokensUsed: number; cost: number; limit: number; now: Date }) {
  const { tokensUsed, cost, limit, now } = opts;
  const start = toIsoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  const days = daysInMonthOf(now);
  const elapsed = now.getUTCDate();
  const projectedTokens = Math.round((tokensUsed * days) / elapsed);
  const projectedCost = Math.round(((cost * days) / elapsed) * 1e6) / 1e6;
  const limited = limit > 0;
  const reached = limited && tokensUsed >= limit;
  let reachedOn: string | null = null;
  if (limited && !reached && tokensUsed > 0) {
    const day = Math.ceil(limit / (tokensUsed / elapsed));
    if (day <= days) reachedOn = addDays(start, day - 1);
  }
  return {
    month: start,
    days_in_month: days,
    days_elapsed: elapsed,
    tokens_used: tokensUsed,
    cost,
    limit,
    projected_tokens: projectedTokens,
    projected_cost: projectedCost,
    used_share: limited ? tokensUsed / limit : null,
    projected_share: limited ? projectedTokens / limit : null,
    limit_reached_on: reachedOn,
    limit_reached: reached,
  } satisfies MonthProjection;
}
