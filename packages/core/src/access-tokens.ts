import { z } from 'zod';

/*
 * Personal access tokens (docs/product/access-tokens.md): a user's key for the LinkedIn Parser's API, used by
 * the Content Extractor browser extension. The token is shown once; only its SHA-256 is kept.
 */

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'rwpat_';
/** The API paths a token may call: the LinkedIn Parser's. Every other route refuses a token. */
export const ACCESS_TOKEN_SCOPE_PATH = '/api/linkedin-parser/';
/** A token's name: 1-100 characters. */
export const ACCESS_TOKEN_NAME_MAX = 100;
/** Live (neither revoked nor expired) tokens a user may hold at once. */
export const ACCESS_TOKENS_PER_USER = 20;
/** The lifetimes offered, in days; `null` is a token that does not expire. */
export const accessTokenLifetimes = [7, 30, 90, 365] as const;

/** The user-visible messages of tokens (docs/product/access-tokens.md#messages). */
export const accessTokenMessages = {
  /** A token sent to a route outside its scope (401). */
  outOfScope: 'Access tokens can only be used with the LinkedIn Parser API.',
  /** A malformed, unknown, revoked or expired token (401). */
  invalid: 'The access token is invalid, expired or revoked.',
  tooMany: `You have ${ACCESS_TOKENS_PER_USER} active access tokens. Revoke one to create another.`,
  notFound: 'Access token not found',
  created: 'Copy the token now: it will not be shown again.',
  revoked: 'Access token revoked',
  confirmRevoke: (name: string) =>
    `Revoke "${name}"? Anything using it (such as the Content Extractor) stops working at once.`,
} as const;

export const accessTokenStatuses = ['active', 'expired', 'revoked'] as const;
export type AccessTokenStatus = (typeof accessTokenStatuses)[number];

/** `POST /api/access-tokens`: a name and a lifetime in days (`null`: never expires). */
export const createAccessTokenBody = z.object({
  name: z.string().trim().min(1, 'Name the token').max(ACCESS_TOKEN_NAME_MAX),
  expires_in_days: z.literal(accessTokenLifetimes).nullable(),
});
export type CreateAccessTokenBody = z.infer<typeof createAccessTokenBody>;

/** A token as lists show it: never its secret, only its first characters (`hint`, e.g. 'rwpat_Ab3x'). */
export const accessToken = z.object({
  id: z.uuid(),
  name: z.string(),
  hint: z.string(),
  status: z.enum(accessTokenStatuses),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime().nullable(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});
export type AccessToken = z.infer<typeof accessToken>;

/** The caller's own tokens, newest first. */
export const accessTokenList = z.object({ tokens: z.array(accessToken) });
export type AccessTokenList = z.infer<typeof accessTokenList>;

/** `POST /api/access-tokens` 201: the token and, this once, its secret. */
export const accessTokenCreated = z.object({ token: accessToken, secret: z.string() });
export type AccessTokenCreated = z.infer<typeof accessTokenCreated>;

/** An organisation's token with its owner, for admins (System Settings). */
export const organizationAccessToken = accessToken.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type OrganizationAccessToken = z.infer<typeof organizationAccessToken>;
export const organizationAccessTokenList = z.object({ tokens: z.array(organizationAccessToken) });
export type OrganizationAccessTokenList = z.infer<typeof organizationAccessTokenList>;

/**
 * A token's status at `now`: revoked wins over expired.
 * @param token `revoked_at` / `expires_at` as ISO strings or null.
 */
export function accessTokenStatus(
  token: { revoked_at: string | null; expires_at: string | null },
  now: Date,
): AccessTokenStatus {
  if (token.revoked_at) return 'revoked';
  if (token.expires_at && Date.parse(token.expires_at) <= now.getTime()) return 'expired';
  return 'active';
}
