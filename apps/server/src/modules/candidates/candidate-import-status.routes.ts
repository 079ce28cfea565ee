import { candidateImportStatus, errorBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImportStatus } from './candidate-import.lifecycle.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/**
 * The state of a CSV import (docs/product/candidates.md#interrupted-runs): GET
 * /api/jobs/{jobId}/candidates/imports/{importId} — running, completed or failed, its committed counts and, when
 * it failed, why (e.g. its server stopped). Another organisation's job or import answers 404.
 */
export const candidateImportStatusRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/api/jobs/:jobId/candidates/imports/:importId',
    {
      schema: {
        tags: ['candidates'],
        summary: 'An import of candidates: status, committed counts and why it failed',
        params: z.object({ jobId: z.uuid(), importId: z.uuid() }),
        response: { 200: candidateImportStatus, 401: errorBody, 404: errorBody },
      },
    },
    async (req) =>
      readImportStatus({ db, caller: req.user, jobId: req.params.jobId, importId: req.params.importId }),
  );
};
