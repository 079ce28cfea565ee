import type { TrainerMetric } from '@rw/core';
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * The organisation's Data Trainer settings ('Job Information', 'Training Settings') and the description work
 * of its set's companies (docs/product/data-trainer.md#company-descriptions): `describe_status` running while
 * a worker describes the missing companies (`describe_done` of `describe_total`), stamping
 * `describe_heartbeat_at`; a stale one is sent again (the companies already described are kept in the
 * company dataset, so none is paid twice). `describe_generation` fences workers as a run's generation does.
 */
export const dataTrainerSettings = pgTable('data_trainer_settings', {
  domain: text('domain').primaryKey(),
  jobTitle: text('job_title').notNull().default(''),
  roleSummary: text('role_summary').notNull().default(''),
  metric: text('metric').$type<TrainerMetric>().notNull().default('spearman'),
  improvementThreshold: doublePrecision('improvement_threshold').notNull().default(0.02),
  describeStatus: text('describe_status').$type<'idle' | 'running' | 'failed'>().notNull().default('idle'),
  describeDone: integer('describe_done').notNull().default(0),
  describeTotal: integer('describe_total').notNull().default(0),
  describeError: text('describe_error'),
  describeUserId: text('describe_user_id').references(() => users.id, { onDelete: 'set null' }),
  describeGeneration: integer('describe_generation').notNull().default(0),
  describeResumes: integer('describe_resumes').notNull().default(0),
  describeTaskId: text('describe_task_id'),
  describeHeartbeatAt: tstz('describe_heartbeat_at'),
  updatedAt: updatedAt(),
});
