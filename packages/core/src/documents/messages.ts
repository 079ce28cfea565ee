import { z } from 'zod';

/*
 * Uploaded documents (job descriptions today; CVs and LinkedIn PDFs next): the messages a refused file gets,
 * each naming the limit it passed (docs/product/documents.md#messages).
 */

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const documentMessages = {
  unsupported: 'Please upload a .txt, .pdf, .docx or .doc file.',
  unreadable:
    'This file could not be read. Please check that it opens, or upload a .txt, .pdf, .docx or .doc file.',
  fileTooLarge: (maxBytes: number) => `This file is larger than ${mb(maxBytes)}, the most a document may be.`,
  unpacksTooLarge: (maxBytes: number) =>
    `This file unpacks to more than ${mb(maxBytes)}, the most a document may hold.`,
  tooManyParts: (maxEntries: number) =>
    `This file holds more than ${maxEntries.toLocaleString('en-US')} parts, the most a document may have.`,
  tookTooLong: (ms: number) =>
    `Reading this file took longer than ${Math.round(ms / 1000)} seconds and was stopped.`,
  neededTooMuchMemory: (heapMb: number) =>
    `Reading this file needed more than ${heapMb} MB of memory and was stopped.`,
  noText: 'No text could be read from this file.',
  encrypted: 'This PDF is protected with a password. Please upload a copy without a password.',
  fileNotFound: 'File not found',
} as const;

/** What 'read a document as text' answers (POST /api/documents/text, docs/product/documents.md). */
export const documentKinds = ['txt', 'pdf', 'docx', 'doc'] as const;
export const documentText = z.object({
  kind: z.enum(documentKinds),
  /** Plain text, line endings normalised, trimmed; at most 1,000,000 characters. */
  text: z.string(),
  /** True when the text was cut at the limit. */
  truncated: z.boolean(),
});
export type DocumentText = z.infer<typeof documentText>;
