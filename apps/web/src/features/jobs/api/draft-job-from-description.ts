import { type JobDraft, jobDraftResponse } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '#/lib/api-client';

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
 * multipart field `file`), with the api client's session rules. @throws ApiError
 */
export async function draftJobFromFile(file: File): Promise<JobDraft> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await apiUpload('/api/jobs/import/file', {
    form,
    schema: jobDraftResponse,
    timeoutMs: DRAFT_TIMEOUT_MS,
  });
  return res.draft;
}

/** Reads a description (text or file) into a draft the user reviews before saving. */
export function useDraftJob() {
  return useMutation({
    mutationFn: (source: { text: string } | { file: File }) =>
      'file' in source ? draftJobFromFile(source.file) : draftJobFromText(source.text),
  });
}
