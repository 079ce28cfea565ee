import type { TrainerScores } from '@rw/core';
import { doublePrecision, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { dataTrainerCandidates } from './data-trainer-candidates.js';
import { dataTrainerRuns } from './data-trainer-runs.js';

/**
 * The model's scores of one candidate with one iteration's instructions (docs/product/data-trainer.md#training),
 * written in the transaction that records the call's usage: a resumed run scores only the candidates without
 * a row, so none is scored or paid for twice. Held-out candidates are scored under the best iteration (and
 * iteration 1 for the baseline); the parts never share a candidate, so the key stays unique.
 */
export const dataTrainerModelScores = pgTable(
  'data_trainer_model_scores',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => dataTrainerRuns.id, { onDelete: 'cascade' }),
    iteration: integer('iteration').notNull(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => dataTrainerCandidates.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<TrainerScores>().notNull(),
    finalScore: doublePrecision('final_score').notNull(),
    model: text('model'),
    tokensUsed: integer('tokens_used').notNull().default(0),
    cost: doublePrecision('cost').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.iteration, t.candidateId] })],
);
