import type { TrainerMetric, TrainerPhase, TrainerRunStatus } from '@rw/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * One training run of an organisation (docs/product/data-trainer.md#training): the settings it trains with,
 * the instructions it started from (`base_instructions`, of version `base_version` or the built-in ones), its
 * split (`training_count`, `held_out_count`, `all_used`), and once done its best iteration with the training
 * and held-out agreement (and the held-out agreement of the starting instructions). `given_key`: the run was
 * started with a key of its own, which is never stored, so a resume cannot go on. While it goes on its worker
 * stamps `heartbeat_at`; a stale run whose queue task is not waiting is resumed (`resumes`) or failed.
 * `generation` fences workers: a resume raises it and an older worker can write nothing more. One run at a
 * time per organisation.
 */
export const dataTrainerRuns = pgTable(
  'data_trainer_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    startedBy: text('started_by'),
    status: text('status').$type<TrainerRunStatus>().notNull().default('queued'),
    phase: text('phase').$type<TrainerPhase>(),
    metric: text('metric').$type<TrainerMetric>().notNull(),
    improvementThreshold: doublePrecision('improvement_threshold').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    roleSummary: text('role_summary').notNull().default(''),
    trainingCount: integer('training_count').notNull().default(0),
    heldOutCount: integer('held_out_count').notNull().default(0),
    allUsed: boolean('all_used').notNull().default(false),
    baseVersion: integer('base_version'),
    baseInstructions: text('base_instructions').notNull(),
    bestIteration: integer('best_iteration'),
    trainingSimilarity: doublePrecision('training_similarity'),
    heldOutSimilarity: doublePrecision('held_out_similarity'),
    heldOutBaselineSimilarity: doublePrecision('held_out_baseline_similarity'),
    adoptedVersion: integer('adopted_version'),
    error: text('error'),
    givenKey: boolean('given_key').notNull().default(false),
    generation: integer('generation').notNull().default(1),
    resumes: integer('resumes').notNull().default(0),
    taskId: text('task_id'),
    heartbeatAt: tstz('heartbeat_at'),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('data_trainer_runs_domain_idx').on(t.domain, t.createdAt.desc()),
    index('data_trainer_runs_live_idx').on(t.heartbeatAt).where(sql`status in ('queued', 'running')`),
    uniqueIndex('data_trainer_runs_one_live').on(t.domain).where(sql`status in ('queued', 'running')`),
  ],
);
