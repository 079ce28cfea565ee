import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * A company profile (docs/product/companies.md#fields); `domain` is the creator's organisation, the tenant
 * key.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    size: text('size'),
    website: text('website'),
    description: text('description'),
    companyValues: text('company_values').array().notNull().default([]),
    companyBenefits: text('company_benefits').array().notNull().default([]),
    jobSpecIntro: text('job_spec_intro'),
    industry: text('industry'),
    location: text('location'),
    founded: text('founded'),
    toneOfVoiceInstructions: text('tone_of_voice_instructions'),
    toneOfVoiceSourceText: text('tone_of_voice_source_text'),
    toneOfVoiceLastUpdated: tstz('tone_of_voice_last_updated'),
    isPublic: boolean('is_public').notNull().default(true),
    companyDomain: text('company_domain').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    domain: text('domain').notNull(),
  },
  (t) => [
    index('companies_domain_idx').on(t.domain),
    index('companies_owner_idx').on(t.ownerUserId, t.createdAt),
    index('companies_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);
