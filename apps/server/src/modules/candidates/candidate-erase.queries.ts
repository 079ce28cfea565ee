import { confirmsErasure, type ErasureRemoved } from '@rw/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';

/*
 * The statements of an erasure (docs/product/candidates.md#erase), each run in the erasure's transaction and
 * scoped to the caller's organisation: everything that names the candidate, found by their id where a row
 * links to them and by their e-mail or name where only text does.
 */

/** A transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The candidate being erased: their id and the texts that name them. */
export type ErasedCandidate = {
  id: string;
  domain: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

const count = async (tx: Tx, statement: SQL) =>
  Number((await tx.execute<{ n: number }>(statement)).rows[0]?.n ?? 0);

/** `text` (a column cast to text) names the candidate: their id, e-mail or full name, ignoring case. */
function namesCandidate(text: SQL, c: ErasedCandidate): SQL {
  const fullName = [c.firstName, c.lastName].filter(Boolean).join(' ');
  const parts = [sql`strpos(${text}, ${c.id}) > 0`];
  if (c.email) parts.push(sql`strpos(lower(${text}), lower(${c.email})) > 0`);
  if (fullName) parts.push(sql`strpos(lower(${text}), lower(${fullName})) > 0`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The candidate's stage records (job and stage), locked with the candidate's row. */
export async function recordsOf(tx: Tx, candidateId: string) {
  const rows = await tx.execute<{ job_id: string; stage_id: string }>(sql`
    select job_id, stage_id from candidate_stage_records where candidate_id = ${candidateId}::uuid for update`);
  return rows.rows;
}

/**
 * Removes every trace of `c` outside their own row, and counts them; the candidate's row itself is deleted
 * by the caller, and with it (by cascade) their stage records, scorecards and moves, counted here first.
 * - scoring run items of the organisation's runs that name them;
 * - notifications of the organisation's users whose data names them (their id: a link to them);
 * - activity of the organisation's users whose details name them (id, e-mail or full name: a search typed);
 * - pipeline operations whose undo keeps rows naming them: those rows go, and the operation can no longer be
 *   undone (`closeUndoOf`);
 * - CSV import problem lines holding their row (their first and last name, or their e-mail);
 * - queued and archived ScoreCandidates tasks (and their webhook deliveries): taken out of the payload;
 * - Reviewer reviews and Screen Evaluations made for them, and reviews whose candidate name is theirs
 *   (`eraseReviewsAndEvaluations`);
 * - the LinkedIn Parser parses saved as them (their text and profile are theirs);
 * - their stored files' rows (`fileKeys` are the bytes' keys, removed by the caller after the commit).
 */
export async function eraseTraces(
  tx: Tx,
  c: ErasedCandidate,
): Promise<ErasureRemoved & { fileKeys: string[] }> {
  const { id, domain } = c;
  const stage_records = await count(
    tx,
    sql`select count(*)::int as n from candidate_stage_records where candidate_id = ${id}::uuid`,
  );
  const scorecards = await count(
    tx,
    sql`select count(*)::int as n from stage_scorecards s
      join candidate_stage_records r on r.id = s.record_id where r.candidate_id = ${id}::uuid`,
  );
  const moves = await count(
    tx,
    sql`select count(*)::int as n from candidate_stage_moves where candidate_id = ${id}::uuid`,
  );
  const scoring_items = await count(
    tx,
    sql`with gone as (
      delete from candidate_scoring_run_items i using candidate_scoring_runs r
      where i.run_id = r.id and r.domain = ${domain} and i.candidate_id = ${id}::uuid returning 1)
    select count(*)::int as n from gone`,
  );
  const notifications = await count(
    tx,
    sql`with gone as (
      delete from notifications n using users u
      where n.user_id = u.id and u.domain = ${domain} and n.data is not null and strpos(n.data::text, ${id}) > 0
      returning 1)
    select count(*)::int as n from gone`,
  );
  const activities = await count(
    tx,
    // The day counts of the analytics (user_activity_daily) lose what is erased here.
    sql`with gone as (
      delete from user_activities a
      where a.domain = ${domain} and a.metadata is not null
        and ${namesCandidate(sql`a.metadata::text`, c)}
      returning a.domain, (a.timestamp at time zone 'UTC')::date as day, a.user_id, a.action,
        coalesce(a.app_id, '') as app_id),
    per_day as (
      select domain, day, user_id, action, app_id, count(*)::int as n from gone group by 1, 2, 3, 4, 5),
    uncounted as (
      update user_activity_daily d set count = greatest(0, d.count - p.n) from per_day p
      where d.domain = p.domain and d.day = p.day and d.user_id = p.user_id and d.action = p.action
        and d.app_id = p.app_id)
    select count(*)::int as n from gone`,
  );
  const operations_redacted = await closeUndoOf(tx, domain, id);
  const import_rows = await eraseImportRows(tx, c);
  const queue_tasks_redacted = await eraseFromQueue(tx, id);
  const { reviews, screen_evaluations } = await eraseReviewsAndEvaluations(tx, c);
  const files = await eraseStoredFiles(tx, c);
  const linkedin_parses = await count(
    tx,
    sql`with gone as (
      delete from linkedin_parses where domain = ${domain} and candidate_id = ${id}::uuid returning 1)
    select count(*)::int as n from gone`,
  );
  return {
    stage_records,
    scorecards,
    moves,
    scoring_items,
    notifications,
    activities,
    operations_redacted,
    import_rows: import_rows + files.importFiles,
    queue_tasks_redacted,
    reviews,
    screen_evaluations,
    linkedin_parses,
    files: files.keys.length,
    fileKeys: files.keys,
  };
}

/**
 * Deletes the rows of the candidate's stored files and the batch files of 'Upload CV / LinkedIn' that name them
 * (imported into them, or waiting for a confirmation that they are the same person, with what was read and the
 * file they were read from) (docs/product/documents.md#stored-files).
 * @returns the batch files removed and the storage keys of the files: the erasure removes the bytes once it
 *   has committed.
 */
async function eraseStoredFiles(
  tx: Tx,
  c: ErasedCandidate,
): Promise<{ importFiles: number; keys: string[] }> {
  const batchFiles = await tx.execute<{ stored_file_id: string | null }>(sql`
    delete from document_import_files where domain = ${c.domain}
      and (candidate_id = ${c.id}::uuid or match_candidate_id = ${c.id}::uuid)
    returning stored_file_id`);
  const named = batchFiles.rows.flatMap((r) => (r.stored_file_id ? [r.stored_file_id] : []));
  const gone = await tx.execute<{ storage_key: string }>(sql`
    delete from stored_files where domain = ${c.domain}
      and (candidate_id = ${c.id}::uuid or id = any(${sql.param(named)}::uuid[]))
    returning storage_key`);
  return { importFiles: batchFiles.rows.length, keys: gone.rows.map((r) => r.storage_key) };
}

/**
 * Deletes the organisation's Reviewer reviews and Screen Evaluations made for the candidate (linked by id),
 * and the reviews whose candidate name is their full name, compared as the erasure's confirmation compares
 * (core `confirmsErasure`: case, accents and spaces aside); a candidate without a name matches no name.
 * @returns how many of each.
 */
async function eraseReviewsAndEvaluations(tx: Tx, c: ErasedCandidate) {
  const named = [c.firstName, c.lastName].some((p) => p?.trim());
  const unlinked = named
    ? (
        await tx.execute<{ id: string; candidate_name: string }>(sql`
          select id, candidate_name from reviews
          where domain = ${c.domain} and candidate_id is distinct from ${c.id}::uuid for update`)
      ).rows
    : [];
  const person = { first_name: c.firstName, last_name: c.lastName };
  const sameName = unlinked.filter((r) => confirmsErasure(person, r.candidate_name)).map((r) => r.id);
  const reviews = await count(
    tx,
    sql`with gone as (
      delete from reviews where domain = ${c.domain}
        and (candidate_id = ${c.id}::uuid or id = any(${sql.param(sameName)}::uuid[]))
      returning 1)
    select count(*)::int as n from gone`,
  );
  const screen_evaluations = await count(
    tx,
    sql`with gone as (
      delete from screen_evaluations where domain = ${c.domain} and candidate_id = ${c.id}::uuid returning 1)
    select count(*)::int as n from gone`,
  );
  return { reviews, screen_evaluations };
}

/**
 * Closes the undo of the organisation's pipeline operations whose kept rows (pipeline_operation_rows: what
 * undo restores) name `candidateId`: all their kept rows go and `undo_until` is cleared, so undo answers
 * 'This action can no longer be undone.'; the operation itself stays and still answers a repeated request.
 * @returns how many operations.
 */
export async function closeUndoOf(tx: Tx, domain: string, candidateId: string): Promise<number> {
  return count(
    tx,
    sql`with ops as (
      select distinct o.id from pipeline_operations o
      join pipeline_operation_rows w on w.operation_id = o.id
      where o.domain = ${domain} and strpos(w.row::text, ${candidateId}) > 0),
    kept as (delete from pipeline_operation_rows w using ops where w.operation_id = ops.id returning 1),
    closed as (update pipeline_operations o set undo_until = null from ops where o.id = ops.id returning 1)
    select count(*)::int as n from closed`,
  );
}

/** Takes the problem lines holding the candidate's row out of the organisation's imports. @returns how many. */
async function eraseImportRows(tx: Tx, c: ErasedCandidate): Promise<number> {
  const first = (c.firstName ?? '').trim().toLowerCase();
  const last = (c.lastName ?? '').trim().toLowerCase();
  const theirs = sql`(
    (lower(trim(e->>'first_name')) = ${first} and lower(trim(e->>'last_name')) = ${last})
    ${c.email ? sql`or strpos(lower(e::text), lower(${c.email})) > 0` : sql``})`;
  return count(
    tx,
    sql`with hit as (
      select i.domain, i.id, jsonb_array_length(i.errors) as was from candidate_imports i
      where i.domain = ${c.domain} and jsonb_typeof(i.errors) = 'array'
        and exists (select 1 from jsonb_array_elements(i.errors) as x(e) where ${theirs})
      for update),
    changed as (
      update candidate_imports i set errors = (
        select coalesce(jsonb_agg(e order by n), '[]'::jsonb)
        from jsonb_array_elements(i.errors) with ordinality as x(e, n) where not ${theirs})
      from hit where i.domain = hit.domain and i.id = hit.id
      returning hit.was - jsonb_array_length(i.errors) as removed)
    select coalesce(sum(removed), 0)::int as n from changed`,
  );
}

/**
 * Takes the candidate out of the ScoreCandidates payloads kept by the task queue (pg-boss: waiting, done,
 * failed and archived tasks, and their webhook deliveries), when the queue's tables exist. @returns how
 * many tasks changed.
 */
async function eraseFromQueue(tx: Tx, id: string): Promise<number> {
  const tables = await tx.execute<{ name: string }>(sql`
    select t.name from (values ('pgboss.job'), ('pgboss.archive')) as t(name)
    where to_regclass(t.name) is not null`);
  let changed = 0;
  for (const { name } of tables.rows) {
    const table = sql.raw(name);
    changed += await count(
      tx,
      sql`with changed as (
        update ${table} set data = jsonb_set(data, '{payload,candidates}', (
          select coalesce(jsonb_agg(e order by n), '[]'::jsonb)
          from jsonb_array_elements(data->'payload'->'candidates') with ordinality as x(e, n)
          where e->>'candidateId' is distinct from ${id}))
        where jsonb_typeof(data->'payload'->'candidates') = 'array'
          and data->'payload'->'candidates' @> jsonb_build_array(jsonb_build_object('candidateId', ${id}::text))
        returning 1)
      select count(*)::int as n from changed`,
    );
  }
  return changed;
}

/** Deletes the candidate (cascading to records, moves and scorecards) and writes the audit entry. */
export async function deleteAndAudit(tx: Tx, c: ErasedCandidate, erasedBy: string) {
  await tx.execute(sql`delete from candidates where id = ${c.id}::uuid and domain = ${c.domain}`);
  const rows = await tx.execute<{ id: string; erased_at: Date }>(sql`
    insert into candidate_erasures (candidate_id, domain, erased_by)
    values (${c.id}::uuid, ${c.domain}, ${erasedBy}) returning id, erased_at`);
  const row = rows.rows[0]!;
  return { id: row.id, erasedAt: new Date(row.erased_at).toISOString() };
}
