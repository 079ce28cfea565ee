import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidateStageRecords } from './candidate-stage-records.js';
import { candidates } from './candidates.js';
import { createdAt, tstz, updatedAt } from './columns.js';
import { jobs } from './jobs.js';

/*
 * The pipeline's tables (docs/product/pipeline.md, docs/decisions/0013-pipeline-moves.md): the log of moves,
 * the operations that can be undone, interviewers' scorecards, the organisation's rejection reasons and the
 * audit of erased candidates.
 */

/**
 * One change of a candidate's place in a job's pipeline, newest last: a move (forwards or back), a
 * rejection and its reversal, a hire, an addition to or removal from the job. The stage records keep one row
 * per stage; this log keeps every visit, for the stage history and time in stage.
 */
export const candidateStageMoves = pgTable(
  'candidate_stage_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** move, reject, unreject, hire, add, remove. */
    kind: text('kind').notNull(),
    fromStageId: text('from_stage_id'),
    toStageId: text('to_stage_id'),
    operationId: uuid('operation_id'),
    /** E-mail of who did it. */
    movedBy: text('moved_by').notNull(),
    movedAt: tstz('moved_at').notNull().defaultNow(),
  },
  (t) => [
    index('csm_candidate_moved_idx').on(t.candidateId, t.movedAt),
    index('csm_job_moved_idx').on(t.jobId, t.movedAt),
    index('csm_operation_idx').on(t.operationId),
  ],
);

/**
 * A pipeline operation (POST /api/jobs/{id}/pipeline/operations), keyed by the client's operation id so a
 * repeated request is answered, not applied twice; what undo restores is in pipeline_operation_rows. Swept
 * an hour after it was made.
 */
export const pipelineOperations = pgTable(
  'pipeline_operations',
  {
    id: uuid('id').primaryKey(),
    domain: text('domain').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    args: jsonb('args').notNull(),
    affected: integer('affected').notNull(),
    message: text('message').notNull(),
    stageIds: jsonb('stage_ids').$type<string[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    undoUntil: tstz('undo_until'),
    undoneAt: tstz('undone_at'),
  },
  (t) => [index('pipeline_operations_created_idx').on(t.createdAt)],
);

/**
 * What undo of an operation restores, one row each, written by the database from the rows themselves (never
 * through the app): `state`, the pipeline columns of a record it changed as they were; `before`, a record it
 * deleted, whole (to_jsonb of the row); `inserted`, a record the operation created ({id, candidate_id}); `scorecard`, a scorecard a removal deleted; `primary`, a primary
 * job a removal cleared ({candidate_id, job_id}).
 */
export const pipelineOperationRows = pgTable(
  'pipeline_operation_rows',
  {
    operationId: uuid('operation_id')
      .notNull()
      .references(() => pipelineOperations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    row: jsonb('row').notNull(),
  },
  (t) => [index('pipeline_operation_rows_operation_idx').on(t.operationId, t.kind)],
);

/**
 * An interviewer's scorecard for one stage record: AC1-AC5 (0-10) against the stage's criteria, feedback,
 * and their mean as the overall. One per interviewer and record; the AI's scores stay on the record.
 */
export const stageScorecards = pgTable(
  'stage_scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => candidateStageRecords.id, { onDelete: 'cascade' }),
    interviewerEmail: text('interviewer_email').notNull(),
    interviewerName: text('interviewer_name'),
    ac1Score: numeric('ac1_score', { mode: 'number' }),
    ac2Score: numeric('ac2_score', { mode: 'number' }),
    ac3Score: numeric('ac3_score', { mode: 'number' }),
    ac4Score: numeric('ac4_score', { mode: 'number' }),
    ac5Score: numeric('ac5_score', { mode: 'number' }),
    overallMatch: numeric('overall_match', { mode: 'number' }),
    feedback: text('feedback'),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    /*
     * Copies of the record's, kept by the database (migration 0026: filled on insert, the AI overall followed
     * when the record's changes), so the AI agreement of a period reads this table alone
     * (docs/product/analytics.md#performance-metrics): the job's organisation, the job, the stage, and the
     * record's AI overall on the 0-10 scale (null while unscored).
     */
    domain: text('domain'),
    jobId: uuid('job_id'),
    stageId: text('stage_id'),
    stageTitle: text('stage_title'),
    aiOverall: numeric('ai_overall', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('stage_scorecards_record_interviewer_uq').on(t.recordId, t.interviewerEmail),
    /** Scorecards of an organisation's period (the AI agreement of docs/product/analytics.md#performance-metrics). */
    index('stage_scorecards_domain_submitted_idx').on(t.domain, t.submittedAt),
  ],
);

/** The organisation's pipeline settings: its rejection reasons in order (none: the defaults). */
export const pipelineSettings = pgTable('pipeline_settings', {
  domain: text('domain').primaryKey(),
  rejectionReasons: jsonb('rejection_reasons').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});

/**
 * That a candidate was erased (GDPR Art. 17): only the erased id, who erased them and when, nothing that
 * names them.
 */
export const candidateErasures = pgTable(
  'candidate_erasures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id').notNull(),
    domain: text('domain').notNull(),
    erasedBy: text('erased_by').notNull(),
    erasedAt: tstz('erased_at').notNull().defaultNow(),
  },
  (t) => [index('candidate_erasures_domain_idx').on(t.domain, t.erasedAt)],
);
