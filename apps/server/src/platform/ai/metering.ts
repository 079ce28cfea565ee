import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { apiUsage, organizations } from '#src/db/schema/index.js';
import { aiFailure } from './ai-errors.js';

/** Tokens a text costs at about 4 characters a token (OpenAI's rule of thumb), rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Whether a call of `estimatedTokens` may start under a monthly token budget (a pure rule,
 * docs/product/ai.md#credit-limit). A limit of 0 means unlimited; otherwise the call is refused when the
 * usage has reached the limit or when the call's certain cost (its prompt) would pass it.
 */
export function creditAllows(opts: { limit: number; used: number; estimatedTokens?: number }): boolean {
  if (opts.limit <= 0) return true;
  return opts.used < opts.limit && opts.used + (opts.estimatedTokens ?? 0) <= opts.limit;
}

/**
 * Refuses a call before it is made when the organisation's `current_month_usage` (tokens) has reached, or
 * with this call's prompt tokens would pass, its `monthly_credit_limit` (0 = unlimited). No organisation
 * (server key, unknown domain) means no budget to check. Concurrent calls may each pass the check; the
 * overrun is bounded by the calls in flight.
 * @throws AppError FORBIDDEN 'Monthly AI credit limit reached for your organization. Please contact your
 *   administrator.' (details.reason 'credit_limit').
 */
export async function checkCredit(
  db: Db,
  opts: { organizationId: string | null; estimatedTokens?: number },
): Promise<void> {
  if (!opts.organizationId) return;
  const [org] = await db
    .select({ limit: organizations.monthlyCreditLimit, used: organizations.currentMonthUsage })
    .from(organizations)
    .where(eq(organizations.id, opts.organizationId))
    .limit(1);
  if (!org) return;
  if (!creditAllows({ limit: org.limit, used: org.used, estimatedTokens: opts.estimatedTokens })) {
    throw aiFailure('credit_limit');
  }
}

/**
 * One metered call (api_usage, docs/product/ai.md#usage-metering). `cost` in US dollars; `service` names the
 * feature.
 */
export type UsageRecord = {
  userId: string | null;
  organizationId: string | null;
  service: string;
  tokensUsed: number;
  cost: number;
};

/**
 * Records a call: inserts `api_usage` and adds its tokens to the organisation's `current_month_usage` in one
 * statement (a data-modifying CTE, so both happen or neither; docs/product/ai.md#usage-metering).
 * One round trip per call matters when many calls run at once (AI scoring of a whole stage). `db` may be a
 * transaction, so a feature's result and the call's usage commit together (runAiTask's `commit`).
 */
export async function recordUsage(db: Pick<Db, 'execute'>, usage: UsageRecord): Promise<void> {
  const addsToOrganization = Boolean(usage.organizationId) && usage.tokensUsed > 0;
  await db.execute(sql`
    with recorded as (
      insert into ${apiUsage} (user_id, organization_id, service, tokens_used, cost)
      values (${usage.userId}, ${usage.organizationId}, ${usage.service}, ${usage.tokensUsed}, ${usage.cost})
    )
    update ${organizations}
    set current_month_usage = current_month_usage + ${usage.tokensUsed}
    where ${addsToOrganization} and id = ${usage.organizationId}`);
}
