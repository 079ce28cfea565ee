import { buffer } from 'node:stream/consumers';
import {
  type CreateDocumentImportBody,
  candidateMessages,
  DOCUMENT_MAX_BYTES,
  type DocumentImport,
  type DocumentImportFile,
  documentImportMessages,
  documentMessages,
  GLANCE_STAGE_ID,
  jobMessages,
} from '@rw/core';
import { AppError, notFound } from '#src/lib/app-error.js';
import { findJob } from '#src/modules/jobs/index.js';
import { detectDocumentKind } from '#src/platform/documents/detect-kind.js';
import { defaultRunLifecycle, startHeartbeat } from '#src/platform/queue/run-lifecycle.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import type { Caller } from '#src/plugins/auth.js';
import type { DocumentImportDeps } from './document-import.deps.js';
import {
  completeImportIfSettled,
  type DocumentImportRow,
  findDocumentImport,
  findDocumentImportFile,
  findFileById,
  findImportById,
  findStaleFiles,
  insertDocumentImport,
  loadDocumentImport,
  moveFile,
  touchImport,
} from './document-imports.queries.js';
import { type PendingDocument, writeDocumentCandidate } from './document-write.js';
import { stagePlacement } from './stage-placement.js';
import { storeFile } from './stored-files.service.js';

/** The queue task that reads one uploaded file of a batch. */
export const DOCUMENT_FILE_TASK = 'documents.import-file';

/** Tells the batch's requester where it is (`documents.import`). */
export async function announceImport(
  deps: DocumentImportDeps,
  row: DocumentImportRow,
): Promise<DocumentImport> {
  const batch = await loadDocumentImport(deps.db, row);
  await deps.bus?.publish(row.requestedBy, { type: 'documents.import', data: batch });
  return batch;
}

async function announceById(deps: DocumentImportDeps, domain: string, importId: string) {
  await completeImportIfSettled(deps.db, importId);
  const row = await findDocumentImport(deps.db, domain, importId);
  return row ? announceImport(deps, row) : null;
}

/**
 * Starts 'Upload CV / LinkedIn' on stage `body.stage_id` of job `jobId` of the caller's organisation
 * (docs/product/documents.md#upload-on-a-stage): a running batch with one waiting file per chosen file; a file
 * over DOCUMENT_MAX_BYTES is failed at once with 'This file is larger than 10 MB, …' and is not uploaded.
 * @returns the batch. @throws AppError NOT_FOUND 'Job not found' (also another organisation's job);
 *   VALIDATION 'Please select a CSV file for the Glance stage.' on Glance, 'Stage not found' for a stage the
 *   job's process does not have.
 */
export async function createDocumentImport(
  deps: DocumentImportDeps,
  opts: { caller: Caller; jobId: string; body: CreateDocumentImportBody },
): Promise<DocumentImport> {
  const { caller, jobId, body } = opts;
  if (!(await findJob(deps.db, caller.domain, jobId))) throw notFound(jobMessages.notFound);
  if (body.stage_id === GLANCE_STAGE_ID) throw new AppError('VALIDATION', candidateMessages.glanceNeedsCsv);
  if (!(await stagePlacement(deps.db, jobId, body.stage_id))) {
    throw new AppError('VALIDATION', documentImportMessages.stageNotFound);
  }
  const id = await insertDocumentImport(deps.db, {
    domain: caller.domain,
    jobId,
    stageId: body.stage_id,
    requestedBy: caller.id,
    createdByEmail: caller.email,
    files: body.files.map((f) => ({
      name:
        f.name
          .replace(/[\p{Cc}]/gu, '')
          .trim()
          .slice(0, 255) || 'document',
      size: f.size,
      failed: f.size > DOCUMENT_MAX_BYTES ? documentMessages.fileTooLarge(DOCUMENT_MAX_BYTES) : null,
    })),
  });
  return (await announceById(deps, caller.domain, id))!;
}

/**
 * Batch `importId` of the caller's organisation. @throws AppError NOT_FOUND 'Import not found' (also
 * another organisation's).
 */
export async function readDocumentImport(
  deps: DocumentImportDeps,
  opts: { caller: Caller; importId: string },
) {
  const row = await findDocumentImport(deps.db, opts.caller.domain, opts.importId);
  if (!row) throw notFound(documentImportMessages.importNotFound);
  return loadDocumentImport(deps.db, row);
}

async function requireFile(deps: DocumentImportDeps, caller: Caller, importId: string, fileId: string) {
  const found = await findDocumentImportFile(deps.db, caller.domain, importId, fileId);
  if (!found) throw notFound(documentImportMessages.fileNotFound);
  return found;
}

/**
 * The upload of one file of a batch (docs/product/documents.md#upload-on-a-stage): a file whose bytes are
 * not a PDF, Word document or text is failed with 'Please upload a .txt, .pdf, .docx or .doc file.'; any
 * other is stored for the caller's organisation and queued to be read (on the job queue, else in this
 * process after answering). `tooLarge` marks an upload the multipart reader cut at the size limit.
 * @returns the file's state. @throws AppError NOT_FOUND 'Import not found' / 'File not found' (also across
 *   organisations); CONFLICT 'This file has already been uploaded.'
 */
export async function uploadDocumentImportFile(
  deps: DocumentImportDeps,
  opts: { caller: Caller; importId: string; fileId: string; bytes: Buffer; tooLarge: boolean },
): Promise<DocumentImportFile> {
  const { caller, importId, fileId, bytes } = opts;
  const { file, batch } = await requireFile(deps, caller, importId, fileId);
  if (file.status !== 'waiting') throw new AppError('CONFLICT', documentImportMessages.alreadyUploaded);
  const kind = opts.tooLarge ? null : await detectDocumentKind(bytes);
  if (!kind) {
    const message = opts.tooLarge
      ? documentMessages.fileTooLarge(DOCUMENT_MAX_BYTES)
      : documentMessages.unsupported;
    await moveFile(deps.db, file.id, ['waiting'], 'failed', { message });
  } else {
    const stored = await storeFile({
      db: deps.db,
      storage: deps.storage,
      caller,
      candidateId: null,
      kind: 'cv',
      documentKind: kind,
      name: file.fileName,
      bytes,
    });
    const moved = await moveFile(deps.db, file.id, ['waiting'], 'queued', { storedFileId: stored.id });
    if (!moved) throw new AppError('CONFLICT', documentImportMessages.alreadyUploaded);
    await dispatchFile(deps, file.id);
  }
  const announced = await announceById(deps, caller.domain, batch.id);
  return announced!.files.find((f) => f.id === file.id)!;
}

/** Reads the file on the job queue when there is one, else in this process after the caller has answered. */
async function dispatchFile(deps: DocumentImportDeps, fileId: string) {
  if (deps.queue) {
    await deps.queue.send(DOCUMENT_FILE_TASK, { fileId });
    return;
  }
  setImmediate(() => {
    readImportFile(deps, fileId).catch((err: unknown) =>
      deps.log?.error({ err, fileId }, 'document import file not read'),
    );
  });
}

/**
 * Reads one queued file of a batch (docs/product/documents.md#upload-on-a-stage): its text and profile
 * (parseDocument: a LinkedIn export without a model, a CV by the model), then matched and written with the
 * candidate, the stored file and the stage record in one transaction (writeDocumentCandidate), the file's
 * state and the batch's told to the requester. A file another worker took is left alone. A refusal (a
 * document message, 'No name could be read from this file. …') fails the file with it.
 */
export async function readImportFile(deps: DocumentImportDeps, fileId: string): Promise<void> {
  const found = await findFileById(deps.db, fileId);
  if (!found?.file.storedFileId) return;
  const { file, batch } = found;
  if (!(await moveFile(deps.db, file.id, ['queued'], 'reading'))) return;
  await announceById(deps, batch.domain, batch.id);
  const heart = startHeartbeat({
    intervalMs: (deps.runs ?? defaultRunLifecycle).heartbeatMs,
    beat: () => touchImport(deps.db, batch.id),
    log: deps.log,
  });
  try {
    const caller = { id: batch.requestedBy, email: batch.createdByEmail, domain: batch.domain };
    const storedFileId = file.storedFileId!;
    const outcome = await writeDocumentCandidate(deps, {
      caller,
      storedFileId,
      readBytes: async (key) => buffer(await deps.storage.read(key)),
      target: { jobId: batch.jobId, stageId: batch.stageId },
      fileRowId: file.id,
    });
    deps.log?.info({ fileId, outcome: outcome.status }, 'document import file read');
  } catch (err) {
    const message =
      err instanceof AppError && err.code !== 'INTERNAL' ? err.message : documentMessages.unreadable;
    if (!(err instanceof AppError)) deps.log?.error({ err, fileId }, 'document import file failed');
    await moveFile(deps.db, file.id, ['reading'], 'failed', { message });
  } finally {
    await heart.stop();
  }
  await announceById(deps, batch.domain, batch.id);
}

/**
 * Answers a name + phone match of a batch file (docs/product/documents.md#matching): `samePerson` updates the
 * offered candidate with what was read, otherwise a new candidate is created; either joins the batch's stage.
 * @returns the batch. @throws AppError NOT_FOUND 'Import not found' / 'File not found' (also across
 *   organisations); CONFLICT 'This file is not waiting for a confirmation.'
 */
export async function confirmDocumentMatch(
  deps: DocumentImportDeps,
  opts: { caller: Caller; importId: string; fileId: string; samePerson: boolean },
): Promise<DocumentImport> {
  const { caller, importId, fileId } = opts;
  const { file, batch } = await requireFile(deps, caller, importId, fileId);
  if (file.status !== 'confirm' || !file.parsed || !file.storedFileId) {
    throw new AppError('CONFLICT', documentImportMessages.notAwaitingConfirmation);
  }
  await writeDocumentCandidate(deps, {
    caller,
    storedFileId: file.storedFileId,
    readBytes: async () => new Uint8Array(),
    target: { jobId: batch.jobId, stageId: batch.stageId },
    fileRowId: file.id,
    decision: {
      same: opts.samePerson,
      pending: file.parsed as PendingDocument,
      matchId: file.matchCandidateId,
    },
  });
  return (await announceById(deps, caller.domain, batch.id))!;
}

/**
 * Fails what no worker is reading any more (docs/product/documents.md#upload-on-a-stage): files queued or
 * being read in a batch not stamped since `cutoff` ('Reading this file was interrupted. Please upload it
 * again.'), and files still waiting for their upload 10 minutes after that ('The file did not arrive. …').
 * Their batches end when nothing else is left, and their requesters are told. Safe on every instance at once.
 * @returns how many files were failed.
 */
export async function recoverDocumentImports(deps: DocumentImportDeps, cutoff: Date): Promise<number> {
  const waitingBefore = new Date(cutoff.getTime() - 10 * 60_000);
  let failed = 0;
  const batches = new Set<string>();
  for (const stale of await findStaleFiles(deps.db, cutoff, waitingBefore)) {
    const message =
      stale.status === 'waiting' ? documentImportMessages.neverArrived : documentImportMessages.interrupted;
    if (await moveFile(deps.db, stale.id, [stale.status], 'failed', { message })) {
      failed += 1;
      batches.add(stale.importId);
    }
  }
  for (const importId of batches) {
    const found = await findImportById(deps.db, importId);
    if (found) await announceById(deps, found.domain, importId);
  }
  return failed;
}

/**
 * Reads the batches' files from the job queue in this process, two at a time (each is read in the parsing
 * process and by the model). The queue does not retry a file: a worker that dies is noticed by the sweep
 * (recoverDocumentImports).
 */
export async function registerDocumentHandlers(queue: TaskQueue, deps: DocumentImportDeps): Promise<void> {
  await queue.register<{ fileId: string }>(DOCUMENT_FILE_TASK, (data) => readImportFile(deps, data.fileId), {
    concurrency: 2,
    expireInSeconds: 600,
    retryLimit: 0,
  });
}
