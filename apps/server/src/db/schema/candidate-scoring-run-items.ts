import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { candidateScoringRuns } from './candidate-scoring-runs.js';

/**
 * One candidate of a scoring run (docs/product/candidates.md#interrupted-runs): `status` pending, scored or
 * failed (`error` says why, `error_detail` in plain words). An item leaves pending once, in the transaction that writes the candidate's scores
 * and records the model call's usage, so a resumed run scores only pending candidates and no call is metered
 * twice. The run's counters are counted from these rows. `candidate_id` has no foreign key: a candidate
 * deleted during the run stays counted, as failed.
 */
export const candidateScoringRunItems = pgTable(
  'candidate_scoring_run_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => candidateScoringRuns.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    /** What happened, in plain words (docs/product/ai.md#what-happened). */
    errorDetail: text('error_detail'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.candidateId] }),
    index('candidate_scoring_run_items_status_idx').on(t.runId, t.status),
  ],
);
