import { doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { dataTrainerRuns } from './data-trainer-runs.js';

/**
 * One iteration of a run (docs/product/data-trainer.md#training): the instructions it scores with (null until
 * the optimiser's answer is kept, with the call's usage), the optimiser's `rationale`, and once finished its
 * agreement on the training part and improvement over the best before, or the error ('Error in iteration N:
 * {reason}') with no similarity. `scored` counts the candidates of the training part scored with it.
 */
export const dataTrainerIterations = pgTable(
  'data_trainer_iterations',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => dataTrainerRuns.id, { onDelete: 'cascade' }),
    iteration: integer('iteration').notNull(),
    prompt: text('prompt'),
    rationale: text('rationale'),
    similarity: doublePrecision('similarity'),
    improvement: doublePrecision('improvement'),
    error: text('error'),
    scored: integer('scored').notNull().default(0),
    finishedAt: tstz('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.iteration] })],
);
