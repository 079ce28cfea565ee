import { type ScorecardSummary, type StageScorecard, summariseScorecards } from '@rw/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { candidateStageRecords, candidates, jobs, stageScorecards } from '#src/db/schema/index.js';

/*
 * Drizzle queries of interviewers' scorecards (docs/product/pipeline.md#scorecards). A stage record is the
 * organisation's when its job and its candidate are; every scorecard is reached through its record.
 */

export type ScorecardRow = typeof stageScorecards.$inferSelect;

/** A stage record as scorecards read it, with its job's requirements (the criteria's fallback). */
export type ScorecardRecord = {
  id: string;
  jobId: string;
  stageId: string;
  stageTitle: string | null;
  requirements: string[];
};

/** Stage record `recordId` when it is the organisation's, else null (also for another organisation's). */
export async function findScorecardRecord(
  db: Db,
  domain: string,
  recordId: string,
): Promise<ScorecardRecord | null> {
  const r = candidateStageRecords;
  const rows = await db
    .select({
      id: r.id,
      jobId: r.jobId,
      stageId: r.stageId,
      stageTitle: r.stageTitle,
      requirements: jobs.jdRequirements,
    })
    .from(r)
    .innerJoin(jobs, and(eq(jobs.id, r.jobId), eq(jobs.domain, domain)))
    .innerJoin(candidates, and(eq(candidates.id, r.candidateId), eq(candidates.domain, domain)))
    .where(eq(r.id, recordId))
    .limit(1);
  return rows[0] ?? null;
}

/** A scorecard as the API returns it; `mine` when `callerEmail` wrote it. */
export function toStageScorecard(row: ScorecardRow, callerEmail: string): StageScorecard {
  return {
    id: row.id,
    record_id: row.recordId,
    interviewer_email: row.interviewerEmail,
    interviewer_name: row.interviewerName,
    ac1_score: row.ac1Score == null ? null : Number(row.ac1Score),
    ac2_score: row.ac2Score == null ? null : Number(row.ac2Score),
    ac3_score: row.ac3Score == null ? null : Number(row.ac3Score),
    ac4_score: row.ac4Score == null ? null : Number(row.ac4Score),
    ac5_score: row.ac5Score == null ? null : Number(row.ac5Score),
    overall_match: Number(row.overallMatch ?? 0),
    feedback: row.feedback,
    submitted_at: row.submittedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    mine: row.interviewerEmail.toLowerCase() === callerEmail.toLowerCase(),
  };
}

/** The scorecards of a record (checked as the organisation's), latest saved first. */
export async function listRecordScorecards(db: Db, recordId: string): Promise<ScorecardRow[]> {
  const s = stageScorecards;
  return db
    .select()
    .from(s)
    .where(eq(s.recordId, recordId))
    .orderBy(descNullsLast(s.updatedAt), descNullsLast(s.id));
}

/**
 * Writes the interviewer's scorecard of a record: inserts it, or replaces its scores and feedback when they
 * already have one (one per interviewer and record; `submitted_at` stays the first save's).
 * @returns the row as saved.
 */
export async function upsertScorecard(
  db: Db,
  values: Omit<typeof stageScorecards.$inferInsert, 'id' | 'submittedAt' | 'updatedAt'>,
): Promise<ScorecardRow> {
  const s = stageScorecards;
  const { recordId: _record, interviewerEmail: _email, ...changes } = values;
  const rows = await db
    .insert(s)
    .values(values)
    .onConflictDoUpdate({
      target: [s.recordId, s.interviewerEmail],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return rows[0]!;
}

/** Deletes the interviewer's scorecard of a record. @returns false when they had none. */
export async function deleteScorecard(db: Db, recordId: string, interviewerEmail: string): Promise<boolean> {
  const s = stageScorecards;
  const rows = await db
    .delete(s)
    .where(and(eq(s.recordId, recordId), eq(s.interviewerEmail, interviewerEmail)))
    .returning({ id: s.id });
  return rows.length > 0;
}

/**
 * The scorecard summary (core `summariseScorecards`) of each of `recordIds` that has scorecards, in one
 * statement. The caller has checked the records are the organisation's.
 */
export async function scorecardSummaries(
  db: Db,
  recordIds: readonly string[],
): Promise<Map<string, ScorecardSummary>> {
  if (recordIds.length === 0) return new Map();
  const s = stageScorecards;
  const rows = await db
    .select()
    .from(s)
    .where(sql`${s.recordId} = any(${sql.param([...recordIds])}::uuid[])`);
  const byRecord = new Map<string, ScorecardRow[]>();
  for (const row of rows) byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), row]);
  return new Map(
    [...byRecord].map(([id, cards]) => [id, summariseScorecards(cards.map((c) => toStageScorecard(c, '')))]),
  );
}
