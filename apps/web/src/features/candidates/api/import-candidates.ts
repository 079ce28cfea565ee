import { type CandidateImportResult, candidateImportResult, GLANCE_STAGE_ID, messages } from '@rw/core';
import { ApiError, refreshSession, TIMEOUT_MESSAGE, toApiError } from '#/lib/api-client';

/** A 64 MB file on a slow line takes minutes; the server itself imports 100,000 rows in seconds. */
export const IMPORT_TIMEOUT_MS = 10 * 60_000;
// Same words as the api client's network failure, which it does not export.
const NETWORK_MESSAGE = 'Network error. Please check your connection and retry.';
const INVALID_RESPONSE_MESSAGE = 'Unexpected response from the server.';

export type UploadProgress = { loaded: number; total: number | null };

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
  timeoutMs?: number;
};

type XhrAnswer = { status: number; json: unknown };

function sendOnce(opts: ImportCandidatesOptions, url: string): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.timeout = opts.timeoutMs ?? IMPORT_TIMEOUT_MS;
    xhr.upload.onprogress = (e) =>
      opts.onUploadProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : null });
    xhr.upload.onload = () => opts.onUploaded?.();
    const handleAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', handleAbort, { once: true });
    const settle = () => opts.signal?.removeEventListener('abort', handleAbort);
    xhr.onload = () => {
      settle();
      let json: unknown = null;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        if (xhr.status >= 200 && xhr.status < 300) {
          reject(new ApiError(xhr.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE));
          return;
        }
      }
      resolve({ status: xhr.status, json });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The import was cancelled.', 'AbortError'));
    };
    const form = new FormData();
    form.append('file', opts.file, opts.fileName);
    xhr.send(form);
  });
}

/**
 * Uploads a CSV into a job's stage (`POST /api/jobs/{jobId}/candidates/import?stage_id=&import_id=`,
 * multipart field `file`; spec 3 sections 5 and 8). Sent with XMLHttpRequest rather than the api client's
 * fetch because only it reports upload progress, so a large file shows a bar from the first byte. A 401
 * refreshes the session and sends once more, as the api client does.
 * @returns the outcome: X imported of Y rows, per-row errors and the status lines.
 * @throws ApiError with the server's message ('CSV appears empty', 'Could not find First Name/Last Name
 *   columns in header.', 'No candidate rows detected', ...), TIMEOUT or NETWORK; an AbortError on `signal`.
 */
export async function importCandidates(opts: ImportCandidatesOptions): Promise<CandidateImportResult> {
  const params = new URLSearchParams({ stage_id: opts.stageId ?? GLANCE_STAGE_ID, import_id: opts.importId });
  const url = `/api/jobs/${encodeURIComponent(opts.jobId)}/candidates/import?${params}`;
  let answer = await sendOnce(opts, url);
  if (answer.status === 401 && toApiError(401, answer.json).code !== 'ACCESS_DENIED') {
    if (!(await refreshSession())) throw new ApiError(401, 'SESSION_EXPIRED', messages.sessionExpired);
    answer = await sendOnce(opts, url);
  }
  if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.json);
  const parsed = candidateImportResult.safeParse(answer.json);
  if (!parsed.success) {
    console.error('Unexpected response from the candidate import', parsed.error);
    throw new ApiError(answer.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  }
  return parsed.data;
}
