import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { tstz } from './columns.js';
import { jobs } from './jobs.js';

/**
 * A candidate's presence in one stage of one job's pipeline, with scores (docs/product/candidates.md#data).
 */
export const candidateStageRecords = pgTable(
  'candidate_stage_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    stageCategory: text('stage_category'),
    stageLevel: integer('stage_level'),
    stageSubstep: text('stage_substep'),
    stageTitle: text('stage_title'),
    ac1Score: numeric('ac1_score', { mode: 'number' }),
    ac2Score: numeric('ac2_score', { mode: 'number' }),
    ac3Score: numeric('ac3_score', { mode: 'number' }),
    ac4Score: numeric('ac4_score', { mode: 'number' }),
    ac5Score: numeric('ac5_score', { mode: 'number' }),
    overallMatch: numeric('overall_match', { mode: 'number' }),
    /**
     * Why the model gave each score: { ac1?: text, …, ac5?: text, overall?: text }
     * (docs/product/candidates.md#scoring).
     */
    scoreRationales:
      jsonb('score_rationales').$type<
        Partial<Record<'ac1' | 'ac2' | 'ac3' | 'ac4' | 'ac5' | 'overall', string>>
      >(),
    scoredAt: tstz('scored_at'),
    actionOwner: text('action_owner'),
    progressedAlready: boolean('progressed_already').notNull().default(false),
    managerFeedback: text('manager_feedback'),
    /** Rejected while in this stage (docs/product/pipeline.md#reject): when, why, a note, by whom (e-mail). */
    rejectedAt: tstz('rejected_at'),
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    rejectedBy: text('rejected_by'),
    /** Hired at Offer: the application is closed (docs/product/pipeline.md#hire). */
    hiredAt: tstz('hired_at'),
    enteredStageAt: tstz('entered_stage_at').notNull().defaultNow(),
    lastUpdatedAt: tstz('last_updated_at').notNull().defaultNow(),
    /**
     * When the record was made: the application's start is its first record's (the funnel's cohort rule,
     * docs/product/analytics.md#performance-metrics). A move back reopens a record and keeps this.
     */
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** When the candidate last left this stage (moved on or back); null while in it. Kept by the database. */
    leftStageAt: tstz('left_stage_at'),
    /**
     * How the candidate was put into the job, on the record that did it (core `candidateSources`): csv_import,
     * cv_upload, linkedin, cv_sorter, extension, manual; null on records a move made.
     */
    source: text('source'),
  },
  (t) => [
    /** add_candidate_to_stage is idempotent: a candidate is in a stage of a job at most once. */
    uniqueIndex('csr_candidate_job_stage_uq').on(t.candidateId, t.jobId, t.stageId),
    /**
     * A candidate is in one stage of a job at a time: the one record not progressed (docs/decisions/0013).
     */
    uniqueIndex('csr_candidate_job_current_uq')
      .on(t.candidateId, t.jobId)
      .where(sql`not ${t.progressedAlready}`),
    index('csr_job_stage_entered_idx').on(t.jobId, t.stageId, t.enteredStageAt.desc()),
    index('csr_candidate_entered_idx').on(t.candidateId, t.enteredStageAt.desc()),
    /** Hires per job and period (time to fill, AI cost per hire). */
    index('csr_job_hired_idx').on(t.jobId, t.hiredAt).where(sql`${t.hiredAt} is not null`),
  ],
);
