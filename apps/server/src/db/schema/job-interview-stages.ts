import { boolean, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { jobs } from './jobs.js';

/**
 * One stage of a job's interview process (docs/product/interview-process.md#saving). `stage_type` is glance,
 * profile_review, talent_screen, washup, offer or stage_{n} with an optional a/b/c suffix; rubricN holds JSON
 * rubric rows.
 */
export const jobInterviewStages = pgTable(
  'job_interview_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageType: text('stage_type').notNull(),
    stageTitle: text('stage_title'),
    stageEmoji: text('stage_emoji'),
    interviewerName: text('interviewer_name'),
    interviewerEmail: text('interviewer_email'),
    interviewerSlack: text('interviewer_slack'),
    durationMinutes: integer('duration_minutes'),
    ac1: text('ac1'),
    ac2: text('ac2'),
    ac3: text('ac3'),
    ac4: text('ac4'),
    ac5: text('ac5'),
    rubric1: text('rubric1'),
    rubric2: text('rubric2'),
    rubric3: text('rubric3'),
    rubric4: text('rubric4'),
    rubric5: text('rubric5'),
    interviewPlan: text('interview_plan'),
    killerQuestions: text('killer_questions').array().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('job_interview_stages_job_type_uq').on(t.jobId, t.stageType)],
);
