import {
  type CandidateImportStatus,
  GLANCE_STAGE,
  type ImportRowError,
  importInterruptedMessage,
  importNotFoundMessage,
  jobMessages,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { notFound } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { findJob } from '#src/modules/jobs/index.js';
import type { EventBus, Log } from '#src/platform/events/event.js';
import { defaultRunLifecycle, type RunLifecycle, startHeartbeat } from '#src/platform/queue/run-lifecycle.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  beatImport,
  failStaleImport,
  findImport,
  findStaleImports,
  finishImportRow,
  type ImportRecordRow,
  insertImportRow,
  recordImportBatch,
} from './candidate-import.queries.js';
import { type BatchOutcome, BatchRefused } from './candidate-import.write.js';
import type { Tx } from './candidate-stage.queries.js';

/*
 * The lifecycle of a CSV import's record (docs/product/candidates.md#interrupted-runs): opened running with a
 * heartbeat the importing server stamps while it works, counted in each batch's transaction, ended completed or
 * failed — or failed by a sweeper when its server stopped, since the upload it was reading is gone with it.
 */

/** An import's record while it runs. */
export type ImportRecord = {
  /** The batch's `onCommit`: counts it in its transaction. @throws BatchRefused when the import was ended meanwhile. */
  onCommit: (tx: Tx, outcome: BatchOutcome) => Promise<void>;
  /** Ends it (status, named rows read, row errors, why it failed) and announces it. @returns false when a sweeper had ended it. */
  finish: (outcome: {
    status: 'completed' | 'failed';
    total: number;
    errors: ImportRowError[];
    error?: string | null;
  }) => Promise<boolean>;
  /** Stops the heartbeat (also done by `finish`). */
  stop: () => Promise<void>;
};

/**
 * The message and status of an import whose record was ended under it: 'The import was interrupted: …'
 * (docs/product/candidates.md#interrupted-runs).
 */
export class ImportInterrupted extends BatchRefused {}

/** An import's record as the API and the `import.status` event report it. */
export function toImportStatus(row: ImportRecordRow): CandidateImportStatus {
  return {
    import_id: row.id,
    job_id: row.jobId,
    file_name: row.fileName,
    status: row.status as CandidateImportStatus['status'],
    total: row.total,
    imported: row.imported,
    created: row.created,
    updated: row.updated,
    error: row.error,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

async function announce(bus: EventBus | undefined, row: ImportRecordRow) {
  if (!bus || !row.requestedBy) return;
  await bus.publish(row.requestedBy, { type: 'import.status', data: toImportStatus(row) });
}

/**
 * Opens the record of import `importId` (status running, heartbeat now) into the Glance stage of job `jobId`
 * and starts its heartbeat (every `lifecycle.heartbeatMs`). `progress()` gives the named rows read and the row
 * errors so far, saved with each batch. @returns null when the organisation used the id before (another
 * organisation's use of the same id is another import).
 */
export async function openImportRecord(opts: {
  db: Db;
  bus?: EventBus;
  log?: Log;
  caller: Caller;
  jobId: string;
  importId: string;
  fileName: string;
  lifecycle?: RunLifecycle;
  progress: () => { total: number; errors: ImportRowError[] };
}): Promise<ImportRecord | null> {
  const { db, importId } = opts;
  const id = { domain: opts.caller.domain, id: importId };
  const lifecycle = opts.lifecycle ?? defaultRunLifecycle;
  const opened = await insertImportRow(db, {
    id: importId,
    jobId: opts.jobId,
    stageId: GLANCE_STAGE.stage_id,
    domain: opts.caller.domain,
    createdByEmail: opts.caller.email,
    requestedBy: opts.caller.id,
    fileName: opts.fileName,
    heartbeatAt: lifecycle.clock(),
  });
  if (!opened) return null;
  const heart = startHeartbeat({
    intervalMs: lifecycle.heartbeatMs,
    beat: () => beatImport(db, id, lifecycle.clock()),
    log: opts.log,
  });
  return {
    onCommit: async (tx, outcome) => {
      const { total, errors } = opts.progress();
      const at = lifecycle.clock();
      const counted = await recordImportBatch(tx, id, { ...outcome, total, errors, at });
      if (!counted) throw new ImportInterrupted('import ended under its worker');
    },
    finish: async (outcome) => {
      await heart.stop();
      // One `candidates_imported` activity per import, with its count, committed with its end
      // (docs/product/analytics.md#recorded-activity).
      const row = await db.transaction(async (tx) => {
        const ended = await finishImportRow(tx, id, { ...outcome, at: lifecycle.clock() });
        if (ended) {
          await recordActivity(tx, {
            user: opts.caller,
            action: 'candidates_imported',
            metadata: { jobId: ended.jobId, importId: ended.id, count: ended.imported },
          });
        }
        return ended;
      });
      if (row) await announce(opts.bus, row);
      return row !== null;
    },
    stop: () => heart.stop(),
  };
}

/**
 * Fails the running imports whose heartbeat is before `cutoff` (docs/product/candidates.md#interrupted-runs):
 * their server stopped and the upload went with it, so they cannot be resumed. Each keeps the counts its
 * committed batches wrote and gets 'The import was interrupted: the server stopped after {n} rows were
 * imported. …' as its error; the importer is sent an `import.status` event. Safe on every instance at once.
 * @returns how many imports were failed.
 */
export async function recoverInterruptedImports(
  deps: { db: Db; bus?: EventBus; log?: Log; runs?: RunLifecycle },
  cutoff: Date,
): Promise<number> {
  const lifecycle = deps.runs ?? defaultRunLifecycle;
  let failed = 0;
  for (const stale of await findStaleImports(deps.db, cutoff)) {
    const row = await failStaleImport(deps.db, stale, {
      cutoff,
      at: lifecycle.clock(),
      error: importInterruptedMessage(stale.imported),
    });
    if (!row) continue;
    failed += 1;
    deps.log?.warn({ importId: row.id, imported: row.imported }, 'candidate import lost its server; failed');
    await announce(deps.bus, row);
  }
  return failed;
}

/**
 * Import `importId` of job `jobId` of the caller's organisation (docs/product/candidates.md#interrupted-runs).
 * @throws AppError NOT_FOUND 'Job not found', or 'Import not found' (also across organisations).
 */
export async function readImportStatus(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
  importId: string;
}): Promise<CandidateImportStatus> {
  const { db, caller, jobId, importId } = opts;
  if (!(await findJob(db, caller.domain, jobId))) throw notFound(jobMessages.notFound);
  const row = await findImport(db, { domain: caller.domain, jobId, importId });
  if (!row) throw notFound(importNotFoundMessage);
  return toImportStatus(row);
}
