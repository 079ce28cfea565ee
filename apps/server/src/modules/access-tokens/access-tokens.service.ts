import crypto from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_PER_USER,
  type AccessToken,
  type AccessTokenCreated,
  accessTokenMessages,
  type CreateAccessTokenBody,
  type OrganizationAccessToken,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import type { EventBus } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import { announceCallerChange } from '#src/plugins/caller-cache.js';
import {
  countLiveTokens,
  insertAccessToken,
  listOrganizationTokens,
  listUserTokens,
  revokeToken,
  toAccessToken,
} from './access-tokens.queries.js';

/** What the token operations need: the database, the bus that drops cached callers, the clock. */
export type AccessTokenDeps = { db: Db; bus: EventBus; now: () => Date };

/** Characters of a token kept in clear to tell tokens apart: the prefix and 4 of the random part. */
const HINT_LENGTH = ACCESS_TOKEN_PREFIX.length + 4;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Hex SHA-256 of a token: the only form of it that is stored and looked up. */
export function hashAccessToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token: the prefix and 32 random bytes, base64url (49 characters in all). */
export function newAccessToken(): string {
  return `${ACCESS_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

/**
 * Creates a token for the caller (docs/product/access-tokens.md#creating): named, expiring after
 * `expires_in_days` days (or never), stored as its hash.
 * @returns the token's view and its secret, which is never shown again.
 * @throws AppError CONFLICT with 'You have 20 active access tokens…' when the caller holds the most live ones.
 */
export async function createAccessToken(
  deps: AccessTokenDeps,
  caller: Caller,
  body: CreateAccessTokenBody,
): Promise<AccessTokenCreated> {
  const now = deps.now();
  if ((await countLiveTokens(deps.db, caller.id, now)) >= ACCESS_TOKENS_PER_USER)
    throw new AppError('CONFLICT', accessTokenMessages.tooMany);
  const secret = newAccessToken();
  const row = await insertAccessToken(deps.db, {
    userId: caller.id,
    domain: caller.domain,
    name: body.name,
    tokenHash: hashAccessToken(secret),
    hint: secret.slice(0, HINT_LENGTH),
    expiresAt: body.expires_in_days === null ? null : new Date(now.getTime() + body.expires_in_days * DAY_MS),
  });
  return { token: toAccessToken(row, now), secret };
}

/** The caller's own tokens, newest first, each with its status. */
export async function myAccessTokens(deps: AccessTokenDeps, caller: Caller): Promise<AccessToken[]> {
  const now = deps.now();
  return (await listUserTokens(deps.db, caller.id)).map((r) => toAccessToken(r, now));
}

/** The caller's organisation's tokens with their owners (admins; docs/product/access-tokens.md#admins). */
export async function organizationAccessTokens(
  deps: AccessTokenDeps,
  caller: Caller,
): Promise<OrganizationAccessToken[]> {
  const now = deps.now();
  return (await listOrganizationTokens(deps.db, caller.domain)).map((r) => ({
    ...toAccessToken(r.token, now),
    user: r.user,
  }));
}

/**
 * Revokes token `id` of the caller (`scope: 'own'`) or of the caller's organisation (`'organization'`, admins).
 * Revoking a revoked token changes nothing. Every instance stops accepting it at once (the owner's cached
 * callers are dropped).
 * @throws AppError NOT_FOUND 'Access token not found' for another user's (own) or organisation's token.
 */
export async function revokeAccessToken(
  deps: AccessTokenDeps,
  caller: Caller,
  id: string,
  scope: 'own' | 'organization',
): Promise<void> {
  const row = await revokeToken(deps.db, {
    id,
    scope: scope === 'own' ? { userId: caller.id } : { domain: caller.domain },
    by: caller.id,
    now: deps.now(),
  });
  if (!row) throw notFound(accessTokenMessages.notFound);
  await announceCallerChange(deps.bus, [row.userId]);
}
