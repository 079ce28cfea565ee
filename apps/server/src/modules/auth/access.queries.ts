import { emailDomain, normalizeEmail, type Role } from '@rw/core';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { accessList, authSessions, authUsers } from '#src/db/schema/index.js';

/**
 * The role the access list gives an e-mail: its own row first, else its domain's row.
 * @returns the role, or null when the e-mail may not sign in (docs/product/shell.md#access-list-and-roles).
 */
export async function findAccessRole(db: Db, email: string): Promise<Role | null> {
  const e = normalizeEmail(email);
  const domain = emailDomain(e);
  if (!e || !domain) return null;
  const rows = await db
    .select({ role: accessList.role, email: accessList.email })
    .from(accessList)
    .where(or(eq(accessList.email, e), eq(accessList.domain, domain)));
  const own = rows.find((r) => r.email === e) ?? rows[0];
  return own?.role ?? null;
}

/**
 * Whether the e-mail is listed by itself (not only through its domain). Only such e-mails may set a
 * password: without a mail server nobody proves they own an address, so domain-wide entries sign in
 * with Google, whose e-mails are verified.
 */
export async function isListedByEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: accessList.id })
    .from(accessList)
    .where(eq(accessList.email, normalizeEmail(email)))
    .limit(1);
  return rows.length > 0;
}

/** Whether an account (credentials or OIDC) exists for the e-mail. */
export async function hasAccount(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, normalizeEmail(email)))
    .limit(1);
  return rows.length > 0;
}

/** Whether an owner is on the access list; when none is, the first-run setup screen is offered. */
export async function ownerExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: accessList.id })
    .from(accessList)
    .where(eq(accessList.role, 'owner'))
    .limit(1);
  return rows.length > 0;
}

/** Adds or updates one e-mail on the access list with a role. */
export async function grantAccess(db: Db, opts: { email: string; role: Role; by?: string }): Promise<void> {
  await db
    .insert(accessList)
    .values({ email: normalizeEmail(opts.email), role: opts.role, createdBy: opts.by ?? null })
    .onConflictDoUpdate({ target: accessList.email, set: { role: sql`excluded.role` } });
}

/** Ends every session of a user (used when their access is withdrawn). */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}
