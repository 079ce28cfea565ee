import type { AccessEntry, AccessEntryCreate, Role } from '@rw/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { accessList, authUsers, invitations, users } from '#src/db/schema/index.js';

type Row = typeof accessList.$inferSelect;

// Drizzle prints columns unqualified in a one-table select, so inside the subquery a bare "email" would be
// auth_users' own column: the outer row is named explicitly.
const hasAccountSql = sql<boolean>`exists (select 1 from ${authUsers} au where au.email = ${accessList}.email)`;
// The expiry of the entry's newest unused link (null when it has none).
const linkExpiresSql = sql<
  string | null
>`(select max(i.expires_at) from ${invitations} i where i.access_entry_id = ${accessList}.id and i.used_at is null and i.revoked_at is null)`;

function toApi(r: Row & { hasAccount: boolean; linkExpiresAt?: Date | null }, now = new Date()): AccessEntry {
  const expires = r.email && !r.hasAccount ? (r.linkExpiresAt ?? null) : null;
  return {
    id: r.id,
    email: r.email,
    domain: r.domain,
    role: r.role,
    created_at: r.createdAt.toISOString(),
    created_by: r.createdBy,
    has_account: r.hasAccount,
    invitation: expires ? { expires_at: expires.toISOString(), expired: expires <= now } : null,
  };
}

/**
 * Every access-list entry, e-mails first, then domains, alphabetically, each e-mail without an account with
 * its newest unused invitation link (expired or not at `now`).
 */
export async function listAccess(db: Db, now: Date): Promise<AccessEntry[]> {
  const rows = await db
    .select({
      id: accessList.id,
      email: accessList.email,
      domain: accessList.domain,
      role: accessList.role,
      createdAt: accessList.createdAt,
      createdBy: accessList.createdBy,
      hasAccount: hasAccountSql,
      linkExpiresAt: linkExpiresSql.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
    })
    .from(accessList)
    .orderBy(sql`${accessList.email} is null`, asc(accessList.email), asc(accessList.domain));
  return rows.map((r) => toApi(r, now));
}

/**
 * Adds an entry (without a link yet; `hasAccount` when the e-mail already signed up).
 * @returns null when the e-mail or domain is already listed.
 */
export async function addAccess(
  db: Db,
  body: AccessEntryCreate,
  by: string,
  hasAccount: boolean,
): Promise<AccessEntry | null> {
  const rows = await db
    .insert(accessList)
    .values({ email: body.email ?? null, domain: body.domain ?? null, role: body.role, createdBy: by })
    .onConflictDoNothing()
    .returning();
  return rows[0] ? toApi({ ...rows[0], hasAccount }) : null;
}

/** Changes an entry's role and the role of the profiles it covers. @returns null when missing. */
export async function updateAccessRole(db: Db, id: string, role: Role): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(accessList).set({ role }).where(eq(accessList.id, id)).returning();
    const row = rows[0];
    if (!row) return null;
    if (row.email) await tx.update(users).set({ role }).where(eq(users.email, row.email));
    return row;
  });
}

/** Removes an entry. @returns the removed row, or null. */
export async function removeAccess(db: Db, id: string): Promise<Row | null> {
  const rows = await db.delete(accessList).where(eq(accessList.id, id)).returning();
  return rows[0] ?? null;
}

/** How many owner entries remain (the last owner cannot be removed or demoted). */
export async function countOwners(db: Db): Promise<number> {
  const rows = await db.select({ id: accessList.id }).from(accessList).where(eq(accessList.role, 'owner'));
  return rows.length;
}

/** The entry `id`, or null. */
export async function findAccess(db: Db, id: string): Promise<Row | null> {
  const rows = await db.select().from(accessList).where(eq(accessList.id, id)).limit(1);
  return rows[0] ?? null;
}
