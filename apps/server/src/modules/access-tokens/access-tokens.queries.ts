import { type AccessToken, accessTokenStatus, type Role } from '@rw/core';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { accessList, accessTokens, users } from '#src/db/schema/index.js';
import type { Profile } from '#src/modules/auth/index.js';

/*
 * Reads and writes of personal access tokens (docs/product/access-tokens.md), each scoped by the caller: a
 * user's own tokens by user id, an organisation's by domain. Another user's or organisation's token behaves
 * as an unknown one.
 */

type TokenRow = typeof accessTokens.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API view of a token row at `now` (never its hash). */
export function toAccessToken(row: TokenRow, now: Date): AccessToken {
  const view = {
    id: row.id,
    name: row.name,
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
  };
  return { ...view, status: accessTokenStatus(view, now) };
}

/** Stores a new token of `userId` in organisation `domain`. @returns its row. */
export async function insertAccessToken(
  db: Db,
  row: {
    userId: string;
    domain: string;
    name: string;
    tokenHash: string;
    hint: string;
    expiresAt: Date | null;
  },
): Promise<TokenRow> {
  const [created] = await db.insert(accessTokens).values(row).returning();
  if (!created) throw new Error('access token not stored');
  return created;
}

/** Live tokens (not revoked, not expired at `now`) of `userId`. */
export async function countLiveTokens(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/** The tokens of `userId`, newest first. */
export async function listUserTokens(db: Db, userId: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(descNullsLast(accessTokens.createdAt), descNullsLast(accessTokens.id));
}

/** The tokens of organisation `domain` with their owners, newest first. */
export async function listOrganizationTokens(db: Db, domain: string) {
  return db
    .select({ token: accessTokens, user: { id: users.id, name: users.name, email: users.email } })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.domain, domain))
    .orderBy(descNullsLast(accessTokens.createdAt), descNullsLast(accessTokens.id));
}

/**
 * Revokes token `id` where `scope` owns it (the user's own, or any of an organisation's), unless revoked
 * already. @returns the token's row as it is now (null when the scope has no such token).
 */
export async function revokeToken(
  db: Db,
  opts: { id: string; scope: { userId: string } | { domain: string }; by: string; now: Date },
): Promise<TokenRow | null> {
  const owned =
    'userId' in opts.scope
      ? eq(accessTokens.userId, opts.scope.userId)
      : eq(accessTokens.domain, opts.scope.domain);
  const [updated] = await db
    .update(accessTokens)
    .set({ revokedAt: opts.now, revokedBy: opts.by })
    .where(and(eq(accessTokens.id, opts.id), owned, isNull(accessTokens.revokedAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.id, opts.id), owned))
    .limit(1);
  return existing ?? null;
}

/** What a request with a token needs to know, read in one statement. */
export type TokenCaller = {
  tokenId: string;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  /** The access list's role of the owner's e-mail (null when no longer listed). */
  role: Role | null;
  profile: Profile;
};

/**
 * The unrevoked token whose SHA-256 is `tokenHash`, with its owner's profile and access-list role (their own
 * entry first, else their domain's), in one indexed lookup; null for an unknown or revoked token.
 */
export async function findTokenCaller(db: Db, tokenHash: string): Promise<TokenCaller | null> {
  const role = sql<Role | null>`(select a.role from ${accessList} a
    where a.email = ${users.email} or a.domain = ${users.domain}
    order by (a.email = ${users.email}) desc nulls last limit 1)`;
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      expiresAt: accessTokens.expiresAt,
      lastUsedAt: accessTokens.lastUsedAt,
      profile: users,
      role,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Stamps token `tokenId` as used at `now`. */
export async function touchToken(db: Db, tokenId: string, now: Date): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, tokenId));
}
