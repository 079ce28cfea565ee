import type { ActivityRow, ActivityTimelinePage, AnalyticsPeriod, Role } from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { decodePageCursor, encodePageCursor } from '#src/lib/page-cursor.js';

/*
 * The User Activity screen's reads (docs/product/analytics.md#user-activity), always of one organisation
 * (`domain`). Counts come from the day counts (`user_activity_daily`), a few rows per person and day; only
 * the timeline and the last activity read `user_activities`, through its indexes.
 */

/** The period's first instant and the instant after its last day, UTC. */
const bounds = (p: AnalyticsPeriod) => ({
  start: sql`${p.from}::date::timestamp at time zone 'UTC'`,
  end: sql`(${p.to}::date + 1)::timestamp at time zone 'UTC'`,
});

export type PersonFigures = {
  id: string;
  name: string;
  email: string;
  role: Role;
  is_active: boolean;
  last_active_at: string | null;
  sign_ins: number;
  actions: number;
  active_days: number;
  active_working_days: number;
};

/**
 * Every person of the organisation with their sign-ins, other actions, active days and active working days
 * (Monday to Friday) in the period, and their newest activity of any time. Most recently active first.
 */
export async function personFigures(db: Db, domain: string, p: AnalyticsPeriod): Promise<PersonFigures[]> {
  const { rows } = await db.execute<PersonFigures>(sql`
    with figures as (
      select user_id,
        coalesce(sum(count) filter (where action = 'sign_in'), 0)::int as sign_ins,
        coalesce(sum(count) filter (where action <> 'sign_in'), 0)::int as actions,
        count(distinct day)::int as active_days,
        (count(distinct day) filter (where extract(isodow from day) < 6))::int as active_working_days
      from user_activity_daily
      where domain = ${domain} and day between ${p.from}::date and ${p.to}::date and count > 0
      group by user_id
    )
    select u.id, u.name, u.email, u.role, u.is_active,
      to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_active_at,
      coalesce(f.sign_ins, 0) as sign_ins, coalesce(f.actions, 0) as actions,
      coalesce(f.active_days, 0) as active_days, coalesce(f.active_working_days, 0) as active_working_days
    from users u
    left join figures f on f.user_id = u.id
    left join lateral (
      select a.timestamp as at from user_activities a where a.user_id = u.id order by a.timestamp desc nulls last limit 1
    ) l on true
    where u.domain = ${domain}
    order by l.at desc nulls last, lower(u.name), u.id`);
  return rows;
}

/**
 * People active on each day of the period with any activity, and in each week (cut at the period's ends), and
 * in the whole period: one read of the day counts (the people of each day, counted three ways).
 */
export async function activeUsersOverTime(db: Db, domain: string, p: AnalyticsPeriod) {
  const { rows } = await db.execute<{ by: 'day' | 'week' | 'period'; at: string; n: number }>(sql`
    with active as (
      select distinct day, user_id from user_activity_daily
      where domain = ${domain} and day between ${p.from}::date and ${p.to}::date and count > 0
    )
    select 'day' as by, day::text as at, count(*)::int as n from active group by day
    union all
    select 'week', date_trunc('week', day)::date::text, count(distinct user_id)::int from active group by 2
    union all
    select 'period', '', count(distinct user_id)::int from active`);
  const of = (by: string) => new Map(rows.filter((r) => r.by === by).map((r) => [r.at, r.n]));
  return { days: of('day'), weeks: of('week'), total: of('period').get('') ?? 0 };
}

const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * A page of the organisation's activities, newest first, optionally of one person, one action and a period,
 * with the person's name and e-mail and the current title of the job an activity names (null when gone).
 * @throws AppError BAD_REQUEST 'Invalid cursor'.
 */
export async function timelinePage(
  db: Db,
  domain: string,
  opts: {
    userId?: string | undefined;
    action?: string | undefined;
    period?: AnalyticsPeriod | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<ActivityTimelinePage> {
  const where = [sql`a.domain = ${domain}`];
  if (opts.userId) where.push(sql`a.user_id = ${opts.userId}`);
  if (opts.action) where.push(sql`a.action = ${opts.action}`);
  if (opts.period) {
    const { start, end } = bounds(opts.period);
    where.push(sql`a.timestamp >= ${start} and a.timestamp < ${end}`);
  }
  if (opts.cursor) {
    const c = decodePageCursor(opts.cursor);
    where.push(sql`(a.timestamp, a.id) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  const { rows } = await db.execute<Omit<ActivityRow, 'timestamp'> & { timestamp: Date; ts: string }>(sql`
    select a.id, a.user_id, u.name as user_name, u.email as user_email, a.action, a.app_id, a.metadata,
      j.title as job_title, a.timestamp, a.timestamp::text as ts
    from user_activities a
    left join users u on u.id = a.user_id
    left join jobs j on j.domain = a.domain and j.id = case
      when a.metadata->>'jobId' ~ ${UUID_TEXT} then (a.metadata->>'jobId')::uuid end
    where ${sql.join(where, sql` and `)}
    order by a.timestamp desc nulls last, a.id desc nulls last
    limit ${opts.limit + 1}`);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ ts: _ts, timestamp, ...r }) => ({
      ...r,
      timestamp: new Date(timestamp).toISOString(),
    })),
    next_cursor: rows.length > opts.limit && last ? encodePageCursor({ ts: last.ts, id: last.id }) : null,
  };
}
