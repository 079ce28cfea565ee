import type { DroppedStageRecord } from '@rw/core';
import { sql } from 'drizzle-orm';
import { recordActivity } from '#src/modules/activities/index.js';
import { closeUndoOf, type Tx } from './candidate-erase.queries.js';

/*
 * The statements of a merge (docs/product/candidates.md#merge), run in its transaction: the duplicate's
 * stage records, moves, scoring items and links move to the survivor, except in jobs both are in.
 */

const uuids = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/**
 * Moves the duplicate's applications to the survivor. In a job both are in the survivor's application is
 * kept and the duplicate's records there are deleted (with their scorecards and moves), so the one current
 * record per job and the one record per stage stay true; in every other job the duplicate's records, with
 * their scorecards (which follow the record) and moves, become the survivor's.
 * @returns how many records moved, those dropped (with job title and stage), and the stages of each job
 *   whose lists changed.
 */
export async function moveApplications(
  tx: Tx,
  input: { domain: string; survivorId: string; duplicateId: string },
): Promise<{ moved: number; dropped: DroppedStageRecord[]; stagesByJob: Map<string, string[]> }> {
  const { survivorId, duplicateId } = input;
  const shared = sql`(select s.job_id from candidate_stage_records s where s.candidate_id = ${survivorId}::uuid)`;
  const dropped = await tx.execute<DroppedStageRecord & { id: string }>(sql`
    select r.id, r.job_id, j.title as job_title, r.stage_id, r.stage_title
    from candidate_stage_records r join jobs j on j.id = r.job_id
    where r.candidate_id = ${duplicateId}::uuid and r.job_id in ${shared}
    order by j.title, r.entered_stage_at`);
  const droppedIds = dropped.rows.map((r) => r.id);
  const droppedJobs = [...new Set(dropped.rows.map((r) => r.job_id))];
  if (droppedIds.length > 0) {
    await tx.execute(sql`delete from candidate_stage_records where id = any(${uuids(droppedIds)})`);
    await tx.execute(sql`
      delete from candidate_stage_moves
      where candidate_id = ${duplicateId}::uuid and job_id = any(${uuids(droppedJobs)})`);
  }
  const moved = await tx.execute<{ job_id: string; stage_id: string }>(sql`
    update candidate_stage_records set candidate_id = ${survivorId}::uuid
    where candidate_id = ${duplicateId}::uuid returning job_id, stage_id`);
  await tx.execute(sql`
    update candidate_stage_moves set candidate_id = ${survivorId}::uuid where candidate_id = ${duplicateId}::uuid`);
  const stagesByJob = new Map<string, string[]>();
  for (const r of [...dropped.rows, ...moved.rows]) {
    const stages = stagesByJob.get(r.job_id) ?? [];
    if (!stages.includes(r.stage_id)) stages.push(r.stage_id);
    stagesByJob.set(r.job_id, stages);
  }
  return { moved: moved.rows.length, dropped: dropped.rows.map(({ id: _id, ...r }) => r), stagesByJob };
}

/**
 * Points what else names the duplicate at the survivor, within the organisation: scoring run items (where
 * the run did not hold the survivor already), Reviewer reviews and Screen Evaluations made for them,
 * notifications' links and activity details. Pipeline
 * operations whose undo keeps rows of the duplicate can no longer be undone: they would put back records of
 * a candidate that no longer exists.
 */
export async function relinkDuplicate(
  tx: Tx,
  input: { domain: string; survivorId: string; duplicateId: string },
): Promise<void> {
  const { domain, survivorId: s, duplicateId: d } = input;
  await tx.execute(sql`
    update candidate_scoring_run_items i set candidate_id = ${s}::uuid
    from candidate_scoring_runs r
    where i.run_id = r.id and r.domain = ${domain} and i.candidate_id = ${d}::uuid
      and not exists (
        select 1 from candidate_scoring_run_items o where o.run_id = i.run_id and o.candidate_id = ${s}::uuid)`);
  await tx.execute(sql`
    delete from candidate_scoring_run_items i using candidate_scoring_runs r
    where i.run_id = r.id and r.domain = ${domain} and i.candidate_id = ${d}::uuid`);
  // Reviews and Screen Evaluations made for the duplicate follow them (the candidates are the organisation's,
  // checked by the caller), so they are listed on the survivor's page instead of going with the duplicate.
  await tx.execute(sql`update reviews set candidate_id = ${s}::uuid where candidate_id = ${d}::uuid`);
  await tx.execute(
    sql`update screen_evaluations set candidate_id = ${s}::uuid where candidate_id = ${d}::uuid`,
  );
  // LinkedIn Parser parses saved as the duplicate now name the survivor.
  await tx.execute(sql`
    update linkedin_parses set candidate_id = ${s}::uuid where domain = ${domain} and candidate_id = ${d}::uuid`);
  // Their stored CVs too: a CV the merge keeps from the duplicate still opens from the survivor's page.
  await tx.execute(
    sql`update stored_files set candidate_id = ${s}::uuid where domain = ${domain} and candidate_id = ${d}::uuid`,
  );
  await tx.execute(sql`
    update notifications n set data = replace(n.data::text, ${d}, ${s})::jsonb
    from users u
    where n.user_id = u.id and u.domain = ${domain} and n.data is not null and strpos(n.data::text, ${d}) > 0`);
  await tx.execute(sql`
    update user_activities a set metadata = replace(a.metadata::text, ${d}, ${s})::jsonb
    where a.domain = ${domain} and a.metadata is not null and strpos(a.metadata::text, ${d}) > 0`);
  await closeUndoOf(tx, domain, d);
}

/**
 * Records the merge in the activity log (`candidate_merged`, docs/product/analytics.md#recorded-activity): who
 * merged which candidate into which, by id only.
 */
export async function auditMerge(
  tx: Tx,
  input: {
    user: { id: string; domain: string };
    survivorId: string;
    duplicateId: string;
    moved: number;
    dropped: number;
  },
): Promise<void> {
  await recordActivity(tx, {
    user: input.user,
    action: 'candidate_merged',
    metadata: {
      survivor_id: input.survivorId,
      duplicate_id: input.duplicateId,
      moved_records: input.moved,
      dropped_records: input.dropped,
    },
  });
}
