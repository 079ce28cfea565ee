import type { AdminStats } from '@rw/core';
import { count, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { apiUsage, organizations, users } from '#src/db/schema/index.js';

/**
 * The stat cards' figures (docs/product/admin.md#stat-cards): profiles, active profiles, organisations,
 * tokens.
 */
export async function readAdminStats(db: Db): Promise<AdminStats> {
  const [people, orgs, usage] = await Promise.all([
    db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${users.isActive})::int` })
      .from(users),
    db.select({ n: count() }).from(organizations),
    db.select({ tokens: sql<number>`coalesce(sum(${apiUsage.tokensUsed}), 0)::float8` }).from(apiUsage),
  ]);
  return {
    total_users: people[0]?.total ?? 0,
    active_users: people[0]?.active ?? 0,
    organizations: orgs[0]?.n ?? 0,
    total_api_usage: usage[0]?.tokens ?? 0,
  };
}
