import type { TrainerMetric } from '@rw/core';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { dataTrainerRuns } from './data-trainer-runs.js';

/**
 * The organisation's versions of the CV Sorter's scoring instructions (docs/product/data-trainer.md#adopting):
 * numbered from 1 per organisation, each the best instructions of a training run, with its metric, held-out
 * and training agreement, who adopted it and when. At most one is `active`: the one CV Sorter runs score
 * with (none: the built-in instructions). Restoring a version makes it the active one.
 */
export const scoringPromptVersions = pgTable(
  'scoring_prompt_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    version: integer('version').notNull(),
    instructions: text('instructions').notNull(),
    metric: text('metric').$type<TrainerMetric>().notNull(),
    heldOutSimilarity: doublePrecision('held_out_similarity'),
    trainingSimilarity: doublePrecision('training_similarity'),
    runId: uuid('run_id').references(() => dataTrainerRuns.id, { onDelete: 'set null' }),
    adoptedBy: text('adopted_by'),
    adoptedAt: tstz('adopted_at').notNull().defaultNow(),
    active: boolean('active').notNull().default(false),
  },
  (t) => [
    uniqueIndex('scoring_prompt_versions_domain_version').on(t.domain, t.version),
    uniqueIndex('scoring_prompt_versions_one_active').on(t.domain).where(sql`active`),
  ],
);
