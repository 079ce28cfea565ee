import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz, updatedAt } from './columns.js';
import { jobs } from './jobs.js';

/**
 * The Role Builder's canvas of a job (docs/product/role-builder.md#save-process): its nodes as last saved
 * with Save Process (positions, configuration, the step each became), and the role's assessment criteria as
 * last saved with Save Criteria (docs/product/role-builder.md#assessment-criteria). The process itself is
 * the job's workflow; this keeps only what the canvas adds. `domain` is the job's organisation.
 */
export const roleBuilderCanvases = pgTable('role_builder_canvases', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  domain: text('domain').notNull(),
  nodes: jsonb('nodes').notNull().default([]),
  criteria: jsonb('criteria').notNull().default([]),
  savedAt: tstz('saved_at'),
  updatedAt: updatedAt(),
});
