import { Readable } from 'node:stream';
import {
  cvSorterAddToJobBody,
  cvSorterAddToJobResponse,
  cvSorterCandidateDetail,
  cvSorterEliminateBody,
  cvSorterRunResponse,
  cvSorterSaveBody,
  cvSorterSearchList,
  cvSorterSearchResponse,
  cvSorterTriageBody,
  cvSorterTriageResponse,
  errorBody,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '#src/lib/content-disposition.js';
import { noContent } from '#src/plugins/openapi.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import {
  candidateDetail,
  listMySearches,
  openSearch,
  removeSearch,
  saveSearch,
} from './cv-sorter.service.js';
import { addSearchToJob } from './cv-sorter-add-to-job.service.js';
import { exportSearch } from './cv-sorter-export.service.js';
import { eliminateByScore, moveCandidates, undoTriage } from './cv-sorter-triage.service.js';

const tags = ['cv-sorter'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const searchParams = z.object({ id: z.uuid() });
const csvFile = z.instanceof(Readable).meta({
  type: 'string',
  format: 'binary',
  description: 'The search as a CSV attachment (UTF-8 with a byte-order mark)',
});

/**
 * The caller's CV Sorter searches (docs/product/cv-sorter.md): list, open, save, delete, triage and undo, the
 * candidate detail, Export CSV and Add to job. Another user's or organisation's search answers 404.
 */
export const cvSorterRoutes: FastifyPluginAsyncZod<CvSorterDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/cv-sorter/searches',
    {
      schema: {
        tags,
        summary: 'My saved searches and my latest unsaved one',
        response: { 200: cvSorterSearchList, ...errors },
      },
    },
    (req) => listMySearches(deps, req.user),
  );

  app.get(
    '/api/cv-sorter/searches/:id',
    {
      schema: {
        tags,
        summary: 'A search and all its candidates',
        params: searchParams,
        response: { 200: cvSorterSearchResponse, ...errors },
      },
    },
    (req) => openSearch(deps, req.user, req.params.id),
  );

  app.delete(
    '/api/cv-sorter/searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a search',
        params: searchParams,
        response: { 204: noContent('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await removeSearch(deps, req.user, req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/cv-sorter/searches/:id/save',
    {
      schema: {
        tags,
        summary: 'Save a search under a name',
        params: searchParams,
        body: cvSorterSaveBody,
        response: { 200: cvSorterRunResponse, ...errors },
      },
    },
    (req) => saveSearch(deps, req.user, req.params.id, req.body),
  );

  app.post(
    '/api/cv-sorter/searches/:id/triage',
    {
      schema: {
        tags,
        summary: 'Move candidates to a category (Keep, Eliminate, or back)',
        params: searchParams,
        body: cvSorterTriageBody,
        response: { 200: cvSorterTriageResponse, ...errors },
      },
    },
    (req) => moveCandidates(deps, req.user, req.params.id, req.body),
  );

  app.post(
    '/api/cv-sorter/searches/:id/eliminate-by-score',
    {
      schema: {
        tags,
        summary: 'Eliminate every scored candidate below a threshold',
        params: searchParams,
        body: cvSorterEliminateBody,
        response: { 200: cvSorterTriageResponse, ...errors },
      },
    },
    (req) => eliminateByScore(deps, req.user, req.params.id, req.body.threshold),
  );

  app.post(
    '/api/cv-sorter/searches/:id/undo',
    {
      schema: {
        tags,
        summary: 'Undo the latest triage action',
        params: searchParams,
        response: { 200: cvSorterTriageResponse, ...errors },
      },
    },
    (req) => undoTriage(deps, req.user, req.params.id),
  );

  app.get(
    '/api/cv-sorter/searches/:id/candidates/:candidateId',
    {
      schema: {
        tags,
        summary: 'A candidate with the scoring breakdown',
        params: z.object({ id: z.uuid(), candidateId: z.uuid() }),
        response: { 200: cvSorterCandidateDetail, ...errors },
      },
    },
    (req) => candidateDetail(deps, req.user, req.params.id, req.params.candidateId),
  );

  app.get(
    '/api/cv-sorter/searches/:id/export',
    {
      schema: {
        tags,
        summary: 'Export CSV: names, links, scores, rationales and category, formula cells neutralised',
        params: searchParams,
        produces: ['text/csv'],
        response: { 200: csvFile, ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportSearch(deps, req.user, req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/api/cv-sorter/searches/:id/add-to-job',
    {
      schema: {
        tags,
        summary: "Add the Possible (or the selected) candidates to a job's Glance stage",
        params: searchParams,
        body: cvSorterAddToJobBody,
        response: { 200: cvSorterAddToJobResponse, ...errors },
      },
    },
    (req) => addSearchToJob(deps, req.user, req.params.id, req.body),
  );
};
