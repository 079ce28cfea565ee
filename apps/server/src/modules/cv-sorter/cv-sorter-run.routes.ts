import { cvSorterEstimate, cvSorterRunBody, cvSorterRunResponse, errorBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import { estimateSearchRun, retryFailedCandidates, startSearchRun } from './cv-sorter-run.service.js';

const tags = ['cv-sorter'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 503: errorBody };
const searchParams = z.object({ id: z.uuid() });

/**
 * A search's runs (docs/product/cv-sorter.md#processing): the cost estimate, 'Process & Score' and 'Retry
 * failed'; progress follows as `cv-sorter.progress` events.
 */
export const cvSorterRunRoutes: FastifyPluginAsyncZod<CvSorterDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/cv-sorter/searches/:id/estimate',
    {
      schema: {
        tags,
        summary: 'What a run would cost, from the price table and the expected tokens',
        params: searchParams,
        body: cvSorterRunBody,
        response: { 200: cvSorterEstimate, ...errors },
      },
    },
    (req) => estimateSearchRun(deps, req.user, req.params.id, req.body),
  );

  app.post(
    '/api/cv-sorter/searches/:id/run',
    {
      schema: {
        tags,
        summary: 'Process & Score: score every candidate for the job (a queue task)',
        params: searchParams,
        body: cvSorterRunBody,
        response: { 202: cvSorterRunResponse, ...errors },
      },
    },
    async (req, reply) => {
      const search = await startSearchRun(deps, req.user, req.params.id, req.body);
      return reply.status(202).send({ search });
    },
  );

  app.post(
    '/api/cv-sorter/searches/:id/retry-failed',
    {
      schema: {
        tags,
        summary: 'Retry failed: score the failed candidates again',
        params: searchParams,
        response: { 202: cvSorterRunResponse, ...errors },
      },
    },
    async (req, reply) => {
      const search = await retryFailedCandidates(deps, req.user, req.params.id);
      return reply.status(202).send({ search });
    },
  );
};
