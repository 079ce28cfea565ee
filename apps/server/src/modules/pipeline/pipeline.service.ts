import {
  type ActivityAction,
  DEFAULT_REJECTION_REASONS,
  OFFER_STAGE_ID,
  OTHER_REJECTION_REASON,
  PIPELINE_OPERATION_MAX,
  type PipelineOperation,
  type PipelineOperationInput,
  type PipelineStage,
  pipelineMessages,
  pipelineStageOf,
  UNDO_WINDOW_MS,
} from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { recordAudit } from '#src/modules/audit/index.js';
import { getJobWorkflow } from '#src/modules/interview-process/index.js';
import { type EventBus, organisationChannel } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  changedSince,
  currentRecords,
  keepRecords,
  keepRows,
  logMoves,
  resolveSelection,
  restoreKept,
  type SelectedRecord,
  type Tx,
} from './pipeline.queries.js';

/*
 * Pipeline operations (docs/product/pipeline.md#operations, docs/decisions/0013-pipeline-moves.md): moves,
 * rejections, hires, action owners, adding to another job and removal, each one transaction with a snapshot
 * that undo puts back within UNDO_WINDOW_MS.
 */

export type PipelineDeps = { db: Db; bus: EventBus; now: () => Date };

type OperationRow = {
  id: string;
  domain: string;
  job_id: string;
  kind: PipelineOperation['kind'];
  args: Record<string, unknown>;
  affected: number;
  message: string;
  stage_ids: string[];
  created_at: Date | string;
  undo_until: Date | string | null;
  undone_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

function toOperation(r: OperationRow): PipelineOperation {
  return {
    id: r.id,
    job_id: r.job_id,
    kind: r.kind,
    affected: r.affected,
    message: r.message,
    stage_ids: r.stage_ids,
    created_at: iso(r.created_at)!,
    undo_until: r.undone_at ? null : iso(r.undo_until),
    undone_at: iso(r.undone_at),
  };
}

/**
 * What one kind did: how many candidates it changed, its message, the stages whose lists changed. What undo
 * needs it kept in pipeline_operation_rows as it went.
 */
type Applied = { affected: number; message: string; stageIds: string[] };

const nothing = (): Applied => ({ affected: 0, message: pipelineMessages.nothingChanged, stageIds: [] });

const uuids = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;
const idsOf = (records: SelectedRecord[]) => records.map((r) => r.id);
const unique = (values: string[]) => [...new Set(values)];

/** The organisation's rejection reasons, in order (docs/product/pipeline.md#rejection-reasons). */
export async function getRejectionReasons(db: Db | Tx, domain: string): Promise<string[]> {
  const rows = await db.execute<{ reasons: string[] }>(
    sql`select rejection_reasons as reasons from pipeline_settings where domain = ${domain}`,
  );
  return rows.rows[0]?.reasons ?? [...DEFAULT_REJECTION_REASONS];
}

/**
 * Replaces the organisation's rejection reasons (admins; the route checks the role), recorded as a
 * `settings_changed` activity and an audit entry with the new list in the same transaction
 * (docs/product/analytics.md#recorded-activity, docs/product/admin.md#audit-log).
 */
export async function setRejectionReasons(db: Db, caller: Caller, reasons: string[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into pipeline_settings (domain, rejection_reasons, updated_by)
      values (${caller.domain}, ${JSON.stringify(reasons)}::jsonb, ${caller.email})
      on conflict (domain) do update set rejection_reasons = excluded.rejection_reasons,
        updated_by = excluded.updated_by, updated_at = now()`);
    await recordActivity(tx, {
      user: caller,
      action: 'settings_changed',
      metadata: { setting: 'rejection_reasons' },
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'rejection_reasons_changed',
      details: { fields: ['rejection_reasons'], reasons },
    });
  });
  return reasons;
}

async function findOperation(db: Db | Tx, id: string, lock = false): Promise<OperationRow | null> {
  const rows = await db.execute<OperationRow>(
    sql`select * from pipeline_operations where id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
  return rows.rows[0] ?? null;
}

/** A repeated request answers the first result; an id used by another action (or organisation) is refused. */
function repeated(found: OperationRow, caller: Caller, jobId: string, input: PipelineOperationInput) {
  if (found.domain !== caller.domain || found.job_id !== jobId || found.kind !== input.kind) {
    throw new AppError('CONFLICT', pipelineMessages.operationIdReused);
  }
  return toOperation(found);
}

/**
 * Applies one pipeline operation to job `jobId` of the caller's organisation (docs/product/pipeline.md#operations):
 * resolves the selection (ids, or the list's filter), changes the candidates' records in one transaction,
 * logs the moves, keeps a snapshot for undo and publishes `pipeline.changed` to the organisation.
 * Idempotent by `operation_id`.
 * @returns the operation: affected count, message, stages changed, undo_until (null when nothing changed).
 * @throws AppError NOT_FOUND 'Job not found' (also another organisation's, or a target job that is);
 *   VALIDATION (unknown stage, reason, note, hire outside Offer, same job, too many); CONFLICT (id reused).
 */
export async function applyOperation(
  deps: PipelineDeps,
  caller: Caller,
  jobId: string,
  input: PipelineOperationInput,
): Promise<PipelineOperation> {
  const { db, bus, now } = deps;
  const { workflow } = await getJobWorkflow({ db, caller, jobId });
  const existing = await findOperation(db, input.operation_id);
  if (existing) return repeated(existing, caller, jobId, input);

  const prepared = await prepare(db, caller, jobId, input, workflow);
  const candidateIds = await resolveSelection(db, {
    domain: caller.domain,
    jobId,
    candidateIds: input.candidate_ids,
    filter: input.all_matching,
    limit: PIPELINE_OPERATION_MAX,
  });
  if (candidateIds.length > PIPELINE_OPERATION_MAX) {
    throw new AppError('VALIDATION', pipelineMessages.tooMany(PIPELINE_OPERATION_MAX));
  }

  const row = await db.transaction(async (tx) => {
    // Old operations go an hour after their undo window; done here so every instance shares the work.
    await tx.execute(sql`
      delete from pipeline_operations where domain = ${caller.domain} and created_at < now() - interval '1 hour'`);
    const claimed = await tx.execute(sql`
      insert into pipeline_operations (id, domain, job_id, kind, args, affected, message, stage_ids, created_by)
      values (${input.operation_id}::uuid, ${caller.domain}, ${jobId}::uuid, ${input.kind},
        ${JSON.stringify(argsOf(input))}::jsonb, 0, '', '[]'::jsonb, ${caller.email})
      on conflict (id) do nothing returning id`);
    // Another request with this id got there first (and has committed): answer its result.
    if (claimed.rows.length === 0) return null;
    const applied =
      candidateIds.length === 0 ? nothing() : await apply(tx, caller, jobId, input, candidateIds, prepared);
    const { affected } = applied;
    await recordOperation(tx, caller, jobId, input, affected, prepared);
    const undoUntil = affected > 0 ? new Date(now().getTime() + UNDO_WINDOW_MS) : null;
    const updated = await tx.execute<OperationRow>(sql`
      update pipeline_operations set affected = ${affected},
        message = ${affected > 0 ? applied.message : pipelineMessages.nothingChanged},
        stage_ids = ${JSON.stringify(applied.stageIds)}::jsonb,
        undo_until = ${undoUntil?.toISOString() ?? null}::timestamptz
      where id = ${input.operation_id}::uuid returning *`);
    return updated.rows[0]!;
  });
  if (!row) {
    const first = await findOperation(db, input.operation_id);
    if (!first) throw new AppError('CONFLICT', pipelineMessages.operationIdReused);
    return repeated(first, caller, jobId, input);
  }
  if (row.affected > 0) await announce(bus, caller.domain, row, prepared.targetJobId);
  return toOperation(row);
}

const recordedKinds = {
  move: 'candidates_moved',
  reject: 'candidates_rejected',
  hire: 'candidates_hired',
} as const satisfies Partial<Record<PipelineOperationInput['kind'], ActivityAction>>;

/**
 * One activity per move, rejection or hire that changed anything, with its count, in the operation's
 * transaction (docs/product/analytics.md#recorded-activity).
 */
async function recordOperation(
  tx: Tx,
  caller: Caller,
  jobId: string,
  input: PipelineOperationInput,
  affected: number,
  prepared: Prepared,
) {
  if (affected === 0 || !(input.kind in recordedKinds)) return;
  const action = recordedKinds[input.kind as keyof typeof recordedKinds];
  const target = prepared.target;
  await recordActivity(tx, {
    user: caller,
    action,
    metadata: {
      jobId,
      count: affected,
      ...(target ? { stageId: target.stage_id, stageTitle: target.stage_title ?? target.stage_id } : {}),
    },
  });
}

/** The operation's arguments as stored (without the selection). */
function argsOf(input: PipelineOperationInput): Record<string, unknown> {
  const { operation_id: _id, candidate_ids: _ids, all_matching, kind: _kind, ...args } = input;
  return all_matching ? { ...args, all_matching } : args;
}

type Prepared = {
  target?: PipelineStage;
  targetJobId?: string;
  targetTitle?: string;
  glance?: PipelineStage;
};

/** Checks the operation's own arguments before anything is read or written. */
async function prepare(
  db: Db,
  caller: Caller,
  jobId: string,
  input: PipelineOperationInput,
  workflow: Parameters<typeof pipelineStageOf>[0],
): Promise<Prepared> {
  switch (input.kind) {
    case 'move': {
      const target = pipelineStageOf(workflow, input.to_stage_id);
      if (!target) throw new AppError('VALIDATION', pipelineMessages.unknownStage);
      return { target };
    }
    case 'reject': {
      const reasons = await getRejectionReasons(db, caller.domain);
      if (!reasons.includes(input.reason)) throw new AppError('VALIDATION', pipelineMessages.unknownReason);
      if (input.reason === OTHER_REJECTION_REASON && !input.note) {
        throw new AppError('VALIDATION', pipelineMessages.noteRequired);
      }
      return {};
    }
    case 'add_to_job': {
      if (input.target_job_id === jobId) throw new AppError('VALIDATION', pipelineMessages.sameJob);
      const other = await getJobWorkflow({ db, caller, jobId: input.target_job_id });
      const glance = pipelineStageOf(other.workflow, 'glance');
      if (!glance) throw notFound();
      const [job] = (
        await db.execute<{ title: string }>(
          sql`select title from jobs where id = ${input.target_job_id}::uuid`,
        )
      ).rows;
      return { targetJobId: input.target_job_id, targetTitle: job?.title ?? '', glance };
    }
    default:
      return {};
  }
}

async function apply(
  tx: Tx,
  caller: Caller,
  jobId: string,
  input: PipelineOperationInput,
  candidateIds: string[],
  prepared: Prepared,
): Promise<Applied> {
  const opId = input.operation_id;
  const by = caller.email;
  switch (input.kind) {
    case 'move': {
      const target = prepared.target!;
      const records = await currentRecords(
        tx,
        jobId,
        candidateIds,
        sql`r.rejected_at is null and r.hired_at is null and r.stage_id <> ${target.stage_id}`,
      );
      if (records.length === 0) return nothing();
      const movedIds = records.map((r) => r.candidate_id);
      await keepRecords(
        tx,
        opId,
        sql`r.job_id = ${jobId}::uuid and (r.id = any(${uuids(idsOf(records))})
          or (r.stage_id = ${target.stage_id} and r.candidate_id = any(${uuids(movedIds)})))`,
      );
      await tx.execute(sql`
        update candidate_stage_records set progressed_already = true, last_updated_at = now()
        where id = any(${uuids(idsOf(records))})`);
      await keepRows(
        tx,
        opId,
        'inserted',
        sql`select jsonb_build_object('id', id, 'candidate_id', candidate_id) as row from entered where inserted`,
        sql`
        entered as (
          insert into candidate_stage_records (candidate_id, job_id, stage_id, stage_category, stage_level,
            stage_substep, stage_title, action_owner)
          select u.id, ${jobId}::uuid, ${target.stage_id}, ${target.stage_category}, ${target.stage_level}::int,
            ${target.stage_substep}, ${target.stage_title}, ${target.action_owner}
          from unnest(${uuids(movedIds)}) as u(id)
          on conflict (candidate_id, job_id, stage_id) do update set progressed_already = false,
            entered_stage_at = now(), last_updated_at = now(), stage_category = excluded.stage_category,
            stage_level = excluded.stage_level, stage_substep = excluded.stage_substep,
            stage_title = excluded.stage_title, action_owner = excluded.action_owner, rejected_at = null,
            rejection_reason = null, rejection_note = null, rejected_by = null, hired_at = null
          returning id, candidate_id, (xmax = 0) as inserted
        )`,
      );
      await logMoves(tx, {
        jobId,
        kind: 'move',
        operationId: opId,
        by,
        moves: records.map((r) => ({ candidateId: r.candidate_id, from: r.stage_id, to: target.stage_id })),
      });
      return {
        affected: records.length,
        message: pipelineMessages.moved(records.length, target.stage_title ?? target.stage_id),
        stageIds: unique([...records.map((r) => r.stage_id), target.stage_id]),
      };
    }
    case 'reject':
    case 'unreject':
    case 'hire':
    case 'set_owner':
      return updateCurrent(tx, caller, jobId, input, candidateIds);
    case 'add_to_job': {
      const glance = prepared.glance!;
      const targetJobId = prepared.targetJobId!;
      const added = await tx.execute<{ candidate_id: string }>(sql`
        with added as (
          insert into candidate_stage_records (candidate_id, job_id, stage_id, stage_category, stage_level,
            stage_substep, stage_title, action_owner, source)
          select u.id, ${targetJobId}::uuid, ${glance.stage_id}, ${glance.stage_category},
            ${glance.stage_level}::int, ${glance.stage_substep}, ${glance.stage_title}, ${glance.action_owner},
            'manual'
          from unnest(${uuids(candidateIds)}) as u(id)
          on conflict do nothing
          returning id, candidate_id
        ), kept as (
          insert into pipeline_operation_rows (operation_id, kind, row)
          select ${opId}::uuid, 'inserted', jsonb_build_object('id', id, 'candidate_id', candidate_id) from added
        )
        select candidate_id from added`);
      if (added.rows.length === 0) return nothing();
      const addedIds = added.rows.map((r) => r.candidate_id);
      await logMoves(tx, {
        jobId: targetJobId,
        kind: 'add',
        operationId: opId,
        by,
        moves: addedIds.map((candidateId) => ({ candidateId, from: null, to: glance.stage_id })),
      });
      return {
        affected: addedIds.length,
        message: pipelineMessages.addedToJob(addedIds.length, prepared.targetTitle ?? ''),
        stageIds: [glance.stage_id],
      };
    }
    case 'remove_from_job': {
      const inJob = sql`r.job_id = ${jobId}::uuid and r.candidate_id = any(${uuids(candidateIds)})`;
      const records = (
        await tx.execute<SelectedRecord & { progressed_already: boolean }>(sql`
          select r.id, r.candidate_id, r.stage_id, r.progressed_already from candidate_stage_records r
          where ${inJob} for update`)
      ).rows;
      if (records.length === 0) return nothing();
      const recordIds = idsOf(records);
      await keepRecords(tx, opId, inJob, true);
      await keepRows(
        tx,
        opId,
        'scorecard',
        sql`select to_jsonb(s) as row from stage_scorecards s where s.record_id = any(${uuids(recordIds)})`,
      );
      await keepRows(
        tx,
        opId,
        'primary',
        sql`select jsonb_build_object('candidate_id', id, 'job_id', ${jobId}::uuid) as row from cleared`,
        sql`
        cleared as (
          update candidates set current_primary_job_id = null
          where id = any(${uuids(candidateIds)}) and current_primary_job_id = ${jobId}::uuid returning id
        )`,
      );
      await tx.execute(sql`delete from candidate_stage_records where id = any(${uuids(recordIds)})`);
      const removed = unique(records.map((r) => r.candidate_id));
      await logMoves(tx, {
        jobId,
        kind: 'remove',
        operationId: opId,
        by,
        moves: records
          .filter((r) => !r.progressed_already)
          .map((r) => ({ candidateId: r.candidate_id, from: r.stage_id, to: null })),
      });
      return {
        affected: removed.length,
        message: pipelineMessages.removedFromJob(removed.length),
        stageIds: unique(records.map((r) => r.stage_id)),
      };
    }
  }
}

/** Reject, restore, hire and set the action owner: one update of the candidates' current records. */
async function updateCurrent(
  tx: Tx,
  caller: Caller,
  jobId: string,
  input: Extract<PipelineOperationInput, { kind: 'reject' | 'unreject' | 'hire' | 'set_owner' }>,
  candidateIds: string[],
): Promise<Applied> {
  const open = sql`r.hired_at is null`;
  const plan = {
    reject: {
      where: sql`${open} and r.rejected_at is null`,
      set: sql`rejected_at = now(), rejection_reason = ${input.kind === 'reject' ? input.reason : null},
        rejection_note = ${input.kind === 'reject' ? input.note : null}, rejected_by = ${caller.email}`,
      message: pipelineMessages.rejected,
    },
    unreject: {
      where: sql`${open} and r.rejected_at is not null`,
      set: sql`rejected_at = null, rejection_reason = null, rejection_note = null, rejected_by = null`,
      message: pipelineMessages.unrejected,
    },
    hire: {
      where: sql`${open} and r.rejected_at is null and r.stage_id = ${OFFER_STAGE_ID}`,
      set: sql`hired_at = now()`,
      message: pipelineMessages.hired,
    },
    set_owner: {
      where: sql`${open} and r.action_owner is distinct from ${input.kind === 'set_owner' ? input.action_owner : null}`,
      set: sql`action_owner = ${input.kind === 'set_owner' ? input.action_owner : null}`,
      message: (n: number) =>
        pipelineMessages.ownerSet(n, input.kind === 'set_owner' ? input.action_owner : ''),
    },
  }[input.kind];
  const records = await currentRecords(tx, jobId, candidateIds, plan.where);
  if (records.length === 0) {
    if (input.kind === 'hire') await refuseHireOutsideOffer(tx, jobId, candidateIds);
    return nothing();
  }
  const ids = idsOf(records);
  await keepRecords(tx, input.operation_id, sql`r.id = any(${uuids(ids)})`);
  await tx.execute(
    sql`update candidate_stage_records set ${plan.set}, last_updated_at = now() where id = any(${uuids(ids)})`,
  );
  if (input.kind !== 'set_owner') {
    await logMoves(tx, {
      jobId,
      kind: input.kind,
      operationId: input.operation_id,
      by: caller.email,
      moves: records.map((r) => ({ candidateId: r.candidate_id, from: r.stage_id, to: r.stage_id })),
    });
  }
  return {
    affected: records.length,
    message: plan.message(records.length),
    stageIds: unique(records.map((r) => r.stage_id)),
  };
}

/** Nobody could be hired: unless they all are already, say that hiring is done at Offer. */
async function refuseHireOutsideOffer(tx: Tx, jobId: string, candidateIds: string[]): Promise<void> {
  const hired = await currentRecords(tx, jobId, candidateIds, sql`r.hired_at is not null`);
  if (hired.length === 0) throw new AppError('VALIDATION', pipelineMessages.hireOnlyAtOffer);
}

/** `pipeline.changed` to everyone in the organisation, for the job (and the job candidates were added to). */
async function announce(bus: EventBus, domain: string, row: OperationRow, targetJobId?: string) {
  const channel = organisationChannel(domain);
  const jobIds = row.kind === 'add_to_job' && targetJobId ? [targetJobId] : [row.job_id];
  for (const jobId of jobIds) {
    await bus.publish(channel, {
      type: 'pipeline.changed',
      data: { job_id: jobId, operation_id: row.id, stage_ids: row.stage_ids },
    });
  }
}

/**
 * Undoes operation `operationId` of job `jobId` within its window (docs/product/pipeline.md#undo): restores
 * the records exactly, removes those it created and its moves-log rows. Undoing twice answers the undone
 * operation.
 * @throws AppError NOT_FOUND (unknown, another job's or organisation's); CONFLICT 'This action can no longer
 *   be undone.' after undo_until, or 'These candidates changed after this action…' when they did.
 */
export async function undoOperation(
  deps: PipelineDeps,
  caller: Caller,
  jobId: string,
  operationId: string,
): Promise<PipelineOperation> {
  const { db, bus, now } = deps;
  await getJobWorkflow({ db, caller, jobId });
  const row = await db.transaction(async (tx) => {
    const op = await findOperation(tx, operationId, true);
    if (!op || op.domain !== caller.domain || op.job_id !== jobId) throw notFound('Action not found');
    if (op.undone_at) return { op, changed: false };
    if (!op.undo_until || now().getTime() > new Date(op.undo_until).getTime()) {
      throw new AppError('CONFLICT', pipelineMessages.undoExpired);
    }
    const targetJobId = op.kind === 'add_to_job' ? String(op.args.target_job_id) : null;
    const jobIds = targetJobId ? [targetJobId] : [jobId];
    if (await changedSince(tx, { jobIds, operationId })) {
      throw new AppError('CONFLICT', pipelineMessages.undoConflict);
    }
    await restoreKept(tx, operationId);
    await tx.execute(sql`delete from candidate_stage_moves where operation_id = ${operationId}::uuid`);
    const updated = await tx.execute<OperationRow>(sql`
      update pipeline_operations set undone_at = now() where id = ${operationId}::uuid returning *`);
    return { op: updated.rows[0]!, changed: true };
  });
  if (row.changed) {
    await announce(
      bus,
      caller.domain,
      row.op,
      row.op.kind === 'add_to_job' ? String(row.op.args.target_job_id) : undefined,
    );
  }
  return toOperation(row.op);
}
