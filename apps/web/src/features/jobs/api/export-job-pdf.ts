import { type JobPdfBody, jobPdfFileName } from '@rw/core';
import { looksLikePdf, PDF_FAILED_MESSAGE, pdfBytesFromJson } from '#/features/jobs/utils/pdf-response';

/**
 * Exports a job description as a PDF (`POST /api/pdf/job-description`, spec 2 section 7) and downloads it as
 * '{job title or Job Description}.pdf'. A JSON answer with `pdfBase64` or `pdfDataUrl` is accepted too.
 * @throws Error 'Failed to generate PDF' or 'Invalid PDF response format' (spec 2 section 8).
 */
export async function exportJobPdf(body: JobPdfBody): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/pdf/job-description', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new Error(PDF_FAILED_MESSAGE);
  }
  if (!response.ok) throw new Error(PDF_FAILED_MESSAGE);
  const type = response.headers.get('content-type') ?? '';
  let bytes: Uint8Array;
  if (type.includes('application/json')) {
    bytes = pdfBytesFromJson(await response.json().catch(() => null));
  } else {
    bytes = new Uint8Array(await response.arrayBuffer());
    if (!looksLikePdf(bytes)) throw new Error('Invalid PDF response format');
  }
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = jobPdfFileName(body.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
