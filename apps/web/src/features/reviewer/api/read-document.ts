import { type DocumentText, documentText } from '@rw/core';
import { apiUpload } from '#/lib/api-client';

/**
 * Reads an uploaded .txt, .pdf, .docx or .doc as plain text (`POST /api/documents/text`,
 * docs/product/documents.md): the server takes the type from the bytes and reads within the document limits.
 * @throws ApiError with the documents' message (another type, unreadable, over a limit, no text).
 */
export function readDocumentText(file: File, signal?: AbortSignal): Promise<DocumentText> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload('/api/documents/text', { form, schema: documentText, signal });
}
