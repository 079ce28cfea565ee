import { type CandidateErasure, candidateMessages, confirmsErasure, eraseMergeMessages } from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { type EventBus, organisationChannel } from '#src/platform/events/event.js';
import { deleteStoredBytes, type FileStorage } from '#src/platform/storage/file-storage.js';
import type { Caller } from '#src/plugins/auth.js';
import { deleteAndAudit, type ErasedCandidate, eraseTraces, recordsOf } from './candidate-erase.queries.js';

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
    const candidate: ErasedCandidate = {
      id,
      domain: caller.domain,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
    };
    const records = await recordsOf(tx, id);
    const { fileKeys, ...removed } = await eraseTraces(tx, candidate);
    const audit = await deleteAndAudit(tx, candidate, caller.email);
    // Nothing of the person goes into the activity: it only says that someone was erased, and by whom.
    await recordActivity(tx, { user: caller, action: 'candidate_erased' });
    return { audit, removed, records, fileKeys };
  });
  if (opts.storage) await deleteStoredBytes(opts.storage, done.fileKeys);
  if (bus) {
    const stagesByJob = new Map<string, Set<string>>();
    for (const r of done.records)
      stagesByJob.set(r.job_id, (stagesByJob.get(r.job_id) ?? new Set()).add(r.stage_id));
    for (const [jobId, stages] of stagesByJob) {
      await bus.publish(organisationChannel(caller.domain), {
        type: 'pipeline.changed',
        data: { job_id: jobId, operation_id: done.audit.id, stage_ids: [...stages] },
      });
    }
  }
  return {
    id: done.audit.id,
    candidate_id: id,
    erased_by: caller.email,
    erased_at: done.audit.erasedAt,
    removed: done.removed,
  };
}
