import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  candidateImportMessages,
  candidateImportQuery,
  candidateImportResult,
  candidateMessages,
  errorBody,
  GLANCE_STAGE_ID,
  IMPORT_MAX_BYTES,
  jobMessages,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '#src/lib/app-error.js';
import { safeFileName } from '#src/lib/file-name.js';
import { findJob } from '#src/modules/jobs/index.js';
import { importCandidatesCsv } from './candidate-import.service.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/** Room for the multipart envelope around the file when judging a request by its content-length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * CSV import into a job's Glance stage (docs/product/candidates.md#import):
 * POST /api/jobs/{jobId}/candidates/import?stage_id=glance&import_id={uuid}, multipart field `file`, read as
 * it streams (IMPORT_MAX_BYTES at most). Another organisation's job answers 404 like a missing one.
 */
export const candidateImportRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (app, { db, bus, log }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });
  }
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/jobs/:jobId/candidates/import',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Import candidates from a CSV into the job\'s Glance stage (multipart field "file")',
        consumes: ['multipart/form-data'],
        params: z.object({ jobId: z.uuid() }),
        querystring: candidateImportQuery,
        response: {
          200: candidateImportResult,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          413: errorBody,
        },
      },
    },
    async (req) => {
      const job = await findJob(db, req.user.domain, req.params.jobId);
      if (!job) throw notFound(jobMessages.notFound);
      if (req.query.stage_id !== GLANCE_STAGE_ID) {
        throw new AppError('VALIDATION', candidateMessages.uploadComingSoon);
      }
      const length = Number(req.headers['content-length']);
      const bytesTotal = Number.isFinite(length) && length > 0 ? length : null;
      if (bytesTotal !== null && bytesTotal > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', candidateImportMessages.fileTooLarge);
      }
      const part = req.isMultipart() ? await req.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined;
      if (!part) throw new AppError('VALIDATION', candidateMessages.noFile);
      if (!/\.csv$/i.test(part.filename)) {
        part.file.resume();
        throw new AppError('VALIDATION', candidateMessages.glanceNeedsCsv);
      }
      return importCandidatesCsv({
        db,
        bus,
        log,
        caller: req.user,
        jobId: job.id,
        importId: req.query.import_id ?? randomUUID(),
        fileName: safeFileName(part.filename),
        file: part.file,
        bytesTotal,
      });
    },
  );
};
