import crypto from 'node:crypto';
import {
  type CandidateMergeField,
  type CandidateMergeResponse,
  type candidateMergeBody,
  candidateMessages,
  candidateWriteMessages,
  eraseMergeMessages,
} from '@rw/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { candidates } from '#src/db/schema/index.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { isUniqueViolation } from '#src/lib/pg-errors.js';
import { type EventBus, organisationChannel } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import { auditMerge, moveApplications, relinkDuplicate } from './candidate-merge.queries.js';
import { type CandidateInsert, type CandidateRow, toCandidate } from './candidates.queries.js';

/** The columns each merge field carries (the CV is its text, link and date; LinkedIn its link and key). */
const columnsOf: Record<CandidateMergeField, (keyof CandidateRow)[]> = {
  first_name: ['firstName'],
  last_name: ['lastName'],
  email: ['email'],
  phone: ['phone'],
  location: ['location'],
  current_title: ['currentTitle'],
  current_company: ['currentCompany'],
  linkedin_url: ['linkedinUrl', 'linkedinKey'],
  linkedin_raw_text: ['linkedinRawText'],
  cv: ['cvText', 'cvFileUrl', 'cvLastUpdated'],
  job_history: ['jobHistory'],
  current_primary_job_id: ['currentPrimaryJobId'],
};

/** The survivor's values where `fields` chose the duplicate's. */
function chosenValues(
  duplicate: CandidateRow,
  fields: z.output<typeof candidateMergeBody>['fields'],
): Partial<CandidateInsert> {
  const values: Record<string, unknown> = {};
  for (const [field, side] of Object.entries(fields) as [CandidateMergeField, string | undefined][]) {
    if (side !== 'duplicate') continue;
    for (const column of columnsOf[field]) values[column] = duplicate[column];
  }
  return values as Partial<CandidateInsert>;
}

const nameOf = (c: CandidateRow) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || candidateMessages.candidateNotFound;

/**
 * Merges candidate `duplicateId` into candidate `survivorId`, both of the caller's organisation
 * (docs/product/candidates.md#merge), in one transaction: the survivor keeps, field by field, the value
 * `fields` chose (its own unless 'duplicate'); the duplicate's stage records move to the survivor with their
 * scores, scorecards and moves, except in jobs both are in, where the survivor's application is kept and the
 * duplicate's records are dropped (and listed in the answer); scoring items, notifications' links and
 * activity follow; the duplicate is deleted; the merge is recorded in the activity log by id. Open lists of
 * the jobs concerned are told (`pipeline.changed`). Every member may merge.
 * @throws AppError VALIDATION 'Choose another candidate to merge with.' (the same candidate twice), or
 *   'Please provide a first or last name.' when the chosen values leave none; NOT_FOUND 'Candidate not
 *   found' (either one missing or of another organisation).
 */
export async function mergeCandidates(opts: {
  db: Db;
  bus?: EventBus | undefined;
  caller: Caller;
  survivorId: string;
  body: z.output<typeof candidateMergeBody>;
}): Promise<CandidateMergeResponse> {
  const { db, bus, caller, survivorId, body } = opts;
  const duplicateId = body.duplicate_id;
  if (duplicateId === survivorId) throw new AppError('VALIDATION', eraseMergeMessages.mergeSelf);
  const scope = { domain: caller.domain, survivorId, duplicateId };
  const done = await db
    .transaction(async (tx) => {
      // Both rows locked in one order, so two merges of the same pair cannot deadlock.
      const rows = await tx
        .select()
        .from(candidates)
        .where(and(inArray(candidates.id, [survivorId, duplicateId]), eq(candidates.domain, caller.domain)))
        .orderBy(asc(candidates.id))
        .for('update');
      const survivor = rows.find((r) => r.id === survivorId);
      const duplicate = rows.find((r) => r.id === duplicateId);
      if (!survivor || !duplicate) throw notFound(candidateMessages.candidateNotFound);
      const values = chosenValues(duplicate, body.fields);
      const merged = { ...survivor, ...values };
      if (!merged.firstName && !merged.lastName) {
        throw new AppError('VALIDATION', candidateWriteMessages.nameRequired);
      }
      const applications = await moveApplications(tx, scope);
      await relinkDuplicate(tx, scope);
      // The duplicate goes before the survivor takes its values: its LinkedIn key is unique in the organisation.
      await tx.delete(candidates).where(eq(candidates.id, duplicateId));
      const lastActivity = [survivor.lastActivityAt, duplicate.lastActivityAt]
        .filter((d): d is Date => d !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      const [updated] = await tx
        .update(candidates)
        .set({ ...values, lastActivityAt: lastActivity ?? null, updatedAt: new Date() })
        .where(eq(candidates.id, survivorId))
        .returning();
      await auditMerge(tx, {
        user: caller,
        survivorId,
        duplicateId,
        moved: applications.moved,
        dropped: applications.dropped.length,
      });
      return { updated: updated!, duplicate, applications };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', candidateWriteMessages.linkedinTaken);
      throw error;
    });
  const { updated, duplicate, applications } = done;
  if (bus) {
    const operationId = crypto.randomUUID();
    for (const [jobId, stageIds] of applications.stagesByJob) {
      await bus.publish(organisationChannel(caller.domain), {
        type: 'pipeline.changed',
        data: { job_id: jobId, operation_id: operationId, stage_ids: stageIds },
      });
    }
  }
  const n = applications.dropped.length;
  const message = eraseMergeMessages.merged(nameOf(duplicate), nameOf(updated));
  return {
    candidate: toCandidate(updated),
    duplicate_id: duplicateId,
    moved_records: applications.moved,
    dropped_records: applications.dropped,
    message: n > 0 ? `${message} ${eraseMergeMessages.mergedDropped(n)}` : message,
  };
}
