import type { CandidateSource, StagePlacement } from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';

/** A transaction, or the database itself for single statements. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The original's RPC add_candidate_to_stage (docs/product/candidates.md#import) for many candidates in one
 * statement: puts each candidate into `placement` of job `jobId` with its category, level, substep, title and
 * action owner. Idempotent: a candidate already in that stage of that job keeps its record untouched (the
 * unique key candidate_id, job_id, stage_id), and so does a candidate already in another stage of the job
 * (one current stage per job, docs/product/pipeline.md#moves: moving is the pipeline's work). For each candidate actually added, the job becomes their primary
 * job when they have none, and last_activity_at becomes the transaction's now() (a row already holding both is
 * not written again, so an import that inserted it with those values costs no second write).
 *
 * The caller has checked that the job and every candidate belong to the caller's organisation; run it on the
 * transaction that wrote the candidates so a candidate never exists without its stage record.
 * @param input.candidateIds candidate uuids; duplicates are added once; [] adds nothing.
 * @param input.source how they came (docs/product/analytics.md#sources), kept on the records it inserts;
 *   'manual' when left out.
 * @returns how many stage records were inserted (0 for candidates already in the stage).
 * @throws the database's foreign-key error when a candidate or the job does not exist.
 */
export async function addCandidatesToStage(
  db: Db | Tx,
  input: { jobId: string; placement: StagePlacement; candidateIds: string[]; source?: CandidateSource },
): Promise<number> {
  if (input.candidateIds.length === 0) return 0;
  const p = input.placement;
  const result = await db.execute<{ added: number }>(sql`
    with added as (
      insert into candidate_stage_records
        (candidate_id, job_id, stage_id, stage_category, stage_level, stage_substep, stage_title, action_owner,
          source)
      select distinct u.id, ${input.jobId}::uuid, ${p.stage_id}, ${p.stage_category}, ${p.stage_level}::int,
        ${p.stage_substep}, ${p.stage_title}, ${p.action_owner}, ${input.source ?? 'manual'}
      from unnest(${sql.param(input.candidateIds)}::uuid[]) as u(id)
      on conflict do nothing
      returning candidate_id
    ), touched as (
      update candidates c
      set current_primary_job_id = coalesce(c.current_primary_job_id, ${input.jobId}::uuid),
        last_activity_at = now()
      from added a
      where c.id = a.candidate_id
        and (c.current_primary_job_id is null or c.last_activity_at is distinct from now())
      returning c.id
    )
    select count(*)::int as added from added`);
  return Number(result.rows[0]?.added ?? 0);
}
