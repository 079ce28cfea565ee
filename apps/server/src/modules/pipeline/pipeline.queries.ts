import type { PipelineSelectionFilter } from '@rw/core';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { candidateStageRecords, stageScorecards } from '#src/db/schema/index.js';
import { recordStatusCondition, usedOverallSql } from '#src/modules/candidates/index.js';

/*
 * The pipeline's SQL (docs/product/pipeline.md): which records an operation selects, and the snapshot undo
 * restores. Every statement is scoped to one job and to candidates of the caller's organisation.
 */

/** A transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A record an operation acts on: the candidate's record in the job it selected. */
export type SelectedRecord = { id: string; candidate_id: string; stage_id: string };

const uuids = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/**
 * Score bounds on the Overall as the list shows it: the one the record uses, its scorecards' mean else the
 * AI's (values above 10 divided by 10; docs/product/pipeline.md#scorecards).
 */
function scoreBounds(f: PipelineSelectionFilter): SQL {
  const overall = usedOverallSql('r');
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

/**
 * The record columns a pipeline operation other than removal changes: what undo needs of a record it did not
 * delete. Scores, rationales and feedback are never touched by a move, so they are not copied.
 */
const STATE_COLUMNS = [
  'id',
  'candidate_id',
  'progressed_already',
  'entered_stage_at',
  'last_updated_at',
  'stage_category',
  'stage_level',
  'stage_substep',
  'stage_title',
  'action_owner',
  'rejected_at',
  'rejection_reason',
  'rejection_note',
  'rejected_by',
  'hired_at',
  'left_stage_at',
] as const;

/**
 * Keeps, for undo, the records `where` selects (on alias r) as they are now in pipeline_operation_rows,
 * written by the database from the rows themselves so 20,000 records never pass through the app: their
 * pipeline state (`state`: STATE_COLUMNS), or with `whole` the entire row (`before`, for records the operation
 * deletes). @returns how many were kept.
 */
export async function keepRecords(tx: Tx, operationId: string, where: SQL, whole = false): Promise<number> {
  const row = whole
    ? sql`to_jsonb(r)`
    : sql.raw(`jsonb_build_object(${STATE_COLUMNS.map((c) => `'${c}', r.${c}`).join(', ')})`);
  const rows = await tx.execute(sql`
    insert into pipeline_operation_rows (operation_id, kind, row)
    select ${operationId}::uuid, ${whole ? 'before' : 'state'}, ${row} from candidate_stage_records r where ${where}`);
  return rows.rowCount ?? 0;
}

/**
 * Keeps, for undo, rows of another kind ('inserted', 'scorecard', 'primary'): `rows` selects one jsonb `row`;
 * `before` are common table expressions it reads (`name as (…)`, data-modifying ones too, which PostgreSQL
 * allows only at the top of a statement).
 */
export async function keepRows(
  tx: Tx,
  operationId: string,
  kind: string,
  rows: SQL,
  before?: SQL,
): Promise<void> {
  await tx.execute(sql`
    ${before ? sql`with ${before}` : sql``}
    insert into pipeline_operation_rows (operation_id, kind, row)
    select ${operationId}::uuid, ${kind}, k.row from (${rows}) k`);
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

const recordColumns = Object.values(getTableColumns(candidateStageRecords)).map((c) => c.name);
const scorecardColumns = Object.values(getTableColumns(stageScorecards)).map((c) => c.name);

/**
 * Puts back what operation `operationId` kept (docs/product/pipeline.md#undo) and drops it: deletes the
 * records it inserted; restores the pipeline state of the records it changed, those that were not current
 * first, so that restoring them never meets the one-current-record index half-way; reinserts the records it
 * deleted whole, their scorecards, and the primary jobs it cleared.
 */
export async function restoreKept(tx: Tx, operationId: string): Promise<void> {
  const kept = (kind: string) =>
    sql`select k.row from pipeline_operation_rows k where k.operation_id = ${operationId}::uuid and k.kind = ${kind}`;
  await tx.execute(sql`
    delete from candidate_stage_records where id in (select (k.row->>'id')::uuid from (${kept('inserted')}) k)`);
  const stateSet = sql.raw(
    STATE_COLUMNS.filter((c) => c !== 'id' && c !== 'candidate_id')
      .map((c) => `${c} = (x.p).${c}`)
      .join(', '),
  );
  for (const progressed of [true, false]) {
    await tx.execute(sql`
      update candidate_stage_records r set ${stateSet}
      from (
        select jsonb_populate_record(null::candidate_stage_records, k.row) as p from (${kept('state')}) k
        where (k.row->>'progressed_already')::boolean = ${progressed}
      ) x
      where r.id = (x.p).id`);
  }
  const cols = sql.raw(recordColumns.map((c) => `"${c}"`).join(', '));
  const restored = sql.raw(recordColumns.map((c) => `(p).${`"${c}"`}`).join(', '));
  const updates = sql.raw(
    recordColumns
      .filter((c) => c !== 'id')
      .map((c) => `"${c}" = excluded."${c}"`)
      .join(', '),
  );
  await tx.execute(sql`
    insert into candidate_stage_records (${cols})
    select ${restored} from (
      select jsonb_populate_record(null::candidate_stage_records, k.row) as p from (${kept('before')}) k
    ) x
    on conflict (id) do update set ${updates}`);
  const cardCols = sql.raw(scorecardColumns.map((c) => `"${c}"`).join(', '));
  const cards = sql.raw(scorecardColumns.map((c) => `(p).${`"${c}"`}`).join(', '));
  await tx.execute(sql`
    insert into stage_scorecards (${cardCols})
    select ${cards} from (
      select jsonb_populate_record(null::stage_scorecards, k.row) as p from (${kept('scorecard')}) k
    ) x
    on conflict do nothing`);
  await tx.execute(sql`
    update candidates c set current_primary_job_id = (k.row->>'job_id')::uuid
    from (${kept('primary')}) k
    where c.id = (k.row->>'candidate_id')::uuid and c.current_primary_job_id is null`);
  await tx.execute(sql`delete from pipeline_operation_rows where operation_id = ${operationId}::uuid`);
}

/**
 * Whether any record, in the jobs `jobIds`, of the candidates operation `operationId` changed was changed
 * after it (its transaction time, compared in the database to the microsecond), or a removed candidate is
 * back in the job: then undo would overwrite someone's work.
 */
export async function changedSince(
  tx: Tx,
  input: { jobIds: string[]; operationId: string },
): Promise<boolean> {
  const rows = await tx.execute<{ changed: boolean }>(sql`
    with op as (select created_at from pipeline_operations where id = ${input.operationId}::uuid),
    touched as (
      select distinct (k.row->>'candidate_id')::uuid as candidate_id from pipeline_operation_rows k
      where k.operation_id = ${input.operationId}::uuid and k.kind in ('before', 'state', 'inserted')
    )
    select exists (
      select 1 from candidate_stage_records r, op
      where r.job_id = any(${uuids(input.jobIds)}) and r.candidate_id in (select candidate_id from touched)
        and (r.last_updated_at > op.created_at or r.entered_stage_at > op.created_at)
    ) as changed`);
  return Boolean(rows.rows[0]?.changed);
}
