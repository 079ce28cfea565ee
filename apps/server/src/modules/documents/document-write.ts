import { type CvProfile, documentImportMessages, documentMessages } from '@rw/core';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '#src/lib/app-error.js';
import { addCandidatesToStage, lockOrganisationImports } from '#src/modules/candidates/index.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  candidateValuesOf,
  type DocumentCandidateValues,
  displayName,
  documentFunnelSource,
} from './document-candidate.js';
import {
  findDocumentMatch,
  insertDocumentCandidate,
  updateDocumentCandidate,
} from './document-candidate.queries.js';
import type { DocumentImportDeps } from './document-import.deps.js';
import { moveFile } from './document-imports.queries.js';
import { parseDocument } from './parse-document.service.js';
import { stagePlacement } from './stage-placement.js';
import { findStoredFile } from './stored-files.queries.js';
import { storedFileUrl } from './stored-files.service.js';

/** What a file waiting for a name + phone confirmation keeps: what was read, so the answer needs no re-read. */
export type PendingDocument = {
  values: DocumentCandidateValues;
  source: 'linkedin' | 'cv';
  aiError: string | null;
  profile: CvProfile;
};

/** What writing a document did. */
export type DocumentWriteOutcome =
  | { status: 'imported'; candidateId: string; outcome: 'created' | 'updated'; message: string }
  | { status: 'confirm'; candidateId: string; message: string };

const lineOf = (text: string, aiError: string | null) =>
  aiError ? `${text} Experience not read: ${aiError}` : text;

/**
 * Reads stored file `storedFileId` of the caller's organisation into a candidate
 * (docs/product/documents.md#what-a-candidate-gets) and writes it in one transaction, under the organisation's
 * import lock:
 * - `candidateId` given (the candidate page's upload): that candidate is updated;
 * - else the organisation's candidate with its LinkedIn profile, then its e-mail, is updated; a candidate with
 *   its name and phone only is offered for confirmation (the batch file `fileRowId` waits with what was read,
 *   nothing is written to the candidate); otherwise a new candidate is created (a name is needed);
 * - `decision` answers such a confirmation from the file's kept reading: 'same' updates the offered
 *   candidate, 'new' creates one.
 * The stored file is attached to the candidate (a CV, or a LinkedIn profile), the candidate joins `target`'s
 * stage (the job's process decides its record) and the batch file is settled with its status line.
 * @throws AppError: the document's refusal (parseDocument), VALIDATION 'No name could be read from this
 *   file. …', 'Stage not found' when the job's process lost the stage, NOT_FOUND 'Candidate not found' /
 *   'File not found'.
 */
export async function writeDocumentCandidate(
  deps: DocumentImportDeps,
  opts: {
    caller: Caller;
    storedFileId: string;
    readBytes: (storageKey: string) => Promise<Uint8Array>;
    target: { jobId: string; stageId: string } | null;
    fileRowId?: string;
    candidateId?: string;
    decision?: { same: boolean; pending: PendingDocument; matchId: string | null };
  },
): Promise<DocumentWriteOutcome> {
  const { db } = deps;
  const { caller } = opts;
  const stored = await findStoredFile(db, caller.domain, opts.storedFileId);
  if (!stored) throw notFound(documentMessages.fileNotFound);
  let pending = opts.decision?.pending;
  if (!pending) {
    const parsed = await parseDocument({
      db,
      ai: deps.ai,
      caller,
      bytes: await opts.readBytes(stored.storageKey),
    });
    pending = {
      values: candidateValuesOf(parsed),
      source: parsed.source,
      aiError: parsed.aiError,
      profile: parsed.profile,
    };
  }
  const { values, source, aiError } = pending;
  const placement = opts.target ? await stagePlacement(db, opts.target.jobId, opts.target.stageId) : null;
  if (opts.target && !placement) throw new AppError('VALIDATION', documentImportMessages.stageNotFound);
  const cv = { text: values.cv_text, fileUrl: storedFileUrl(stored.id), at: new Date() };
  const name = displayName(values);

  return db.transaction(async (tx) => {
    await lockOrganisationImports(tx, caller.domain);
    let candidateId: string;
    let outcome: 'created' | 'updated';
    const update = async (id: string) => {
      const ok = await updateDocumentCandidate(tx, {
        domain: caller.domain,
        id,
        values,
        cv: { ...cv, replace: source === 'cv' },
      });
      if (!ok) throw notFound('Candidate not found');
      return id;
    };
    const create = async () => {
      if (!values.first_name && !values.last_name)
        throw new AppError('VALIDATION', documentImportMessages.noName);
      return insertDocumentCandidate(tx, { domain: caller.domain, createdByEmail: caller.email, values, cv });
    };
    if (opts.candidateId) {
      candidateId = await update(opts.candidateId);
      outcome = 'updated';
    } else if (opts.decision) {
      const same = opts.decision.same && opts.decision.matchId;
      candidateId = same ? await update(opts.decision.matchId!) : await create();
      outcome = same ? 'updated' : 'created';
    } else {
      const match = await findDocumentMatch(tx, caller.domain, values);
      if (match?.by === 'name_phone' && opts.fileRowId) {
        const message = documentImportMessages.confirm(displayName(match));
        await moveFile(tx, opts.fileRowId, ['reading'], 'confirm', {
          matchCandidateId: match.id,
          parsed: pending,
          message,
        });
        return { status: 'confirm', candidateId: match.id, message };
      }
      candidateId = match && match.by !== 'name_phone' ? await update(match.id) : await create();
      outcome = match && match.by !== 'name_phone' ? 'updated' : 'created';
    }
    await tx.execute(sql`
      update stored_files set candidate_id = ${candidateId}::uuid, kind = ${source === 'linkedin' ? 'linkedin' : 'cv'}
      where id = ${stored.id}::uuid and domain = ${caller.domain}`);
    if (opts.target && placement) {
      await addCandidatesToStage(tx, {
        jobId: opts.target.jobId,
        placement,
        candidateIds: [candidateId],
        source: documentFunnelSource(source),
      });
    }
    const text =
      opts.decision && !opts.decision.same
        ? documentImportMessages.keptApart(name)
        : outcome === 'created'
          ? documentImportMessages.created(name)
          : documentImportMessages.updated(name);
    const message = lineOf(text, aiError);
    if (opts.fileRowId) {
      await moveFile(tx, opts.fileRowId, ['reading', 'confirm'], 'imported', {
        candidateId,
        outcome,
        message,
        parsed: null,
        matchCandidateId: null,
      });
    }
    return { status: 'imported', candidateId, outcome, message };
  });
}
