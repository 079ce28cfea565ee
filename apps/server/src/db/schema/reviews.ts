import type { ReviewPronouns, ReviewStatus } from '@rw/core';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { createdAt, tstz, updatedAt } from './columns.js';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * A Reviewer write-up (docs/product/reviewer.md#stored-reviews): owned by its user and tagged with their
 * organisation (`domain`, the tenant key). It keeps the four inputs it was made from, so its quotes can be
 * checked and a failed one retried. `candidate_id` attaches it to a candidate of the organisation (listed on
 * their page; erased with them); `job_id` names the job it was picked from. While `status` is 'processing'
 * the generating request stamps `heartbeat_at`; a review whose heartbeat went stale lost its generation and
 * reads as 'error'.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    candidateName: text('candidate_name').notNull(),
    jobTitle: text('job_title').notNull(),
    pronouns: text('pronouns').$type<ReviewPronouns>().notNull(),
    jobDescription: text('job_description').notNull(),
    recruiterCommentary: text('recruiter_commentary').notNull(),
    candidateCv: text('candidate_cv').notNull(),
    callTranscript: text('call_transcript').notNull(),
    status: text('status').$type<ReviewStatus>().notNull(),
    content: text('content').notNull().default(''),
    model: text('model'),
    promptVersion: integer('prompt_version').notNull(),
    quotesVerified: integer('quotes_verified').notNull().default(0),
    quotesTotal: integer('quotes_total').notNull().default(0),
    error: text('error'),
    heartbeatAt: tstz('heartbeat_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('reviews_candidate_created_idx').on(t.candidateId, t.createdAt.desc()),
    index('reviews_job_idx').on(t.jobId),
    index('reviews_domain_idx').on(t.domain),
  ],
);
