import type { PipelineSelectionFilter } from '@rw/core';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { candidateStageRecords, stageScorecards } from '#src/db/schema/index.js';
import { recordStatusCondition } from '#src/modules/candidates/index.js';

/*
 * The pipeline's SQL (docs/product/pipeline.md): which records an operation selects, and the snapshot undo
 * restores. Every statement is scoped to one job and to candidates of the caller's organisation.
 */

/** A transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A record an operation acts on: the candidate's record in the job it selected. */
export type SelectedRecord = { id: string; candidate_id: string; stage_id: string };

/** What undo puts back (pipeline_operations.snapshot). */
export type Snapshot = {
  /** The records as they were before, whole rows (to_jsonb). */
  before: Record<string, unknown>[];
  /** Ids of the records the operation inserted. */
  inserted: string[];
  /** Scorecards a removal deleted with its records. */
  scorecards?: Record<string, unknown>[];
  /** Candidates whose primary job a removal cleared: [candidate id, the job id it held]. */
  primary?: [string, string][];
};

const uuids = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/** Score bounds on the Overall as the list shows it (values above 10 divided by 10). */
function scoreBounds(f: PipelineSelectionFilter): SQL {
  const overall = sql`(case when r.overall_match > 10 then r.overall_match / 10 else r.overall_match end)`;
  const parts: SQL[] = [];
  if (f.score_min != null) parts.push(sql`and ${overall} >= ${f.score_min}`);
  if (f.score_max != null) parts.push(sql`and ${overall} <= ${f.score_max}`);
  return sql.join(parts, sql` `);
}

/**
 * The candidates an operation names, as candidate ids of the organisation that have a record in job `jobId`:
 * `candidateIds` as given (others ignored), or every candidate whose record matches `filter` (the list's
 * stage, status and score filter, resolved here so 'Select all N matching' is one request). At most
 * `limit` + 1 are returned, so the caller can refuse a selection that is too large.
 */
export async function resolveSelection(
  db: Db | Tx,
  input: {
    domain: string;
    jobId: string;
    candidateIds?: readonly string[] | undefined;
    filter?: PipelineSelectionFilter | undefined;
    limit: number;
  },
): Promise<string[]> {
  const { domain, jobId, candidateIds, filter, limit } = input;
  const where = candidateIds
    ? sql`r.candidate_id = any(${uuids(candidateIds)})`
    : sql`true ${filter?.stage_id ? sql`and r.stage_id = ${filter.stage_id}` : sql``} ${recordStatusCondition(filter?.status ?? 'active')('r')} ${filter ? scoreBounds(filter) : sql``}`;
  const rows = await db.execute<{ candidate_id: string }>(sql`
    select distinct r.candidate_id from candidate_stage_records r
    join candidates c on c.id = r.candidate_id and c.domain = ${domain}
    where r.job_id = ${jobId}::uuid and ${where}
    limit ${limit + 1}`);
  return rows.rows.map((r) => r.candidate_id);
}

/**
 * The current records (one per candidate: not progressed) in job `jobId` of `candidateIds` that also meet
 * `condition` (on alias r), locked for the operation.
 */
export async function currentRecords(
  tx: Tx,
  jobId: string,
  candidateIds: readonly string[],
  condition: SQL = sql`true`,
): Promise<SelectedRecord[]> {
  const rows = await tx.execute<SelectedRecord>(sql`
    select r.id, r.candidate_id, r.stage_id from candidate_stage_records r
    where r.job_id = ${jobId}::uuid and r.candidate_id = any(${uuids(candidateIds)})
      and not r.progressed_already and ${condition}
    order by r.candidate_id
    for update`);
  return rows.rows;
}

/** Whole rows (to_jsonb) of the records `where` selects, for the snapshot. */
export async function snapshotRecords(tx: Tx, where: SQL): Promise<Record<string, unknown>[]> {
  const rows = await tx.execute<{ row: Record<string, unknown> }>(
    sql`select to_jsonb(r) as row from candidate_stage_records r where ${where}`,
  );
  return rows.rows.map((r) => r.row);
}

/** Appends one moves-log row per candidate of `moves` (docs/product/pipeline.md#moves). */
export async function logMoves(
  tx: Tx,
  input: {
    jobId: string;
    kind: string;
    operationId: string;
    by: string;
    moves: { candidateId: string; from: string | null; to: string | null }[];
  },
): Promise<void> {
  if (input.moves.length === 0) return;
  await tx.execute(sql`
    insert into candidate_stage_moves (candidate_id, job_id, kind, from_stage_id, to_stage_id, operation_id, moved_by)
    select m.candidate_id, ${input.jobId}::uuid, ${input.kind}, m.from_stage, m.to_stage, ${input.operationId}::uuid,
      ${input.by}
    from unnest(${uuids(input.moves.map((m) => m.candidateId))}, ${sql.param(input.moves.map((m) => m.from))}::text[],
      ${sql.param(input.moves.map((m) => m.to))}::text[]) as m(candidate_id, from_stage, to_stage)`);
}

/** Marks the candidates' last activity now. */
export async function touchCandidates(tx: Tx, candidateIds: readonly string[]): Promise<void> {
  if (candidateIds.length === 0) return;
  await tx.execute(
    sql`update candidates set last_activity_at = now() where id = any(${uuids(candidateIds)})`,
  );
}

const recordColumns = Object.values(getTableColumns(candidateStageRecords)).map((c) => c.name);
const scorecardColumns = Object.values(getTableColumns(stageScorecards)).map((c) => c.name);

/**
 * Puts `snapshot` back (docs/product/pipeline.md#undo): deletes the records the operation inserted, then
 * writes every saved record whole (reinserting deleted ones), the removed scorecards and cleared primary
 * jobs. Saved records are first marked progressed so that restoring them never meets the one-current-record
 * index half-way.
 */
export async function restoreSnapshot(tx: Tx, snapshot: Snapshot): Promise<void> {
  if (snapshot.inserted.length > 0) {
    await tx.execute(sql`delete from candidate_stage_records where id = any(${uuids(snapshot.inserted)})`);
  }
  if (snapshot.before.length > 0) {
    const ids = snapshot.before.map((r) => String(r.id));
    await tx.execute(
      sql`update candidate_stage_records set progressed_already = true where id = any(${uuids(ids)})`,
    );
    const cols = sql.raw(recordColumns.map((c) => `"${c}"`).join(', '));
    const updates = sql.raw(
      recordColumns
        .filter((c) => c !== 'id')
        .map((c) => `"${c}" = excluded."${c}"`)
        .join(', '),
    );
    await tx.execute(sql`
      insert into candidate_stage_records (${cols})
      select ${cols} from jsonb_populate_recordset(null::candidate_stage_records, ${JSON.stringify(snapshot.before)}::jsonb)
      on conflict (id) do update set ${updates}`);
  }
  if (snapshot.scorecards && snapshot.scorecards.length > 0) {
    const cols = sql.raw(scorecardColumns.map((c) => `"${c}"`).join(', '));
    await tx.execute(sql`
      insert into stage_scorecards (${cols})
      select ${cols} from jsonb_populate_recordset(null::stage_scorecards, ${JSON.stringify(snapshot.scorecards)}::jsonb)
      on conflict do nothing`);
  }
  for (const [candidateId, jobId] of snapshot.primary ?? []) {
    await tx.execute(sql`
      update candidates set current_primary_job_id = ${jobId}::uuid
      where id = ${candidateId}::uuid and current_primary_job_id is null`);
  }
}

/**
 * Whether any record of `candidateIds` in the jobs `jobIds` changed after operation `operationId` (its
 * transaction time, compared in the database to the microsecond), or a removed candidate is back in the job:
 * then undo would overwrite someone's work.
 */
export async function changedSince(
  tx: Tx,
  input: { jobIds: string[]; candidateIds: string[]; operationId: string },
): Promise<boolean> {
  const rows = await tx.execute<{ changed: boolean }>(sql`
    with op as (select created_at from pipeline_operations where id = ${input.operationId}::uuid)
    select exists (
      select 1 from candidate_stage_records r, op
      where r.job_id = any(${uuids(input.jobIds)}) and r.candidate_id = any(${uuids(input.candidateIds)})
        and (r.last_updated_at > op.created_at or r.entered_stage_at > op.created_at)
    ) as changed`);
  return Boolean(rows.rows[0]?.changed);
}
