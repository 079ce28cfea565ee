import multipart from '@fastify/multipart';
import { documentMessages, documentText, errorBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error.js';
import { extractDocumentText } from '#src/platform/documents/extract-text.js';
import { DOCUMENT_LIMITS } from '#src/platform/documents/limits.js';

const errors = { 400: errorBody, 401: errorBody, 413: errorBody };

/**
 * 'Read a document as text' (docs/product/documents.md#reading-a-file-as-text): an uploaded .txt, .pdf,
 * .docx or .doc (multipart field `file`) is read within the document limits and its plain text returned,
 * for a screen to put into a text box (the Reviewer's job description and CV). Nothing is stored.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: DOCUMENT_LIMITS.maxBytes, files: 1, fields: 10, parts: 12 },
    });
  }
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/documents/text',
    {
      schema: {
        tags: ['documents'],
        summary: 'The plain text of an uploaded .txt, .pdf, .docx or .doc (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: documentText, ...errors },
      },
    },
    async (req, reply) => {
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file) throw new AppError('VALIDATION', documentMessages.unsupported);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.fileTooLarge(DOCUMENT_LIMITS.maxBytes));
        }
        throw err;
      }
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      const { kind, text, truncated } = await extractDocumentText({ bytes, signal: gone.signal });
      if (!text) throw new AppError('VALIDATION', documentMessages.noText);
      return { kind, text, truncated };
    },
  );
};
