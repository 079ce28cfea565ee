import { z } from 'zod';

/** Roles of DESIGN.md "Identity and access": owner ⊃ admin ⊃ recruiter. */
export const roles = ['owner', 'admin', 'recruiter'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/**
 * True when `role` carries admin rights (the owner role includes admin;
 * docs/product/shell.md#access-list-and-roles).
 */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * Normalises an e-mail for access-list comparison: trimmed and lower-cased
 * (docs/product/shell.md#access-list-and-roles).
 * @returns the normalised e-mail; '' for blank input.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Domain part of an e-mail ('' when it has none), lower-cased. Organisations are e-mail domains. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : normalizeEmail(email.slice(at + 1));
}

/** The signed-in user as the API returns it (docs/product/shell.md#access-list-and-roles). */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  role: roleSchema,
  domain: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const meResponse = z.object({ user: sessionUser });

/**
 * `GET /api/session`, the start-up session check (docs/product/shell.md#session): the signed-in user, or
 * `user: null` with `expired` true when the browser sent a session cookie the server no longer knows
 * ('Session expired. Please sign in again.'). Answered 200 either way, so a signed-out page logs no error.
 */
export const sessionCheckResponse = z.object({ user: sessionUser.nullable(), expired: z.boolean() });
export type SessionCheckResponse = z.infer<typeof sessionCheckResponse>;

export const setupStatus = z.object({
  needsSetup: z.boolean(),
  googleEnabled: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatus>;

export const setupBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().max(320).pipe(z.email('Enter a valid e-mail address')),
  password: z.string().min(8, 'Password must be at least 8 characters').max(128),
});
export type SetupBody = z.infer<typeof setupBody>;

export const accessCheckBody = z.object({ email: z.string().max(320) });
/**
 * The anonymous access check of the sign-in page (docs/product/shell.md#sign-in): only facts of the access
 * list, never of accounts, so it cannot tell an invited-but-unclaimed e-mail from one that signed up.
 */
export const accessCheckResponse = z.object({
  /** The e-mail or its domain is on the access list. */
  allowed: z.boolean(),
  /** Listed only through its domain: such people sign in with Google, never with a password. */
  useGoogle: z.boolean(),
});
export type AccessCheck = z.infer<typeof accessCheckResponse>;

/**
 * Per-account lockout after failed password sign-ins (docs/product/shell.md#lockout): `maxFailures` within
 * `windowMinutes` lock the e-mail for `lockMinutes(locks before)`; counted for any e-mail, with or without an
 * account.
 */
export const signInLockout = { maxFailures: 5, windowMinutes: 15, maxLockMinutes: 15 } as const;

/**
 * Length of the next lock, in minutes: 1 for the first, doubling for each lock in a row, at most 15
 * (1, 2, 4, 8, 15).
 */
export function lockMinutes(locksBefore: number): number {
  return Math.min(2 ** Math.max(0, Math.min(locksBefore, 10)), signInLockout.maxLockMinutes);
}

/** The answer to a sign-in while the e-mail is locked, `minutes` rounded up (at least 1). */
export function accountLockedMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `Too many failed sign-in attempts. Try again in ${n} minute${n === 1 ? '' : 's'}.`;
}
