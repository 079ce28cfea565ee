import type { Readable } from 'node:stream';
import {
  bareCarriageReturnMessage,
  type CandidateImportResult,
  candidateFromRow,
  candidateImportMessages,
  candidateMessages,
  columnCountMessage,
  fieldTooLongMessage,
  HEADER_SEARCH_ROWS,
  IMPORT_ERRORS_MAX,
  type ImportColumnMap,
  type ImportProgressEvent,
  type ImportRowError,
  importDoneMessage,
  importErrorLine,
  importFieldOverLimit,
  importFields,
  importInterruptedMessage,
  isValidEmail,
  mapImportHeader,
  normalizeLinkedinUrl,
  rowTooLongMessage,
  unclosedQuoteMessage,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import type { EventBus, Log } from '#src/platform/events/event.js';
import type { RunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { Caller } from '#src/plugins/auth.js';
import { ImportInterrupted, openImportRecord } from './candidate-import.lifecycle.js';
import type { ImportRow } from './candidate-import.plan.js';
import { analyzeCandidateTables } from './candidate-import.queries.js';
import { writeBatch } from './candidate-import.write.js';
import { CsvDecoder, type CsvRow, readCsvRows } from './csv-decode.js';

/** Rows written per transaction: big enough for few round trips, small enough to stream. */
export const IMPORT_BATCH_ROWS = 5000;
/** An import that creates at least this many candidates refreshes the tables' statistics afterwards. */
const ANALYZE_AFTER_CREATED = 1000;
/** At most one `import.progress` event per this many milliseconds (about 4 a second), plus the final one. */
const PROGRESS_INTERVAL_MS = 250;

export type ImportCandidatesOptions = {
  db: Db;
  bus?: EventBus;
  log?: Log;
  /** The importer: created_by_email of new candidates, whose domain scopes dedupe, who gets the progress. */
  caller: Caller;
  /** A job of the importer's organisation (the caller has checked). */
  jobId: string;
  importId: string;
  fileName: string;
  /** The upload's bytes; `truncated` is set by the multipart reader when it cut the file at its size limit. */
  file: Readable & { truncated?: boolean };
  /** The request's content-length in bytes, for progress; null when absent. */
  bytesTotal: number | null;
  batchRows?: number;
  /** Test hook: runs after each committed batch (1-based); a throw fails the import there, like a crash. */
  afterBatch?: (batch: number) => void | Promise<void>;
  /** The heartbeat's clock and interval (docs/product/candidates.md#interrupted-runs). */
  runs?: RunLifecycle;
};

type Counts = {
  rows: number;
  total: number;
  imported: number;
  created: number;
  updated: number;
  skipped: number;
};

/**
 * CSV import into a job's Glance stage (docs/product/candidates.md#import): reads the upload
 * as it streams, finds the header (after up to HEADER_SEARCH_ROWS note lines, as LinkedIn's export has), maps
 * each row (core's mapImportHeader / candidateFromRow), and writes batches of `batchRows` rows, each in one
 * transaction: dedupe within the organisation, insert or update, add to the Glance stage (action owner
 * recruiter). A row that cannot be read as written (docs/product/candidates.md#import-problems: unclosed
 * quote, lone CR, column count, over CSV_ROW_MAX_CHARS), with a value over its limit (importFieldOverLimit,
 * the JSON API's limits), with a bad e-mail or that the database refuses is reported and the import goes on;
 * such rows count in Y and are never merged into another. The
 * import is recorded in candidate_imports (running → completed / failed; counted in each batch's transaction,
 * with a heartbeat while it reads: an import whose server stopped is failed by a sweeper with 'The import was
 * interrupted: …', docs/product/candidates.md#interrupted-runs) and reported as `import.progress` events and
 * a final `import.status` event to the importer.
 * @returns the counts, the row errors (first IMPORT_ERRORS_MAX by line) and the status lines: one per row
 *   error (importErrorLine: 'Error importing {first} {last}: {message}' or the row's 'Line {n}: …'), then
 *   'Done. Imported X of Y.'.
 * @throws AppError VALIDATION 'CSV appears empty' (no header and row), 'Could not find First Name/Last Name
 *   columns in header.', 'No candidate rows detected'; PAYLOAD_TOO_LARGE past
 *   IMPORT_MAX_BYTES; CONFLICT when the import id was used before, or 'The import was interrupted: …' when a
 *   sweeper ended it meanwhile (its heartbeat had gone stale). Batches written before a failure stay.
 */
export async function importCandidatesCsv(opts: ImportCandidatesOptions): Promise<CandidateImportResult> {
  const { db, caller, jobId, importId } = opts;
  const batchRows = opts.batchRows ?? IMPORT_BATCH_ROWS;
  // Running, with a heartbeat while this server reads the upload; each batch is counted in its transaction.
  const record = await openImportRecord({
    db,
    bus: opts.bus,
    log: opts.log,
    caller,
    jobId,
    importId,
    fileName: opts.fileName,
    lifecycle: opts.runs,
    progress: () => ({ total: counts.total, errors: firstErrors([...errors]) }),
  });
  if (!record) throw new AppError('CONFLICT', candidateImportMessages.importIdTaken);

  const counts: Counts = { rows: 0, total: 0, imported: 0, created: 0, updated: 0, skipped: 0 };
  let errors: ImportRowError[] = [];
  const addError = (
    row: { line: number; candidate: Pick<ImportRow['candidate'], 'first_name' | 'last_name'> },
    message: string,
  ) => {
    errors.push({
      row: row.line,
      first_name: row.candidate.first_name ?? '',
      last_name: row.candidate.last_name ?? '',
      message,
    });
    if (errors.length > 2 * IMPORT_ERRORS_MAX) errors = firstErrors(errors);
  };
  /** A row reported by its line alone (a reading problem or a value over its limit). */
  const addLineError = (line: number, message: string) =>
    addError({ line, candidate: { first_name: null, last_name: null } }, message);

  const decoder = new CsvDecoder();
  let lastProgress = 0;
  const progress = (done: boolean): Promise<void> | undefined => {
    if (!opts.bus) return;
    const now = Date.now();
    if (!done && now - lastProgress < PROGRESS_INTERVAL_MS) return;
    lastProgress = now;
    const data: ImportProgressEvent = {
      import_id: importId,
      job_id: jobId,
      bytes_read: decoder.bytesRead,
      bytes_total: opts.bytesTotal,
      rows: counts.rows,
      imported: counts.imported,
      done,
    };
    return opts.bus.publish(caller.id, { type: 'import.progress', data });
  };

  // One batch is written while the next is parsed; `failure` holds the writer's error until it is awaited.
  let inFlight: Promise<void> | null = null;
  let failure: unknown = null;
  let batches = 0;
  const write = async (rows: ImportRow[]) => {
    const outcome = await writeBatch({ db, user: caller, jobId, onCommit: record.onCommit }, rows);
    counts.created += outcome.created;
    counts.updated += outcome.updated;
    counts.imported += outcome.created + outcome.updated;
    for (const e of outcome.errors) addError(e.row, e.message);
    batches += 1;
    await opts.afterBatch?.(batches);
    void progress(false);
  };
  const settle = async () => {
    if (inFlight) await inFlight;
    inFlight = null;
    if (failure) throw failure;
  };

  try {
    let map: ImportColumnMap | null = null;
    let records = 0;
    let batch: ImportRow[] = [];
    for await (const row of readCsvRows(opts.file, decoder, {
      isHeader: (cells) => mapImportHeader(cells) !== null,
      headerLines: HEADER_SEARCH_ROWS,
    })) {
      records += 1;
      if (!map) {
        map = row.kind === 'header' ? mapImportHeader(row.cells) : null;
        if (!map && records >= HEADER_SEARCH_ROWS) break;
        continue;
      }
      const { cells, line } = row;
      counts.rows += 1;
      const problem = rowProblemMessage(row, map);
      if (problem) {
        counts.total += 1;
        addLineError(line, problem);
        continue;
      }
      const candidate = candidateFromRow(cells, map);
      if (!candidate) {
        counts.skipped += 1;
        continue;
      }
      counts.total += 1;
      const overLimit = importFieldOverLimit(cells, map, candidate, (i) => row.cut.includes(i));
      if (overLimit) {
        addLineError(line, fieldTooLongMessage(line, overLimit));
        continue;
      }
      if (candidate.email && !isValidEmail(candidate.email)) {
        addError({ line, candidate }, candidateMessages.invalidEmail);
        continue;
      }
      batch.push({
        line,
        candidate,
        linkedinKey: normalizeLinkedinUrl(candidate.linkedin_url),
        emailKey: candidate.email?.toLowerCase() ?? null,
      });
      if (batch.length >= batchRows) {
        await settle();
        inFlight = write(batch).catch((err: unknown) => {
          failure = err;
        });
        batch = [];
      }
      if (counts.rows % 1000 === 0) void progress(false);
    }
    if (!map) {
      throw new AppError(
        'VALIDATION',
        records < 2 ? candidateMessages.csvEmpty : candidateMessages.noNameColumns,
      );
    }
    if (counts.rows === 0) throw new AppError('VALIDATION', candidateMessages.csvEmpty);
    if (counts.total === 0) throw new AppError('VALIDATION', candidateMessages.noRows);
    await settle();
    if (opts.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', candidateImportMessages.fileTooLarge);
    if (batch.length > 0) await write(batch);
  } catch (err) {
    await inFlight;
    const reported = asAppError(err);
    // An import a sweeper ended (its heartbeat went stale) keeps that end; any other failure is recorded here.
    const interrupted = err instanceof ImportInterrupted;
    if (interrupted) await record.stop();
    else {
      const error = reported instanceof AppError ? reported.message : null;
      await record
        .finish({ status: 'failed', ...outcomeOf(counts, errors), error })
        .catch((e: unknown) => opts.log?.error({ err: e, importId }, 'candidate import not marked failed'));
    }
    await progress(true);
    throw interrupted ? new AppError('CONFLICT', importInterruptedMessage(counts.imported)) : reported;
  }

  errors = firstErrors(errors);
  const ended = await record.finish({ status: 'completed', ...outcomeOf(counts, errors) });
  await progress(true);
  if (!ended) throw new AppError('CONFLICT', importInterruptedMessage(counts.imported));
  if (counts.created >= ANALYZE_AFTER_CREATED) {
    // In the background: the importer need not wait, and the next import or search plans with the new sizes.
    analyzeCandidateTables(db).catch((err: unknown) =>
      opts.log?.warn({ err, importId }, 'candidate tables not analysed after import'),
    );
  }
  return {
    import_id: importId,
    total: counts.total,
    imported: counts.imported,
    created: counts.created,
    updated: counts.updated,
    skipped: counts.skipped,
    errors,
    messages: [...errors.map(importErrorLine), importDoneMessage(counts.imported, counts.total)],
  };
}

/** The first IMPORT_ERRORS_MAX row errors in file order. */
function firstErrors(errors: ImportRowError[]): ImportRowError[] {
  return errors.sort((a, b) => a.row - b.row).slice(0, IMPORT_ERRORS_MAX);
}

/** What the record keeps at the end besides the committed counts: the named rows read and the row errors. */
function outcomeOf(counts: Counts, errors: ImportRowError[]) {
  return { total: counts.total, errors: firstErrors(errors) };
}

/**
 * The status line of a row the reader could not take as written (docs/product/candidates.md#import-problems),
 * or null. A row over CSV_ROW_MAX_CHARS whose cut cell is a mapped field is reported as that field's limit.
 */
function rowProblemMessage(row: CsvRow, map: ImportColumnMap): string | null {
  const { problem, line } = row;
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'too-long': {
      const field = importFields.find((f) => map[f] !== undefined && row.cut.includes(map[f]));
      return field ? fieldTooLongMessage(line, field) : rowTooLongMessage(line);
    }
    case 'unclosed-quote':
      return unclosedQuoteMessage(line, problem.lastLine);
    case 'bare-cr':
      return bareCarriageReturnMessage(line);
    case 'columns':
      return columnCountMessage(line, problem.columns, problem.expected);
  }
}

/** The upload limit's error as the API reports it; others unchanged. */
function asAppError(err: unknown): unknown {
  if ((err as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', candidateImportMessages.fileTooLarge);
  }
  return err;
}
