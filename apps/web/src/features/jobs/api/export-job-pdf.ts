import { type JobPdfBody, jobPdfFileName } from '@rw/core';
import {
  INVALID_PDF_MESSAGE,
  looksLikePdf,
  PDF_FAILED_MESSAGE,
  pdfBytesFromJson,
} from '#/features/jobs/utils/pdf-response';
import { ApiError, apiBlob } from '#/lib/api-client';

/** Rendering a long description takes a while. */
const PDF_TIMEOUT_MS = 60_000;

/** The answer: the PDF itself, or JSON with `pdfBase64` or `pdfDataUrl`. */
async function requestPdf(body: JobPdfBody): Promise<Blob> {
  try {
    return await apiBlob('/api/pdf/job-description', {
      method: 'POST',
      body,
      accept: 'application/pdf, application/json',
      timeoutMs: PDF_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // docs/product/jobs.md#messages has one message for every failure to get an answer.
    throw new ApiError(error.status, error.code, PDF_FAILED_MESSAGE, false, error.details);
  }
}

async function jsonOf(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text());
  } catch {
    return null;
  }
}

/**
 * Exports a job description as a PDF (`POST /api/pdf/job-description`, docs/product/jobs.md#print-and-pdf)
 * through the api client's binary path and downloads it as '{job title or Job Description}.pdf'. A JSON
 * answer with `pdfBase64` or `pdfDataUrl` is accepted too.
 * @throws ApiError 'Failed to generate PDF' or 'Invalid PDF response format'
 *   (docs/product/jobs.md#messages).
 */
export async function exportJobPdf(body: JobPdfBody): Promise<void> {
  const answer = await requestPdf(body);
  const bytes = answer.type.includes('application/json')
    ? pdfBytesFromJson(await jsonOf(answer))
    : new Uint8Array(await answer.arrayBuffer());
  if (!looksLikePdf(bytes)) throw new ApiError(200, 'INVALID_RESPONSE', INVALID_PDF_MESSAGE);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = jobPdfFileName(body.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
