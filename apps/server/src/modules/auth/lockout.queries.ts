import { normalizeEmail } from '@rw/core';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { signInLockouts } from '#src/db/schema/index.js';
import { countAttempt } from './lockout.rules.js';

/**
 * Starts a password attempt for `email` at `now`, counted in the database (every instance sees it) before the
 * password is checked, so parallel attempts cannot slip past the limit; a successful sign-in takes it back
 * (clearSignInFailures).
 * @returns `refusedUntil` when the e-mail is locked (the attempt is refused and not counted), else null.
 */
export async function beginSignInAttempt(
  db: Db,
  email: string,
  now: Date,
): Promise<{ refusedUntil: Date | null }> {
  const key = normalizeEmail(email);
  return db.transaction(async (tx) => {
    await tx.insert(signInLockouts).values({ email: key }).onConflictDoNothing();
    const [row] = await tx.select().from(signInLockouts).where(eq(signInLockouts.email, key)).for('update');
    if (!row) throw new Error('sign-in lockout row vanished');
    if (row.lockedUntil && row.lockedUntil > now) return { refusedUntil: row.lockedUntil };
    await tx.update(signInLockouts).set(countAttempt(row, now)).where(eq(signInLockouts.email, key));
    return { refusedUntil: null };
  });
}

/** Forgets the counted attempts and locks of `email` (after a successful sign-in). */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.email, normalizeEmail(email)));
}
