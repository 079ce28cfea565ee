import multipart from '@fastify/multipart';
import {
  candidateImportMessages,
  errorBody,
  IMPORT_MAX_BYTES,
  trainerMessages,
  trainerUploadResponse,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { uploadSet } from './data-trainer-upload.service.js';

/** Room for the multipart envelope around the file when judging a request by its content-length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** What browsers send as a .csv file's type: text/csv, and Excel's type on Windows (with a .csv name). */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain']);

/** Only .csv files (docs/product/data-trainer.md#upload): a .csv name with a CSV type. */
export function isTrainerCsv(part: { mimetype: string; filename: string }): boolean {
  const type = part.mimetype.split(';')[0]!.trim().toLowerCase();
  return /\.csv$/i.test(part.filename) && (CSV_TYPES.has(type) || type === 'application/octet-stream');
}

/**
 * POST /api/data-trainer/candidates (multipart field `file`, .csv only, under the candidate import's file
 * limit IMPORT_MAX_BYTES): the organisation's new training set.
 */
export const dataTrainerUploadRoutes: FastifyPluginAsyncZod<DataTrainerDeps> = async (app, deps) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });
  }

  app.post(
    '/api/data-trainer/candidates',
    {
      schema: {
        tags: ['data-trainer'],
        summary:
          'Upload the training set: a CSV in the LinkedIn or the standard format (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: {
          201: trainerUploadResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
          413: errorBody,
        },
      },
    },
    async (req, reply) => {
      const length = Number(req.headers['content-length']);
      if (Number.isFinite(length) && length > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', candidateImportMessages.fileTooLarge);
      }
      const part = req.isMultipart() ? await req.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined;
      if (!part) throw new AppError('VALIDATION', trainerMessages.noFile);
      if (!isTrainerCsv(part)) {
        part.file.resume();
        throw new AppError('VALIDATION', trainerMessages.csvOnly);
      }
      return reply.status(201).send(await uploadSet(deps, req.user, part.file));
    },
  );
};
