import type { CvSorterPreview, CvSorterSearchStatus, CvSorterWeights } from '@rw/core';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * One CV Sorter search (docs/product/cv-sorter.md): an uploaded candidate list of one user in their
 * organisation (`domain`), the job it is scored for, its weights and 'Batch Settings', and its run. `name` is
 * null until the search is saved. `scored` and `failed` are recounted from its candidates, never added to;
 * `cost` and `tokens_used` add up the model calls whose results the run kept, in the transaction that keeps
 * them. `preview` is the CSV debug panel of the uploaded file. While a run goes on its worker stamps `heartbeat_at`; a run whose heartbeat went stale and whose queue
 * task is not waiting lost its worker and is resumed (`resumes`) or failed. `generation` fences workers: a
 * start or a resume raises it, and a worker of an older generation can write nothing more.
 */
export const cvSorterSearches = pgTable(
  'cv_sorter_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    name: text('name'),
    fileName: text('file_name'),
    /** The CSV debug panel of the uploaded file, kept so a reopened search shows it too. */
    preview: jsonb('preview').$type<CvSorterPreview>(),
    jobTitle: text('job_title').notNull().default(''),
    jobDescription: text('job_description').notNull().default(''),
    weights: jsonb('weights').$type<CvSorterWeights>().notNull(),
    batchSize: integer('batch_size').notNull(),
    delayMs: integer('delay_ms').notNull(),
    status: text('status').$type<CvSorterSearchStatus>().notNull().default('draft'),
    phase: text('phase').$type<'companies' | 'scoring'>(),
    total: integer('total').notNull().default(0),
    scored: integer('scored').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Companies described so far in the run's first phase, of `companies_total`. */
    companiesDone: integer('companies_done').notNull().default(0),
    companiesTotal: integer('companies_total').notNull().default(0),
    error: text('error'),
    promptVersion: text('prompt_version'),
    promptAdopted: boolean('prompt_adopted').notNull().default(false),
    model: text('model'),
    estimatedCost: doublePrecision('estimated_cost'),
    cost: doublePrecision('cost').notNull().default(0),
    tokensUsed: integer('tokens_used').notNull().default(0),
    generation: integer('generation').notNull().default(0),
    resumes: integer('resumes').notNull().default(0),
    taskId: text('task_id'),
    heartbeatAt: tstz('heartbeat_at'),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cv_sorter_searches_user_idx').on(t.userId, t.updatedAt.desc()),
    index('cv_sorter_searches_live_idx').on(t.heartbeatAt).where(sql`status in ('queued', 'running')`),
  ],
);
