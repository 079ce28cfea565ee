import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import type { ErasedCandidate, Tx } from './candidate-erase.queries.js';

/*
 * Data retention's reads (docs/product/admin.md#data-retention): a candidate of the organisation is inactive
 * since `cutoff` when nothing about them happened at or after it — their row was not created, edited or
 * touched by an import or a stage, and no stage record of theirs was entered, rejected or moved at or after
 * it — and they were never hired (a hire is the organisation's record of an employee).
 */

/** The condition on candidates `c` of `domain` inactive since `cutoff`. */
function inactive(domain: string, cutoff: Date): SQL {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  return sql`c.domain = ${domain}
    and greatest(c.created_at, c.updated_at, coalesce(c.last_activity_at, c.created_at)) < ${at}
    and not exists (
      select 1 from candidate_stage_records r where r.candidate_id = c.id
        and (r.hired_at is not null or r.entered_stage_at >= ${at} or r.rejected_at >= ${at}))
    and not exists (
      select 1 from candidate_stage_moves m where m.candidate_id = c.id and m.moved_at >= ${at})`;
}

/** How many candidates of `domain` are inactive since `cutoff`. */
export async function countInactive(db: Pick<Db, 'execute'>, domain: string, cutoff: Date): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from candidates c where ${inactive(domain, cutoff)}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Up to `limit` candidates inactive since `cutoff`, locked for this transaction (rows another worker holds
 * are skipped), with the texts that name them.
 */
export async function lockInactive(
  tx: Tx,
  domain: string,
  cutoff: Date,
  limit: number,
): Promise<ErasedCandidate[]> {
  const { rows } = await tx.execute<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  }>(sql`select c.id, c.first_name, c.last_name, c.email from candidates c
    where ${inactive(domain, cutoff)} order by c.id limit ${limit} for update of c skip locked`);
  return rows.map((r) => ({
    id: r.id,
    domain,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
  }));
}
