import { type CvSorterUploadResponse, cvSorterUploadResponse } from '@rw/core';
import { apiUpload, type UploadProgress } from '#/lib/api-client';

/**
 * Uploads a candidate CSV as a new unsaved search (`POST /api/cv-sorter/searches`, multipart field `file`;
 * docs/product/cv-sorter.md#columns). The server replaces the caller's previous unsaved search unless that
 * one is processing.
 * @returns the search, its candidates and what the server read (the CSV debug panel).
 * @throws ApiError ('No candidates found in this file.', 'This file has more than 20,000 candidates. …', ...)
 */
export function uploadSearch(opts: {
  file: Blob;
  fileName: string;
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}): Promise<CvSorterUploadResponse> {
  const form = new FormData();
  form.append('file', opts.file, opts.fileName);
  return apiUpload('/api/cv-sorter/searches', {
    form,
    schema: cvSorterUploadResponse,
    signal: opts.signal,
    onUploadProgress: opts.onUploadProgress,
  });
}
