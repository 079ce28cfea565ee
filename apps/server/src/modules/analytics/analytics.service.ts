import {
  type ActivityTimelinePage,
  type ActivityTimelineQuery,
  AI_COST_CURRENCY,
  type AnalyticsPeriod,
  type AppUsageQuery,
  type AppUsageReport,
  adoptionRate,
  appCatalogue,
  bucketStarts,
  datesOf,
  defaultBucket,
  meanRate,
  type PeriodQuery,
  projectMonth,
  resolvePeriod,
  type UserActivityReport,
  weekStartOf,
  workingDaysIn,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import { activeUsersOverTime, personFigures, timelinePage } from './activity.queries.js';
import { aiUsage, appOpens, monthToDate } from './usage.queries.js';

/** The analytics' dependencies: the database and the clock that says what 'today' is (UTC). */
export type AnalyticsDeps = { db: Db; now: () => Date };

/** The period of a request. @throws AppError VALIDATION with the period's message. */
export function periodOf(query: PeriodQuery, now: Date): AnalyticsPeriod {
  try {
    return resolvePeriod(query, now);
  } catch (err) {
    throw new AppError('VALIDATION', (err as Error).message);
  }
}

/**
 * User Activity of the caller's organisation over the period (docs/product/analytics.md#user-activity): every
 * person with sign-ins, actions, active days, adoption (active working days ÷ working days) and last
 * activity; people active per day and per week; the organisation's adoption (mean over active accounts).
 * @throws AppError VALIDATION for a period out of order or too long.
 */
export async function userActivityReport(
  deps: AnalyticsDeps,
  caller: Caller,
  query: PeriodQuery,
): Promise<UserActivityReport> {
  const period = periodOf(query, deps.now());
  const workingDays = workingDaysIn(period);
  const [people, active] = await Promise.all([
    personFigures(deps.db, caller.domain, period),
    activeUsersOverTime(deps.db, caller.domain, period),
  ]);
  const users = people.map((p) => ({ ...p, adoption: adoptionRate(p.active_working_days, workingDays) }));
  return {
    period,
    working_days: workingDays,
    active_users: active.total,
    adoption: meanRate(users.filter((u) => u.is_active).map((u) => u.adoption)),
    users,
    days: datesOf(period).map((date) => ({ date, active_users: active.days.get(date) ?? 0 })),
    weeks: bucketStarts(period, 'week').map((week) => ({
      week_start: week,
      active_users: active.weeks.get(weekStartOf(week)) ?? 0,
    })),
  };
}

/**
 * A page of the caller's organisation's timeline (docs/product/analytics.md#timeline), filtered by person,
 * action and period (each optional; a period needs neither end, see `resolvePeriod`).
 * @throws AppError VALIDATION for a bad period; BAD_REQUEST 'Invalid cursor'.
 */
export async function activityTimeline(
  deps: AnalyticsDeps,
  caller: Caller,
  query: ActivityTimelineQuery & { limit: number },
): Promise<ActivityTimelinePage> {
  const period = query.from || query.to ? periodOf(query, deps.now()) : undefined;
  return timelinePage(deps.db, caller.domain, {
    userId: query.user_id,
    action: query.action,
    period,
    limit: query.limit,
    cursor: query.cursor,
  });
}

const appName = (id: string) => appCatalogue.find((a) => a.id === id)?.name ?? id;

/**
 * App Usage of the caller's organisation over the period (docs/product/analytics.md#app-usage): openings per
 * app and bucket, AI calls/tokens/cost per service, person and bucket, and the current month against the
 * monthly credit limit with its projection. Costs are in the price table's currency (US dollars).
 * @throws AppError VALIDATION for a bad period.
 */
export async function appUsageReport(
  deps: AnalyticsDeps,
  caller: Caller,
  query: AppUsageQuery,
): Promise<AppUsageReport> {
  const now = deps.now();
  const period = periodOf(query, now);
  const bucket = query.bucket ?? defaultBucket(period);
  const month = projectMonth({ tokensUsed: 0, cost: 0, limit: 0, now }).month;
  const [opens, ai, mtd] = await Promise.all([
    appOpens(deps.db, caller.domain, period, bucket),
    aiUsage(deps.db, caller.domain, period, bucket),
    monthToDate(deps.db, caller.domain, month),
  ]);
  const totals = new Map<string, number>();
  for (const o of opens) totals.set(o.app_id, (totals.get(o.app_id) ?? 0) + o.opens);
  const starts = bucketStarts(period, bucket);
  const aiByStart = new Map(ai.buckets.map((b) => [b.start, b]));
  return {
    period,
    bucket,
    currency: AI_COST_CURRENCY,
    apps: {
      totals: [...totals]
        .map(([id, n]) => ({ app_id: id, app_name: appName(id), opens: n }))
        .sort((a, b) => b.opens - a.opens || a.app_name.localeCompare(b.app_name)),
      buckets: starts.map((start) => ({
        start,
        opens: Object.fromEntries(opens.filter((o) => o.start === start).map((o) => [o.app_id, o.opens])),
      })),
    },
    ai: {
      services: ai.services,
      users: ai.users.map((u) => ({ ...u, user_id: u.user_id || null })),
      buckets: starts.map((start) => {
        const b = aiByStart.get(start);
        return { start, calls: b?.calls ?? 0, tokens: b?.tokens ?? 0, cost: b?.cost ?? 0 };
      }),
    },
    month: projectMonth({ tokensUsed: mtd.tokens, cost: mtd.cost, limit: mtd.credit_limit, now }),
  };
}
