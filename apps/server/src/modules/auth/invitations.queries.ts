import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { accessList, authUsers, invitations } from '#src/db/schema/index.js';

/** Hex SHA-256 of an invitation token: the only form of it that is stored. */
export function hashInvitationToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token: 32 bytes, base64url (43 characters). */
export function newInvitationToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

// Drizzle prints columns unqualified in a one-table statement, so inside a subquery a bare "email" would be
// the inner table's own column: the outer row is named explicitly.
const live = sql`"invitations"."used_at" is null and "invitations"."revoked_at" is null`;
const notExpired = (now: Date) => sql`"invitations"."expires_at" > ${now}`;
const noAccountYet = sql`not exists (select 1 from ${authUsers} au where au.email = "invitations"."email")`;
const stillListed = sql`exists (select 1 from ${accessList} a where a.id = "invitations"."access_entry_id" and a.email = "invitations"."email")`;

/**
 * Stores a new link of access entry `entryId` (e-mail `email`) and revokes the e-mail's earlier live links,
 * in one transaction (at most one live link per e-mail, enforced by a unique index).
 */
export async function insertInvitation(
  db: Db,
  row: { entryId: string; email: string; tokenHash: string; by: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: row.now })
      .where(and(eq(invitations.email, row.email), live));
    await tx.insert(invitations).values({
      accessEntryId: row.entryId,
      email: row.email,
      tokenHash: row.tokenHash,
      createdBy: row.by,
      createdAt: row.now,
      expiresAt: row.expiresAt,
    });
  });
}

/**
 * The invitation of `tokenHash` when it can still be used at `now`: not used, not revoked, not expired, its
 * e-mail still on the access list by itself (the entry's removal deletes it) and without an account.
 */
export async function findUsableInvitation(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ email: string; expiresAt: Date } | null> {
  const rows = await db
    .select({ email: invitations.email, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), live, notExpired(now), stillListed, noAccountYet))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the invitation of `tokenHash` used at `now`, in one statement, when it is usable (see
 * findUsableInvitation): of two requests with the same token only one gets the e-mail back.
 * @returns the invited e-mail, or null when the link cannot be used.
 */
export async function consumeInvitation(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), live, notExpired(now), stillListed, noAccountYet))
    .returning({ email: invitations.email });
  return rows[0]?.email ?? null;
}

/**
 * Gives back a link whose sign-up failed after it was consumed (e.g. the body was refused), unless the
 * account exists after all or a newer link was made meanwhile.
 */
export async function releaseInvitation(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(invitations)
    .set({ usedAt: null })
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        sql`"invitations"."used_at" is not null and "invitations"."revoked_at" is null`,
        noAccountYet,
        sql`not exists (select 1 from ${invitations} i2 where i2.email = "invitations"."email" and i2.used_at is null and i2.revoked_at is null)`,
      ),
    );
}
