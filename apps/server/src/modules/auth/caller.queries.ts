import { emailDomain, normalizeEmail, type Role } from '@rw/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { accessList, authSessions, users } from '#src/db/schema/index.js';
import type { Profile } from './profile.queries.js';

/** What one request needs to know about its caller, read in one statement. */
export type CallerState =
  /** The session is gone or expired. */
  | { session: 'ended' }
  /** A live session: the access list's role (null when not listed), the profile (null before one exists). */
  | { session: 'live'; role: Role | null; profile: Profile | null };

/**
 * The state of session `sessionId` of `userId` with e-mail `email` in one round trip: whether the session is
 * still live, the role the access list gives the e-mail (its own entry first, else its domain's, as
 * `findAccessRole`) and the profile (docs/product/shell.md#access-list-and-roles).
 */
export async function findCallerState(
  db: Db,
  opts: { userId: string; sessionId: string; email: string },
): Promise<CallerState> {
  const e = normalizeEmail(opts.email);
  const domain = emailDomain(e);
  const role = sql<Role | null>`(select a.role from ${accessList} a
    where a.email = ${e} or a.domain = ${domain} order by (a.email = ${e}) desc nulls last limit 1)`;
  const rows = await db
    .select({ profile: users, role })
    .from(authSessions)
    .leftJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, opts.sessionId),
        eq(authSessions.userId, opts.userId),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return { session: 'ended' };
  return { session: 'live', role: e && domain ? row.role : null, profile: row.profile };
}
