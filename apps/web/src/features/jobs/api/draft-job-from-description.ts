import { type JobDraft, jobDraftResponse } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, TIMEOUT_MESSAGE, toApiError } from '#/lib/api-client';

/** The model reads a whole description: allow it two minutes. */
const DRAFT_TIMEOUT_MS = 120_000;

/** A draft of the job's fields from pasted text (`POST /api/jobs/import/text`). @throws ApiError */
export async function draftJobFromText(text: string): Promise<JobDraft> {
  const res = await apiRequest('/api/jobs/import/text', {
    method: 'POST',
    body: { text },
    schema: jobDraftResponse,
    timeoutMs: DRAFT_TIMEOUT_MS,
  });
  return res.draft;
}

/**
 * A draft of the job's fields from an uploaded .txt/.pdf/.docx/.doc (`POST /api/jobs/import/file`,
 * multipart; the JSON client cannot send files, so this call uses fetch with the same error shape).
 * @throws ApiError
 */
export async function draftJobFromFile(file: File): Promise<JobDraft> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/jobs/import/file', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DRAFT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? 'TIMEOUT' : 'NETWORK', timedOut ? TIMEOUT_MESSAGE : 'Network error.');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, json);
  const parsed = jobDraftResponse.safeParse(json);
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Unexpected response from the server.');
  return parsed.data.draft;
}

/** Reads a description (text or file) into a draft the user reviews before saving. */
export function useDraftJob() {
  return useMutation({
    mutationFn: (source: { text: string } | { file: File }) =>
      'file' in source ? draftJobFromFile(source.file) : draftJobFromText(source.text),
  });
}
