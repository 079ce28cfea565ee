import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns.js';

/**
 * An organisation's 'Re-parse all' (docs/product/documents.md#re-parsing): every candidate of `domain` with a
 * stored CV or LinkedIn PDF read again with parser `parser_version`, in candidate id order after `cursor`.
 * `done` and `failed` are counted as each candidate is written; `updated_at` is the run's heartbeat.
 */
export const documentReparseRuns = pgTable(
  'document_reparse_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByEmail: text('requested_by_email').notNull(),
    status: text('status').$type<'running' | 'completed' | 'failed'>().notNull().default('running'),
    parserVersion: integer('parser_version').notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    cursor: uuid('cursor'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('document_reparse_runs_domain_idx').on(t.domain, t.createdAt.desc()),
    index('document_reparse_runs_running_idx').on(t.status, t.updatedAt),
  ],
);
