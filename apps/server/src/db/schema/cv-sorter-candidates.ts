import type { CvSorterCandidateStatus, CvSorterCategory, CvSorterRationales, CvSorterScores } from '@rw/core';
import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { cvSorterSearches } from './cv-sorter-searches.js';

/**
 * A candidate of a CV Sorter search (docs/product/cv-sorter.md#columns): the row of the file as mapped, its
 * triage category, and its scoring: `status` pending until scored or failed; `scores` and `rationales` per
 * criterion, `score` the final score, `assessment` the model's overall assessment (for a failed candidate
 * 'Processing failed after 3 attempts: {message}'); `attempts` the model calls that did not give a usable
 * score; `cost` and `tokens_used` of the call that scored it.
 */
export const cvSorterCandidates = pgTable(
  'cv_sorter_candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => cvSorterSearches.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    name: text('name').notNull(),
    currentTitle: text('current_title').notNull(),
    currentCompany: text('current_company').notNull(),
    linkedinUrl: text('linkedin_url'),
    category: text('category').$type<CvSorterCategory>().notNull().default('notSorted'),
    status: text('status').$type<CvSorterCandidateStatus>().notNull().default('pending'),
    scores: jsonb('scores').$type<CvSorterScores>(),
    rationales: jsonb('rationales').$type<CvSorterRationales>(),
    score: doublePrecision('score'),
    assessment: text('assessment'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    promptVersion: text('prompt_version'),
    model: text('model'),
    cost: doublePrecision('cost').notNull().default(0),
    tokensUsed: integer('tokens_used').notNull().default(0),
    scoredAt: tstz('scored_at'),
  },
  (t) => [
    index('cv_sorter_candidates_search_idx').on(t.searchId, t.rowIndex),
    index('cv_sorter_candidates_status_idx').on(t.searchId, t.status),
  ],
);
