import { candidatesExportBody, errorBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '#src/lib/content-disposition.js';
import { csvFileSchema } from '#src/lib/csv-export.js';
import type { CandidatesDeps } from './candidates.plugin.js';
import { exportJobCandidates } from './candidates-export.service.js';

const tags = ['candidates'];
const jobParams = z.object({ jobId: z.uuid() });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
/** The file as it streams (documented as binary, like `binaryBody`). */
const csvFile = csvFileSchema('The candidates as a CSV attachment (UTF-8 with a byte-order mark)');

/**
 * Export CSV of a job's candidates (docs/product/pipeline.md#export): a selection of the job's Candidates
 * tab as a file, streamed. Every member may export; another organisation's job answers 404, and its
 * candidates' ids select nothing.
 */
export const candidatesExportRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/jobs/:jobId/candidates/export',
    {
      schema: {
        tags,
        summary:
          "Export CSV: the selected candidates of a job (candidate_ids or all_matching) with a view's columns " +
          'and the scores, as a UTF-8 CSV attachment with formula cells neutralised',
        params: jobParams,
        body: candidatesExportBody,
        produces: ['text/csv'],
        response: { 200: csvFile, ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportJobCandidates({
        db,
        caller: req.user,
        jobId: req.params.jobId,
        body: req.body,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
