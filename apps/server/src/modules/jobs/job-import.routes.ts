import multipart from '@fastify/multipart';
import { errorBody, jobDescriptionText, jobDraftResponse, jobMessages } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error.js';
import type { JobAiDeps } from './job-ai.service.js';
import { draftJobFromDescription, extractDescriptionText, MAX_UPLOAD_BYTES } from './job-import.service.js';

const tags = ['jobs'];
const errors = { 400: errorBody, 401: errorBody, 413: errorBody, 503: errorBody };

/**
 * 'Add job from existing description' (docs/product/jobs.md#add-a-job): pasted text or an uploaded
 * .txt/.pdf/.docx/.doc (multipart field `file`, 10 MB at most; docs/product/documents.md) becomes a draft of
 * the job's fields for the user to review; nothing is saved here.
 */
export const jobImportRoutes: FastifyPluginAsyncZod<JobAiDeps> = async (app, { db, ai }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
    });
  }
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/jobs/import/text',
    {
      schema: {
        tags,
        summary: 'Draft a job from a pasted job description (real model call)',
        body: jobDescriptionText,
        response: { 200: jobDraftResponse, ...errors },
      },
    },
    async (req) => draftJobFromDescription({ db, ai, caller: req.user, text: req.body.text }),
  );

  app.post(
    '/api/jobs/import/file',
    {
      schema: {
        tags,
        summary: 'Draft a job from an uploaded .txt, .pdf, .docx or .doc (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: jobDraftResponse, ...errors },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('VALIDATION', jobMessages.descriptionRequired);
      const file = await req.file();
      if (!file) throw new AppError('VALIDATION', jobMessages.descriptionRequired);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('PAYLOAD_TOO_LARGE', jobMessages.fileTooLarge);
        }
        throw err;
      }
      // The response closing before it was written means the client went away: stop parsing for it.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      const text = await extractDescriptionText({ bytes, signal: gone.signal });
      return draftJobFromDescription({ db, ai, caller: req.user, text });
    },
  );
};
