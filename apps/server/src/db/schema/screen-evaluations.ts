import type { AnalysisOptions } from '@rw/core';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { createdAt } from './columns.js';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * A saved Screen Evaluation (docs/product/screen-evaluation.md#saved-evaluations): the list once kept in the
 * browser becomes one row per evaluation, owned by its user and tagged with their organisation (`domain`, the
 * tenant key). `transcript` is the full text; `transcript_preview` its first 200 characters + '…'. `candidate_id` attaches it to a
 * candidate of the organisation (listed on their page; erased with them); `job_id` names the job it was made for
 * (docs/product/screen-evaluation.md#for-a-candidate-and-a-job).
 */
export const screenEvaluations = pgTable(
  'screen_evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    transcript: text('transcript').notNull(),
    transcriptPreview: text('transcript_preview').notNull(),
    analysis: text('analysis').notNull(),
    options: jsonb('options').$type<AnalysisOptions>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('screen_evaluations_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('screen_evaluations_domain_idx').on(t.domain),
    index('screen_evaluations_candidate_created_idx').on(t.candidateId, t.createdAt.desc()),
    index('screen_evaluations_job_idx').on(t.jobId),
  ],
);
