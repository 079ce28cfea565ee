import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';
import { jobs } from './jobs.js';

/**
 * One 'Score with AI' run (ScoreCandidates, docs/product/candidates.md#scoring): which stage of which job,
 * who asked, and how far it got, so progress survives a reload and is the same on every app instance.
 * `status` is queued, running, completed or failed.
 */
export const candidateScoringRuns = pgTable(
  'candidate_scoring_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    domain: text('domain').notNull(),
    requestedBy: text('requested_by').notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    scored: integer('scored').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [index('candidate_scoring_runs_job_idx').on(t.jobId, t.createdAt.desc())],
);
