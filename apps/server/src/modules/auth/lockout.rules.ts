import { lockMinutes, signInLockout } from '@rw/core';
import type { signInLockouts } from '#src/db/schema/index.js';

/** A sign_in_lockouts row. */
export type LockoutRow = typeof signInLockouts.$inferSelect;

const MINUTE = 60_000;
/** A day without a failed attempt forgets earlier locks: the next lock is 1 minute again. */
const LOCKS_FORGOTTEN_AFTER_MS = 24 * 60 * MINUTE;

/**
 * The row after one more counted attempt at `now` (docs/product/shell.md#lockout): a window of
 * `windowMinutes` opens at its first attempt; the `maxFailures`th attempt in it (answered as usual) locks the
 * e-mail for the next `lockMinutes(locks in a row)` and closes the window.
 */
export function countAttempt(row: LockoutRow, now: Date): Omit<LockoutRow, 'email'> {
  const locks =
    row.lastFailedAt && now.getTime() - row.lastFailedAt.getTime() > LOCKS_FORGOTTEN_AFTER_MS ? 0 : row.locks;
  const windowOpen =
    row.windowStartedAt !== null &&
    now.getTime() - row.windowStartedAt.getTime() < signInLockout.windowMinutes * MINUTE;
  const failures = (windowOpen ? row.failures : 0) + 1;
  const windowStartedAt = windowOpen ? row.windowStartedAt : now;
  if (failures >= signInLockout.maxFailures) {
    return {
      failures: 0,
      windowStartedAt: null,
      lastFailedAt: now,
      locks: locks + 1,
      lockedUntil: new Date(now.getTime() + lockMinutes(locks) * MINUTE),
    };
  }
  return { failures, windowStartedAt, lastFailedAt: now, locks, lockedUntil: null };
}
