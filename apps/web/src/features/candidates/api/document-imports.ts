import {
  type CandidateCvUpload,
  candidateCvUpload,
  type DocumentImport,
  type DocumentImportFile,
  type DocumentReparseRun,
  documentImport,
  documentImportFile,
  documentReparseLatest,
  documentReparseRun,
} from '@rw/core';
import { apiRequest, apiUpload, type UploadProgress } from '#/lib/api-client';

/*
 * 'Upload CV / LinkedIn' on a stage and the candidate page's CV upload (docs/product/documents.md#upload-on-a-stage,
 * #the-candidate-page).
 */

/**
 * Starts a batch on stage `stageId` of job `jobId` (`POST /api/jobs/{jobId}/documents/imports`) with the
 * chosen files' names and sizes. @returns the batch, one waiting file per chosen file (a file over 10 MB is
 * failed already). @throws ApiError ('Please choose at most 50 files at a time.', 'Stage not found', …).
 */
export function startDocumentImport(
  jobId: string,
  stageId: string,
  files: readonly { name: string; size: number }[],
): Promise<DocumentImport> {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/documents/imports`, {
    method: 'POST',
    body: { stage_id: stageId, files: files.map((f) => ({ name: f.name, size: f.size })) },
    schema: documentImport,
  });
}

/**
 * Uploads one file of a batch (`POST /api/document-imports/{importId}/files/{fileId}`, multipart `file`) with
 * the browser's progress. @returns the file's state (queued to be read, or failed with its message).
 */
export function uploadDocumentFile(opts: {
  importId: string;
  fileId: string;
  file: Blob;
  fileName: string;
  onUploadProgress?: (progress: UploadProgress) => void;
}): Promise<DocumentImportFile> {
  const form = new FormData();
  form.append('file', opts.file, opts.fileName);
  return apiUpload(
    `/api/document-imports/${encodeURIComponent(opts.importId)}/files/${encodeURIComponent(opts.fileId)}`,
    { form, schema: documentImportFile, onUploadProgress: opts.onUploadProgress },
  );
}

/** A batch with every file's state (`GET /api/document-imports/{importId}`). */
export function getDocumentImport(importId: string, signal?: AbortSignal): Promise<DocumentImport> {
  return apiRequest(`/api/document-imports/${encodeURIComponent(importId)}`, {
    schema: documentImport,
    signal,
  });
}

/** Answers a name + phone match: the same person, or a new candidate. @returns the batch. */
export function confirmDocumentMatch(
  importId: string,
  fileId: string,
  samePerson: boolean,
): Promise<DocumentImport> {
  return apiRequest(
    `/api/document-imports/${encodeURIComponent(importId)}/files/${encodeURIComponent(fileId)}/confirm`,
    { method: 'POST', body: { same_person: samePerson }, schema: documentImport },
  );
}

/**
 * Uploads or replaces a candidate's CV (`POST /api/candidates/{id}/cv`): read and written to them before it
 * answers. @returns the status line. @throws ApiError with the file's refusal.
 */
export function uploadCandidateCv(opts: {
  candidateId: string;
  file: Blob;
  fileName: string;
  onUploadProgress?: (progress: UploadProgress) => void;
}): Promise<CandidateCvUpload> {
  const form = new FormData();
  form.append('file', opts.file, opts.fileName);
  return apiUpload(`/api/candidates/${encodeURIComponent(opts.candidateId)}/cv`, {
    form,
    schema: candidateCvUpload,
    onUploadProgress: opts.onUploadProgress,
  });
}

/** The organisation's latest 'Re-parse all' run (`GET /api/documents/reparse`, admins). */
export function getLatestReparse(signal?: AbortSignal): Promise<{ run: DocumentReparseRun | null }> {
  return apiRequest('/api/documents/reparse', { schema: documentReparseLatest, signal });
}

/** Starts 'Re-parse all' (`POST /api/documents/reparse`, admins), or answers the run already going. */
export function startReparse(): Promise<DocumentReparseRun> {
  return apiRequest('/api/documents/reparse', { method: 'POST', schema: documentReparseRun });
}
