import {
  type Candidate,
  type CandidateJob,
  emptyScorecardSummary,
  recordStatusOf,
  type ScorecardSummary,
  type StageRecord,
  usedScore,
} from '@rw/core';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { candidateStageRecords, candidates, companies, jobs } from '#src/db/schema/index.js';
import { UUID } from '#src/lib/page-cursor.js';
import { scorecardSummaries } from './stage-scorecards.queries.js';

/*
 * Drizzle queries of the candidate pages (docs/product/candidates.md#candidate-page), every one scoped by the
 * caller's organisation (`domain`): another organisation's candidate, record or job reads as missing.
 */

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateInsert = typeof candidates.$inferInsert;
type StageRecordRow = typeof candidateStageRecords.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A candidate row as the API returns it (docs/product/candidates.md#data). */
export function toCandidate(r: CandidateRow): Candidate {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    phone: r.phone,
    location: r.location,
    current_title: r.currentTitle,
    current_company: r.currentCompany,
    linkedin_url: r.linkedinUrl,
    linkedin_raw_text: r.linkedinRawText,
    cv_file_url: r.cvFileUrl,
    cv_text: r.cvText,
    cv_last_updated: iso(r.cvLastUpdated),
    job_history: Array.isArray(r.jobHistory) ? r.jobHistory : null,
    cv_parser_version: r.cvParserVersion,
    current_primary_job_id: r.currentPrimaryJobId,
    last_activity_at: iso(r.lastActivityAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    created_by_email: r.createdByEmail,
  };
}

/**
 * A stage record as the API returns it (docs/product/candidates.md#data); numeric scores as numbers, with its
 * scorecards' summary and the Overall it uses (docs/product/pipeline.md#scorecards).
 */
export function toStageRecord(
  r: StageRecordRow,
  scorecards: ScorecardSummary = emptyScorecardSummary,
): StageRecord {
  const num = (v: number | string | null) => (v == null ? null : Number(v));
  const overall = num(r.overallMatch);
  return {
    id: r.id,
    candidate_id: r.candidateId,
    job_id: r.jobId,
    stage_id: r.stageId,
    stage_category: r.stageCategory,
    stage_level: r.stageLevel,
    stage_substep: r.stageSubstep,
    stage_title: r.stageTitle,
    ac1_score: num(r.ac1Score),
    ac2_score: num(r.ac2Score),
    ac3_score: num(r.ac3Score),
    ac4_score: num(r.ac4Score),
    ac5_score: num(r.ac5Score),
    overall_match: overall,
    score_rationales: (r.scoreRationales as Record<string, string> | null) ?? null,
    scored_at: iso(r.scoredAt),
    action_owner: r.actionOwner,
    progressed_already: r.progressedAlready,
    manager_feedback: r.managerFeedback,
    entered_stage_at: r.enteredStageAt.toISOString(),
    last_updated_at: r.lastUpdatedAt.toISOString(),
    status: recordStatusOf({
      progressed_already: r.progressedAlready,
      rejected_at: r.rejectedAt,
      hired_at: r.hiredAt,
    }),
    rejected_at: iso(r.rejectedAt),
    rejection_reason: r.rejectionReason,
    rejection_note: r.rejectionNote,
    rejected_by: r.rejectedBy,
    hired_at: iso(r.hiredAt),
    scorecards,
    ...usedScore(overall, scorecards),
  };
}

/**
 * One candidate of the organisation, or null (also for another organisation's candidate). Their last
 * activity counts their latest pipeline move too (docs/product/pipeline.md#moves: a bulk move logs each
 * candidate's move rather than rewriting 20,000 candidate rows and their search index).
 */
export async function findCandidate(db: Db, domain: string, id: string): Promise<CandidateRow | null> {
  const rows = await db
    .select({
      ...getTableColumns(candidates),
      lastActivityAt: sql<Date | null>`greatest(${candidates.lastActivityAt},
        (select max(m.moved_at) from candidate_stage_moves m where m.candidate_id = candidates.id))`.mapWith(
        candidates.lastActivityAt,
      ),
    })
    .from(candidates)
    .where(and(eq(candidates.id, id), eq(candidates.domain, domain)))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts a candidate. @returns the row. @throws the driver's unique violation for a LinkedIn key taken. */
export async function insertCandidate(db: Db, values: CandidateInsert): Promise<CandidateRow> {
  const rows = await db.insert(candidates).values(values).returning();
  return rows[0]!;
}

/**
 * Updates a candidate of the organisation (undefined fields stay) and stamps updated_at.
 * @returns the row, or null when there is no such candidate there.
 */
export async function updateCandidateRow(
  db: Db,
  domain: string,
  id: string,
  values: Partial<CandidateInsert>,
): Promise<CandidateRow | null> {
  const rows = await db
    .update(candidates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(candidates.id, id), eq(candidates.domain, domain)))
    .returning();
  return rows[0] ?? null;
}

/**
 * A candidate's stage records in the organisation's jobs, newest entered first (ties by id, newest id
 * first), as docs/product/candidates.md#candidate-page lists them, each with its scorecards' summary.
 */
export async function listCandidateStageRecords(
  db: Db,
  domain: string,
  candidateId: string,
): Promise<StageRecord[]> {
  const rows = await db
    .select({ record: candidateStageRecords })
    .from(candidateStageRecords)
    .innerJoin(jobs, and(eq(jobs.id, candidateStageRecords.jobId), eq(jobs.domain, domain)))
    .where(eq(candidateStageRecords.candidateId, candidateId))
    .orderBy(descNullsLast(candidateStageRecords.enteredStageAt), descNullsLast(candidateStageRecords.id));
  const summaries = await scorecardSummaries(
    db,
    rows.map((r) => r.record.id),
  );
  return rows.map((r) => toStageRecord(r.record, summaries.get(r.record.id)));
}

/**
 * The organisation's jobs among `ids` as the candidate page reads them: id, title, company name (the joined
 * company of the same organisation, else the name stored on the job) and location.
 */
export async function listCandidateJobs(
  db: Db,
  domain: string,
  ids: string[],
): Promise<Omit<CandidateJob, 'job_score'>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: companies.name,
      storedCompanyName: jobs.companyName,
      location: jobs.location,
    })
    .from(jobs)
    .leftJoin(companies, and(eq(companies.id, jobs.companyId), eq(companies.domain, jobs.domain)))
    .where(and(inArray(jobs.id, ids), eq(jobs.domain, domain)));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    company_name: r.companyName ?? r.storedCompanyName,
    location: r.location,
  }));
}

/** True when job `id` belongs to the organisation. */
export async function isJobInOrganisation(db: Db, domain: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.domain, domain)))
    .limit(1);
  return rows.length > 0;
}

/** Whether candidate `id` belongs to the organisation `domain` (false for a malformed id too). */
export async function candidateInOrganisation(db: Db, domain: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, id), eq(candidates.domain, domain)))
    .limit(1);
  return rows.length > 0;
}
