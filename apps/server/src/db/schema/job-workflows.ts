import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { jobs } from './jobs.js';

/** The interview-process canvas of a job: layers of blocks (docs/product/interview-process.md#saving). */
export const jobWorkflows = pgTable('job_workflows', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  workflow: jsonb('workflow').notNull(),
  updatedAt: updatedAt(),
});

/** The details of one canvas block: interviewers, assessment criteria, plan, killer questions. */
export const jobStageDetails = pgTable(
  'job_stage_details',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    layerId: text('layer_id').notNull(),
    blockId: text('block_id').notNull(),
    details: jsonb('details').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.layerId, t.blockId] })],
);
