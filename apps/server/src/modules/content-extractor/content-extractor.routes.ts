import fs from 'node:fs/promises';
import { CONTENT_EXTRACTOR_ZIP_NAME, contentExtractorMessages, errorBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error.js';
import { binaryBody } from '#src/plugins/openapi.js';

/**
 * The Content Extractor browser extension as a zip (docs/product/content-extractor.md#installing), public like
 * any extension's code (it holds no secret: each user enters their own token): the file `npm run build` makes
 * in apps/extension/dist, read when asked (a build while the server runs is served at once). 404 with
 * 'The Content Extractor has not been built…' before a build.
 * @param opts.zipPath where the built zip is.
 */
export const contentExtractorRoutes: FastifyPluginAsyncZod<{ zipPath: string }> = async (
  app,
  { zipPath },
) => {
  app.get(
    '/api/content-extractor/download',
    {
      schema: {
        tags: ['content-extractor'],
        summary: 'The Content Extractor extension (unpack it and load it in Chrome)',
        produces: ['application/zip'],
        response: { 200: binaryBody('The extension as a zip, sent as an attachment'), 404: errorBody },
      },
    },
    async (_req, reply) => {
      const bytes = await fs.readFile(zipPath).catch(() => null);
      if (!bytes) throw new AppError('NOT_FOUND', contentExtractorMessages.notBuilt);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${CONTENT_EXTRACTOR_ZIP_NAME}"`)
        .header('cache-control', 'no-cache')
        .send(bytes);
    },
  );
};
