import {
  errorBody,
  generatedWorkflowResponse,
  jobStagesQuery,
  jobStagesResponse,
  jobWorkflowResponse,
  saveStageDetailsBody,
  saveWorkflowBody,
  stageDetailsResponse,
  stageTypePattern,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { generateJobWorkflow } from './generated-process.service.js';
import {
  getJobWorkflow,
  listJobStages,
  saveJobWorkflow,
  saveStageDetails,
} from './interview-process.service.js';

const tags = ['interview-process'];
const idParams = z.object({ id: z.uuid() });
const blockParams = idParams.extend({
  blockId: z.string().regex(stageTypePattern, 'Unknown stage'),
});
const errors = { 400: errorBody, 401: errorBody, 404: errorBody } as const;

/**
 * The Interview process tab's API (docs/product/interview-process.md): a job's workflow (load and save), its
 * stage rows, one stage's details, and IntProcess generation. Every route answers 404 'Job not found' for a
 * job of another organisation, exactly like a missing one.
 */
export const interviewProcessRoutes: FastifyPluginAsyncZod<{ db: Db; ai: AiRuntime }> = async (
  app,
  { db, ai },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/jobs/:id/workflow',
    {
      schema: {
        tags,
        summary: 'The saved workflow, else one built from the stage rows, else the default fixed layers',
        params: idParams,
        response: { 200: jobWorkflowResponse, ...errors },
      },
    },
    async (req) => getJobWorkflow({ db, caller: req.user, jobId: req.params.id }),
  );

  app.put(
    '/api/jobs/:id/workflow',
    {
      schema: {
        tags,
        summary: 'Save a workflow (checked with the core rules; one transaction)',
        params: idParams,
        body: saveWorkflowBody,
        response: { 200: jobWorkflowResponse, ...errors },
      },
    },
    async (req) =>
      saveJobWorkflow({ db, caller: req.user, jobId: req.params.id, workflow: req.body.workflow }),
  );

  app.post(
    '/api/jobs/:id/workflow/generate',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'IntProcess: generate a process with AI; returns it imported but unsaved, with its coverage',
        params: idParams,
        response: {
          200: generatedWorkflowResponse,
          403: errorBody,
          429: errorBody,
          503: errorBody,
          ...errors,
        },
      },
    },
    async (req) => generateJobWorkflow({ db, ai, caller: req.user, jobId: req.params.id }),
  );

  app.get(
    '/api/jobs/:id/stages',
    {
      schema: {
        tags,
        summary: 'The job_interview_stages rows, ordered by stage type (titled=true: only titled rows)',
        params: idParams,
        querystring: jobStagesQuery,
        response: { 200: jobStagesResponse, ...errors },
      },
    },
    async (req) => ({
      stages: await listJobStages({
        db,
        caller: req.user,
        jobId: req.params.id,
        titled: req.query.titled === 'true',
      }),
    }),
  );

  app.put(
    '/api/jobs/:id/stages/:blockId/details',
    {
      schema: {
        tags,
        summary: "Save one stage's details (interviewers, criteria with rubrics, plan, killer questions)",
        params: blockParams,
        body: saveStageDetailsBody,
        response: { 200: stageDetailsResponse, ...errors },
      },
    },
    async (req) =>
      saveStageDetails({
        db,
        caller: req.user,
        jobId: req.params.id,
        layerId: req.body.layer_id,
        blockId: req.params.blockId,
        title: req.body.title,
        details: req.body.details,
      }),
  );
};
