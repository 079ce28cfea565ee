import {
  addCandidateToStageBody,
  addCandidateToStageResponse,
  candidate,
  candidateDetailResponse,
  candidateFieldsBody,
  candidateListQuery,
  candidateListResponse,
  errorBody,
  jobCandidatesQuery,
  jobCandidatesResponse,
  jobMessages,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#src/lib/app-error.js';
import { findJob } from '#src/modules/jobs/index.js';
import type { CandidatesDeps } from './candidates.plugin.js';
import {
  addCandidateToJobStage,
  createCandidate,
  getCandidateDetail,
  updateCandidate,
} from './candidates.service.js';
import { findCandidatesByKey, listCandidates } from './candidates-search.queries.js';
import { listJobCandidates } from './job-candidates.queries.js';

const tags = ['candidates'];
const idParams = z.object({ id: z.uuid() });
const jobParams = z.object({ jobId: z.uuid() });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** GET /api/candidates query: the list's search and paging, or an exact lookup by LinkedIn URL or e-mail. */
const listQuery = candidateListQuery.extend({
  linkedin_url: z.string().trim().max(500).optional(),
  email: z.string().trim().max(320).optional(),
});

/**
 * Candidates list, candidate page and a job's candidates (docs/product/candidates.md):
 * every route answers for the caller's organisation only; another organisation's candidate or job is 404.
 */
export const candidatesRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/candidates',
    {
      schema: {
        tags,
        summary:
          "The organisation's candidates, newest added first, searched by q (name, e-mail, title, company, " +
          'location), paged by cursor, with counts capped at 1,000; or the exact lookup by linkedin_url / email',
        querystring: listQuery,
        response: { 200: candidateListResponse, ...errors },
      },
    },
    async (req) => {
      const { linkedin_url, email, ...list } = req.query;
      if (linkedin_url || email) {
        return findCandidatesByKey(db, req.user.domain, {
          linkedinUrl: linkedin_url,
          email,
          limit: list.limit,
        });
      }
      return listCandidates(db, req.user.domain, list);
    },
  );

  app.post(
    '/api/candidates',
    {
      schema: {
        tags,
        summary: 'Create a candidate (needs a first or last name; 409 when the LinkedIn profile exists)',
        body: candidateFieldsBody,
        response: { 201: candidate, ...errors, 409: errorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createCandidate({ db, caller: req.user, fields: req.body })),
  );

  app.get(
    '/api/candidates/:id',
    {
      schema: {
        tags,
        summary: 'The candidate page: candidate, summary, stage records newest first and their jobs',
        params: idParams,
        response: { 200: candidateDetailResponse, ...errors },
      },
    },
    async (req) => getCandidateDetail({ db, caller: req.user, id: req.params.id }),
  );

  app.patch(
    '/api/candidates/:id',
    {
      schema: {
        tags,
        summary: 'Change fields of a candidate',
        params: idParams,
        body: candidateFieldsBody,
        response: { 200: candidate, ...errors, 409: errorBody },
      },
    },
    async (req) => updateCandidate({ db, caller: req.user, id: req.params.id, fields: req.body }),
  );

  app.get(
    '/api/jobs/:jobId/candidates',
    {
      schema: {
        tags,
        summary:
          "A job's Candidates tab: stage records with candidate, Total Jobs, primary, Other Jobs, Job Score",
        params: jobParams,
        querystring: jobCandidatesQuery,
        response: { 200: jobCandidatesResponse, ...errors },
      },
    },
    async (req) => {
      const { jobId } = req.params;
      if (!(await findJob(db, req.user.domain, jobId))) throw notFound(jobMessages.notFound);
      const { stage_id: stageId, status, limit } = req.query;
      return listJobCandidates(db, { domain: req.user.domain, jobId, stageId, status, limit });
    },
  );

  app.post(
    '/api/jobs/:jobId/candidates',
    {
      schema: {
        tags,
        summary: 'add_candidate_to_stage: put a candidate into a stage of the job (idempotent)',
        params: jobParams,
        body: addCandidateToStageBody,
        response: { 201: addCandidateToStageResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await addCandidateToJobStage({ db, caller: req.user, jobId: req.params.jobId, body: req.body }),
        ),
  );
};
