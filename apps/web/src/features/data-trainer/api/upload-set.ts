import { type TrainerUploadResponse, trainerUploadResponse } from '@rw/core';
import { trainerPath } from '#/features/data-trainer/api/keys';
import { apiRequest, apiUpload, type UploadProgress } from '#/lib/api-client';

/**
 * Uploads a candidate CSV as the organisation's training set (`POST /api/data-trainer/candidates`, multipart
 * field `file`; docs/product/data-trainer.md#upload): LinkedIn or standard format; it replaces the set and its
 * hand scores.
 * @returns the format read, the candidates loaded and the rows left out.
 * @throws ApiError ('CSV format not recognized...', 'No valid candidate data found in CSV file', 'Error parsing
 *   CSV file. Please check the file format and try again.', 'The candidate set cannot change while training
 *   goes on.', ...)
 */
export function uploadSet(opts: {
  file: Blob;
  fileName: string;
  onUploadProgress?: (progress: UploadProgress) => void;
}): Promise<TrainerUploadResponse> {
  const form = new FormData();
  form.append('file', opts.file, opts.fileName);
  return apiUpload(trainerPath('/candidates'), {
    form,
    schema: trainerUploadResponse,
    onUploadProgress: opts.onUploadProgress,
  });
}

/**
 * 'Clear Data' (`DELETE /api/data-trainer/candidates`): removes the set and its hand scores; company
 * descriptions stay in the dataset. @throws ApiError ('The candidate set cannot change while training goes on.')
 */
export function clearSet(): Promise<void> {
  return apiRequest(trainerPath('/candidates'), { method: 'DELETE' });
}
