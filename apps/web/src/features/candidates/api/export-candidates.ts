import { type CandidatesExportBody, candidatesExportFileName } from '@rw/core';
import { apiFile } from '#/lib/api-client';

/** 20,000 rows on a slow line take a while; the server streams them. */
const EXPORT_TIMEOUT_MS = 120_000;

/**
 * Export CSV of a job's candidates (`POST /api/jobs/{jobId}/candidates/export`,
 * docs/product/pipeline.md#export): the selection (`candidate_ids`, with the `stage_id` of the list they were
 * picked in, or `all_matching`, the list's filter) with the `view`'s columns and the scores. The caller saves
 * the blob under `filename` ('{job title} - {stage title}.csv', from the answer's Content-Disposition).
 * @returns the file (text/csv, UTF-8 with a byte-order mark) and its name.
 * @throws ApiError (404 'Job not found', 400 'Select at least one candidate.')
 */
export async function exportJobCandidatesCsv(
  jobId: string,
  body: CandidatesExportBody,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const file = await apiFile(`/api/jobs/${encodeURIComponent(jobId)}/candidates/export`, {
    method: 'POST',
    body,
    accept: 'text/csv',
    timeoutMs: EXPORT_TIMEOUT_MS,
    signal,
  });
  return { blob: file.blob, filename: file.fileName ?? candidatesExportFileName(null, null) };
}

export { saveDownload } from '#/lib/save-download';
