import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';

/**
 * Failed password sign-ins per e-mail, for the per-account lockout (docs/product/shell.md#lockout). Kept in
 * the database so that every instance counts the same attempts. A row exists for any e-mail that was tried,
 * with or without an account, so a lock says nothing about whether the account exists.
 */
export const signInLockouts = pgTable('sign_in_lockouts', {
  /** Trimmed, lower-cased e-mail. */
  email: text('email').primaryKey(),
  /** Attempts counted in the current window (reset by a lock or a successful sign-in). */
  failures: integer('failures').notNull().default(0),
  /** Start of the current counting window, or null when none is open. */
  windowStartedAt: tstz('window_started_at'),
  lastFailedAt: tstz('last_failed_at'),
  /** Locks in a row: each one doubles the next lock's length. */
  locks: integer('locks').notNull().default(0),
  lockedUntil: tstz('locked_until'),
});
