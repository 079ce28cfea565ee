import { type CandidateImportResult, candidateImportResult, GLANCE_STAGE_ID } from '@rw/core';
import { apiUpload, type UploadProgress } from '#/lib/api-client';

export type ImportCandidatesOptions = {
  jobId: string;
  file: Blob;
  fileName: string;
  /** Client-chosen UUID: the `import_id` of this import's `import.progress` events. */
  importId: string;
  stageId?: string;
  /** The browser's upload progress, in bytes. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The whole file has been sent; the server is still importing. */
  onUploaded?: () => void;
  signal?: AbortSignal;
  /** Default 10 minutes: a 64 MB file on a slow line takes minutes; the server imports in seconds. */
  timeoutMs?: number;
};

/**
 * Uploads a CSV into a job's stage (`POST /api/jobs/{jobId}/candidates/import?stage_id=&import_id=`,
 * multipart field `file`; docs/product/candidates.md#import) through the api client's upload, so a large
 * file shows a bar from the first byte and a 401 refreshes the session and sends once more.
 * @returns the outcome: X imported of Y rows, per-row errors and the status lines.
 * @throws ApiError with the server's message (docs/product/candidates.md#messages: 'CSV appears empty',
 *   'Could not find First Name/Last Name columns in header.', 'No candidate rows detected', ...), TIMEOUT or
 *   NETWORK; an AbortError on `signal`.
 */
export function importCandidates(opts: ImportCandidatesOptions): Promise<CandidateImportResult> {
  const params = new URLSearchParams({ stage_id: opts.stageId ?? GLANCE_STAGE_ID, import_id: opts.importId });
  const form = new FormData();
  form.append('file', opts.file, opts.fileName);
  return apiUpload(`/api/jobs/${encodeURIComponent(opts.jobId)}/candidates/import?${params}`, {
    form,
    schema: candidateImportResult,
    signal: opts.signal,
    timeoutMs: opts.timeoutMs,
    onUploadProgress: opts.onUploadProgress,
    onUploaded: opts.onUploaded,
  });
}
