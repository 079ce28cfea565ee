import {
  type CandidateErasure,
  candidateMessages,
  confirmsErasure,
  type ErasureRemoved,
  eraseMergeMessages,
} from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { recordAudit } from '#src/modules/audit/index.js';
import { type EventBus, organisationChannel } from '#src/platform/events/event.js';
import { deleteStoredBytes, type FileStorage } from '#src/platform/storage/file-storage.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  deleteAndAudit,
  type ErasedCandidate,
  eraseTraces,
  recordsOf,
  type Tx,
} from './candidate-erase.queries.js';

/**
 * Erases candidate `id` of the caller's organisation (GDPR Art. 17, docs/product/candidates.md#erase) in one
 * transaction, once `confirm` is their full name (core `confirmsErasure`): the candidate with their stage
 * records, scores, scorecards and moves in every job, and everything else of the organisation that names
 * them (`eraseTraces`: scoring items, notifications, activity, undo snapshots, import problem lines, queued
 * payloads) and their stored files (rows in the transaction, bytes from the storage after it commits). Writes the audit entry (only the erased id, the organisation, who and when) and tells open
 * lists of the jobs they were in (`pipeline.changed`), and records a `candidate_erased` activity naming no one
 * (docs/product/analytics.md#recorded-activity). The route lets only admins call it.
 * @returns the audit entry and what was removed.
 * @throws AppError NOT_FOUND 'Candidate not found' (also another organisation's candidate), VALIDATION
 *   "Type the candidate's full name exactly as shown to confirm."
 */
export async function eraseCandidate(opts: {
  db: Db;
  bus?: EventBus | undefined;
  storage?: FileStorage | undefined;
  caller: Caller;
  id: string;
  confirm: string;
}): Promise<CandidateErasure> {
  const { db, bus, caller, id, confirm } = opts;
  const done = await db.transaction(async (tx) => {
    const found = await tx.execute<{
      first_name: string | null;
      last_name: string | null;
      email: string | null;
    }>(
      sql`select first_name, last_name, email from candidates
        where id = ${id}::uuid and domain = ${caller.domain} for update`,
    );
    const row = found.rows[0];
    if (!row) throw notFound(candidateMessages.candidateNotFound);
    if (!confirmsErasure(row, confirm)) throw new AppError('VALIDATION', eraseMergeMessages.eraseMismatch);
    const erased = await eraseLocked(
      tx,
      {
        id,
        domain: caller.domain,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
      },
      caller.email,
    );
    // Nothing of the person goes into the activity: it only says that someone was erased, and by whom.
    await recordActivity(tx, { user: caller, action: 'candidate_erased' });
    await recordAudit(tx, { actor: caller, action: 'candidate_erased', details: { candidate_id: id } });
    return erased;
  });
  await afterErasure({ bus, storage: opts.storage, domain: caller.domain }, done);
  return {
    id: done.audit.id,
    candidate_id: id,
    erased_by: caller.email,
    erased_at: done.audit.erasedAt,
    removed: done.removed,
  };
}

/** What `eraseLocked` did: the erasure's record, what was removed, the stage records and files it held. */
export type LockedErasure = {
  audit: { id: string; erasedAt: string };
  removed: ErasureRemoved;
  records: { job_id: string; stage_id: string }[];
  fileKeys: string[];
};

/**
 * Erases candidate `c` (their row locked by the caller) inside the caller's transaction: everything that
 * names them (`eraseTraces`), their row, and the erasure's record naming only the id, `erasedBy` and when.
 * The stored bytes are removed and lists told after the commit (`afterErasure`).
 */
export async function eraseLocked(tx: Tx, c: ErasedCandidate, erasedBy: string): Promise<LockedErasure> {
  const records = await recordsOf(tx, c.id);
  const { fileKeys, ...removed } = await eraseTraces(tx, c);
  const audit = await deleteAndAudit(tx, c, erasedBy);
  return { audit, removed, records, fileKeys };
}

/**
 * After an erasure committed: removes its stored files' bytes and tells open lists of the jobs they were in
 * (`pipeline.changed`).
 */
export async function afterErasure(
  deps: { bus?: EventBus | undefined; storage?: FileStorage | undefined; domain: string },
  done: LockedErasure,
): Promise<void> {
  if (deps.storage) await deleteStoredBytes(deps.storage, done.fileKeys);
  if (!deps.bus) return;
  const stagesByJob = new Map<string, Set<string>>();
  for (const r of done.records)
    stagesByJob.set(r.job_id, (stagesByJob.get(r.job_id) ?? new Set()).add(r.stage_id));
  for (const [jobId, stages] of stagesByJob) {
    await deps.bus.publish(organisationChannel(deps.domain), {
      type: 'pipeline.changed',
      data: { job_id: jobId, operation_id: done.audit.id, stage_ids: [...stages] },
    });
  }
}
