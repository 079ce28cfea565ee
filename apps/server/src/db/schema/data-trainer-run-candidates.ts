import type { TrainerScores } from '@rw/core';
import { doublePrecision, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { dataTrainerCandidates } from './data-trainer-candidates.js';
import { dataTrainerRuns } from './data-trainer-runs.js';

/**
 * The hand-scored candidates of a run as it was started (docs/product/data-trainer.md#training): each one's
 * part of the split and a copy of its hand scores, so scores saved during the run do not change it.
 */
export const dataTrainerRunCandidates = pgTable(
  'data_trainer_run_candidates',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => dataTrainerRuns.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => dataTrainerCandidates.id, { onDelete: 'cascade' }),
    part: text('part').$type<'training' | 'held-out'>().notNull(),
    handScores: jsonb('hand_scores').$type<TrainerScores>().notNull(),
    handFinalScore: doublePrecision('hand_final_score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.candidateId] })],
);
