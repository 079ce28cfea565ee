import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import {
  aiCreditReservations,
  apiUsage,
  apiUsageDaily,
  organizations,
  organizationUsage,
  users,
} from '#src/db/schema/index.js';
import { aiFailure } from './ai-errors.js';

/*
 * Usage per calendar month and the credit limit (docs/product/ai.md#credit-limit, #usage-metering;
 * docs/decisions/0016-usage-per-month-and-shared-ai-limits.md). The month is the database's (UTC), so every
 * instance counts a call in the same month as its api_usage row.
 */

/** The first day of the database's current month, UTC, as a `date`. */
const thisMonth = sql`(date_trunc('month', now() at time zone 'UTC'))::date`;

/**
 * The tokens the organisation of `organizationId` (a column or value) used this month, as a bigint SQL
 * expression: what the Admin Panel shows and what the credit check counts (docs/product/admin.md#organizations).
 */
export function monthUsageOf(organizationId: SQLWrapper): SQL<number> {
  return sql<number>`coalesce((select u.tokens_used from ${organizationUsage} u
    where u.organization_id = ${organizationId} and u.month = ${thisMonth}), 0)`;
}

/** How long a reservation may stay unsettled before the sweep takes its server for dead (1 hour). */
export const RESERVATION_TTL_MS = 60 * 60_000;

/** Tokens a text costs at about 4 characters a token (OpenAI's rule of thumb), rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Whether a call may start under a monthly token budget (a pure rule, docs/product/ai.md#credit-limit): a
 * limit of 0 means unlimited; otherwise the call is refused when the month's usage (`used`: tokens used plus
 * those reserved by calls in flight) has reached the limit, or when the call's prompt (`estimatedTokens`)
 * would pass it. `reserveCredit` applies the same rule in SQL.
 */
export function creditAllows(opts: { limit: number; used: number; estimatedTokens?: number }): boolean {
  if (opts.limit <= 0) return true;
  return opts.used < opts.limit && opts.used + (opts.estimatedTokens ?? 0) <= opts.limit;
}

/** Tokens held against an organisation's month until the call is settled or released. */
export type CreditReservation = { id: string; tokens: number };

/**
 * Reserves a call's `estimatedTokens` (prompt + the reply's ceiling) against its organisation's monthly
 * credit limit before the call, in one conditional statement: the organisation's row of the month is locked,
 * so concurrent calls, from any instance, each see the reservations made before theirs. Allowed when
 * `creditAllows` with the month's used and reserved tokens and the call's `promptTokens`; so the month can
 * end past the limit by at most one call's estimate. No organisation, an unknown one or an unlimited one
 * (limit 0) reserves nothing.
 * @returns the reservation to settle or release, or null when nothing was reserved.
 * @throws AppError FORBIDDEN 'Monthly AI credit limit reached for your organization. Please contact your
 *   administrator.' (details.reason 'credit_limit').
 */
export async function reserveCredit(
  db: Pick<Db, 'execute'>,
  opts: { organizationId: string | null; promptTokens: number; estimatedTokens: number },
): Promise<CreditReservation | null> {
  if (!opts.organizationId) return null;
  const prompt = Math.max(0, Math.ceil(opts.promptTokens));
  const tokens = Math.max(prompt, Math.ceil(opts.estimatedTokens));
  const { rows } = await db.execute<{ id: string | null; credit_limit: number | null }>(sql`
    with budget as (
      select id, monthly_credit_limit::float8 as credit_limit from ${organizations}
      where id = ${opts.organizationId}
    ),
    held as (
      insert into ${organizationUsage} as u (organization_id, month, tokens_reserved)
      select budget.id, ${thisMonth}, ${tokens}::bigint from budget
      where budget.credit_limit > 0 and ${prompt}::bigint <= budget.credit_limit
      on conflict (organization_id, month) do update
        set tokens_reserved = u.tokens_reserved + excluded.tokens_reserved
        where u.tokens_used + u.tokens_reserved < (select credit_limit from budget)
          and u.tokens_used + u.tokens_reserved + ${prompt}::bigint <= (select credit_limit from budget)
      returning u.organization_id, u.month
    ),
    reserved as (
      insert into ${aiCreditReservations} (organization_id, month, tokens)
      select organization_id, month, ${tokens}::bigint from held
      returning id
    )
    select (select id from reserved) as id, (select credit_limit from budget) as credit_limit`);
  const row = rows[0];
  if (row?.id) return { id: row.id, tokens };
  if (row?.credit_limit === null || row?.credit_limit === undefined || row.credit_limit <= 0) return null;
  throw aiFailure('credit_limit');
}

/**
 * One metered call (api_usage, docs/product/ai.md#usage-metering). `cost` in US dollars; `service` names the
 * feature.
 */
export type UsageRecord = {
  userId: string | null;
  /** The caller's organisation (e-mail domain) for the analytics' day counts; default the user's. */
  domain?: string | null;
  organizationId: string | null;
  service: string;
  tokensUsed: number;
  cost: number;
};

/**
 * Ends a call's accounting in one statement (a data-modifying CTE, so all of it happens or none): inserts its
 * `api_usage` row when it used tokens, counts it in the organisation's day (`api_usage_daily`, for
 * docs/product/analytics.md#ai-usage), adds them to the organisation's month, and releases its
 * `reservation`. Either part may be absent: a call that used nothing only releases; a call without a
 * reservation (no organisation, no limit) only records. A reservation already released (by the sweep) is
 * not released twice. `db` may be a transaction, so a feature's result and the call's usage commit together
 * (runAiTask's `commit`).
 */
export async function settleUsage(
  db: Pick<Db, 'execute'>,
  opts: { usage?: UsageRecord; reservation?: CreditReservation | null },
): Promise<void> {
  const usage = opts.usage && opts.usage.tokensUsed > 0 ? opts.usage : undefined;
  const reservationId = opts.reservation?.id ?? null;
  if (!usage && !reservationId) return;
  const used = usage?.organizationId ? usage.tokensUsed : 0;
  const organizationId = usage?.organizationId ?? null;
  await db.execute(sql`
    with released as (
      delete from ${aiCreditReservations} where id = ${reservationId}::uuid
      returning organization_id, month, tokens
    ),
    recorded as (
      insert into ${apiUsage} (user_id, organization_id, service, tokens_used, cost)
      select ${usage?.userId ?? null}::text, ${organizationId}::uuid, ${usage?.service ?? ''}::text,
        ${usage?.tokensUsed ?? 0}::int, ${usage?.cost ?? 0}::numeric
      where ${Boolean(usage)}::boolean
    ),
    daily as (
      insert into ${apiUsageDaily} as d (domain, day, user_id, service, calls, tokens, cost)
      select o.domain, (now() at time zone 'UTC')::date, coalesce(${usage?.userId ?? null}::text, ''),
        ${usage?.service ?? ''}::text, 1, ${usage?.tokensUsed ?? 0}::bigint, ${usage?.cost ?? 0}::numeric
      from (select coalesce(${usage?.domain ?? null}::text,
          (select domain from ${users} where id = ${usage?.userId ?? null}::text),
          (select domain from ${organizations} where id = ${organizationId}::uuid)) as domain) o
      where ${Boolean(usage)}::boolean and o.domain is not null
      on conflict (domain, day, user_id, service) do update
        set calls = d.calls + 1, tokens = d.tokens + excluded.tokens, cost = d.cost + excluded.cost
    ),
    counted as (
      insert into ${organizationUsage} as u (organization_id, month, tokens_used)
      select o.id, ${thisMonth}, ${used}::bigint
      from (select coalesce(${organizationId}::uuid, (select organization_id from released)) as id) o
      where o.id is not null
      on conflict (organization_id, month) do update
        set tokens_used = u.tokens_used + excluded.tokens_used,
            tokens_reserved = greatest(0, u.tokens_reserved
              - coalesce((select tokens from released r where r.month = u.month
                and r.organization_id = u.organization_id), 0))
    )
    -- A call that began in the previous month releases its reservation there.
    update ${organizationUsage} u
    set tokens_reserved = greatest(0, u.tokens_reserved - r.tokens)
    from released r
    where u.organization_id = r.organization_id and u.month = r.month and r.month <> ${thisMonth}`);
}

/** Records a call that had no reservation (`settleUsage` with usage only). */
export async function recordUsage(db: Pick<Db, 'execute'>, usage: UsageRecord): Promise<void> {
  await settleUsage(db, { usage });
}

/**
 * Releases the reservations older than `olderThanMs` (their server stopped mid-call: a call never runs that
 * long), for the cluster's sweep. @returns how many were released.
 */
export async function releaseStaleReservations(
  db: Pick<Db, 'execute'>,
  olderThanMs = RESERVATION_TTL_MS,
): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with stale as (
      delete from ${aiCreditReservations}
      where created_at < now() - ${olderThanMs}::int * interval '1 millisecond'
      returning organization_id, month, tokens
    ),
    per_month as (
      select organization_id, month, sum(tokens) as tokens, count(*) as n from stale group by 1, 2
    ),
    released as (
      update ${organizationUsage} u set tokens_reserved = greatest(0, u.tokens_reserved - p.tokens)
      from per_month p where u.organization_id = p.organization_id and u.month = p.month
    )
    select coalesce(sum(n), 0)::int as n from per_month`);
  return rows[0]?.n ?? 0;
}
