import multipart from '@fastify/multipart';
import {
  candidateImportMessages,
  cvSorterMessages,
  cvSorterUploadResponse,
  errorBody,
  IMPORT_MAX_BYTES,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error.js';
import { safeFileName } from '#src/lib/file-name.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import { uploadSearch } from './cv-sorter-upload.service.js';

/** Room for the multipart envelope around the file when judging a request by its content-length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** What browsers send as a .csv file's type: text/csv, and Excel's type on Windows. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel']);

/** Only CSV files (docs/product/cv-sorter.md#screen): type text/csv (or Excel's for a .csv name). */
export function isCsvUpload(part: { mimetype: string; filename: string }): boolean {
  const type = part.mimetype.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return true;
  return CSV_TYPES.has(type) && /\.csv$/i.test(part.filename);
}

/**
 * POST /api/cv-sorter/searches (multipart field `file`): a new unsaved search from a CSV, under the candidate
 * import's file limit (IMPORT_MAX_BYTES), with the CSV debug panel's preview
 * (docs/product/cv-sorter.md#columns).
 */
export const cvSorterUploadRoutes: FastifyPluginAsyncZod<CvSorterDeps> = async (app, { db }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });
  }

  app.post(
    '/api/cv-sorter/searches',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cv-sorter'],
        summary: 'Upload a candidate CSV (multipart field "file"): a new unsaved search and its preview',
        consumes: ['multipart/form-data'],
        response: { 201: cvSorterUploadResponse, 400: errorBody, 401: errorBody, 413: errorBody },
      },
    },
    async (req, reply) => {
      const length = Number(req.headers['content-length']);
      if (Number.isFinite(length) && length > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', candidateImportMessages.fileTooLarge);
      }
      const part = req.isMultipart() ? await req.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined;
      if (!part) throw new AppError('VALIDATION', cvSorterMessages.noFile);
      if (!isCsvUpload(part)) {
        part.file.resume();
        throw new AppError('VALIDATION', cvSorterMessages.csvOnly);
      }
      const out = await uploadSearch({
        db,
        owner: req.user,
        fileName: safeFileName(part.filename),
        file: part.file,
      });
      return reply.status(201).send(out);
    },
  );
};
