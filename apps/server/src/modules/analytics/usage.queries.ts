import type { AnalyticsBucket, AnalyticsPeriod } from '@rw/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';

/*
 * The App Usage screen's reads (docs/product/analytics.md#app-usage), always of one organisation (`domain`),
 * from the day counts: `user_activity_daily` for app openings, `api_usage_daily` for AI calls.
 */

/** The start of a row's bucket: its day, or the Monday of its ISO week. */
const bucketStart = (bucket: AnalyticsBucket): SQL =>
  bucket === 'week' ? sql`date_trunc('week', day)::date::text` : sql`day::text`;

const inPeriod = (domain: string, p: AnalyticsPeriod) =>
  sql`domain = ${domain} and day between ${p.from}::date and ${p.to}::date`;

/** App openings per bucket and app. */
export async function appOpens(db: Db, domain: string, p: AnalyticsPeriod, bucket: AnalyticsBucket) {
  const { rows } = await db.execute<{ start: string; app_id: string; opens: number }>(sql`
    select ${bucketStart(bucket)} as start, app_id, sum(count)::int as opens
    from user_activity_daily
    where ${inPeriod(domain, p)} and action = 'app_clicked' and count > 0
    group by 1, 2`);
  return rows;
}

export type AiFigures = { calls: number; tokens: number; cost: number };

/** AI calls, tokens and cost per service, per person and per bucket of the period. */
export async function aiUsage(db: Db, domain: string, p: AnalyticsPeriod, bucket: AnalyticsBucket) {
  const figures = sql`sum(calls)::int as calls, sum(tokens)::float8 as tokens, sum(cost)::float8 as cost`;
  const [services, users, buckets] = await Promise.all([
    db.execute<AiFigures & { service: string }>(sql`
      select service, ${figures} from api_usage_daily where ${inPeriod(domain, p)}
      group by service order by sum(cost) desc, sum(tokens) desc, service`),
    db.execute<AiFigures & { user_id: string; user_name: string | null; user_email: string | null }>(sql`
      select d.user_id, u.name as user_name, u.email as user_email,
        sum(d.calls)::int as calls, sum(d.tokens)::float8 as tokens, sum(d.cost)::float8 as cost
      from api_usage_daily d left join users u on u.id = d.user_id
      where d.domain = ${domain} and d.day between ${p.from}::date and ${p.to}::date
      group by d.user_id, u.name, u.email order by sum(d.cost) desc, sum(d.tokens) desc, d.user_id`),
    db.execute<AiFigures & { start: string }>(sql`
      select ${bucketStart(bucket)} as start, ${figures} from api_usage_daily
      where ${inPeriod(domain, p)} group by 1`),
  ]);
  return { services: services.rows, users: users.rows, buckets: buckets.rows };
}

/**
 * The calendar month starting `month` (UTC) so far: the tokens the credit limit counts (the organisation's
 * month when it has an Admin Panel row, else the day counts), the cost, and the monthly credit limit (0 when
 * unlimited or without an organisation row).
 */
export async function monthToDate(db: Db, domain: string, month: string) {
  const { rows } = await db.execute<{ tokens: number; cost: number; credit_limit: number }>(sql`
    with days as (
      select coalesce(sum(tokens), 0)::float8 as tokens, coalesce(sum(cost), 0)::float8 as cost
      from api_usage_daily where domain = ${domain} and day >= ${month}::date
        and day < (${month}::date + interval '1 month')
    ),
    org as (select id, monthly_credit_limit::float8 as credit_limit from organizations where domain = ${domain})
    select coalesce((select u.tokens_used::float8 from organization_usage u join org on org.id = u.organization_id
        where u.month = ${month}::date), case when exists (select 1 from org) then 0 end, days.tokens) as tokens,
      days.cost, coalesce((select credit_limit from org), 0) as credit_limit
    from days`);
  return rows[0] ?? { tokens: 0, cost: 0, credit_limit: 0 };
}
