import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';
import { jobs } from './jobs.js';

/**
 * One 'Score with AI' run (ScoreCandidates, docs/product/candidates.md#scoring): which stage of which job,
 * who asked, and how far it got, so progress survives a reload and is the same on every app instance.
 * `status` is queued, running, completed or failed. `scored` and `failed` are recounted from the run's items
 * (candidate_scoring_run_items), never added to. Its workers stamp `heartbeat_at` every few seconds; a run
 * whose heartbeat went stale and has no task waiting lost its worker and is resumed (`resumes` counts how
 * often) or failed (docs/product/candidates.md#interrupted-runs). `generation` fences workers: a resume raises
 * it, and a worker of an older generation can no longer write. `task_ids` are the queue tasks of the current
 * generation.
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
    /** What happened, in plain words (docs/product/ai.md#what-happened): the first failed item's detail. */
    errorDetail: text('error_detail'),
    generation: integer('generation').notNull().default(0),
    resumes: integer('resumes').notNull().default(0),
    taskIds: jsonb('task_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    heartbeatAt: tstz('heartbeat_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('candidate_scoring_runs_job_idx').on(t.jobId, t.createdAt.desc()),
    index('candidate_scoring_runs_live_idx').on(t.heartbeatAt).where(sql`status in ('queued', 'running')`),
  ],
);
