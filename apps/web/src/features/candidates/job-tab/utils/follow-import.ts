import { type CandidateImportStatus, importDoneMessage } from '@rw/core';
import { ApiError } from '#/lib/api-client';
import type { StatusLine } from './upload-validation';

/** How long the tab keeps asking after an upload that broke off: every 3 s, for up to 2 minutes. */
export const FOLLOW_IMPORT = { intervalMs: 3000, attempts: 40 } as const;

/** Whether an upload failed without the server's word on it (connection lost, timed out, server error). */
export function uploadBrokeOff(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.status === 0 || error.status >= 500)
  );
}

/**
 * The end of an import whose upload broke off (docs/product/candidates.md#interrupted-runs): asks for its record
 * until it is no longer running — through a server restart, whose sweeper fails an import its server dropped.
 * @returns the ended record, or null when it was never recorded (404) or still runs after `attempts` tries.
 */
export async function followImport(
  read: () => Promise<CandidateImportStatus>,
  opts: { intervalMs?: number; attempts?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<CandidateImportStatus | null> {
  const { intervalMs = FOLLOW_IMPORT.intervalMs, attempts = FOLLOW_IMPORT.attempts } = opts;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let i = 0; i < attempts; i++) {
    try {
      const record = await read();
      if (record.status !== 'running') return record;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
    }
    if (i < attempts - 1) await sleep(intervalMs);
  }
  return null;
}

/**
 * The line for an import that ended without its upload's answer: the record's message when it failed ('The
 * import was interrupted: …'), else 'Done. Imported X of Y.'.
 */
export function importEndLine(record: CandidateImportStatus, fallback: string): StatusLine {
  if (record.status === 'completed') {
    return { text: importDoneMessage(record.imported, record.total), tone: 'success' };
  }
  return { text: record.error ?? fallback, tone: 'error' };
}
