import type { DocumentImportFileStatus } from '@rw/core';
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { createdAt, tstz, updatedAt } from './columns.js';
import { jobs } from './jobs.js';
import { storedFiles } from './stored-files.js';

/**
 * A batch of CVs and LinkedIn PDFs uploaded to stage `stage_id` of job `job_id`
 * (docs/product/documents.md#upload-on-a-stage), of organisation `domain`, by user `requested_by`. It is
 * 'running' until every file is settled (imported, failed, or waiting for a confirmation), then 'completed'.
 * `updated_at` moves whenever a file of it does.
 */
export const documentImports = pgTable(
  'document_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    status: text('status').$type<'running' | 'completed'>().notNull().default('running'),
    total: integer('total').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('document_imports_domain_job_idx').on(t.domain, t.jobId, t.createdAt.desc()),
    index('document_imports_running_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * One file of a batch: its name (made safe) and size as chosen, then its state. `stored_file_id` once its
 * bytes are kept; `candidate_id` and `outcome` once imported; `match_candidate_id` and `parsed` (the read
 * profile and text, until answered) while it waits for a name + phone match to be confirmed.
 */
export const documentImportFiles = pgTable(
  'document_import_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => documentImports.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    status: text('status').$type<DocumentImportFileStatus>().notNull().default('waiting'),
    message: text('message'),
    storedFileId: uuid('stored_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<'created' | 'updated'>(),
    matchCandidateId: uuid('match_candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    parsed: jsonb('parsed'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_import_files_import_idx').on(t.importId, t.position),
    index('document_import_files_candidate_idx').on(t.candidateId),
    index('document_import_files_match_idx').on(t.matchCandidateId),
  ],
);
