import type { CvProfile, LinkedinParse, LinkedinParseVia } from '@rw/core';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { createdAt, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * A LinkedIn Parser parse (docs/product/linkedin-parser.md#recent-parses), kept for its user and tagged with
 * their organisation (`domain`, the tenant key): the text read (pasted, sent by the Content Extractor, or the
 * dropped file's), the profile read from it with the user's edits, and how it was read. `candidate_id` is the
 * candidate it was last saved as (cleared when they are erased). A user keeps their latest 50.
 */
export const linkedinParses = pgTable(
  'linkedin_parses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    via: text('via').$type<LinkedinParseVia>().notNull(),
    input: text('input').$type<LinkedinParse['input']>().notNull(),
    fileName: text('file_name'),
    sourceUrl: text('source_url'),
    text: text('text').notNull(),
    readAs: text('read_as').$type<'linkedin' | 'cv'>().notNull(),
    profile: jsonb('profile').$type<CvProfile>().notNull(),
    parserVersion: integer('parser_version').notNull(),
    aiError: text('ai_error'),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    savedVia: text('saved_via').$type<LinkedinParseVia>(),
    savedAt: tstz('saved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('linkedin_parses_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('linkedin_parses_domain_idx').on(t.domain),
    index('linkedin_parses_candidate_idx').on(t.candidateId),
  ],
);
