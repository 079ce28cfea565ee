import type { ApiUsagePage } from '@rw/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { apiUsage, organizations, users } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';

type Cursor = { ts: string; id: string };

/*
 * The cursor carries the row's timestamp as Postgres prints it (microseconds kept; a JS Date would round
 * them to milliseconds and skip or repeat rows) and its id as the tie-breaker.
 */
function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.ts, c.id])).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const [ts, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (typeof ts === 'string' && !Number.isNaN(Date.parse(ts)) && typeof id === 'string' && uuid.test(id)) {
      return { ts, id };
    }
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new AppError('BAD_REQUEST', 'Invalid cursor');
}

/**
 * Metered calls, newest first (docs/product/admin.md#api-usage), optionally of one organisation, with the
 * user's e-mail and the organisation's name; a page of `limit` rows after `cursor`.
 * @throws AppError BAD_REQUEST 'Invalid cursor'.
 */
export async function listUsage(
  db: Db,
  opts: { organizationId?: string; limit: number; cursor?: string },
): Promise<ApiUsagePage> {
  const filters: SQL[] = [];
  if (opts.organizationId) filters.push(eq(apiUsage.organizationId, opts.organizationId));
  if (opts.cursor) {
    const c = decodeCursor(opts.cursor);
    filters.push(sql`(${apiUsage.timestamp}, ${apiUsage.id}) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({
      id: apiUsage.id,
      userEmail: users.email,
      organizationId: apiUsage.organizationId,
      organizationName: organizations.name,
      service: apiUsage.service,
      tokensUsed: apiUsage.tokensUsed,
      cost: apiUsage.cost,
      timestamp: apiUsage.timestamp,
      ts: sql<string>`${apiUsage.timestamp}::text`,
    })
    .from(apiUsage)
    .leftJoin(users, eq(apiUsage.userId, users.id))
    .leftJoin(organizations, eq(apiUsage.organizationId, organizations.id))
    .where(filters.length ? and(...filters) : undefined)
    // As api_usage's time indexes order it (built DESC NULLS LAST; a plain DESC could not use them).
    .orderBy(descNullsLast(apiUsage.timestamp), descNullsLast(apiUsage.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => ({
      id: r.id,
      user_email: r.userEmail,
      organization_id: r.organizationId,
      organization_name: r.organizationName,
      service: r.service,
      tokens_used: r.tokensUsed,
      cost: r.cost,
      timestamp: r.timestamp.toISOString(),
    })),
    next_cursor: rows.length > opts.limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
  };
}
