import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { jobs } from './jobs.js';

/**
 * One CSV import into a job (docs/product/candidates.md#import): who imported which file, and its outcome —
 * the message 'Done. Imported X of Y.' as numbers, plus the per-row errors. `status` is running, completed or
 * failed. `imported`, `created` and `updated` are written in the transaction of each batch they count, so
 * they never say more than is committed. The worker stamps `heartbeat_at` every few seconds; a running import
 * whose heartbeat went stale lost its server and is failed with `error` saying so
 * (docs/product/candidates.md#interrupted-runs). `requested_by` is the importer's user id (live events).
 */
export const candidateImports = pgTable(
  'candidate_imports',
  {
    /** The id the importing client chose (for its progress events): unique within the organisation only. */
    id: uuid('id').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    domain: text('domain').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    requestedBy: text('requested_by'),
    fileName: text('file_name'),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors:
      jsonb('errors').$type<{ row: number; first_name: string; last_name: string; message: string }[]>(),
    error: text('error'),
    startedAt: tstz('started_at').notNull().defaultNow(),
    heartbeatAt: tstz('heartbeat_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    // Keyed by organisation too: an id another organisation chose is simply another import, never a conflict.
    primaryKey({ name: 'candidate_imports_pkey', columns: [t.domain, t.id] }),
    index('candidate_imports_job_idx').on(t.jobId, t.startedAt.desc()),
    index('candidate_imports_running_idx').on(t.heartbeatAt).where(sql`status = 'running'`),
  ],
);
