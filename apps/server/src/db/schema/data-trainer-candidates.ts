import type { TrainerScores } from '@rw/core';
import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';

/**
 * The organisation's Data Trainer set (docs/product/data-trainer.md#upload): one row per candidate of the
 * uploaded CSV, in file order (`position`), blind fields only. A new upload replaces the set; 'Clear Data'
 * deletes it. `scores` are the recruiter's hand scores per criterion (0-10), with who saved them and when;
 * `hand_final_score` their mean, null until scored.
 */
export const dataTrainerCandidates = pgTable(
  'data_trainer_candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    currentCompany: text('current_company').notNull(),
    currentTitle: text('current_title').notNull(),
    scores: jsonb('scores').$type<TrainerScores>(),
    handFinalScore: doublePrecision('hand_final_score'),
    scoredBy: text('scored_by'),
    scoredAt: tstz('scored_at'),
    createdAt: createdAt(),
  },
  (t) => [index('data_trainer_candidates_domain_idx').on(t.domain, t.position)],
);
