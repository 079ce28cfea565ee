import type { Readable } from 'node:stream';
import {
  type AuditAction,
  type AuditLogPage,
  auditActionLabels,
  describeAuditEntry,
  type PeriodQuery,
  parseIsoDate,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { type CsvCell, csvStream } from '#src/lib/csv-export.js';
import type { Caller } from '#src/plugins/auth.js';
import { type AuditFilter, auditEntries, auditPage } from './audit.queries.js';

type Filters = PeriodQuery & { user_id?: string | undefined; action?: string | undefined };

const DAY_MS = 86_400_000;

/**
 * The filters as instants: `from` is the start of its UTC day, `to` the end of its. Either may be absent.
 * @throws AppError VALIDATION 'The start date must be on or before the end date.'
 */
function filterOf(q: Filters): AuditFilter {
  const start = q.from ? parseIsoDate(q.from) : undefined;
  const end = q.to ? new Date(parseIsoDate(q.to).getTime() + DAY_MS) : undefined;
  if (start && end && start >= end) {
    throw new AppError('VALIDATION', 'The start date must be on or before the end date.');
  }
  return { userId: q.user_id, action: q.action, start, end };
}

/**
 * A page of the caller's organisation's audit log, newest first (docs/product/admin.md#audit-log), by
 * person, action and period.
 * @throws AppError VALIDATION for dates out of order; BAD_REQUEST 'Invalid cursor'.
 */
export async function listAuditLog(
  db: Db,
  caller: Caller,
  q: Filters & { limit: number; cursor?: string | undefined },
): Promise<AuditLogPage> {
  return auditPage(db, caller.domain, { ...filterOf(q), limit: q.limit, cursor: q.cursor });
}

/** Headers of the audit log export (docs/product/admin.md#audit-log). */
export const auditExportHeaders = ['Time (UTC)', 'Person', 'E-mail', 'Action', 'What', 'Details'] as const;

/**
 * The filtered audit log as CSV through the project's CSV export (UTF-8 with a byte-order mark, formula
 * cells neutralised), newest first: one line per entry with its description and its details as JSON.
 * @returns the file's name ('audit-log-{date}.csv', the export's UTC date) and its stream.
 * @throws AppError VALIDATION for dates out of order.
 */
export function exportAuditLog(
  db: Db,
  caller: Caller,
  q: Filters,
  now: Date,
): { fileName: string; stream: Readable } {
  const filter = filterOf(q);
  async function* lines(): AsyncGenerator<CsvCell[]> {
    for await (const e of auditEntries(db, caller.domain, filter)) {
      yield [
        e.created_at,
        e.actor_name,
        e.actor_email,
        auditActionLabels[e.action as AuditAction] ?? e.action,
        describeAuditEntry(e),
        JSON.stringify(e.details),
      ];
    }
  }
  return {
    fileName: `audit-log-${now.toISOString().slice(0, 10)}.csv`,
    stream: csvStream(auditExportHeaders, lines()),
  };
}
