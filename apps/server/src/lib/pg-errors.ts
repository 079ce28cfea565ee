/**
 * Whether an error is Postgres's unique_violation (SQLSTATE 23505), also when Drizzle wraps the driver's
 * error as its `cause` (looked for up to three levels deep).
 */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 3 && typeof e === 'object' && e !== null; depth++) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
