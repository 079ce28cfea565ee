import {
  createRoleJobBody,
  errorBody,
  generateRoleCriteriaBody,
  generateRoleDescriptionBody,
  importRoleJobBody,
  materializeWorkflowBody,
  roleBuilderState,
  roleCompaniesResponse,
  roleCriteriaResponse,
  roleDescriptionResult,
  roleJobResponse,
  saveRoleCriteriaBody,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { sendGeneratorStream, wantsJson } from '#src/platform/events/generator-stream.js';
import {
  createRoleJob,
  getRoleBuilderState,
  importRoleJob,
  listCompaniesForRoles,
  materializeCanvas,
  saveRoleCriteria,
} from './role-builder.service.js';
import {
  generateRoleCriteria,
  generateRoleDescription,
  streamRoleDescription,
  toRoleAiError,
} from './role-builder-ai.service.js';

const tags = ['role-builder'];
const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody } as const;
const aiErrors = { ...errors, 403: errorBody, 429: errorBody, 503: errorBody } as const;
const aiLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * The Role Builder's API (docs/product/role-builder.md#api): what it adds to the jobs area's routes. Every
 * route answers for the caller's organisation only; another organisation's job is 404 'Job not found'.
 */
export const roleBuilderRoutes: FastifyPluginAsyncZod<{ db: Db; ai: AiRuntime }> = async (
  app,
  { db, ai },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/role-builder/companies',
    {
      schema: {
        tags,
        summary: "The organisation's companies with their descriptions as plain text",
        response: { 200: roleCompaniesResponse, 401: errorBody },
      },
    },
    async (req) => ({ companies: await listCompaniesForRoles({ db, caller: req.user }) }),
  );

  app.post(
    '/api/role-builder/description',
    {
      config: aiLimit,
      schema: {
        tags,
        summary: "Write the job description from the ten answers in the company's tone of voice (streamed)",
        description:
          'Streams `text/event-stream` events `delta` {text}, then `done` {description, text} or `error` ' +
          '{error}; with `Accept: application/json` answers {description, text} in one piece.',
        body: generateRoleDescriptionBody,
        produces: ['text/event-stream', 'application/json'],
        response: { 200: roleDescriptionResult, ...aiErrors },
      },
    },
    async (req, reply) => {
      const opts = { db, ai, caller: req.user, form: req.body };
      if (wantsJson(req.headers.accept)) return generateRoleDescription(opts);
      const abort = new AbortController();
      await sendGeneratorStream(reply, streamRoleDescription({ ...opts, signal: abort.signal }), abort, {
        toEvent: (text) => ({ event: 'delta', data: { text } }),
        done: (result) => result,
        toError: toRoleAiError,
        label: 'role description',
      });
      return reply;
    },
  );

  app.post(
    '/api/role-builder/criteria',
    {
      config: aiLimit,
      schema: {
        tags,
        summary: 'Generate 3-5 assessment criteria with rubrics on the 0-100 bands (not saved)',
        body: generateRoleCriteriaBody,
        response: { 200: roleCriteriaResponse, ...aiErrors },
      },
    },
    async (req) => generateRoleCriteria({ db, ai, caller: req.user, body: req.body }),
  );

  app.post(
    '/api/role-builder/jobs',
    {
      schema: {
        tags,
        summary: 'Save & Start Process: create the job (draft) from the form and description, with criteria',
        body: createRoleJobBody,
        response: { 201: roleJobResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { description, criteria, ...form } = req.body;
      return reply
        .status(201)
        .send(await createRoleJob({ db, caller: req.user, form, description, criteria }));
    },
  );

  app.post(
    '/api/role-builder/import',
    {
      schema: {
        tags,
        summary: 'Import an exported Role Builder JSON as a new job of the chosen company',
        body: importRoleJobBody,
        response: { 201: roleJobResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await importRoleJob({ db, caller: req.user, companyId: req.body.company_id, data: req.body.data }),
        ),
  );

  app.get(
    '/api/jobs/:id/role-builder',
    {
      schema: {
        tags,
        summary: "The job's canvas (nodes drawn from its interview process) and its role criteria",
        params: idParams,
        response: { 200: roleBuilderState, ...errors },
      },
    },
    async (req) => getRoleBuilderState({ db, caller: req.user, jobId: req.params.id }),
  );

  app.post(
    '/api/materialize-workflow',
    {
      schema: {
        tags,
        summary:
          "Save Process: turn the canvas's nodes into the job's interview process (and keep the layout)",
        body: materializeWorkflowBody,
        response: { 200: roleBuilderState, ...errors },
      },
    },
    async (req) => materializeCanvas({ db, caller: req.user, jobId: req.body.job_id, nodes: req.body.nodes }),
  );

  app.put(
    '/api/jobs/:id/role-builder/criteria',
    {
      schema: {
        tags,
        summary: 'Save Criteria: make them AC1-AC5 (titles and rubrics) of every step of the job',
        params: idParams,
        body: saveRoleCriteriaBody,
        response: { 200: roleBuilderState, ...errors },
      },
    },
    async (req) =>
      saveRoleCriteria({ db, caller: req.user, jobId: req.params.id, criteria: req.body.criteria }),
  );
};
