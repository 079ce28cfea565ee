import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { aiRateLimits } from '#src/db/schema/index.js';
import { releaseStaleReservations } from './metering.js';

/** A shared key unused this long is forgotten (its pace starts afresh on next use). */
export const IDLE_KEY_MS = 24 * 60 * 60_000;

/**
 * The AI layer's sweep, run once per period by the cluster (docs/product/ai.md#credit-limit): releases the
 * credit reservations of calls whose server stopped mid-call (older than an hour) and deletes the shared pace
 * of keys idle for a day (their starts with them).
 * @returns reservations released and keys deleted.
 */
export async function sweepAiHolds(db: Pick<Db, 'execute'>): Promise<{ reservations: number; keys: number }> {
  const reservations = await releaseStaleReservations(db);
  const { rows } = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from ${aiRateLimits} where used_at < now() - ${IDLE_KEY_MS}::int * interval '1 millisecond'
      returning 1
    ) select count(*)::int as n from gone`);
  return { reservations, keys: rows[0]?.n ?? 0 };
}
