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
export const accessCheckResponse = z.object({
  allowed: z.boolean(),
  hasAccount: z.boolean(),
  /** Listed by its own e-mail and without an account yet: may set a password once ('First time here?'). */
  canSetPassword: z.boolean(),
});
