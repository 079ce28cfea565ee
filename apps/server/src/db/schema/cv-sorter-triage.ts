import type { CvSorterCategory } from '@rw/core';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { cvSorterSearches } from './cv-sorter-searches.js';

/**
 * One triage action of a CV Sorter search (docs/product/cv-sorter.md#triage), kept so that Undo can put every
 * candidate it moved back where it was: `changes` lists each candidate moved and its category before.
 * Undo removes the latest action of the search.
 */
export const cvSorterTriageActions = pgTable(
  'cv_sorter_triage_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => cvSorterSearches.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'move' | 'eliminateByScore'>().notNull(),
    changes: jsonb('changes').$type<{ id: string; from: CvSorterCategory }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cv_sorter_triage_actions_search_idx').on(t.searchId, t.createdAt.desc())],
);
