import { errorBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '#src/lib/content-disposition.js';
import type { DocumentsDeps } from './documents.plugin.js';
import { openStoredFile } from './stored-files.service.js';

/** A stored file as it streams (documented as binary). */
const fileBody = z
  .any()
  .meta({ type: 'string', format: 'binary', description: 'The file, as an attachment' });

/**
 * A stored file (docs/product/documents.md#stored-files): GET /api/files/{fileId}, signed in, only for the
 * file's organisation (another organisation's file answers 404 like a missing one), sent as an attachment
 * with the content type its bytes were recognised as.
 */
export const storedFilesRoutes: FastifyPluginAsyncZod<DocumentsDeps> = async (app, { db, storage }) => {
  app.get(
    '/api/files/:fileId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['documents'],
        summary: "A stored file of the caller's organisation (a CV or LinkedIn profile), as an attachment",
        params: z.object({ fileId: z.uuid() }),
        produces: ['application/octet-stream'],
        response: { 200: fileBody, 401: errorBody, 404: errorBody },
      },
    },
    async (req, reply) => {
      const { file, stream } = await openStoredFile({ db, storage, caller: req.user, id: req.params.fileId });
      return reply
        .type(file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
