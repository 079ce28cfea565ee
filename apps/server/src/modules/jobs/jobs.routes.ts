import {
  createJobBody,
  errorBody,
  job,
  jobAiStarted,
  jobBriefBody,
  jobCompanyOptions,
  jobList,
  jobListQuery,
  updateJobBody,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#src/plugins/openapi.js';
import { jobAiRoutes } from './job-ai.routes.js';
import type { JobAiDeps } from './job-ai.service.js';
import { createJobFromBrief } from './job-brief.service.js';
import { jobImportRoutes } from './job-import.routes.js';
import { jobPdfRoutes } from './job-pdf.routes.js';
import { listCompanyOptions, listJobs } from './jobs.queries.js';
import { createJob, deleteJob, getJob, updateJob } from './jobs.service.js';

const idParams = z.object({ id: z.uuid() });
const tags = ['jobs'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * The jobs area's API (docs/product/jobs.md): My Jobs or the Team's list, create / read / update of the
 * organisation's jobs and delete by their creator or an admin (another organisation's job answers 404), the company dropdown, 'Generate with AI
 * brief', and the AI, import and PDF routes. Options: the database, the AI layer, and optionally the
 * automation queue and event bus (see `JobAiDeps`).
 */
export const jobsRoutes: FastifyPluginAsyncZod<JobAiDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(jobAiRoutes, deps);
  await app.register(jobImportRoutes, deps);
  await app.register(jobPdfRoutes, deps);

  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/jobs',
    {
      schema: {
        tags,
        summary:
          "My Jobs (scope=mine, the default: jobs created by the caller) or the Team (scope=team: every job of the caller's organisation), newest first, with the company's and the creator's names",
        querystring: jobListQuery,
        response: { 200: jobList, 401: errorBody },
      },
    },
    async (req) => ({ jobs: await listJobs(db, req.user, req.query) }),
  );

  app.post(
    '/api/jobs',
    { schema: { tags, summary: 'Create a job', body: createJobBody, response: { 201: job, ...errors } } },
    async (req, reply) => reply.status(201).send(await createJob({ db, caller: req.user, fields: req.body })),
  );

  app.get(
    '/api/jobs/companies',
    {
      schema: {
        tags,
        summary: "The company dropdown: the caller's organisation's companies by name",
        response: { 200: jobCompanyOptions, 401: errorBody },
      },
    },
    async (req) => ({ companies: await listCompanyOptions(db, req.user.domain) }),
  );

  app.post(
    '/api/jobs/brief',
    {
      schema: {
        tags,
        summary:
          "'Generate with AI brief': read the brief's details (real model call), create the job, then generate its description (GenerateJD)",
        body: jobBriefBody,
        response: {
          201: z.object({ job, task: jobAiStarted }),
          ...errors,
          403: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createJobFromBrief({ ...deps, caller: req.user, body: req.body })),
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: {
        tags,
        summary: 'A job with its company',
        params: idParams,
        response: { 200: job, ...errors },
      },
    },
    async (req) => getJob({ db, caller: req.user, id: req.params.id }),
  );

  app.patch(
    '/api/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Change any fields of a job (modal and detail screen)',
        params: idParams,
        body: updateJobBody,
        response: { 200: job, ...errors },
      },
    },
    async (req) => updateJob({ db, caller: req.user, id: req.params.id, fields: req.body }),
  );

  app.delete(
    '/api/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job (204): its creator or an admin; another member gets 403',
        params: idParams,
        response: { 204: noContent('The job was deleted'), ...errors, 403: errorBody },
      },
    },
    async (req, reply) => {
      await deleteJob({ db, caller: req.user, id: req.params.id });
      return reply.status(204).send();
    },
  );
};
