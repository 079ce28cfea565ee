import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { documentMessages } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { notFound } from '#src/lib/app-error.js';
import { safeFileName } from '#src/lib/file-name.js';
import type { DocumentKind } from '#src/platform/documents/limits.js';
import { type FileStorage, StoredFileMissingError } from '#src/platform/storage/file-storage.js';
import type { Caller } from '#src/plugins/auth.js';
import { findStoredFile, insertStoredFile, type StoredFileRow } from './stored-files.queries.js';

/** The content type a stored file is served with, from the kind its bytes were recognised as. */
export const contentTypeOf: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
};

/** The extension a stored name gets when the uploaded one had none, or the wrong one, for its kind. */
const extensionOf: Record<DocumentKind, string> = { pdf: '.pdf', docx: '.docx', doc: '.doc', txt: '.txt' };

/**
 * The name a file is stored and served under (docs/product/documents.md#stored-files): the uploaded name made
 * safe (safeFileName: no control or bidirectional characters, no path), 'document' when nothing is left, and
 * ending in the extension of what its bytes are (a PDF called cv.txt is served as cv.txt.pdf).
 */
export function storedFileName(uploaded: string, kind: DocumentKind): string {
  const safe = safeFileName(uploaded) || 'document';
  const ext = extensionOf[kind];
  return safe.toLowerCase().endsWith(ext) ? safe : `${safe.slice(0, 255 - ext.length)}${ext}`;
}

/** The link to a stored file, as `cv_file_url` keeps it: the authenticated route that serves it. */
export const storedFileUrl = (id: string) => `/api/files/${id}`;

/**
 * Keeps an uploaded file for the caller's organisation (docs/product/documents.md#stored-files): its bytes
 * under a new key `{domain}/{uuid}` in the storage, then its row (name made safe, content type from its
 * kind, size, SHA-256). When the row cannot be written the bytes are removed again.
 * @returns the row.
 */
export async function storeFile(opts: {
  db: Db;
  storage: FileStorage;
  caller: Caller;
  candidateId: string | null;
  kind: 'cv' | 'linkedin';
  documentKind: DocumentKind;
  name: string;
  bytes: Uint8Array;
}): Promise<StoredFileRow> {
  const id = crypto.randomUUID();
  const storageKey = `${opts.caller.domain}/${id}`;
  const contentType = contentTypeOf[opts.documentKind];
  await opts.storage.put(storageKey, opts.bytes, contentType);
  try {
    return await insertStoredFile(opts.db, {
      id,
      domain: opts.caller.domain,
      candidateId: opts.candidateId,
      kind: opts.kind,
      name: storedFileName(opts.name, opts.documentKind),
      contentType,
      sizeBytes: opts.bytes.byteLength,
      sha256: crypto.createHash('sha256').update(opts.bytes).digest('hex'),
      storageKey,
      createdByEmail: opts.caller.email,
    });
  } catch (err) {
    await opts.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
}

/**
 * File `id` of the caller's organisation with its bytes, for the route that serves it.
 * @throws AppError NOT_FOUND 'File not found' for an unknown id, another organisation's file, or one whose
 *   bytes are gone from the storage.
 */
export async function openStoredFile(opts: {
  db: Db;
  storage: FileStorage;
  caller: Caller;
  id: string;
}): Promise<{ file: StoredFileRow; stream: Readable }> {
  const file = await findStoredFile(opts.db, opts.caller.domain, opts.id);
  if (!file) throw notFound(documentMessages.fileNotFound);
  try {
    return { file, stream: await opts.storage.read(file.storageKey) };
  } catch (err) {
    if (err instanceof StoredFileMissingError) throw notFound(documentMessages.fileNotFound);
    throw err;
  }
}
