import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { createdAt } from './columns.js';

/**
 * An uploaded file kept for its organisation (`domain`, the tenant key; docs/product/documents.md#stored-files):
 * a CV or a LinkedIn profile export of candidate `candidate_id`. `name` is the uploaded name made safe
 * (a label only), `content_type` what its bytes were recognised as, `sha256` the hex digest of its bytes,
 * `storage_key` where the storage driver keeps them (`{domain}/{uuid}`). Erasing a candidate removes their
 * rows and bytes; a merge moves them to the candidate kept.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'cv' | 'linkedin'>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stored_files_storage_key_uq').on(t.storageKey),
    index('stored_files_candidate_idx').on(t.candidateId, t.createdAt.desc()),
    index('stored_files_domain_idx').on(t.domain, t.createdAt.desc()),
  ],
);
