import { buffer } from 'node:stream/consumers';
import { DOCUMENT_MAX_BYTES, documentMessages } from '@rw/core';
import { AppError, notFound } from '#src/lib/app-error.js';
import { candidateInOrganisation } from '#src/modules/candidates/index.js';
import { detectDocumentKind } from '#src/platform/documents/detect-kind.js';
import { deleteStoredBytes } from '#src/platform/storage/file-storage.js';
import type { Caller } from '#src/plugins/auth.js';
import type { DocumentImportDeps } from './document-import.deps.js';
import { writeDocumentCandidate } from './document-write.js';
import { deleteStoredFileRows } from './stored-files.queries.js';
import { storeFile } from './stored-files.service.js';

/**
 * Uploads or replaces a candidate's CV on their page (docs/product/documents.md#the-candidate-page): the file
 * is stored, read (a LinkedIn export without a model, a CV by the model) and written to candidate
 * `candidateId` of the caller's organisation — the CV text, its link and date (a LinkedIn export: its text,
 * and the CV only when they have none), the experience list, and contact details only where empty. Nothing
 * is kept of a file that could not be read.
 * @returns the candidate's id, the stored file's id and the status line ('Updated Maria Garcia Lopez.').
 * @throws AppError NOT_FOUND 'Candidate not found' (also another organisation's); VALIDATION with the
 *   document's refusal ('Please upload a .txt, .pdf, .docx or .doc file.', 'This file is larger than 10 MB,
 *   …', 'No text could be read from this file.', …).
 */
export async function uploadCandidateCv(
  deps: DocumentImportDeps,
  opts: { caller: Caller; candidateId: string; fileName: string; bytes: Buffer; tooLarge: boolean },
): Promise<{ candidate_id: string; file_id: string; message: string }> {
  const { caller, candidateId } = opts;
  if (!(await candidateInOrganisation(deps.db, caller.domain, candidateId)))
    throw notFound('Candidate not found');
  if (opts.tooLarge) throw new AppError('VALIDATION', documentMessages.fileTooLarge(DOCUMENT_MAX_BYTES));
  const kind = await detectDocumentKind(opts.bytes);
  if (!kind) throw new AppError('VALIDATION', documentMessages.unsupported);
  const stored = await storeFile({
    db: deps.db,
    storage: deps.storage,
    caller,
    candidateId: null,
    kind: 'cv',
    documentKind: kind,
    name: opts.fileName,
    bytes: opts.bytes,
  });
  try {
    const out = await writeDocumentCandidate(deps, {
      caller,
      storedFileId: stored.id,
      readBytes: async (key) => buffer(await deps.storage.read(key)),
      target: null,
      candidateId,
    });
    return { candidate_id: candidateId, file_id: stored.id, message: out.message };
  } catch (err) {
    const keys = await deleteStoredFileRows(deps.db, caller.domain, [stored.id]);
    await deleteStoredBytes(deps.storage, keys, deps.log);
    throw err;
  }
}
