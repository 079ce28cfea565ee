import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns.js';
import { jobs } from './jobs.js';

/**
 * A candidate (docs/product/candidates.md#data). Visible to users of the `domain` of `created_by_email`;
 * `linkedin_key` is the normalised LinkedIn URL used for dedupe within one organisation.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    location: text('location'),
    currentTitle: text('current_title'),
    currentCompany: text('current_company'),
    linkedinUrl: text('linkedin_url'),
    linkedinKey: text('linkedin_key'),
    linkedinRawText: text('linkedin_raw_text'),
    cvFileUrl: text('cv_file_url'),
    cvText: text('cv_text'),
    cvLastUpdated: tstz('cv_last_updated'),
    jobHistory: jsonb('job_history'),
    /** The version of the parser that last read their CV or LinkedIn profile (docs/product/documents.md#parsing). */
    cvParserVersion: integer('cv_parser_version'),
    currentPrimaryJobId: uuid('current_primary_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    lastActivityAt: tstz('last_activity_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdByEmail: text('created_by_email').notNull(),
    domain: text('domain').notNull(),
    /**
     * What the candidates search matches (docs/product/candidates.md#candidates-list): 'first last | email |
     * title | company | location' without accents and lower-cased (`lower(immutable_unaccent(...))`, the
     * same folding the search applies to its term), kept by the database and indexed with trigrams for
     * substring search. immutable_unaccent is migration 0008's IMMUTABLE wrapper of the unaccent extension
     * (a generated column may only call IMMUTABLE functions; unaccent() itself is STABLE).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(public.immutable_unaccent(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' | ' || coalesce(email, '') || ' | ' || coalesce(current_title, '') || ' | ' || coalesce(current_company, '') || ' | ' || coalesce(location, '')))`,
      ),
  },
  (t) => [
    uniqueIndex('candidates_domain_linkedin_uq')
      .on(t.domain, t.linkedinKey)
      .where(sql`${t.linkedinKey} is not null`),
    index('candidates_domain_email_idx').on(t.domain, sql`lower(${t.email})`),
    index('candidates_domain_created_idx').on(t.domain, t.createdAt.desc(), t.id.desc()),
    index('candidates_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
