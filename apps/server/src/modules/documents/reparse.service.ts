import { buffer } from 'node:stream/consumers';
import { type DocumentReparseRun, documentReparseMessages } from '@rw/core';
import { AppError } from '#src/lib/app-error.js';
import { defaultRunLifecycle, staleCutoff, startHeartbeat } from '#src/platform/queue/run-lifecycle.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import type { Caller } from '#src/plugins/auth.js';
import { candidateValuesOf } from './document-candidate.js';
import { updateDocumentCandidate } from './document-candidate.queries.js';
import type { DocumentImportDeps } from './document-import.deps.js';
import { parseDocument } from './parse-document.service.js';
import { PARSER_VERSION } from './profile/read-profile.js';
import {
  countReparseCandidates,
  countReparsed,
  endReparse,
  findLatestReparse,
  findReparseRun,
  findStaleReparses,
  insertReparse,
  nextReparseCandidates,
  type ReparseRunRow,
  toReparseRun,
  touchReparse,
} from './reparse.queries.js';
import { findStoredFile } from './stored-files.queries.js';
import { storedFileUrl } from './stored-files.service.js';

/** The queue task that runs one organisation's 'Re-parse all'. */
export const REPARSE_TASK = 'documents.reparse';
/** Candidates read per round of the run (each is read and written on its own). */
const REPARSE_BATCH = 20;

async function announce(deps: DocumentImportDeps, row: ReparseRunRow): Promise<DocumentReparseRun> {
  const run = toReparseRun(row);
  await deps.bus?.publish(row.requestedBy, { type: 'documents.reparse', data: run });
  return run;
}

/**
 * 'Re-parse all' for the caller's organisation (admins; docs/product/documents.md#re-parsing): every
 * candidate with a stored CV or LinkedIn PDF is read again with the current parser, on the job queue (in this
 * process without one). While a run is going it is returned instead of starting another; one whose worker died
 * is failed first.
 * @returns the run. @throws AppError VALIDATION 'No candidate has a stored CV or LinkedIn PDF to re-parse.'
 */
export async function startReparse(
  deps: DocumentImportDeps,
  opts: { caller: Caller },
): Promise<DocumentReparseRun> {
  const { caller } = opts;
  const live = await findLatestReparse(deps.db, caller.domain, true);
  if (live && live.updatedAt >= staleCutoff(deps.runs ?? defaultRunLifecycle)) return toReparseRun(live);
  if (live) {
    const ended = await endReparse(deps.db, live.id, 'failed', documentReparseMessages.interrupted);
    if (ended) await announce(deps, ended);
  }
  const total = await countReparseCandidates(deps.db, caller.domain);
  if (total === 0) throw new AppError('VALIDATION', documentReparseMessages.nothing);
  const row = await insertReparse(deps.db, {
    domain: caller.domain,
    requestedBy: caller.id,
    requestedByEmail: caller.email,
    parserVersion: PARSER_VERSION,
    total,
  });
  if (deps.queue) await deps.queue.send(REPARSE_TASK, { runId: row.id });
  else {
    setImmediate(() => {
      runReparse(deps, row.id).catch((err: unknown) =>
        deps.log?.error({ err, runId: row.id }, 're-parse failed'),
      );
    });
  }
  return announce(deps, row);
}

/** The organisation's latest 'Re-parse all' run, or null. */
export async function readLatestReparse(deps: DocumentImportDeps, opts: { caller: Caller }) {
  const row = await findLatestReparse(deps.db, opts.caller.domain);
  return { run: row ? toReparseRun(row) : null };
}

/**
 * Works run `runId` (docs/product/documents.md#re-parsing): candidate after candidate from its cursor, the file
 * their CV link names (else their latest) read again (parseDocument, the organisation's AI key for CVs) and
 * written as an upload would (contact details only where empty, the experience list, the LinkedIn text, the
 * CV text when it is their CV, the parser's version; the CV's date kept); a candidate whose file cannot be
 * read again is counted failed and keeps what they had. The run is counted and told after each candidate,
 * stamped while it works, and ends completed.
 */
export async function runReparse(deps: DocumentImportDeps, runId: string): Promise<void> {
  const run = await findReparseRun(deps.db, runId);
  if (run?.status !== 'running') return;
  const caller = { id: run.requestedBy, email: run.requestedByEmail, domain: run.domain };
  const heart = startHeartbeat({
    intervalMs: (deps.runs ?? defaultRunLifecycle).heartbeatMs,
    beat: () => touchReparse(deps.db, runId),
    log: deps.log,
  });
  try {
    let cursor = run.cursor;
    for (;;) {
      const next = await nextReparseCandidates(deps.db, run.domain, cursor, REPARSE_BATCH);
      if (next.length === 0) break;
      for (const { candidate_id: candidateId, file_id: fileId } of next) {
        if (heart.lost) return;
        const ok = await reparseOne(deps, caller, candidateId, fileId);
        if (!(await countReparsed(deps.db, runId, candidateId, ok))) return;
        const row = await findReparseRun(deps.db, runId);
        if (row) await announce(deps, row);
        cursor = candidateId;
      }
    }
    const ended = await endReparse(deps.db, runId, 'completed');
    if (ended) await announce(deps, ended);
  } finally {
    await heart.stop();
  }
}

async function reparseOne(deps: DocumentImportDeps, caller: Caller, candidateId: string, fileId: string) {
  try {
    const file = await findStoredFile(deps.db, caller.domain, fileId);
    if (!file) return false;
    const parsed = await parseDocument({
      db: deps.db,
      ai: deps.ai,
      caller,
      bytes: await buffer(await deps.storage.read(file.storageKey)),
    });
    const fileUrl = storedFileUrl(file.id);
    return await updateDocumentCandidate(deps.db, {
      domain: caller.domain,
      id: candidateId,
      values: candidateValuesOf(parsed),
      cv: { text: parsed.text.slice(0, 500_000), fileUrl, at: new Date(), replace: false },
      reparse: true,
    });
  } catch (err) {
    if (!(err instanceof AppError)) deps.log?.warn({ err, candidateId }, 'candidate not re-parsed');
    return false;
  }
}

/**
 * Fails the runs whose worker died (heartbeat before `cutoff`) with 'Re-parsing was interrupted when the
 * server stopped. Start it again to finish.'; the candidates it read keep what it wrote. @returns how many.
 */
export async function recoverReparseRuns(deps: DocumentImportDeps, cutoff: Date): Promise<number> {
  let failed = 0;
  for (const stale of await findStaleReparses(deps.db, cutoff)) {
    const ended = await endReparse(deps.db, stale.id, 'failed', documentReparseMessages.interrupted);
    if (!ended) continue;
    failed += 1;
    await announce(deps, ended);
  }
  return failed;
}

/** Works 'Re-parse all' runs from the job queue in this process, one at a time. */
export async function registerReparseHandler(queue: TaskQueue, deps: DocumentImportDeps): Promise<void> {
  await queue.register<{ runId: string }>(REPARSE_TASK, (data) => runReparse(deps, data.runId), {
    concurrency: 1,
    expireInSeconds: 6 * 3600,
    retryLimit: 0,
  });
}
